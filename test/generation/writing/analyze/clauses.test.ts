import { describe, expect, it } from 'vitest';
import { captionOf as clauseCaption, cutAtClause, splitAtClause, splitSentences } from '../../../../src/generation/writing/analyze/clauses.js';
import { hitNames } from '../../../support/stories.js';

describe('what the writer shows', () => {
  it('a caption is no interrupted line ("vuol dire che…") and loses a dialogue dash', () => {
    expect(clauseCaption('— Se l’hai chiamato tu, vuol dire che…', 'it') ?? '').not.toMatch(/che…?$/u);
    expect(clauseCaption('— Non ho mai detto questo', 'it')).toBe('Non ho mai detto questo');
  });

  it('a cut never ends on a clause announcing what follows; what a cut leaves out can be told after it', () => {
    const announcing = 'She wrote one line in the log book, under her signature and the date: "Always check the valve before you leave the yard."';
    expect(cutAtClause(announcing, 14)).toBe(announcing);
    const long = 'I had planned every minute of the open day, from the coffee to the closing talk, and by noon I understood that the visitors only wanted to see the workshop itself.';
    const { kept, rest } = splitAtClause(long, 18);
    expect(kept).toBe('I had planned every minute of the open day, from the coffee to the closing talk.');
    expect(rest).toBe('And by noon I understood that the visitors only wanted to see the workshop itself.');
    expect(splitAtClause('A short line.', 10)).toEqual({ kept: 'A short line.', rest: '' });
  });
});

describe('captions', () => {
  it('keep a unit written with a slash whole, stop before a preposition, and drop quotation marks with their spaces', () => {
    expect(clauseCaption('Der Sensor zeigte 38 µg/m³ im Flur.', 'de')).toBe('38 µg/m³');
    expect(clauseCaption('Sono arrivati 3 ragazzi alle 20.', 'it')).toBe('3 ragazzi');
    expect(clauseCaption('J’ai noté « observance : bonne » et je suis passé à la suite.', 'fr')).not.toMatch(/\s{2}|[«»]/u);
    expect(hitNames('Sono arrivati 3 ragazzi alle', 'it')).toContain('dangling-end');
  });
});

describe("rewrites a post makes of the story's sentences", () => {
  it("ends no sentence at a list's number opening its line, nor at an ellipsis after a function word", () => {
    expect(splitSentences("J'avais resserré le planning :\n1. Retournement : tous les 4 jours au lieu de 3 ;\n2. Température : 11 °C.", 'fr')).toEqual([
      "J'avais resserré le planning :",
      '1. Retournement : tous les 4 jours au lieu de 3 ;',
      '2. Température : 11 °C.',
    ]);
    expect(splitSentences("L'acuité était passée de 2/10 à… 2/10. Sa mère était gênée.", 'fr')).toHaveLength(2);
    expect(splitSentences('It took forever… Then we shipped.', 'en')).toHaveLength(2);
  });
});
