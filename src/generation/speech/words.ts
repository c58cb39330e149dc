import type { WordTiming } from './provider.js';

/** Syllables of a word, roughly: its groups of vowels (at least one). Digits count one per figure. */
function syllables(word: string): number {
  const w = word.toLowerCase();
  const digits = (w.match(/\p{N}/gu) ?? []).length;
  const groups = (w.replace(/\p{N}/gu, '').match(/[aeiouyàâäáãåæèéêëìíîïòóôöõøœùúûüýÿąęįųėіыэюяаеёиоуєї]+/gu) ?? []).length;
  // a silent final e ("make") is no syllable of its own
  const silentE = groups > 1 && /[^aeiouy]e$/.test(w) ? 1 : 0;
  return Math.max(1, groups - silentE + digits);
}

/**
 * Timed words for audio whose provider does not tell where each word is: the audio's duration
 * split between the words by syllables, a clause or sentence mark after a word counting as a
 * pause of one or two syllables.
 */
export function wordsBySyllables(text: string, durationSeconds: number): WordTiming[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length === 0 || !(durationSeconds > 0)) return [];
  // a token without a letter or digit ("—") is said in no time
  const weights = tokens.map((t) => (/[\p{L}\p{N}]/u.test(t) ? syllables(t) : 0));
  const pauses = tokens.map((t): number => (/[.!?…]["”’)]*$/.test(t) ? 2 : /[,;:—–]["”’)]*$/.test(t) ? 1 : 0));
  const total = Math.max(1, weights.reduce((s, w) => s + w, 0) + pauses.reduce((s, p) => s + p, 0));
  const unit = durationSeconds / total;
  const out: WordTiming[] = [];
  let t = 0;
  for (const [i, token] of tokens.entries()) {
    const start = t;
    const end = start + weights[i]! * unit;
    out.push({ word: token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}%'’]+$/gu, '') || token, start: round3(start), end: round3(end) });
    t = end + pauses[i]! * unit;
  }
  return out;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
