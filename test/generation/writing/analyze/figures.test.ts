import { describe, expect, it } from 'vitest';
import { figuresIn, statFigure } from '../../../../src/generation/writing/analyze/figures.js';
import { composePost } from '../../../../src/generation/tasks/post.js';

describe('the writer never breaks a sentence (issue 32)', () => {
  it('reads "mit 29 Jahren" as an age, never a figure a post or a stat card shows as a count', () => {
    expect(statFigure('Julia gründete mit 29 Jahren ein Start-up für Verpackungen.', 'de')).toBeUndefined();
    const post = composePost({
      anecdote: { title: 'Die Gründerin', content: 'Julia gründete mit 29 Jahren ein Start-up für Verpackungen. Im ersten Jahr verkaufte sie genau drei Paletten. Ihr Investor riet ihr, aufzugeben. Ich habe gelernt, dass Geduld ein Werkzeug ist.' },
    });
    expect(post).not.toMatch(/29 Jahren[.:]/);
  });

  it('reads a day and its month as a date, in every language the runtime knows the months of, never a count of "février"', () => {
    expect(figuresIn('Le 3 février, elle prend sa garde.', 'fr').map((f) => f.kind)).toEqual(['date']);
    expect(figuresIn('W sobotę 9 marca zaczynają dyżur.', 'pl').map((f) => f.kind)).toEqual(['date']);
    expect(figuresIn('p. ex. 4 350 kg le 14 sept. ;', 'fr').map((f) => f.kind)).toEqual(['count', 'date']);
    expect(statFigure('Le 3 février, Nadia voit 14 patientes.', 'fr')?.text).toBe('14');
  });
});

describe('language knowledge lives in the packs (weakness 1)', () => {
  it.each([
    ['en', 'By noon 14 went home.'],
    ['fr', 'À midi, 14 sont partis.'],
    ['es', 'A mediodía 14 fueron a casa.'],
    ['de', 'Am Mittag 14 waren schon weg.'],
    ['it', 'A mezzogiorno 14 erano già andati.'],
  ])('a verb after a number is no count (%s): "%s"', (language, text) => {
    expect(figuresIn(text, language).find((f) => f.value === 14)?.kind).toBe('bare');
  });

  it.each([
    ['en', 'Room 14 was empty.'],
    ['fr', 'La chambre 14 était vide.'],
    ['de', 'Zimmer 14 war leer.'],
    ['pl', 'Pokój 14 był pusty.'],
  ])('a number after an identifier noun names, it does not count (%s)', (language, text) => {
    expect(figuresIn(text, language).find((f) => f.value === 14)?.kind).toBe('bare');
  });
});

describe('what a figure counts', () => {
  it('is one word, not the sentence going on; a German pronominal adverb or a preposition counts nothing', async () => {
    expect(figuresIn('Quei 4 millimetri valgono 85 euro.', 'it')[0]!.counts).toBe('millimetri');
    expect(figuresIn('Sie hatte 10.000 € dabei.', 'de')[0]!.counts).toBeUndefined();
    expect(figuresIn('Il a plongé à 12 m sous la surface.', 'fr')[0]!.counts ?? '').not.toMatch(/sous/u);
  });
});
