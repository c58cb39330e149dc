import { merged, qualityPackOf } from '../writing/packs/quality/index.js';
import { words } from './text.js';

/** Words after which a clause may start (conjunctions, relatives, verbs of saying), that start a noun phrase, and prepositions: of every language. */
const CLAUSE_START = new Set(merged((p) => p.clauseStarts));
export const DETERMINER = new Set(merged((p) => p.determiners));
export const PREPOSITION = new Set(merged((p) => p.prepositions));

export interface SourceWord {
  w: string;
  boundaryBefore: boolean;
}

export function sourceWords(source: string): SourceWord[] {
  const out: SourceWord[] = [];
  const re = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(source))) {
    const between = source.slice(last, m.index);
    out.push({ w: m[0].toLowerCase(), boundaryBefore: out.length === 0 || /[.,;:!?…()"«»“”—–\n]/u.test(between) });
    last = m.index + m[0].length;
  }
  return out;
}

/**
 * A piece of the output taken from the source but cut mid-clause: it starts in the middle of
 * a source clause with a lowercase word (not after a conjunction or relative), or it stops just
 * before the source's next noun phrase ("That afternoon I printed" | "the list").
 */
export function cutClause(piece: string, src: SourceWord[], short: boolean, language: string | undefined): boolean {
  // (a language's own determiners, words of another language too: Polish "ten")
  const own = qualityPackOf(language)?.ownDeterminers;
  const determiner = (x: string) => DETERMINER.has(x) || !!own?.includes(x);
  const w = words(piece);
  if (w.length < 3) return false;
  let found = false;
  for (let i = 0; i + w.length <= src.length; i++) {
    if (src[i]!.w !== w[0]) continue;
    let k = 1;
    while (k < w.length && src[i + k]!.w === w[k]) k++;
    if (k < w.length) continue;
    found = true;
    const next = src[i + w.length];
    // a caption may stop where a clause may start; a sentence must not stop before its object
    // a noun phrase ("Le marché du samedi") or a figure with its unit ("2,5 Kilogramm", "4 350 kg." before "le 14 sept.") stands alone
    const nounPhrase = (determiner(w[0]!) || /^\d/.test(w[0]!)) && w.length <= 4;
    // a figure with its unit and what it measures ("41 Jahre lang", "40 minutes") is a whole phrase wherever it stands
    const figurePhrase = /^\d/.test(w[0]!) && w.length <= 4;
    const cutEnd = next !== undefined && !next.boundaryBefore && (short ? !nounPhrase && !CLAUSE_START.has(next.w) && !PREPOSITION.has(next.w) : !figurePhrase && determiner(next.w));
    const startsLower = /^\p{Ll}/u.test(piece.trim().replace(/^[«"“¿¡]/u, ''));
    const cutStart = i > 0 && !src[i]!.boundaryBefore && startsLower && !CLAUSE_START.has(src[i - 1]!.w);
    if (!cutEnd && !cutStart) return false;
  }
  return found;
}
