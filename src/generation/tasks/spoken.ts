import { compromise } from '../../on-demand.js';

/** compromise, loaded on first use */
const nlp = (text: string) => compromise()(text);

/**
 * Sentence-level helpers for the video writers (long-form scripts, shorts): splitting, what a
 * sentence carries (a figure, a contrast, a question, a lesson), speaking time, captions.
 */

/** Speaking pace of a narrated video: about 150 words a minute. */
export const WORDS_PER_SECOND = 2.5;

const CONTRAST = /\b(but|yet|however|until|instead|suddenly|although|though)\b/i;
const LESSON = /\b(learn(?:ed|t)?|lesson|reali[sz]ed|understood|taught|takeaway|now i|never again|the key|what matters)\b/i;
const NUMBER_WORDS = /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|billion|half|double|triple)\b/i;
const FIGURE = /(?:[$€£]\s?)?\d[\d,.]*(?:\s?(?:%|percent|x|k|m|bn|€|\$))?/i;

export interface SentenceInfo {
  text: string;
  words: number;
  /** a number in digits ("10", "3.5%", "$200") or in words ("ten") */
  figure?: string;
  contrast: boolean;
  question: boolean;
  lesson: boolean;
}

export function wordCount(text: string): number {
  return (text.match(/[\p{L}\p{N}']+/gu) ?? []).length;
}

/** Seconds it takes to say `text` at the narration pace, rounded to 0.1 s. */
export function speakingSeconds(text: string): number {
  return round1(wordCount(text) / WORDS_PER_SECOND);
}

export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** The sentences of a text, whitespace tidied, empty ones dropped. */
export function sentencesOf(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  const found = (nlp(clean).sentences().out('array') as string[]).map((s) => s.trim()).filter(Boolean);
  return found.length ? found : [clean];
}

export function figureOf(text: string): string | undefined {
  const digits = FIGURE.exec(text);
  if (digits && /\d/.test(digits[0])) return digits[0].trim().replace(/[.,]$/, '');
  return NUMBER_WORDS.exec(text)?.[0];
}

export function describe(text: string): SentenceInfo {
  return {
    text,
    words: wordCount(text),
    figure: figureOf(text),
    contrast: CONTRAST.test(text),
    question: /\?\s*$/.test(text),
    lesson: LESSON.test(text),
  };
}

/** How well a sentence opens a video: figures, contrast and questions hook; long ones do not. */
export function hookScore(s: SentenceInfo): number {
  return (s.figure ? 3 : 0) + (s.contrast ? 2 : 0) + (s.question ? 2 : 0) + (s.words <= 18 ? 2 : s.words <= 26 ? 1 : -1);
}

/** A sentence cut at a clause boundary (comma, dash, semicolon) to at most `max` words. */
export function shorten(text: string, max: number): string {
  if (wordCount(text) <= max) return text;
  const clauses = text.split(/(?<=[,;:—–-])\s+/);
  let out = '';
  for (const c of clauses) {
    const next = out ? `${out} ${c}` : c;
    if (wordCount(next) > max) break;
    out = next;
  }
  if (!out) out = text.split(/\s+/).slice(0, max).join(' ');
  return `${out.replace(/[,;:—–-]+$/, '').trim()}${/[.!?]$/.test(out) ? '' : '…'}`;
}

/** An on-screen caption: the figure with the words after it, else the first words. */
export function captionOf(text: string, maxWords = 5): string {
  const words = text.replace(/[“”"]/g, '').split(/\s+/).filter(Boolean);
  const figure = figureOf(text);
  let start = 0;
  if (figure) {
    const at = words.findIndex((w) => w.includes(figure.split(/\s/)[0]!));
    if (at >= 0) start = at;
  }
  return words
    .slice(start, start + maxWords)
    .join(' ')
    .replace(/[,.;:!?—–-]+$/, '');
}

/** Names, places and organisations a text mentions (for on-screen notes). */
export function topicsOf(text: string, max = 2): string[] {
  return [...new Set((nlp(text).topics().out('array') as string[]).map((t) => t.replace(/[.,;:!?]+$/, '').trim()).filter(Boolean))].slice(0, max);
}

/** What a brief asks for: the audience ("for founders") and a target length ("ten minutes"). */
export function readBrief(brief: string | undefined): { audience?: string; targetSeconds?: number } {
  if (!brief) return {};
  const audience = /\bfor ([\p{L}][\p{L}\s'-]{2,40}?)(?=[.,;!?]|$)/iu.exec(brief)?.[1]?.trim();
  const m = /\b(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty)[\s-]*(minutes?|mins?|seconds?|secs?)\b/i.exec(brief);
  let targetSeconds: number | undefined;
  if (m) {
    const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20, thirty: 30 };
    const n = /\d/.test(m[1]!) ? Number(m[1]) : words[m[1]!.toLowerCase()]!;
    targetSeconds = /^min/i.test(m[2]!) ? n * 60 : n;
  }
  return { audience, targetSeconds };
}
