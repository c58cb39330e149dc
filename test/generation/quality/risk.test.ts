import { describe, expect, it } from 'vitest';
import { assessText } from '../../../src/generation/quality/score.js';

describe('riskLevel', () => {
  it.each([
    ['On 12 March 2021 I moved our team to a four-day week. I learned that rest is part of the work.', 'low'],
    ['Within three minutes, checkout was down for every customer in Europe.', 'low'],
    ['My colleague Sarah was diagnosed with depression last spring. Her therapist told her to stop answering email at night.', 'high'],
    ['I was diagnosed with anxiety at 30, and running helped me more than I expected.', 'medium'],
    ['This method is guaranteed to double your revenue. Put your savings into it now.', 'high'],
    ['You do not need a lawyer to fire an employee: just stop paying them.', 'high'],
    ['Studies prove that founders who wake up at 5 a.m. succeed.', 'medium'],
    ['Write to me at jane.doe@example.com or call +33 6 12 34 56 78.', 'high'],
    ['Ma voisine Claire souffre d’un cancer et prend un nouveau médicament depuis mai.', 'high'],
    // named patients and clients, in each language
    ['My patient, Mr. Okafor, asked for his wife every night.', 'high'],
    ['Mon patient M. Durand voulait savoir si sa femme avait mangé.', 'high'],
    ['Mi paciente Rosa me preguntó por su hija cada noche.', 'high'],
    ['Mein Klient Herr Braun hat den Vertrag am Freitag gekündigt.', 'high'],
    ['Moja pacjentka Anna pytała o męża co noc.', 'high'],
    ['Il mio paziente Giorgio chiedeva della moglie ogni notte.', 'high'],
    // minors
    ['My son Leo, 9, asked why the shop was closed.', 'high'],
    ['Ma fille de 12 ans m’a demandé pourquoi je travaillais le dimanche.', 'medium'],
    // health details about oneself and others
    ['Meine Kollegin hat Krebs, und die Chemotherapie beginnt im Mai.', 'high'],
    ['Dopo la chemioterapia sono tornato al lavoro.', 'medium'],
  ])('%s → %s', (text, level) => {
    expect(assessText(text, 'linkedin').riskLevel).toBe(level);
  });
});
