import { describe, expect, it } from 'vitest';
import { LENGTH, naturalLength, planLength, shotFrames, type Beat } from '../../../src/areas/broll/length.js';

// How a target length plans a B-roll (issue 46): each beat's seconds, the visuals that show the
// beats (merged, split), the faster voice or the warning. The plan only: no speech, no render.

const beats = (seconds: number[], opts: { spoken?: boolean; media?: Record<number, string> } = {}): Beat[] => seconds.map((s, i) => ({ seconds: s, spoken: opts.spoken ?? true, ...(opts.media?.[i] ? { mediaId: opts.media[i] } : {}) }));
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('naturalLength', () => {
  it('a short pause after each beat, each at least 1.2 s, one visual per beat', () => {
    const plan = naturalLength(beats([2, 3, 0.5, 4]));
    expect(plan.beats).toEqual([2.35, 3.35, 1.2, 4.35]);
    expect(plan.seconds).toBeCloseTo(11.25, 5);
    expect(plan.shots).toEqual([{ beats: [0] }, { beats: [1] }, { beats: [2] }, { beats: [3] }]);
  });
});

describe('planLength: a target longer than the story', () => {
  it('shares the time the speech leaves out as pauses, and shows a beat held past 5 s as two visuals cut after its speech', () => {
    const plan = planLength(beats([2, 3, 1, 4]), 18, 1);
    expect(plan.beats).toEqual([4, 5, 3, 6]);
    expect(plan.seconds).toBeCloseTo(18, 5);
    expect(plan.warning).toBeUndefined();
    expect(plan.respeakAt).toBeUndefined();
    // beat 1 lasts 5 s, not more: one visual; beat 3 lasts 6: its speech and a breath, then the rest
    expect(plan.shots).toEqual([{ beats: [0] }, { beats: [1] }, { beats: [2] }, { beats: [3], part: 0, cut: 4.35 }, { beats: [3], part: 1, cut: 4.35 }]);
  });

  it('a 15 s story asked for 30 s: within 15%, the long beats split; each part at least 1.5 s', () => {
    const plan = planLength(beats([3.5, 2.5, 4, 3, 2]), 30, 1);
    expect(Math.abs(plan.seconds - 30) / 30).toBeLessThanOrEqual(LENGTH.tolerance);
    expect(plan.warning).toBeUndefined();
    const split = plan.shots.filter((s) => s.part === 1).map((s) => s.beats[0]);
    expect(split).toEqual([0, 1, 2, 3]); // pauses of 3 s: 6.5, 5.5, 7, 6 and 5 s (not more than 5: one visual)
    for (const s of plan.shots.filter((s) => s.part === 0)) {
      expect(s.cut!).toBeGreaterThanOrEqual(LENGTH.minShot);
      expect(plan.beats[s.beats[0]!]! - s.cut!).toBeGreaterThanOrEqual(LENGTH.minShot);
    }
  });

  it('holds each beat at most 4 s, then warns; within 15% is no warning', () => {
    const plan = planLength(beats([2, 3, 1, 4]), 60, 1);
    expect(plan.beats).toEqual([6, 7, 5, 8]);
    expect(plan.warning).toBe('the story cannot fill 60 s: with pauses of 4 s after each scene it lasts 26 s');
    expect(planLength(beats([2, 3, 1, 4]), 30, 1).warning).toBeUndefined(); // 26 s is within 15% of 30
  });

  it('a scene with a medium stays one scene: its two visuals both show its medium (the scene index is kept)', () => {
    const plan = planLength(beats([2, 4], { media: { 1: 'photo' } }), 16, 1);
    expect(plan.shots.filter((s) => s.beats[0] === 1)).toHaveLength(2);
    expect(plan.shots.every((s) => s.beats.length === 1)).toBe(true);
  });
});

describe('planLength: a card beat held long', () => {
  it('a beat shown as its card (no component, no medium) stays one visual, its card held: a second visual would show the same card again', () => {
    const cards = beats([2, 3, 1, 4]).map((b, i) => (i === 3 ? { ...b, card: true } : b));
    const plan = planLength(cards, 18, 1);
    expect(plan.beats).toEqual([4, 5, 3, 6]);
    expect(plan.shots).toEqual([{ beats: [0] }, { beats: [1] }, { beats: [2] }, { beats: [3] }]);
    // the same beat with a component is still split
    expect(planLength(beats([2, 3, 1, 4]), 18, 1).shots.filter((s) => s.beats[0] === 3)).toHaveLength(2);
  });
});

describe('planLength: a target shorter than the story', () => {
  it('the shortest pauses; two adjacent beats that would flash by share one visual (never the closing one); then a faster voice', () => {
    const plan = planLength(beats([0.8, 0.9, 3, 0.7, 2]), 5, 1);
    expect(plan.shots).toEqual([{ beats: [0, 1] }, { beats: [2, 3] }, { beats: [4] }]);
    // a merged pair keeps only a breath between its beats
    expect(plan.beats[0]).toBeCloseTo(0.8 + LENGTH.mergedPause, 5);
    expect(plan.beats[2]).toBeCloseTo(3 + LENGTH.mergedPause, 5);
    expect(plan.beats[4]).toBeCloseTo(2 + LENGTH.minPause, 5);
    expect(plan.seconds).toBeCloseTo(sum(plan.beats), 5);
    expect(plan.seconds).toBeLessThan(naturalLength(beats([0.8, 0.9, 3, 0.7, 2])).seconds);
    // still too long: the rate at which the speech leaves room for the shortest pauses
    expect(plan.respeakAt).toBeCloseTo(7.4 / (5 - 5 * LENGTH.minPause), 2);
    expect(plan.warning).toBeUndefined();
  });

  it('never merges beats that show different media, or a medium with a component: a medium stays on its own beat', () => {
    const plan = planLength(beats([0.8, 0.9, 0.8, 0.7, 2], { media: { 1: 'photo' } }), 5, 1);
    expect(plan.shots).toEqual([{ beats: [0] }, { beats: [1] }, { beats: [2, 3] }, { beats: [4] }]);
    // the same medium on two beats: one visual of it
    expect(planLength(beats([0.8, 0.9, 2], { media: { 0: 'clip', 1: 'clip' } }), 2, 1).shots).toEqual([{ beats: [0, 1] }, { beats: [2] }]);
  });

  it('warns once the voice is as fast as it goes, or when there is no voice to speed up', () => {
    const fastest = planLength(beats([2, 3, 1, 4]), 3, 2);
    expect(fastest.respeakAt).toBeUndefined();
    expect(fastest.warning).toMatch(/^the story cannot be told in 3 s: its voice-over at 2× speed and the shortest pauses last [\d.]+ s$/);
    expect(planLength(beats([2, 3, 1, 4], { spoken: false }), 6, 1).warning).toMatch(/cannot be told in 6 s/);
  });
});

describe('shotFrames', () => {
  it('a merged shot lasts its beats, a split beat is cut at its cut; the shots tile the beats', () => {
    const shots = shotFrames([{ beats: [0, 1] }, { beats: [2], part: 0, cut: 1.5 }, { beats: [2], part: 1, cut: 1.5 }, { beats: [3] }], [10, 12, 40, 8], 10);
    expect(shots.map((s) => [s.start, s.frames])).toEqual([
      [0, 22],
      [22, 15],
      [37, 25],
      [62, 8],
    ]);
  });
});
