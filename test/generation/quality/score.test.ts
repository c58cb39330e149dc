import { describe, expect, it } from 'vitest';
import { assessText } from '../../../src/generation/quality/score.js';
import { brokenHits } from '../../../src/generation/quality/broken.js';
import { fridayCall, meeting, nightTrain } from '../../support/stories.js';
import { assembleScript, composeOutline, composeSections, spokenText, type ScriptInput } from '../../../src/generation/tasks/script.js';
import { judgeLines, mergeWarnings } from '../../../src/generation/quality/score.js';

// qualityScore comes from the judges' findings (src/generation/quality/score.ts): an output with a
// broken sentence, a figure cut from a time or a compound, a mixed language or an unapplied reason
// scores at least 25 points below a clean output of the same kind, whatever their craft.
const source = [
  'The doors of the community hall opened at 2:15, and for twenty minutes nobody came in.',
  'I had printed 40 programmes and set out 60 chairs for the first reading of our little theatre group.',
  'At 2:35 a woman walked in with her grandson, sat in the front row and asked when we would start.',
  'We started for the two of them, and by the interval eleven more people had found their seats.',
  'I learned that you play for the people who came, not for the chairs that stayed empty.',
].join(' ');
const clean = [
  'The doors of the community hall opened at 2:15, and for twenty minutes nobody came in.',
  'At 2:35 a woman walked in with her grandson, sat in the front row and asked when we would start.',
  'We started for the two of them, and by the interval eleven more people had found their seats.',
  'You play for the people who came, not for the chairs that stayed empty.',
].join('\n');
const opts = { source, language: 'en', title: 'The first reading' };

describe('qualityScore from the judges’ findings', () => {
  it('a short that turns "2:15" into "2 doors" is a cut figure, and scores at least 25 below the clean short', () => {
    const cut = clean.replace('The doors of the community hall opened at 2:15, and', '2 doors of the community hall opened, and');
    expect(brokenHits(cut, { language: 'en', source }).map((h) => h.name)).toContain('cut-figure');
    expect(brokenHits(clean, { language: 'en', source }).map((h) => h.name)).not.toContain('cut-figure');
    const good = assessText(clean, 'short', opts);
    const bad = assessText(cut, 'short', opts);
    expect(good.verdict.broken).toEqual([]);
    expect(good.qualityScore - bad.qualityScore).toBeGreaterThanOrEqual(25);
    expect(bad.warnings.join(' ')).toMatch(/cut-figure/);
  });

  it('a figure said with zero decimals, or the writer’s own count of stories, is no cut figure; a time cut to its minutes is', () => {
    const names = (t: string, src: string, language: string) => brokenHits(t, { language, source: src }).map((h) => h.name);
    expect(names('La compré por 85 euros.', 'La compré en un rastro por 85,00 €.', 'es')).not.toContain('cut-figure');
    expect(names('2 historias verdaderas.', 'Abrimos a las 2:15.', 'es')).not.toContain('cut-figure');
    expect(names('Zawsze zostawia 30 minut.', 'O 7:30 zawsze zostawia jedno miejsce.', 'pl')).toContain('cut-figure');
  });

  it.each([
    ['a broken sentence (a slot with a fragment)', (t: string) => `${t}\nThe lesson I took from it: who showed up.`],
    ['a sentence in another language', (t: string) => `${t}\nCe moment continue de guider ma façon de travailler au quotidien.`],
    ['a time cut to its hour', (t: string) => t.replace('At 2:35 a woman', '2 women')],
  ])('a post with %s scores at least 25 below the clean post', (_why, spoil) => {
    const good = assessText(clean, 'linkedin', opts).qualityScore;
    const bad = assessText(spoil(clean), 'linkedin', opts).qualityScore;
    expect(good - bad).toBeGreaterThanOrEqual(25);
  });

  it('an unapplied regeneration reason counts as a finding', () => {
    const good = assessText(clean, 'linkedin', opts).qualityScore;
    expect(good - assessText(clean, 'linkedin', { ...opts, unapplied: 1 }).qualityScore).toBeGreaterThanOrEqual(25);
  });

  it('any flagged output scores at least 25 below any clean output of its kind: the clean band starts at 50, the flagged one ends at 25', () => {
    // a clean text of poor craft (long sentences, too short for the platform) against a broken one of good craft
    const poor = 'We started for the two of them and by the interval eleven more people had found their seats and stayed until the end of the reading and asked for another one next month at the same hall.';
    const fine = `${clean}\nThe lesson I took from it: who showed up.`;
    const poorScore = assessText(poor, 'linkedin', { language: 'en' });
    const fineScore = assessText(fine, 'linkedin', opts);
    expect(poorScore.verdict.broken).toEqual([]);
    expect(poorScore.verdict.foreign).toEqual([]);
    expect(poorScore.qualityScore).toBeGreaterThanOrEqual(50);
    expect(fineScore.qualityScore).toBeLessThanOrEqual(25);
  });
});

const launchSource =
  'We spent eight months building a scheduling app for dentists. On launch day, 14 people signed up, and 11 of them were our friends. ' +
  'But one dentist wrote to us that evening and asked a single question: could the app send reminders by text message? ' +
  'We had never asked a dentist what they needed. I learned that a launch is not the start of the conversation with customers; it is far too late to begin one.';
const launchClean = [
  'On launch day, 14 people signed up. Eleven of them were our friends.',
  'One dentist wrote that evening with a single question about text reminders, and it was the first time we heard what a dentist needed.',
  'What I took from it: talk to customers long before the launch, not on the day itself.',
  'The launch nobody came to: a moment I keep coming back to.',
  '#Startups #Failure',
].join('\n\n');

const frClean = [
  "Le jour du lancement, 14 personnes se sont inscrites. Onze d'entre elles étaient nos amis.",
  "Une dentiste nous a écrit le soir même avec une seule question sur les rappels par SMS, et c'était la première fois qu'on entendait ce dont un dentiste avait besoin.",
  'Ce que j’en retiens : parlez à vos clients bien avant le lancement.',
].join('\n\n');
const assessFr = (text: string) => assessText(text, 'linkedin', { language: 'fr' }).qualityScore;

describe('scripts and articles: a clean one scores well, a broken one far below (weakness 4)', () => {
  it.each([
    ['en', nightTrain],
    ['fr', meeting],
    ['de', fridayCall],
  ])("a script told from a short story (%s) is not marked down for the story's length, and repeats neither its hook nor its lesson", (language, story) => {
    const input: ScriptInput = { title: story.title, anecdotes: [story] };
    const outline = composeOutline(input).outline;
    const text = spokenText(assembleScript(outline, composeSections({ ...input, outline }).sections));
    const clean = assessText(text, 'script', { source: story.content, language, title: story.title });
    expect(clean.verdict.broken).toEqual([]);
    expect(clean.parts.lengthFit).toBe(25);
    expect(clean.qualityScore).toBeGreaterThanOrEqual(60);
    const sentences = text
      .split(/(?<=[.!?])\s+/)
      .map((s) => s.trim())
      .filter((s) => s.split(/\s+/).length >= 6);
    expect(new Set(sentences).size).toBe(sentences.length);
    const broken = assessText(`${text}\n\nThe lesson I keep coming back to: The lesson is simple: Show: que`, 'script', { source: story.content, language, title: story.title });
    expect(clean.qualityScore - broken.qualityScore).toBeGreaterThanOrEqual(30);
  });
});

describe('warnings: one per fact (weakness 3)', () => {
  it("the gate's note stands for the score's warning on the same fact; other warnings stay once", () => {
    const gate = ['quality gate: no candidate passed; kept the writer\'s first plan, which reads broken in 1 place (cut-clause: "x")'];
    const quality = ['reads broken in 1 place (cut-clause: "x")', 'names a person: Marco', 'names a person: Marco'];
    expect(mergeWarnings(gate, quality, ['a theme warning'])).toEqual([gate[0], 'names a person: Marco', 'a theme warning']);
    // without a gate note, the score's own warning is the one
    expect(mergeWarnings([], ['mixes languages: 1 sentence not in fr ("x")'])).toEqual(['mixes languages: 1 sentence not in fr ("x")']);
  });
});

describe('qualityScore', () => {
  const score = (text: string) => assessText(text, 'linkedin', { source: launchSource, language: 'en' }).qualityScore;

  it('scores a copied, a broken, a mixed-language and a truncated text below a clean one', () => {
    const good = score(launchClean);
    expect(good).toBeGreaterThan(50);
    expect(score(`${launchSource}\n\n#Startups #Failure`)).toBeLessThan(good);
    expect(score(launchClean.slice(0, launchClean.indexOf(', and it was the first')))).toBeLessThan(good);
  });

  it.each([
    ['a slot with a cut clause', (t: string) => t.replace('talk to customers long before the launch, not on the day itself.', 'day is that a plan is there to make you calm.')],
    ['a relative fragment', (t: string) => t.replace('What I took from it: talk to customers long before the launch, not on the day itself.', 'The lesson I took from it: who showed up.')],
    ['two frames', (t: string) => t.replace('What I took from it: talk', 'The lesson I keep coming back to: The lesson is simple: talk')],
    ['a pasted sentence', (t: string) => t.replace('The launch nobody came to: a moment I keep coming back to.', 'Let me take you back to You do not need a bigger list.')],
    ['a French sentence', (t: string) => `${t}\n\nCe moment continue de guider ma façon de travailler au quotidien.`],
    ['a stage direction in English in a French post', () => assessFr(`${frClean}\nSlow push-in on the speaker`)],
  ])('a post with %s scores far below the clean one (pairs)', (_why, spoil) => {
    const spoiled = spoil(launchClean);
    const [good, bad] = typeof spoiled === 'number' ? [assessFr(frClean), spoiled] : [score(launchClean), score(spoiled)];
    expect(good - bad).toBeGreaterThanOrEqual(25);
  });

  it('tells a broken French elision only in French', () => {
    const fr = 'Quand je ai repris la affaire de mon oncle, le marché comptait encore quarante étals et beaucoup de clients fidèles.';
    expect(assessText(fr, 'linkedin').warnings).toContainEqual(expect.stringMatching(/reads broken/));
    expect(assessText('Una clienta de ochenta años me dijo que el pan ya no olía como antes, y tenía razón.', 'linkedin').warnings).not.toContainEqual(expect.stringMatching(/reads broken/));
  });
});

describe('what a B-roll shows on screen', () => {
  const screenSource = 'Mr. Okafor is 82 and still opens the shop. On launch day 31 people signed up.';
  it('costs points and warns for "NaN%", an age shown as a percentage, a count shown as one', () => {
    for (const shown of ['NaN%', '82% Mr. Okafor', '31% people signed up']) {
      const screen = judgeLines(['Mr. Okafor is 82 and still opens the shop.', shown], { source: screenSource, language: 'en' });
      expect(screen.penalty, shown).toBeGreaterThanOrEqual(30);
      expect(screen.warnings[0]).toMatch(/^on screen: reads broken/);
    }
  });
  it('leaves a real figure with what it counts alone', () => {
    expect(judgeLines(['31 people signed up'], { source: screenSource, language: 'en' })).toEqual({ penalty: 0, warnings: [] });
  });
});
