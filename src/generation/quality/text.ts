import { splitLine } from '../writing/analyze/boundaries.js';

/**
 * How the judges cut a text: into lines, sentences and words, the same way for the quality
 * gate, `qualityScore` and `npm run eval`.
 */

/** Markdown markers removed: headings, list bullets, links, emphasis. */
function plain(text: string): string {
  return text
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*(?:\d+[.)]|[-*+•])\s+/gm, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '');
}

/**
 * Sentences of a text in any of the judged languages: a line break ends one, and so does
 * . ! ? … (a closing quote of any language after it) before a capital, a digit or an opening
 * quote, unless the full stop closes an abbreviation ("Dr.", "z. B.", "a.m."), a capital
 * initial or an ordinal ("am 12. März"): the writer's own rule (writing/analyze/boundaries.ts).
 * `language`: whose abbreviations and ordinals apply (every language's without).
 */
export function sentences(text: string, language?: string): string[] {
  return plain(text)
    .split(/\n+/)
    .flatMap((line) => splitLine(line, language))
    .filter((s) => /\p{L}/u.test(s));
}

export const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];

/** Share of `text`'s words that sit in runs of `n`+ consecutive words of `source` (the copy share). */
export function copiedShare(text: string, source: string, n = 8): number {
  const out = words(text);
  const src = words(source);
  if (out.length === 0) return 0;
  const grams = new Set<string>();
  for (let i = 0; i + n <= src.length; i++) grams.add(src.slice(i, i + n).join(' '));
  const covered = new Array<boolean>(out.length).fill(false);
  for (let i = 0; i + n <= out.length; i++) if (grams.has(out.slice(i, i + n).join(' '))) for (let k = i; k < i + n; k++) covered[k] = true;
  return covered.filter(Boolean).length / out.length;
}

/** Lowercase letters and digits only, one space apart: what "the same words" means. */
export const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
