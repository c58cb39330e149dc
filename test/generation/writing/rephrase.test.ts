import { describe, expect, it } from 'vitest';
import { digitsIn, rephrase } from '../../../src/generation/writing/rephrase.js';
import { composePost } from '../../../src/generation/tasks/post.js';
import { bakery, first } from '../../support/stories.js';

describe('the writer never breaks a sentence (issue 32)', () => {
  it('keeps spelled numbers whole: never "2 hundred" nor "80 2"', () => {
    expect(digitsIn('I baked it two hundred times.', 'en')).not.toMatch(/\d\s+hundred/);
    expect(digitsIn('Mrs. Adeyemi, seventy nine, came in.', 'en')).not.toMatch(/70\s*9|70-9/);
    expect(digitsIn('Mrs. Adeyemi, seventy-nine, came in.', 'en')).toBe('Mrs. Adeyemi, 79, came in.');
    expect(composePost({ anecdote: bakery, reason: 'make it longer' })).not.toMatch(/\d+ hundred/);
  });
});

describe("rewrites a post makes of the story's sentences", () => {
  it('writes figures in digits, but not "one", a French "neuf" (new) or a number opening the sentence', () => {
    expect(digitsIn('We had thirty-two students and one laptop, two of them.', 'en')).toBe('We had 32 students and one laptop, 2 of them.');
    expect(digitsIn('Lucía empezó a los cuarenta y cinco años; Carlos tenía veintidós.', 'es')).toBe('Lucía empezó a los 45 años; Carlos tenía 22.');
    expect(digitsIn('Un vélo neuf, vingt-deux ans.', 'fr')).toBe('Un vélo neuf, 22 ans.');
    expect(digitsIn('Zwei Tage hat er das außer Acht gelassen, acht Tage lang.', 'de')).toBe('Zwei Tage hat er das außer Acht gelassen, 8 Tage lang.');
  });
  it('puts a short time phrase after its clause, never a connector or a turn', () => {
    expect(rephrase(first('On launch day, fourteen people signed up.'), 'en').raw).toBe('Fourteen people signed up on launch day.'); // a sentence opens on a word, not a digit;
    expect(rephrase(first('Un matin de novembre, une vieille dame est revenue trois fois.', 'Le marché'), 'fr').raw).toBe('Une vieille dame est revenue 3 fois un matin de novembre.');
    const contrast = /(?<!\p{L})(pero|al contrario)(?!\p{L})/iu;
    expect(rephrase(first('Al contrario, dos personas me escribieron para darme las gracias.', 'La reunión'), 'es', contrast).raw).toBe('Al contrario, 2 personas me escribieron para darme las gracias.');
  });
});
