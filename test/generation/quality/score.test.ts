import { describe, expect, it } from 'vitest';
import { assessText } from '../../../src/generation/quality/score.js';
import { brokenHits } from '../../../src/generation/quality/broken.js';

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
