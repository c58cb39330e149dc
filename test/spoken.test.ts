import { describe, expect, it } from 'vitest';
import { captionOf, figureOf, figureWithUnit, shorten } from '../src/generation/tasks/spoken.js';

describe('numbers, captions and cuts for video text', () => {
  it('reads a figure with its unit, and never a bare number', () => {
    expect(figureWithUnit('At 4:47 p.m. on a Friday I merged a one-line change.')).toBe('4:47 p.m.');
    expect(figureWithUnit('We lost a contract worth 120,000 euros to a competitor.')).toBe('120,000 euros');
    expect(figureWithUnit('On launch day, 14 people signed up.')).toBe('14 people');
    expect(figureWithUnit('We raised prices by 40% in one afternoon.')).toBe('40%');
    expect(figureWithUnit('At 41, I started learning Python.')).toBeUndefined();
    // a number word inside a compound is not a figure ("two" in "eighty-two")
    expect(figureOf('The eighty-two patients did not need anything.')).toBeUndefined();
  });

  it('captions are whole phrases of at most five words, never ending on an article or a preposition', () => {
    expect(captionOf('I almost said I was just following the curriculum.')).toBe('I almost said'); // not "[I almost said I was]"
    expect(captionOf('Within three minutes, checkout was down for every customer in Europe.')).toBe('Within three minutes');
    expect(captionOf('On launch day, 14 people signed up, and 11 of them were our friends.')).toBe('14 people signed up');
    expect(captionOf('Vor meiner ersten Präsentation vor dem Vorstand habe ich geschlafen.')).toBe('Vor meiner ersten Präsentation');
    for (const c of [captionOf('We had never asked a dentist what they needed.'), captionOf('Quand j’ai repris la boutique de mon oncle, tout a changé.')]) {
      expect(c.split(' ').length).toBeLessThanOrEqual(5);
      expect(c).not.toMatch(/\b(a|the|de|la|le|du)$/i);
    }
  });

  it('a shortened sentence ends on a word that can end a phrase', () => {
    expect(shorten('We had never once asked a single dentist what they really needed from us', 5)).toBe('We had never once asked…');
  });
});
