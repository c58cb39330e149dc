import { describe, expect, it } from 'vitest';
import { bakery, french, german, harbour, hitNames, lessonFirst, meeting, nightTrain, noLessonCases, scriptOf, spanish, workshop } from '../../support/stories.js';
import { composeShort, safeShort, shortText } from '../../../src/generation/tasks/short.js';
import { assembleScript, composeOutline, composeSections, type ScriptInput } from '../../../src/generation/tasks/script.js';
import { brokenHits } from '../../../src/generation/quality/broken.js';
import { quoteOpen } from '../../../src/generation/writing/analyze/boundaries.js';

describe('the writer never breaks a sentence (issue 32)', () => {
  it('a short cuts no verbless fragment out of a sentence and closes on no "What I took from it: at 5:50 p.m."', () => {
    for (const story of lessonFirst) {
      const short = composeShort({ title: story.title, script: scriptOf({ title: story.title, anecdotes: [story] }) });
      const texts = short.beats.map((b) => b.text);
      expect(texts.join('\n')).not.toMatch(/^A herbal sleep remedy/m);
      expect(short.closingLine).not.toMatch(/What I took from it: at /);
      expect(texts.join('\n')).not.toMatch(/: - /);
    }
  });

  it('captions a short with whole phrases only, never "He wanted to know if"', () => {
    for (const anecdote of [harbour, bakery, spanish, german, french]) {
      const short = composeShort({ title: anecdote.title, script: scriptOf({ title: anecdote.title, anecdotes: [anecdote] }) });
      for (const beat of short.beats) {
        if (!beat.caption) continue;
        const clean = beat.text.replace(/[“”"«»„]/g, '');
        const at = clean.indexOf(beat.caption);
        expect(at, `${beat.caption} / ${beat.text}`).toBeGreaterThanOrEqual(0);
        // the caption ends where the text has punctuation or ends: a whole phrase
        expect(clean.slice(at + beat.caption.length).trim() === '' || /^[,;:.!?…—–]/.test(clean.slice(at + beat.caption.length)) || /\d/.test(beat.caption), `${beat.caption} / ${beat.text}`).toBe(true);
      }
    }
  });
});

describe('a figure with its unit is a whole phrase; a title is said once (issue 32, set 3)', () => {
  it.each([
    ['en', nightTrain],
    ['fr', meeting],
    ['it', workshop],
  ])("the safe short (%s) says the title once: none of the script's own title frames", (language, story) => {
    const input: ScriptInput = { title: story.title, anecdotes: [story] };
    const outline = composeOutline(input).outline;
    const script = assembleScript(outline, composeSections({ ...input, outline }).sections);
    const short = safeShort({ title: story.title, script });
    expect(brokenHits(shortText(short), { language, source: story.content, title: story.title, titleOnce: true }).map((h) => h.name)).not.toContain('title-twice');
  });
});

describe('what the writer shows', () => {
  it('a short with a sentence too long for a line closes on a line that fits, never on its hook', () => {
    const long = `Ma l’ho capito solo dopo ${'aver parlato a lungo con il cliente, che lavora in quella valle da trent’anni, '.repeat(4)}e aver scoperto che sapeva già tutto.`;
    const input: ScriptInput = { title: 'Il vigneto', anecdotes: [{ title: 'Il vigneto', content: `Un consiglio vale poco se non conosci chi lo deve seguire.\n${long}` }] };
    const outline = composeOutline(input);
    const script = assembleScript(outline.outline, composeSections({ ...input, outline: outline.outline }).sections);
    const short = composeShort({ title: 'Il vigneto', script });
    expect(short.closingLine!.length).toBeLessThanOrEqual(300);
    expect(short.hook.length).toBeLessThanOrEqual(300);
    expect(short.closingLine).not.toBe(short.hook);
    for (const b of short.beats) expect(b.text.length).toBeLessThanOrEqual(400);
  });
});

describe('a story of one very long sentence', () => {
  it('gives a short that says it in runs of phrases, closing on a sentence, and a title said twice in a row is counted twice', () => {
    const long =
      'The night before the delivery, Ada, who has repaired church organs in the valley for thirty years, sat at the console until three, went through all 1,200 pipes of the old instrument one by one with a tuning knife and a torch, found the single reed that rattled on the low C, cleaned it with a feather, and, when the priest asked her at dawn why she looked so tired, said only that nobody would notice, which was the whole point.';
    const input: ScriptInput = { title: 'The low C', anecdotes: [{ title: 'The low C', content: long }] };
    const outline = composeOutline(input);
    const script = assembleScript(outline.outline, composeSections({ ...input, outline: outline.outline }).sections);
    const short = composeShort({ title: 'The low C', script });
    const said = short.beats.map((b) => b.text).join(' ');
    expect(said).toContain('found the single reed');
    expect(short.closingLine).toMatch(/[.!?]$/u);
    for (const b of short.beats) expect(b.text.length).toBeLessThanOrEqual(400);
    expect(hitNames('Jedna podkładka.\nJedna podkładka.', 'pl', 'Brakowało podkładki za 3 zł.', { title: 'Jedna podkładka', titleOnce: true })).toContain('title-twice');
  });
});

describe('a quote that spans two sentences stays in one line', () => {
  it('a short never cuts a beat inside a quote', () => {
    const content =
      'I run a small repair shop in Leeds. A customer brought in a kettle that had stopped working. "It is ten years old. Can you save it?" she asked. ' +
      'I opened it and found a loose wire. It took me four minutes. She came back a week later with three neighbours and their kettles. I learned that a small fix can fill a week.';
    const input = { title: 'The kettle', anecdotes: [{ title: 'The kettle', content }] } as ScriptInput;
    const outline = composeOutline(input).outline;
    const script = assembleScript(outline, composeSections({ ...input, outline }).sections);
    for (const short of [composeShort({ title: 'The kettle', script }), safeShort({ title: 'The kettle', script })]) {
      for (const beat of short.beats) expect(quoteOpen(beat.text), beat.text).toBe(false);
    }
  });
});

describe('a story that states no lesson, in a script and its short', () => {
  for (const c of noLessonCases) {
    const input: ScriptInput = { title: c.story.title, anecdotes: [c.story] };
    const outline = composeOutline(input).outline;
    const script = assembleScript(outline, composeSections({ ...input, outline }).sections);

    it(`${c.lang}: the short keeps the key event and the turn, in the story's order, and closes on the story's last sentence`, () => {
      const short = composeShort({ title: c.story.title, script });
      const texts = short.beats.map((b) => b.text);
      expect(texts.join(' ')).not.toMatch(/hard moment is where|momento difícil es donde/u);
      expect(texts.some((t) => t.includes(c.keyEvent))).toBe(true);
      expect(texts.some((t) => t.includes(c.turn))).toBe(true);
      expect(short.closingLine?.startsWith(c.last)).toBe(true);
      expect(texts[texts.length - 1]).toBe(short.closingLine);
      // after the hook, the beats follow the story's order (their openings: figures are said in digits)
      const at = texts.slice(1, -1).map((t) => c.story.content.indexOf(t.slice(0, 10)));
      expect(at.every((p) => p >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      expect(short.durationSeconds).toBeLessThanOrEqual(60);
    });
  }
});
