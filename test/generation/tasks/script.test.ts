import { bakery, french, german, harbour, hitNames, lessonFirst, noLessonCases, scriptOf, spanish } from '../../support/stories.js';
import { describe, expect, it } from 'vitest';
import { brokenHits } from '../../../src/generation/quality/broken.js';
import { PACKS } from '../../../src/generation/writing/packs/index.js';
import { assembleScript, composeOutline, composeSections, spokenText, type ScriptInput } from '../../../src/generation/tasks/script.js';

const allText = (s: ReturnType<typeof scriptOf>) => s.sections.flatMap((x) => [x.heading, x.spokenText, ...(x.onScreenNotes ?? [])]).join('\n');

describe('the writer never breaks a sentence (issue 32)', () => {
  it('scripts introduce a next story by its title after a colon, never "Let me take you back to You do not need ...", and open on no stock frame ("Today: <title>", "The first story: <title>")', () => {
    const text = allText(scriptOf({ title: 'Bread', anecdotes: [bakery, harbour] }));
    expect(text).not.toMatch(/take you back to You/);
    expect(text).toMatch(/Next story: The harbour office\./);
    expect(text).not.toMatch(/The first story:|Today:/);
  });

  it('says no sentence of a script twice, never opens on a cue pointing back at the lesson, and says a list as sentences without its marks', () => {
    for (const story of lessonFirst) {
      const s = scriptOf({ title: story.title, anecdotes: [story] });
      const spoken = s.sections.map((x) => x.spokenText).join('\n');
      const hits = brokenHits(spoken, { language: story.lang, source: story.content, whole: true });
      expect(hits.filter((h) => h.name === 'repeated-sentence' || h.name === 'two-colons')).toEqual([]);
      expect(s.sections[0]!.spokenText).not.toMatch(/I learned that at|L'ho capito/);
      expect(spoken).not.toMatch(/(?:^|\s)- |: - /);
      expect(spoken).toMatch(/\.\s(?:Her record: warfarin 3 mg a day\.|Umidità della parete: 78%\.)/);
    }
  });

  it('never leads a lesson that announces itself with another lead-in', () => {
    const text = allText(scriptOf({ title: 'Bread', anecdotes: [bakery] }));
    expect(text).not.toMatch(/coming back to: The lesson is simple/);
    expect(text).toMatch(/The lesson is simple: practice beats equipment\./);
  });

  it('writes camera directions, headings and notes in the story language, never "Show: que"', () => {
    for (const [anecdote, lang] of [
      [spanish, 'es'],
      [german, 'de'],
      [french, 'fr'],
    ] as const) {
      const text = allText(scriptOf({ title: anecdote.title, anecdotes: [anecdote] }));
      expect(text).not.toMatch(/Slow push-in|On screen:|Key line|Subscribe button|Cold open|Title card/);
      expect(text).not.toMatch(/Show: \p{Ll}/u);
      expect(text).toContain(PACKS[lang].video.camera.pushIn);
    }
  });

  it('reads a story for a script through the one story analysis: no emoji nor hashtag sign is spoken', () => {
    const anecdote = { title: 'The quiet launch', content: 'We launched on a Tuesday 🚀 and nobody came. But 3 customers wrote to us by Friday. #grit I learned that a small start is still a start.' };
    const s = scriptOf({ title: 'Small starts', anecdotes: [anecdote] });
    const spoken = s.sections.map((x) => x.spokenText).join('\n');
    expect(spoken).not.toMatch(/#grit|🚀/u);
    expect(spoken).toMatch(/3 customers wrote to us by Friday/);
  });
});

describe('captions, hooks and thumbnails end on whole phrases', () => {
  it('a script never opens on "she" for someone an earlier sentence introduced', () => {
    const s = scriptOf({
      title: 'The deal',
      anecdotes: [{ title: 'The deal', content: 'Our buyer at the bank called on a Friday. She told me our demo had been perfect, but we had talked for forty minutes and asked nothing. We lost the deal. Now I ask 3 questions before I show anything.' }],
    });
    expect(s.sections[0]!.spokenText).not.toMatch(/^She\b/);
  });
});

describe('what the writer shows', () => {
  it('a script whose long first sentence is cut for the hook still tells the rest of it (the person a later line calls "she")', () => {
    const input: ScriptInput = {
      title: 'The rehearsal',
      anecdotes: [
        {
          title: 'The rehearsal',
          content:
            'You will rehearse the talk nine times in an empty room, with a timer on the desk and your notes on the floor, and at some point you will notice that the coach stops you not for a slip of the tongue but because you stopped talking to anyone. She will say: "Again, but this time for a person." Who are you talking to when you forget that someone listens?',
        },
      ],
    };
    const outline = composeOutline(input);
    const script = assembleScript(outline.outline, composeSections({ ...input, outline: outline.outline }).sections);
    const spoken = spokenText(script);
    expect(spoken).toContain('the coach stops you');
    expect(hitNames(spoken, 'en', input.anecdotes[0]!.content, { whole: true })).toEqual([]);
  });
});

describe('a story that states no lesson, in a script and its short', () => {
  for (const c of noLessonCases) {
    const input: ScriptInput = { title: c.story.title, anecdotes: [c.story] };
    const outline = composeOutline(input).outline;
    const sections = composeSections({ ...input, outline }).sections;
    const spoken = sections.map((s) => s.spokenText).join('\n');
    const lastSentence = c.story.content.slice(c.story.content.indexOf(c.last));

    it(`${c.lang}: the script says the story's own closing sentence once, in place of a moral`, () => {
      expect(spoken).not.toMatch(/hard moment is where|momento difícil es donde/u);
      expect(spoken.split(lastSentence).length - 1).toBe(1);
      const lesson = sections.find((s) => s.heading === PACKS[c.lang].script.headings.lesson);
      // (the lesson part, when there is one, is the story's own closing, without a lead-in of the writer's)
      if (lesson) expect(lesson.spokenText).toBe(lastSentence);
      // the line after the hook names the person the first sentence opens on, not the trainee named more often
      expect(sections[0]!.spokenText).not.toContain(c.side);
    });
  }
});
