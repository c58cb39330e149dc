import { describe, expect, it } from 'vitest';
import { withWholeQuotes } from '../../../../src/generation/writing/analyze/boundaries.js';

describe('a quote that spans two sentences stays in one line', () => {
  it("withWholeQuotes joins the sentences of an open quote, in every language's marks", () => {
    expect(withWholeQuotes(['Zamilkła, a potem się zaśmiała: „Trzech.', 'I dwóch to moi synowie”.', 'Zaksięgowałam resztę.'])).toEqual(['Zamilkła, a potem się zaśmiała: „Trzech. I dwóch to moi synowie”.', 'Zaksięgowałam resztę.']);
    expect(withWholeQuotes(['« Tu viens demain, a-t-il dit.', 'Et tu apportes les clés. »', 'Je suis venu.'])).toHaveLength(2);
    expect(withWholeQuotes(['"Come tomorrow," he said.', 'I came.'])).toEqual(['"Come tomorrow," he said.', 'I came.']);
  });
});
