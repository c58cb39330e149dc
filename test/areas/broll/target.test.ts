import { describe, expect, it } from 'vitest';
import { fitToTarget, naturalPlan, type VoiceOver } from '../../../src/areas/broll/voice.js';

// How a target length moves a B-roll's pauses and voice (issue 46): the plan only, no speech.

const voiceOf = (seconds: number[], rate = 1, spoken = true): VoiceOver => ({
  language: 'en',
  voice: 'espeak-en-us',
  provider: 'espeak',
  rate,
  tracks: seconds.map((s, i) => ({ seconds: s, ...(spoken ? { file: `voice-${i}.mp3` } : {}) })),
  speechSeconds: spoken ? seconds.reduce((a, b) => a + b, 0) : 0,
  warnings: [],
});

describe('fitToTarget', () => {
  const voice = voiceOf([2, 3, 1, 4]);

  it('shares the time the speech leaves out as pauses', () => {
    expect(naturalPlan(voice).seconds).toBeCloseTo(10 + 4 * 0.35, 5);
    const plan = fitToTarget(voice, 18);
    expect(plan.pauses).toEqual([2, 2, 2, 2]);
    expect(plan.seconds).toBeCloseTo(18, 5);
    expect(plan.warning).toBeUndefined();
    expect(plan.respeakAt).toBeUndefined();
  });

  it('asks for a faster voice when even the shortest pauses leave it too long, and warns when it cannot go faster', () => {
    const plan = fitToTarget(voice, 6);
    expect(plan.respeakAt).toBeCloseTo(10 / (6 - 4 * 0.15), 2);
    expect(plan.warning).toBeUndefined();
    const fastest = fitToTarget(voiceOf([2, 3, 1, 4], 2), 3);
    expect(fastest.respeakAt).toBeUndefined();
    expect(fastest.warning).toMatch(/^the story cannot be told in 3 s: its voice-over at 2× speed and the shortest pauses last [\d.]+ s$/);
    // a silent video (the speech failed) is not re-spoken
    expect(fitToTarget(voiceOf([2, 3, 1, 4], 1, false), 6).warning).toMatch(/cannot be told in 6 s/);
  });

  it('warns when the longest pauses cannot fill the target; within 15% is no warning', () => {
    expect(fitToTarget(voice, 60).warning).toBe('the story cannot fill 60 s: with pauses of 4 s after each scene it lasts 26 s');
    expect(fitToTarget(voice, 30).warning).toBeUndefined(); // 26 s is within 15% of 30
  });
});
