import { compromise } from '../on-demand.js';

/** compromise, loaded on first use */
const nlp = (text: string) => compromise()(text);

/**
 * Quality and risk of a generated text, from a documented rubric (0 to 100, four parts of 25):
 * - readability: average sentence length close to 8..20 words scores full marks;
 * - length fit: the text's characters inside the platform's range score full marks, falling
 *   off linearly to 0 at half the minimum or twice the maximum;
 * - hook strength: a first line of at most 12 words scores, plus a question, a number, a
 *   first-person or second-person opener, or a contrast word;
 * - repetition: the share of repeated word trigrams; none scores full marks.
 * Risk: warnings for naming a person, stating a figure, health or money claims, and a text
 * too long for the platform; riskLevel is low (0 warnings), medium (1 or 2), high (3+ or a
 * health claim).
 */
export type Platform = 'linkedin' | 'carousel' | 'script' | 'short' | 'article';

export const LENGTH_RANGES: Record<Platform, [number, number]> = {
  linkedin: [400, 3000],
  carousel: [300, 2500],
  script: [1500, 20000],
  short: [200, 1200],
  article: [2500, 20000],
};

export interface Assessment {
  qualityScore: number;
  riskLevel: 'low' | 'medium' | 'high';
  warnings: string[];
  parts: { readability: number; lengthFit: number; hook: number; repetition: number };
}

const HEALTH = /\b(cure[sd]?|heal(?:s|ed)?|diagnos\w*|disease|cancer|diabet\w*|depress\w*|anxiety|medication|symptom\w*|therapy|weight loss|lose weight|guéri\w*|maladie|médicament)\b/i;
const MONEY = /\b(guarantee[sd]?|get rich|passive income|double your|roi of|returns? of|investment advice|earn \$?\d|make \$?\d|profit of|gagner \d)\b/i;
const CONTRAST = /\b(but|yet|however|until|instead|mais|pourtant)\b/i;

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
}

export function assessText(text: string, platform: Platform): Assessment {
  const doc = nlp(text);
  const sentences = doc.sentences().out('array') as string[];
  const allWords = words(text);
  const avg = sentences.length ? allWords.length / sentences.length : 0;

  const readability = avg === 0 ? 0 : avg >= 8 && avg <= 20 ? 25 : Math.max(0, 25 - Math.abs(avg < 8 ? 8 - avg : avg - 20) * 2.5);

  const [min, max] = LENGTH_RANGES[platform];
  const len = text.length;
  const lengthFit =
    len >= min && len <= max ? 25 : len < min ? Math.max(0, (25 * (len - min / 2)) / (min / 2)) : Math.max(0, 25 * (1 - (len - max) / max));

  const firstLine = text.split('\n').find((l) => l.trim().length > 0)?.trim() ?? '';
  const firstWords = words(firstLine);
  let hook = 0;
  if (firstWords.length > 0 && firstWords.length <= 12) hook += 10;
  if (/\?/.test(firstLine)) hook += 5;
  if (/\d/.test(firstLine)) hook += 4;
  if (/^(i|we|you|my|your|je|nous|vous)\b/i.test(firstLine)) hook += 3;
  if (CONTRAST.test(firstLine)) hook += 3;
  hook = Math.min(25, hook);

  const trigrams = allWords.slice(2).map((w, i) => `${allWords[i]} ${allWords[i + 1]} ${w}`);
  const repeated = trigrams.length - new Set(trigrams).size;
  const repetition = trigrams.length === 0 ? 25 : Math.max(0, 25 * (1 - (repeated / trigrams.length) * 4));

  const warnings: string[] = [];
  // written names are capitalized: compromise sometimes tags a common noun ("the lesson I took") as a name
  const people = [...new Set(doc.people().out('array') as string[])].map((p) => p.replace(/[.,;:!?]+$/, '')).filter((p) => /^\p{Lu}/u.test(p));
  if (people.length) warnings.push(`names a person: ${people.slice(0, 3).join(', ')}`);
  const figures = (doc.numbers().out('array') as string[]).map((n) => n.replace(/[.,;:!?]+$/, '')).filter((n) => /\d/.test(n));
  if (figures.length) warnings.push(`states a figure: ${[...new Set(figures)].slice(0, 3).join(', ')}`);
  const health = HEALTH.exec(text);
  if (health) warnings.push(`mentions a health claim ("${health[0]}")`);
  const money = MONEY.exec(text);
  if (money) warnings.push(`mentions a money claim ("${money[0]}")`);
  if (len > max) warnings.push(`too long for the platform: ${len} characters, over ${max}`);

  const riskLevel = health || warnings.length >= 3 ? 'high' : warnings.length > 0 ? 'medium' : 'low';
  const parts = { readability, lengthFit, hook, repetition };
  const qualityScore = Math.round(readability + lengthFit + hook + repetition);
  return { qualityScore, riskLevel, warnings, parts };
}
