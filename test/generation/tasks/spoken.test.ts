import { describe, expect, it } from 'vitest';
import { captionOf, figureOf, figureWithUnit, shorten } from '../../../src/generation/tasks/spoken.js';

describe('numbers, captions and cuts for video text', () => {
  it('reads a figure with its unit, and never a bare number', () => {
    // a time of day or a date says when, not how much: no badge
    expect(figureWithUnit('At 4:47 p.m. on a Friday I merged a one-line change.')).toBeUndefined();
    expect(figureWithUnit('W sobotę 9 marca zaczynają dyżur o godz. 7.00.', 'pl')).toBeUndefined();
    expect(figureWithUnit('We lost a contract worth 120,000 euros to a competitor.')).toBe('120,000 euros');
    expect(figureWithUnit('On launch day, 14 people signed up.')).toBe('14 people');
    expect(figureWithUnit('We raised prices by 40% in one afternoon.')).toBe('40%');
    expect(figureWithUnit('At 41, I started learning Python.')).toBeUndefined();
    // a preposition after a number is no unit ("6 nel", "1,5 bara zamiast")
    expect(figureWithUnit("Alle 6 nel vano c'era già acqua.", 'it')).toBeUndefined();
    // a number word inside a compound is not a figure ("two" in "eighty-two")
    expect(figureOf('The eighty-two patients did not need anything.')).toBeUndefined();
  });

  it('captions are whole phrases (a figure with what it counts, a phrase between punctuation, a short line whole), never a fragment', () => {
    // a line of 12 words or fewer without a phrase of its own is its own caption: never "I almost said"
    expect(captionOf('I almost said I was just following the curriculum.')).toBe('I almost said I was just following the curriculum');
    expect(captionOf('Within three minutes, checkout was down for every customer in Europe.')).toBe('Within three minutes');
    expect(captionOf('On launch day, 14 people signed up, and 11 of them were our friends.')).toBe('14 people'); // what a figure counts is one word, not the sentence going on
    expect(captionOf('Vor meiner ersten Präsentation vor dem Vorstand habe ich geschlafen.', 'de')).toBe('Vor meiner ersten Präsentation vor dem Vorstand habe ich geschlafen');
    expect(captionOf('Quand j’ai repris la boutique de mon oncle, tout a changé.', 'fr')).toBe('tout a changé');
    // a long line without a phrase that fits has no caption rather than a torn one
    expect(captionOf('He wanted to know whether the plan we had drawn up in March would still hold by the end of the summer')).toBeUndefined();
  });

  it('a shortened sentence is cut only between clauses, never inside one', () => {
    expect(shorten('We had never once asked a single dentist what they really needed from us', 5)).toBe('We had never once asked a single dentist what they really needed from us');
    expect(shorten('We had never once asked a dentist, and nobody noticed for a year.', 8)).toBe('We had never once asked a dentist.');
  });
});

describe('the writer never breaks a sentence (issue 32)', () => {
  it('never captions a subordinate clause alone ("dass sie wieder wie neu klingt"), a list item\'s included', () => {
    expect(captionOf('Der Kirchenvorstand wollte, dass sie wieder wie neu klingt.', 'de')).not.toMatch(/^dass/i);
    expect(captionOf('- dass Emil nur aus dem blauen Becher trinkt;', 'de')).toBeUndefined();
    expect(captionOf('Il voulait savoir, que votre collègue vérifie aussi.', 'fr') ?? '').not.toMatch(/^que/i);
  });
});

describe('captions, hooks and thumbnails end on whole phrases', () => {
  it("a figure's caption is the figure with what it counts, not the words after it", () => {
    expect(captionOf('Il giorno del trasloco ho noleggiato un furgone da 3,5 tonnellate senza misurare il portone del cortile.', 'it')).toBe('3,5 tonnellate');
    expect(captionOf('At the 70 km mark my arms were shaking.', 'en')).not.toMatch(/\bmy arms$/);
  });
});

describe('a figure with its unit is a whole phrase; a title is said once (issue 32, set 3)', () => {
  it('a time stays whole in a caption ("7:15", never "15 bus left"), in any language', () => {
    expect(captionOf('The 7:15 bus left without me.', 'en', 10)).toBe('The 7:15 bus left without me');
    for (const [language, text] of [
      ['es', 'El autobús de las 7:15 salió sin mí y llegué tarde a la entrevista.'],
      ['fr', 'Le bus de 7:15 est parti sans moi, et je suis arrivé en retard.'],
    ] as const) {
      expect(captionOf(text, language, 10) ?? '').not.toMatch(/^15\b/);
    }
  });
});

describe('what the writer shows', () => {
  it('a version number is no figure for a badge, and no conjunction is what a figure counts', () => {
    expect(figureWithUnit('Abbiamo installato la v2.1.3 perché prometteva meno errori.', 'it')).toBeUndefined();
    expect(figureWithUnit('Compré 40 porque eran baratas.', 'es')).toBeUndefined();
    expect(figureWithUnit('Wir haben 40 Kisten gepackt.', 'de')).toBe('40 Kisten');
    // a number glued to a code by a sign or a ratio's colon is no count ("UTC+10 saw", "DIN 1988-200")
    expect(figureWithUnit('Clients east of UTC+10 saw the wrong day.', 'en')).toBeUndefined();
    expect(figureWithUnit('Die Norm DIN 1988-200 verlangt es.', 'de')).toBeUndefined();
  });
});
