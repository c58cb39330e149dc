import { describe, expect, it } from 'vitest';
import { parseReason, styleOf, unappliedRequests } from '../../../src/generation/writing/style.js';
import { postWarnings } from '../../../src/generation/tasks/post.js';
import { pricingCall } from '../../support/stories.js';

describe('reading a regeneration reason', () => {
  it.each([
    ['Make it shorter and end with a question to the reader.', { shorter: true, endWithQuestion: true }],
    ['Too long, cut it down', { shorter: true }],
    ['Could you make it longer, with more detail?', { longer: true }],
    ['More formal please, this is for my board.', { moreFormal: true }],
    ['Less formal, it reads like a press release', { moreCasual: true }],
    ['Make it more casual and friendly', { moreCasual: true }],
    ['Add a call to action at the end', { callToAction: true }],
    ['Please add a CTA inviting readers to comment', { callToAction: true }],
    ["Please don't use emojis in this one", { noEmojis: true }],
    ['Remove the hashtags and drop the emojis', { noHashtags: true, noEmojis: true }],
  ])('%s', (reason, expected) => {
    const asked = parseReason(reason);
    const on = Object.entries(asked)
      .filter(([, v]) => v)
      .map(([k]) => k)
      .sort();
    expect(on).toEqual(Object.keys(expected).sort());
  });

  it('names the parts of a reason it does not act on', () => {
    expect(unappliedRequests('Warmer, and more about my daughter')).toEqual(['more about my daughter']);
    expect(unappliedRequests('Make it shorter and end with a question please')).toEqual([]);
    expect(postWarnings({ anecdote: pricingCall, reason: 'End with a question, and mention the contract value' })).toEqual(['regeneration reason not applied by the offline writer: "mention the contract value"']);
  });

  it('reads theme configs in plain words', () => {
    expect(styleOf({ tone: 'Professional', pacing: 'fast', pointOfView: 'second-person' })).toMatchObject({ register: 'formal', pacing: 'punchy', pointOfView: 'second', emojis: false });
    expect(styleOf({ tone: 'warm and casual', pacing: 'slow, reflective', pointOfView: 'third person' })).toMatchObject({ register: 'casual', pacing: 'flowing', pointOfView: 'third' });
    expect(styleOf({ tone: 'inspirational' })).toMatchObject({ uplifting: true, register: 'neutral', pointOfView: 'first' });
    expect(styleOf({ tone: 42, pointOfView: '' })).toMatchObject({ register: 'neutral', pointOfView: 'first', pacing: 'balanced' });
  });
});
