import { describe, expect, it } from 'vitest';
import { assembleScript, composeOutline, planSections, scriptPlanOf, scriptSectionsTask, type ScriptInput } from '../../../src/generation/tasks/script.js';
import { readScriptPlan, storyTextOf, textOf, type ScriptPlan } from '../../../src/generation/tasks/script-plan.js';
import { composeShort } from '../../../src/generation/tasks/short.js';
import { analyzeStory } from '../../../src/generation/writing/analyze/story.js';

const DEMO = 'Ten minutes before our investor demo, the screen went black. We had rehearsed for 3 weeks. But nobody had tested the projector in that room. I learned to rehearse where I present.';
const PRICE = 'We raised prices by 40% in one afternoon. Half our customers complained. None of them left. That taught me our value was higher than our fear.';
const input: ScriptInput = {
  title: 'Two lessons from launch week',
  anecdotes: [
    { title: 'The price hike', content: PRICE },
    { title: 'The demo crash', content: DEMO },
  ],
};
const outline = composeOutline(input).outline;
const drafted = planSections({ ...input, outline });

describe('the script plan', () => {
  it("has one part a section, with the outline part's purpose, saying the section's words", () => {
    expect(drafted.plan.parts.map((p) => p.purpose)).toEqual(['hook', 'story', 'story', 'lesson', 'cta']);
    expect(drafted.plan.parts.map(textOf)).toEqual(drafted.sections.map((s) => s.spokenText));
  });

  it("marks the story's sentences with their story and sentence, and the writer's own lines apart", () => {
    const [hook, first, second, lesson, cta] = drafted.plan.parts;
    // the hook is the story's sentence, the line after it the writer's
    expect(hook!.sentences[0]).toEqual({ text: 'We raised prices by 40% in one afternoon.', story: 0, sentence: 0 });
    expect(hook!.sentences.slice(1).every((s) => s.writer)).toBe(true);
    // the first story follows the hook; the second is announced by the writer's transition
    expect(first!.sentences).toEqual([
      { text: 'Half our customers complained.', story: 0, sentence: 1 },
      { text: 'None of them left.', story: 0, sentence: 2 },
    ]);
    expect(second!.sentences[0]).toEqual({ text: 'Next story: The demo crash.', writer: true });
    expect(storyTextOf(second!)).toBe('Ten minutes before our investor demo, the screen went black. We had rehearsed for 3 weeks. But nobody had tested the projector in that room.');
    // the lessons are the stories' own last sentences (one that leans, "That taught me", takes no lead-in of the writer's)
    expect(lesson!.sentences).toEqual([
      { text: 'That taught me our value was higher than our fear.', story: 0, sentence: 3 },
      { text: 'I learned to rehearse where I present.', story: 1, sentence: 3 },
    ]);
    expect(cta!.sentences.every((s) => s.writer)).toBe(true);
    // each index names the story sentence it tells
    for (const part of drafted.plan.parts) for (const s of part.sentences.filter((x) => !x.writer)) expect(analyzeStory(input.anecdotes[s.story!]!).sentences[s.sentence!]!.raw).toBe(s.text);
  });

  it("is the draft's or the safe form's plan for the sections a job keeps, else the outline's purposes", () => {
    const [draft, safe] = [...scriptSectionsTask.candidates!({ ...input, outline })];
    expect(scriptPlanOf({ ...input, outline }, draft!.sections)).toEqual(drafted.plan);
    const safePlan = scriptPlanOf({ ...input, outline }, safe!.sections);
    expect(safePlan.parts.map(textOf)).toEqual(safe!.sections.map((s) => s.spokenText));
    expect(safePlan.parts[0]!.sentences).toEqual([{ text: 'We raised prices by 40% in one afternoon.', story: 0, sentence: 0 }]);
    const model = [
      { heading: 'Open', spokenText: 'The screen went black. Nobody had tested it.' },
      { heading: 'What happened', spokenText: 'We had rehearsed for 3 weeks.' },
      { heading: 'Moral', spokenText: 'Rehearse where you present.' },
      { heading: 'Over to you', spokenText: 'Tell me yours.' },
    ];
    const plan = scriptPlanOf({ ...input, outline: outline.filter((p) => p.anecdoteIndexes[0] !== 0 || p.purpose !== 'story') }, model);
    expect(plan.parts.map((p) => p.purpose)).toEqual(['hook', 'story', 'lesson', 'cta']);
    expect(plan.parts[0]!.sentences).toEqual([{ text: 'The screen went black.' }, { text: 'Nobody had tested it.' }]);
  });

  it("is read from the sections' places for a script stored without one, the lesson told apart by the stories' count", () => {
    const script = assembleScript(outline, drafted.sections);
    const read = readScriptPlan(script, undefined, 2);
    expect(read.parts.map((p) => p.purpose)).toEqual(['hook', 'story', 'story', 'lesson', 'cta']);
    // the opening's first sentence is the story's, the rest the writer's; the call to action is the writer's
    expect(read.parts[0]!.sentences[0]).toEqual({ text: 'We raised prices by 40% in one afternoon.' });
    expect(read.parts[0]!.sentences.slice(1).every((s) => s.writer)).toBe(true);
    expect(read.parts[4]!.sentences.every((s) => s.writer)).toBe(true);
    // three stories in five sections: no lesson part
    expect(readScriptPlan(script, undefined, 3).parts.map((p) => p.purpose)).toEqual(['hook', 'story', 'story', 'story', 'cta']);
    // a stored plan that fits the script is the one read
    expect(readScriptPlan(script, drafted.plan)).toBe(drafted.plan);
  });

  it('gives the short its roles: a plan whose hook part says another sentence gives another hook', () => {
    const script = assembleScript(outline, drafted.sections);
    expect(composeShort({ title: input.title, script, plan: drafted.plan }).hook).toBe('We raised prices by 40% in one afternoon.');
    const parts = drafted.plan.parts.map((p, i) => (i === 0 ? { ...p, sentences: [{ text: 'Ten minutes before our investor demo, the screen went black.', story: 1, sentence: 0 }] } : p));
    const other: ScriptPlan = { parts };
    const short = composeShort({ title: input.title, script, plan: other });
    expect(short.hook).toBe('Ten minutes before our investor demo, the screen went black.');
    // the writer's own lines are no beat: no transition, no lead-in, no call to action
    for (const b of short.beats) expect(b.text).not.toMatch(/^Next story:|The lesson I keep coming back to|tell me in the comments/);
  });
});
