import { alternatives, merged, qualityPackOf } from '../writing/packs/quality/index.js';
import { norm, sentences, words } from './text.js';

/** Third-person subject pronouns of any language (never a name), and people a pronoun may refer to without a name. */
const ANY_PRONOUN_OPENER = new RegExp(String.raw`^(?:${alternatives((p) => p.pronouns)})\s`, 'u');
const PERSON_NOUNS = new Set(merged((p) => p.personNouns));

/** Names in a story: capitalized words never written in lowercase there, found mid-sentence or more than once. */
function namesIn(source: string, language?: string): Set<string> {
  const lower = new Set(source.match(/(?<![\p{L}])\p{Ll}[\p{L}'’-]*/gu) ?? []);
  const seen = new Map<string, number>();
  const nouns = qualityPackOf(language)?.capitalNouns;
  for (const m of source.matchAll(/(?<![\p{L}])\p{Lu}\p{Ll}[\p{L}'’-]*/gu)) {
    const w = m[0].toLowerCase();
    if (lower.has(w) || ANY_PRONOUN_OPENER.test(`${m[0]} `)) continue;
    // a language that capitalizes every noun (German): a word after an article, a preposition, a figure or an adjective (lowercase) is a noun
    if (nouns) {
      const before =
        source
          .slice(0, m.index)
          .match(/(\S+)\s+$/u)?.[1]
          ?.replace(/[^\p{L}\p{N}.,]/gu, '') ?? '';
      if (nouns.before.test(before) || /^\p{Ll}/u.test(before)) continue;
      // a sentence's first word before a lowercase verb, with no noun ending, is a name ("Julia gründete ...")
      const opening = /(?:^|[.!?…]["»”]?\s+)$/u.test(source.slice(0, m.index));
      if (opening && !nouns.openingAdverbs.includes(w) && !nouns.nounEnding.test(w) && /^\s+\p{Ll}/u.test(source.slice(m.index! + m[0].length))) {
        seen.set(w, (seen.get(w) ?? 0) + 2);
        continue;
      }
    }
    const initial = /(?:^|[.!?…:]["»”“«’]?\s+|\n\s*)$/u.test(source.slice(0, m.index));
    seen.set(w, (seen.get(w) ?? 0) + (initial ? 1 : 2));
  }
  return new Set([...seen].filter(([, n]) => n >= 2).map(([w]) => w));
}

/**
 * A sentence that opens on "She"/"Elle"/"Er" when nothing before it in the text names anyone
 * ("She still asks to see my code on Sundays." with no daughter introduced). Someone is named by
 * a name of the story, a person noun ("my daughter") or a role noun after a determiner ("la
 * recruteuse", "the buyer"); a sentence the text keeps with every source sentence before it, in
 * order, is the author's own telling and refers to what the author set up (so a text that
 * keeps the story whole never reads dangling).
 */
export function danglingReferences(text: string, source: string, language: string): string[] {
  const pack = qualityPackOf(language);
  if (!pack) return [];
  // (German "Sie" is "you" too: "she" only before a lowercase verb)
  const opener = new RegExp(String.raw`^(?:${pack.pronouns.join('|')})\s${pack.pronounBeforeLowercase ? String.raw`(?=\p{Ll})` : ''}`, 'u');
  const names = namesIn(source, language);
  const role = pack.roleNoun;
  const said = sentences(source, language).map(norm);
  const out: string[] = [];
  let introduced = false;
  const kept: string[] = [];
  for (const s of sentences(text, language)) {
    if (!introduced && opener.test(s)) {
      const at = said.indexOf(norm(s));
      const whole = at >= 0 && said.slice(0, at).every((x) => kept.includes(x));
      if (!whole) out.push(s.slice(0, 80));
    }
    kept.push(norm(s));
    // (a sentence's first word is capitalized: "La vendedora", "Die Kundin" read as "la vendedora", "die Kundin")
    // (a possessive names its person too: "the CEO's favourite joke")
    if (
      words(s)
        .map((w) => w.replace(/['’]s$/u, ''))
        .some((w) => names.has(w) || PERSON_NOUNS.has(w)) ||
      role.test(s) ||
      role.test(s.charAt(0).toLowerCase() + s.slice(1))
    )
      introduced = true;
  }
  return out;
}

/**
 * A sentence of five words or more said twice in one text (a carousel's cover and its first
 * slide, a script's hook and its body): more often than the source itself says it.
 */
export function repeatedSentences(text: string, source: string | undefined, language: string): string[] {
  const count = (t: string) => {
    const seen = new Map<string, number>();
    for (const s of sentences(t, language)) {
      const key = norm(s);
      if (words(key).length >= 5) seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    return seen;
  };
  const inSource = source ? count(source) : new Map<string, number>();
  const out: string[] = [];
  for (const [key, n] of count(text)) if (n > Math.max(1, inSource.get(key) ?? 0)) out.push(key);
  return out;
}
