import { compromise } from '../../on-demand.js';
import { PACKS } from '../writing/packs/index.js';
import { captionOf as clauseCaption, cutAtClause } from '../writing/analyze/clauses.js';
import { figuresIn } from '../writing/analyze/figures.js';
import { FIGURE, wordCount } from '../writing/analyze/sentences.js';

// the sentence reading is the story analysis's own (writing/analyze/sentences.ts)
export { describe, figureOf, sentencesOf, wordCount, hookScore, type SentenceInfo } from '../writing/analyze/sentences.js';

/** compromise, loaded on first use */
const nlp = (text: string) => compromise()(text);

/**
 * Sentence-level helpers for the video writers (long-form scripts, shorts): splitting, what a
 * sentence carries (a figure, a contrast, a question, a lesson), speaking time, captions.
 */

/** Speaking pace of a narrated video: about 150 words a minute. */
export const WORDS_PER_SECOND = 2.5;

/** Words that never end a phrase: articles, prepositions, conjunctions, auxiliaries, of every pack (a caption's language is not always known). */
const FUNCTION_END = new RegExp(String.raw`(?<![\p{L}'’])(?:${[...new Set(Object.values(PACKS).flatMap((p) => p.phraseEnders))].join('|')})$`, 'iu');

/** Seconds it takes to say `text` at the narration pace, rounded to 0.1 s. */
export function speakingSeconds(text: string): number {
  return round1(wordCount(text) / WORDS_PER_SECOND);
}

export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/**
 * A figure in digits read with its unit: "4:47 p.m.", "120,000 euros", "14 people", "82%".
 * Undefined when the number has no word after it to say what it counts ("At 41, I ..."): a
 * bare number on a badge or a card reads as torn from its sentence.
 */
export function figureWithUnit(text: string, language = 'en'): string | undefined {
  // a year or an age is no badge ("2023 r", "45 anni"): it says when, or how old, not how much
  const kinds = new Map(figuresIn(text, language).map((f) => [f.at, f.kind]));
  for (const m of text.matchAll(new RegExp(FIGURE.source, 'giu'))) {
    if (!/\d/.test(m[0])) continue;
    const kind = kinds.get(m.index!);
    // digits the analysis reads as no figure are a code or a name's part ("v4.0.2", "PM2.5", "B12")
    if (kind === undefined) continue;
    // (nor a date or a time of day: "9 marca", "8 h" say when, not how much)
    if (kind === 'year' || kind === 'age' || kind === 'date' || kind === 'time') continue;
    const figure = m[0].trim().replace(/[,:]$/, '');
    if (/[%$€£]|percent|a\.m\.|p\.m\.|\p{L}$/iu.test(figure)) return figure;
    const after = /^\s+([\p{L}][\p{L}'’-]*)/u.exec(text.slice(m.index! + m[0].length));
    if (!after || FUNCTION_END.test(after[1]!)) continue;
    return `${figure} ${after[1]}`;
  }
  return undefined;
}

/** Drops words that cannot end a phrase ("We had never asked a" → "We had never asked"). */
export function trimPhrase(words: string[]): string[] {
  const out = [...words];
  while (out.length > 1 && FUNCTION_END.test(out[out.length - 1]!.replace(/[,.;:!?…—–-]+$/u, ''))) out.pop();
  return out;
}

/** A sentence shortened to at most `max` words by whole clauses; kept whole when its first clause is longer (never torn). */
export function shorten(text: string, max: number, language = 'en'): string {
  return cutAtClause(text, max, language);
}

/** An excerpt quoted in a note or on a thumbnail: whole clauses when they fit, else the first words up to one that can end a phrase, marked "…". */
export function excerpt(text: string, max: number): string {
  if (wordCount(text) <= max) return text;
  const clauses = text.split(/(?<=[,;:—–-])\s+/);
  let out = '';
  for (const c of clauses) {
    const next = out ? `${out} ${c}` : c;
    if (wordCount(next) > max) break;
    out = next;
  }
  if (!out) out = trimPhrase(text.split(/\s+/).slice(0, max)).join(' ');
  return `${out.replace(/[,;:—–-]+$/, '').trim()}${/[.!?]$/.test(out) ? '' : '…'}`;
}

/** An on-screen caption, a whole phrase (see analyze/clauses.ts); undefined when no phrase of the line fits. */
export function captionOf(text: string, language = 'en', maxWords = 6): string | undefined {
  return clauseCaption(text, language, maxWords);
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
