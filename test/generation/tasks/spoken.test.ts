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
