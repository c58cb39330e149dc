import { packOf } from './packs/index.js';
import type { Sentence, Term } from './analyze/story.js';

/**
 * Condensing a story sentence for a post: a long sentence keeps its main clause and loses what
 * hangs after it at a clause boundary (a semicolon, a comma before a coordinating
 * conjunction: ", and ...", ", et ...", ", y ...", ", und ...", ", i ...", or before a trailing
 * participle clause: ", hoping ...", ", en finissant ..."), or a parenthetical.
 * The cut is made only where the first part is a whole clause of its own (6+ words), and never
 * where the cut part carries the story's turn (its contrast word).
 */
const conjunctionsOf = (language: string): Set<string> | undefined => {
  const pack = packOf(language);
  return pack ? new Set(pack.conjunctions) : undefined;
};

/**
 * A trailing participle clause starts at `i` (", hoping the number would move", ", en finissant
 * les commandes", ", corriendo cada día"): it describes the main clause, which stands without it.
 */
function participle(terms: Term[], i: number, language: string): boolean {
  const w = terms[i]?.normal.replace(/[^\p{L}]/gu, '') ?? '';
  const pack = packOf(language);
  return Boolean(w && pack?.analysis.participle(w, terms[i + 1]?.normal, terms[i]!.tags.has('Noun')));
}

const wordCount = (terms: Term[]) => terms.filter((t) => /[\p{L}\p{N}]/u.test(t.text)).length;

/** The sentence cut to its first clause when it is long and the cut is safe; else itself. `participles`: false when the next sentence leans on this one ("..., hoping the number would move. It did not."). */
export function condense(s: Sentence, language: string, contrast?: RegExp, maxWords = 12, participles = true): Sentence {
  if (s.words <= maxWords) return s;
  const conj = conjunctionsOf(language);
  if (!conj) return s;
  const terms = s.terms;
  for (let i = 0; i < terms.length - 1; i++) {
    const t = terms[i]!;
    const next = terms[i + 1]!;
    const boundary = /;/.test(t.post) || (/,/.test(t.post) && (conj.has(next.normal.replace(/[^\p{L}]/gu, '')) || (participles && participle(terms, i + 1, language))));
    if (!boundary) continue;
    const head = terms.slice(0, i + 1);
    if (wordCount(head) < 6) continue;
    // ", and" closing a series ("called the family, found out she had, and told him"): the series is one clause
    if (!/;/.test(t.post) && !participle(terms, i + 1, language) && head.slice(0, -1).some((h) => /,/.test(h.post))) continue;
    if (/[:(«"“]/.test(head.map((h) => h.pre + h.post).join(''))) return s; // a quote or list left open
    const tail = terms.slice(i + 1);
    const tailText = tail.map((x) => x.text).join(' ');
    // the turn of the story is in the part that would go
    if (s.contrast && contrast?.test(tailText) && !contrast.test(head.map((x) => x.text).join(' '))) return s;
    const last = head[head.length - 1]!;
    // (a clause ending on an abbreviation's full stop, "6:30 p.m.", takes no second one)
    const cut = [...head.slice(0, -1), { ...last, post: `${last.post.replace(/[,;:\s]+$/, '') + (/\.$/.test(last.text) && !last.post.replace(/[,;:\s]+$/, '') ? '' : /[.!?…]$/.test(s.raw) ? s.raw.slice(-1) : '.')} ` }];
    const raw = cut
      .map((x) => `${x.pre}${x.text}${x.post}`)
      .join('')
      .replace(/\s+/g, ' ')
      .replace(/\s+([.,!?;:…])/g, '$1')
      .trim();
    return { ...s, raw, terms: cut, words: wordCount(cut), hadContractions: s.hadContractions };
  }
  return s;
}

/**
 * A compound sentence told as two (", and we had ..." → ". We had ..."), as a post's short
 * lines are: the conjunction goes, the second clause gets its capital. Only where both parts are
 * clauses of 4+ words, the first part is not a series ("called the family, found out she had,
 * and told him") and the second starts with its own subject (never "and asked ...": that would
 * leave a clause without one). Spanish and Polish drop their subjects, so any word may follow.
 */
export function splitCompound(s: Sentence, language: string): Sentence[] {
  const conj = conjunctionsOf(language);
  if (!conj) return [s];
  const terms = s.terms;
  for (let i = 3; i < terms.length - 5; i++) {
    const t = terms[i]!;
    const and = terms[i + 1]!;
    const next = terms[i + 2]!;
    if (!/,\s*$/.test(t.post) || !['and', 'et', 'y', 'und', 'i'].includes(and.normal) || !conj.has(and.normal) || and.pre.trim()) continue;
    const head = terms.slice(0, i + 1);
    const tail = terms.slice(i + 2);
    if (wordCount(head) < 4 || wordCount(tail) < 4) continue;
    const subject = packOf(language)?.subjectStart;
    // without a subject to check, a comma earlier in the first part may be a series ("A, B, and C")
    if (!subject && head.slice(0, -1).some((h) => /,/.test(h.post))) continue;
    if (subject && !subject.test(next.text)) continue;
    if (/[:(«"“„]/.test(head.map((h) => h.pre + h.post).join(''))) continue; // an open quote or list
    // where the words are tagged (English), the second part is a clause: a verb, and one noun phrase
    // before it ("and the manager called me"); a noun with a clause of its own is no sentence ("and a
    // herbal remedy her daughter had bought online" is an object of the first part)
    if (tail.some((x) => x.tags.size)) {
      const verb = tail.findIndex((x) => x.tags.has('Verb'));
      // (a pronoun after a preposition belongs to the phrase: "11 of them were our friends")
      const secondPhrase = tail.slice(1, verb).some((x, k) => (x.tags.has('Possessive') || x.tags.has('Pronoun') || x.tags.has('Determiner')) && !tail[k]!.tags.has('Preposition'));
      if (verb < 0 || secondPhrase) continue;
    }
    const last = head[head.length - 1]!;
    const first = [...head.slice(0, -1), { ...last, post: last.post.replace(/[,\s]+$/, '') + (/\.$/.test(last.text) && !last.post.replace(/[,\s]+$/, '') ? ' ' : '. ') }];
    const cap = { ...next, text: next.text.charAt(0).toUpperCase() + next.text.slice(1) };
    const second = [cap, ...tail.slice(1)];
    const rawOf = (ts: Term[]) =>
      ts
        .map((x) => `${x.pre}${x.text}${x.post}`)
        .join('')
        .replace(/\s+/g, ' ')
        .replace(/\s+([.,!?;:…])/g, '$1')
        .trim();
    const part = (ts: Term[]): Sentence => ({ ...s, raw: rawOf(ts), terms: ts, words: wordCount(ts) });
    return [part(first), ...splitCompound(part(second), language)];
  }
  return [s];
}
