import { describe, expect, it } from 'vitest';
import { splitCompound } from '../../../src/generation/writing/condense.js';
import { first } from '../../support/stories.js';

describe("rewrites a post makes of the story's sentences", () => {
  it('tells a compound sentence as two only where the second part has its own subject', () => {
    expect(splitCompound(first('She got the job, and her manager later told her about it.'), 'en').map((s) => s.raw)).toEqual(['She got the job.', 'Her manager later told her about it.']);
    expect(splitCompound(first('Maria called the family, found out she had, and told him the news.'), 'en')).toHaveLength(1);
    // a noun with a clause of its own after "and" is an object of the first part, not a sentence
    expect(splitCompound(first('Next to the warfarin was a box of ibuprofen, half gone, and a herbal sleep remedy her daughter had bought online.'), 'en')).toHaveLength(1);
  });
});
