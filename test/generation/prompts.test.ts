import { describe, expect, it } from 'vitest';
import { promptOf } from '../../src/generation/prompt.js';
import { taskCases } from '../support/task-cases.js';
import { audienceHints } from '../../src/areas/blog/analysis/signals.js';
import { carouselOutlineTask } from '../../src/generation/tasks/carousel.js';
import { postTask } from '../../src/generation/tasks/post.js';

// Every kind's prompt, as a model gets it, kept in the repository (test/generation/prompts/) so
// that a change to what a model is told shows in review as a diff of plain text. After an
// intended change: `npx vitest run test/generation/prompts.test.ts -u`, then read the diff.

describe('the prompt of each kind', () => {
  for (const { kind, task, input } of taskCases()) {
    it(kind, async () => {
      const text = promptOf(task, input)
        .map((m) => `### ${m.role}\n${m.content}`)
        .join('\n\n');
      await expect(`${text}\n`).toMatchFileSnapshot(`./prompts/${kind}.txt`);
    });
  }
});

describe('what the prompts promise', () => {
  const story = { title: 'The launch', content: 'We spent eight months building an app. On launch day, 14 people signed up. I learned that a launch is too late to start listening.', tags: ['startups'] };

  it('a theme\'s point of view never takes a first-person story\'s "I"; "you" only in the first and closing lines', () => {
    const [system] = promptOf(postTask, { anecdote: story, theme: { pointOfView: 'second person' } });
    expect(system!.content).toContain('keep its "I" (or "we") for everything that happened');
    expect(system!.content).toContain("apply it only there, never to the story's own events");
    expect(system!.content).not.toContain('Write in the second person');
  });

  it("a theme's length is what the prompt asks for; a story with no lesson gets no moral", () => {
    expect(promptOf(postTask, { anecdote: story, theme: { length: 'short' } })[0]!.content).toContain('Length: short, well under 600 characters');
    const plain = { title: 'Rain', content: 'It rained all day at the market. We sold four umbrellas and one cake.' };
    expect(promptOf(postTask, { anecdote: plain })[0]!.content).toContain('The story states no lesson: do not add a moral.');
  });

  it("the carousel prompt has its own rules, not the post's", () => {
    const text = promptOf(carouselOutlineTask, { anecdote: story })[0]!.content;
    expect(text).toContain('One idea per content slide');
    expect(text).not.toMatch(/hashtags on their own last line|…see more|Length: /);
  });

  it('a regeneration revises the previous draft in a delimited block and turns the reason into targets', () => {
    const previousDraft = 'x'.repeat(500);
    const [system, user] = promptOf(postTask, { anecdote: story, reason: 'Make it shorter and punchier', previousDraft });
    expect(user!.content).toContain(`<previous_draft>\n${previousDraft}\n</previous_draft>`);
    expect(system!.content).toContain('shorter means at most 300 characters (the draft has 500)');
    expect(system!.content).toContain('punchier means punchy pacing');
  });
});

describe('site material a prompt never gets', () => {
  it('a plan "for unlimited clients" is no audience; "for independent clinics" is', () => {
    expect(audienceHints(['Pro plan for unlimited clients.', 'Built for independent clinics.', 'Pour clients illimités.'], 'en')).toEqual(['independent clinics']);
  });
});
