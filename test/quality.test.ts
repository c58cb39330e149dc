import { describe, expect, it } from 'vitest';
import { assessText } from '../src/generation/quality.js';

const source =
  'We spent eight months building a scheduling app for dentists. On launch day, 14 people signed up, and 11 of them were our friends. ' +
  'But one dentist wrote to us that evening and asked a single question: could the app send reminders by text message? ' +
  'We had never asked a dentist what they needed. I learned that a launch is not the start of the conversation with customers; it is far too late to begin one.';
const clean = [
  'On launch day, 14 people signed up. Eleven of them were our friends.',
  'One dentist wrote that evening with a single question about text reminders, and it was the first time we heard what a dentist needed.',
  'What I took from it: talk to customers long before the launch, not on the day itself.',
  'The launch nobody came to: a moment I keep coming back to.',
  '#Startups #Failure',
].join('\n\n');

describe('qualityScore', () => {
  const score = (text: string) => assessText(text, 'linkedin', { source }).qualityScore;

  it('scores a copied, a broken, a mixed-language and a truncated text below a clean one', () => {
    const good = score(clean);
    expect(good).toBeGreaterThan(50);
    expect(score(`${source}\n\n#Startups #Failure`)).toBeLessThan(good);
    expect(score(clean.replace('What I took from it: talk to customers long before the launch, not on the day itself.', 'The lesson I took from it: who showed up.\n\nDo you agree that who showed up?'))).toBeLessThan(good);
    expect(score(`${clean}\n\nCe moment continue de guider ma façon de travailler au quotidien, et pas seulement au bureau.`)).toBeLessThan(good);
    expect(score(clean.slice(0, clean.indexOf(', and it was the first')))).toBeLessThan(good);
  });

  it('tells a broken French elision only in French', () => {
    const fr = 'Quand je ai repris la affaire de mon oncle, le marché comptait encore quarante étals et beaucoup de clients fidèles.';
    expect(assessText(fr, 'linkedin').warnings).toContainEqual(expect.stringMatching(/reads broken/));
    expect(assessText('Una clienta de ochenta años me dijo que el pan ya no olía como antes, y tenía razón.', 'linkedin').warnings).not.toContainEqual(expect.stringMatching(/reads broken/));
  });
});

describe('riskLevel', () => {
  it.each([
    ['On 12 March 2021 I moved our team to a four-day week. I learned that rest is part of the work.', 'low'],
    ['My colleague Sarah was diagnosed with depression last spring. Her therapist told her to stop answering email at night.', 'high'],
    ['I was diagnosed with anxiety at 30, and running helped me more than I expected.', 'medium'],
    ['This method is guaranteed to double your revenue. Put your savings into it now.', 'high'],
    ['You do not need a lawyer to fire an employee: just stop paying them.', 'high'],
    ['Studies prove that founders who wake up at 5 a.m. succeed.', 'medium'],
    ['Write to me at jane.doe@example.com or call +33 6 12 34 56 78.', 'high'],
    ['Ma voisine Claire souffre d’un cancer et prend un nouveau médicament depuis mai.', 'high'],
  ])('%s → %s', (text, level) => {
    expect(assessText(text, 'linkedin').riskLevel).toBe(level);
  });
});
