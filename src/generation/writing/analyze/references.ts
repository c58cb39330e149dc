import { packOf } from '../packs/index.js';
import { introducesSomeone, namesSomeone, refersToSomeone, refersToSomething } from './people.js';

/**
 * What a story's sentences refer back to, so that a post keeping a line keeps what the line
 * needs: the person a pronoun stands for, the thing "it" is, the first mention of a figure or a
 * noun said again ("los 2 euros", "the wheel"), and the story's key event ("One day ...").
 */

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
/** figures with the word after them ("2 euros", "31 names"), as said */
const figuresOf = (text: string) => [...text.matchAll(/(?<![\p{L}\p{N}])(\d+(?:[.,]\d+)?)\s*(%|\p{L}+)/gu)].map((m) => `${m[1]} ${m[2]!.toLowerCase()}`);

/** The story's key event: the first sentence after the opening one that starts on "One day", "Un día", "Eines Tages" ... */
export function keyEventOf(sentences: string[], language: string): number | undefined {
  const cue = packOf(language)?.reference.keyEvent;
  if (!cue) return undefined;
  const i = sentences.findIndex((s, n) => n > 0 && cue.test(s.trim()));
  return i > 0 ? i : undefined;
}

/** The earlier sentences that sentence `i` refers back to (none when it stands on its own). */
export function referents(sentences: string[], i: number, language: string): number[] {
  const text = sentences[i] ?? '';
  const before = Array.from({ length: i }, (_, k) => i - 1 - k);
  const out = new Set<number>();
  // someone by a pronoun ("She still asks ..."): the nearest sentence before that names someone, else that introduces one ("my daughter")
  if (refersToSomeone(text, language)) {
    const j = before.find((k) => namesSomeone(sentences[k]!, language)) ?? before.find((k) => introducesSomeone(sentences[k]!, language));
    if (j !== undefined) out.add(j);
  }
  // a thing by a pronoun after a preposition ("sat on it"): the sentence before says what it is
  if (i > 0 && refersToSomething(text, language)) out.add(i - 1);
  // a figure said again ("se quedó con los 2 euros"): where it was first said
  for (const figure of figuresOf(text)) {
    const j = [...before].reverse().find((k) => figuresOf(sentences[k]!).includes(figure));
    if (j !== undefined) out.add(j);
  }
  // a noun said again after a definite article or demonstrative ("the wheel", "die Kartons"): its first mention
  const pack = packOf(language);
  if (pack) {
    const definite = new Set(pack.reference.definite);
    const enders = new Set(pack.phraseEnders);
    const words = wordsOf(text);
    words.forEach((w, k) => {
      if (!definite.has(w)) return;
      const noun = /^\d/.test(words[k + 1] ?? '') ? words[k + 2] : words[k + 1];
      if (!noun || noun.length < 4 || /\d/.test(noun) || enders.has(noun) || definite.has(noun)) return;
      // where it is said as a noun: an article, a preposition or a figure within the two words before it (not "la arregló" after "arregló")
      const asNoun = (ws: string[]) => ws.some((x, p) => x === noun && [ws[p - 1], ws[p - 2]].some((d) => d !== undefined && (enders.has(d) || definite.has(d) || /^\d/.test(d))));
      const j = [...before].reverse().find((n) => asNoun(wordsOf(sentences[n]!)));
      if (j !== undefined) out.add(j);
    });
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * `picked` with the sentences its sentences refer back to, and those they refer to in turn
 * (a kept "Gianni li apriva" keeps where "Gianni" and the umbrellas come in); `skip` are the
 * sentences said elsewhere already (a hook), which are not added again.
 */
export function withReferents(sentences: string[], picked: number[], language: string, skip: ReadonlySet<number> = new Set()): number[] {
  const out = [...picked];
  const pending = [...picked];
  while (pending.length) {
    for (const j of referents(sentences, pending.pop()!, language)) {
      if (out.includes(j) || skip.has(j)) continue;
      out.push(j);
      pending.push(j);
    }
  }
  return out;
}
