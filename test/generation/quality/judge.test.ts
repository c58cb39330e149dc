import { describe, expect, it } from 'vitest';
import { judge } from '../../../src/generation/quality/judge.js';

describe('the judges catch what the issue found on unseen stories', () => {
  it('repeats: a frame used twice in one post', () => {
    const post = 'A moment I keep coming back to again and again.\n\nWe lost the deal.\n\nA moment I keep coming back to again, every week.';
    expect(judge(post, 'linkedin', { language: 'en' }).repeated.length).toBeGreaterThan(0);
  });
});
