import { describe, expect, it } from 'vitest';
import { sentences } from '../../../src/generation/quality/text.js';

describe('the judges leave well-written text alone', () => {
  it('keeps titles and abbreviations inside their sentence', () => {
    expect(sentences('Dr. Okafor called at 3 a.m. Nobody answered. M. Durand did.')).toEqual(['Dr. Okafor called at 3 a.m.', 'Nobody answered.', 'M. Durand did.']);
  });
});
