import { PACKS, packOf } from '../packs/index.js';
import { splitSentences } from './clauses.js';

/**
 * People in a story: who is named or introduced ("my daughter", "Mr. Okafor", "Priya") and
 * which sentences only refer back to someone ("She still asks ..."). A post that keeps a
 * sentence referring to someone keeps the sentence that introduces them.
 */

/** capitalized words that open a sentence and are no name, in any language (a story may quote another language) */
const FUNCTION_FIRST = new Set(Object.values(PACKS).flatMap((p) => p.people.sentenceOpeners));

/** The sentence refers to someone by a pronoun only. */
export function refersToSomeone(text: string, language: string): boolean {
  return Boolean(packOf(language)?.people.pronouns.test(text)) && !introducesSomeone(text, language);
}

/** The sentence names or introduces a person. */
export function introducesSomeone(text: string, language: string): boolean {
  const people = packOf(language)?.people;
  // (a sentence's first word is capitalized: "La vendedora" is read as "la vendedora")
  const lowered = text.charAt(0).toLowerCase() + text.slice(1);
  return Boolean(people && (people.introduces.test(text) || people.roleNoun.test(text) || people.roleNoun.test(lowered))) || namesSomeone(text, language);
}

/** The sentence names someone: a capitalized word that is not a sentence's function word ("Priya", "Mr. Okafor", "Lucía"). */
export function namesSomeone(text: string, language: string): boolean {
  // a capitalized word that is not a sentence's function word: a name ("Priya", "Mr. Okafor", "Lucía")
  return splitSentences(text).some((s) =>
    s.split(/\s+/).some((w, i) => {
      const word = w.replace(/^[«"“„(]+|[^\p{L}'’-]+$/gu, '');
      // (a sentence's first word is capitalized anyway: it counts only when it is no function word and a verb follows in English, "Priya was")
      if (!/^\p{Lu}\p{Ll}{2,}$/u.test(word)) return false;
      // German capitalizes every noun: a name there is a sentence's capitalized first word, no opener nor noun ending, before a lowercase verb ("Julia gründete")
      if (language === 'de') return i === 0 && !FUNCTION_FIRST.has(word) && !/(?:ung|heit|keit|schaft|tion|chen|lein|er|en)$/u.test(word) && /^\p{Ll}/u.test(s.split(/\s+/)[1] ?? '');
      return i > 0 || (!FUNCTION_FIRST.has(word) && /^(?:was|is|had|has|said|asked|told|called|came|wanted|\p{Ll}+ed)$/u.test(s.split(/\s+/)[1] ?? ''));
    }),
  );
}

/** A title before a name: the name comes with it ("Mr. Okafor", "Dr Weber"). */
const HONORIFIC = new RegExp(`^(?:${[...new Set(Object.values(PACKS).flatMap((p) => p.people.titles))].map((t) => t.replace('.', '\\.')).join('|')})\\.?$`, 'u');

/**
 * The person a story is about, by name: a capitalized word inside a sentence that comes back in
 * another sentence, or that follows a title ("Mr. Okafor"). Not in German, whose nouns are all
 * capitalized. Undefined when no one is named.
 */
export function nameOf(sentences: string[], language: string): string | undefined {
  if (language === 'de') return undefined;
  const seen = new Map<string, Set<number>>();
  let titled: string | undefined;
  sentences.forEach((text, n) => {
    const words = text.split(/\s+/);
    words.forEach((w, i) => {
      const word = w.replace(/^[«"“„(]+|[^\p{L}'’-]+$/gu, '');
      if (!/^\p{Lu}\p{Ll}{2,}$/u.test(word) || FUNCTION_FIRST.has(word)) return;
      const before = words[i - 1]?.replace(/^[«"“„(]+/u, '');
      if (before && HONORIFIC.test(before)) titled ??= `${before} ${word}`;
      if (i === 0) return;
      if (!seen.has(word)) seen.set(word, new Set());
      seen.get(word)!.add(n);
    });
  });
  if (titled) return titled;
  // a name said once could be a place or a brand; one that comes back is who the story is about
  return [...seen.entries()].find(([, at]) => at.size > 1)?.[0];
}

/**
 * Who a story is about, by name: the name its first sentence opens on when the story names that
 * person again ("Ainhoa lleva seis veranos ... Ainhoa avisó por radio a Iker"), not a side character
 * named more often; else `nameOf`'s. Undefined when no one is named (and in German, see nameOf).
 */
export function protagonistOf(sentences: string[], language: string): string | undefined {
  if (language === 'de') return undefined;
  const first =
    sentences[0]
      ?.trim()
      .split(/\s+/)[0]
      ?.replace(/^[«"“„(]+|[^\p{L}'’-]+$/gu, '') ?? '';
  const lower = new Set(sentences.join(' ').match(/(?<![\p{L}])\p{Ll}[\p{L}'’-]*/gu) ?? []);
  const again = (word: string) => sentences.slice(1).some((t) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u').test(t));
  if (/^\p{Lu}\p{Ll}{2,}$/u.test(first) && !FUNCTION_FIRST.has(first) && !lower.has(first.toLowerCase()) && again(first)) return first;
  return nameOf(sentences, language);
}

/**
 * A name that opens two sentences or more ("Marco ripara barche ... Marco ha detto di no."):
 * capitalized, never written in lowercase in the story, no pack's sentence opener. Undefined
 * in German (all nouns are capitalized) and when no such word comes back.
 */
function openingName(sentences: string[], language: string): string | undefined {
  if (language === 'de') return undefined;
  const lower = new Set(sentences.join(' ').match(/(?<![\p{L}])\p{Ll}[\p{L}'’-]*/gu) ?? []);
  const count = new Map<string, number>();
  for (const text of sentences) {
    const first =
      text
        .trim()
        .split(/\s+/)[0]
        ?.replace(/^[«"“„(]+|[^\p{L}'’-]+$/gu, '') ?? '';
    if (/^\p{Lu}\p{Ll}{2,}$/u.test(first) && !FUNCTION_FIRST.has(first) && !lower.has(first.toLowerCase())) count.set(first, (count.get(first) ?? 0) + 1);
  }
  return [...count.entries()].find(([, n]) => n > 1)?.[0];
}

/** The sentence refers back to a thing the one before it names ("By Friday six neighbours sat on it."). */
export function refersToSomething(text: string, language: string): boolean {
  return Boolean(packOf(language)?.people.thingBack?.test(text));
}

/**
 * The sentences a text keeps so that none opens on "She"/"Elle"/"Er" for someone it never
 * introduced: for each kept sentence opening on a third-person subject pronoun, the nearest
 * earlier sentence of the story that names or introduces someone is kept too (unless `shown`,
 * a hook, already says it); without one, the pronoun gives way to the person's name when the
 * story names someone; else the sentence is left out. `named` maps a
 * kept sentence to its pronoun and the name to say instead.
 */
export function anchorPeople(sentences: string[], picked: number[], language: string, shown: number[] = []): { picked: number[]; named: Map<number, { pronoun: string; name: string }> } {
  const opener = packOf(language)?.people.subjectOpener;
  const kept = new Set(picked);
  const named = new Map<number, { pronoun: string; name: string }>();
  if (!opener) return { picked: [...kept].sort((a, b) => a - b), named };
  const name = nameOf(sentences, language) ?? openingName(sentences, language);
  // (a sentence kept for a pronoun line may open on a pronoun in turn: it is anchored too)
  const queue = [...kept].sort((a, b) => a - b);
  const done = new Set<number>();
  while (queue.length) {
    const i = queue.shift()!;
    if (done.has(i) || !kept.has(i)) continue;
    done.add(i);
    const m = opener.exec(sentences[i]!.trim());
    if (!m) continue;
    const before = [...shown, ...[...kept].filter((k) => k < i)];
    // a sentence introduces someone when it names or introduces a person, or says the story's own name ("Lucia aprì la bottega")
    const introduces = (k: number) => introducesSomeone(sentences[k]!, language) || Boolean(name && !name.includes(' ') && new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u').test(sentences[k]!)) || Boolean(name?.includes(' ') && sentences[k]!.includes(name));
    // the pronoun stands for the person introduced last before it in the story ("un patient", not "Élodie" two sentences up)
    const j = Array.from({ length: i }, (_, k) => i - 1 - k).find(introduces);
    if (j !== undefined) {
      if (!before.includes(j)) {
        kept.add(j);
        queue.push(j);
      }
    } else if (before.some(introduces)) continue;
    else if (name) named.set(i, { pronoun: m[1]!, name });
    else kept.delete(i);
  }
  return { picked: [...kept].sort((a, b) => a - b), named };
}

/** A line opening on `pronoun` with the name said instead ("Elle a souri" → "Claire a souri"). */
export function withName(line: string, pronoun: string, name: string): string {
  return line.startsWith(`${pronoun} `) ? `${name}${line.slice(pronoun.length)}` : line;
}
