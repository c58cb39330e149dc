import { PACKS, packOf } from './packs/index.js';
import { condense, splitCompound } from './condense.js';
import { analyzeStory, type Sentence, type Term } from './analyze/story.js';

/**
 * Rewrites a post makes of the story's own sentences, each one safe in its language:
 * figures in digits ("eight months" → "8 months", as a feed is read: the eye catches digits),
 * and a short time or place phrase put after the clause it opens ("On launch day, 14 people
 * signed up." → "14 people signed up on launch day."), so that the subject and its figure lead.
 * "One"/"un"/"ein" stay words (they are also articles), ordinals and titles are not touched.
 */

/** the small number words of a language, 2 to 99, as its pack writes them ("thirty-two", "cuarenta y cinco", "zweiundzwanzig") */
function numberWords(language: string): Map<string, number> {
  const out = new Map<string, number>();
  const numbers = packOf(language)?.numbers;
  if (!numbers?.units.length) return out;
  const { units, tens, compound, one } = numbers;
  units.forEach((w, n) => w && out.set(w, n));
  // German writes its hundreds as one word ("zweihundert")
  if (language === 'de') ['hundert', ...units.slice(2, 10).map((u) => `${u}hundert`)].forEach((w, i) => out.set(w, (i + 1) * 100));
  tens.forEach((t, i) => {
    if (!t) return;
    out.set(t, i * 10);
    for (let u = 1; u <= 9 && compound; u++) {
      const unit = u === 1 ? one : units[u]!;
      if (unit) out.set(compound(t, unit), i * 10 + u);
      if (language === 'es' && i === 2) out.set(`veinti${['', 'uno', 'dós', 'trés', 'cuatro', 'cinco', 'séis', 'siete', 'ocho', 'nueve'][u]}`, 20 + u);
    }
  });
  return out;
}
const NUMBERS = Object.fromEntries(Object.keys(PACKS).map((l) => [l, numberWords(l)])) as Record<string, Map<string, number>>;

/** The sentence's number words in digits ("forty minutes" → "40 minutes"). */
export function digitsIn(text: string, language: string): string {
  const words = NUMBERS[language];
  if (!words?.size) return text;
  // the longest spellings first, so that "cuarenta y cinco" is one number, not 40 and 5
  const spellings = [...words.keys()].sort((a, b) => b.length - a.length).map((w) => w.replace(/-/g, '[-‑]'));
  // German nouns are capitalized ("außer Acht"): its number words are matched in lower case only
  const re = new RegExp(`(?<![\\p{L}\\p{N}-])(${spellings.join('|')})(?![\\p{L}\\p{N}-])`, language === 'de' ? 'gu' : 'giu');
  const pack = packOf(language)!;
  const scale = pack.numbers.scale;
  const isNumber = (w: string | undefined) => Boolean(w && (words.has(w.toLowerCase()) || scale.test(w) || /^\d/.test(w)));
  return text.replace(re, (m, _w, at: number) => {
    const n = words.get(m.toLowerCase().replace(/‑/g, '-'));
    if (n === undefined) return m;
    // a number word opening the sentence stays a word (a sentence does not start with a digit)
    if (at === 0) return m;
    // part of a longer spelled number ("two hundred", "eighty two", "hundred and five"): the whole number stays in words
    const next = /^[\s-]+(\p{L}+)/u.exec(text.slice(at + m.length))?.[1];
    const before = /(\p{L}+)(?:\s+(?:and|et|y|und|e|i))?[\s-]+$/u.exec(text.slice(0, at))?.[1];
    if (isNumber(next) || isNumber(before)) return m;
    // a number after an article that counts no noun after it is a pronoun, said in words: "tous les
    // deux sans discuter", "the two of us", "los dos" (a digit there reads as a figure torn from its unit)
    const article = /(\p{L}+)\s+$/u.exec(text.slice(0, at))?.[1]?.toLowerCase();
    if (article && pack.reference.definite.includes(article) && (!next || pack.functionWords.includes(next.toLowerCase()) || /^[\s-]*[,.;:!?)»”“"]/u.test(text.slice(at + m.length)))) return m;
    return String(n);
  });
}

const wordsOf = (terms: Term[]) => terms.filter((t) => /[\p{L}\p{N}]/u.test(t.text)).length;
const rawOf = (ts: Term[]) =>
  ts
    .map((x) => `${x.pre}${x.text}${x.post}`)
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,!?;:…])/g, '$1')
    .trim();

/**
 * "On launch day, 14 people signed up." → "14 people signed up on launch day.": a phrase of at
 * most four words that opens with a preposition or a time word and ends at a comma goes after
 * a short clause (4 to 10 words, no other comma, colon or quote) that starts with its own
 * subject, and that is no connector or turn ("Al contrario,", "But then,"). German puts its verb second after such a phrase and has no comma there, so it is
 * never moved; nor is any other language's.
 */
function subjectFirst(s: Sentence, language: string, contrast?: RegExp): Sentence {
  const pack = packOf(language);
  const opens = pack?.fronted;
  if (!pack || !opens) return s;
  const terms = s.terms;
  const comma = terms.findIndex((t) => /,/.test(t.post));
  if (comma < 1 || comma > 3 || !opens.test(terms[0]!.normal)) return s;
  const phrase = terms.slice(0, comma + 1);
  if (pack.discourseMarker.test(rawOf(phrase)) || contrast?.test(rawOf(phrase))) return s;
  const clause = terms.slice(comma + 1);
  const n = wordsOf(clause);
  if (n < 4 || n > 10 || !/[.!]\s*$/.test(clause[clause.length - 1]!.post)) return s;
  if (clause.slice(0, -1).some((t) => /[,;:(«"“„—–]/.test(t.post + t.pre))) return s;
  const subject = pack.subjectStart;
  if (subject && !subject.test(clause[0]!.text) && !NUMBERS[language]?.has(clause[0]!.normal)) return s;
  if (language === 'en' && phrase.some((t) => t.tags.has('Verb'))) return s;
  const end = clause[clause.length - 1]!;
  const stop = /([.!])\s*$/.exec(end.post)![1]!;
  const first = clause[0]!;
  const lead = phrase[0]!;
  const moved: Term[] = [
    { ...first, text: first.text.charAt(0).toUpperCase() + first.text.slice(1) },
    ...clause.slice(1, -1),
    { ...end, post: ' ' },
    { ...lead, text: lead.tags.has('ProperNoun') ? lead.text : lead.text.charAt(0).toLowerCase() + lead.text.slice(1) },
    ...phrase.slice(1, -1),
    { ...phrase[phrase.length - 1]!, post: `${stop} ` },
  ];
  return { ...s, raw: rawOf(moved), terms: moved, words: wordsOf(moved) };
}

/** Both rewrites on a sentence: the phrase moved, then the figures in digits. */
export function rephrase(s: Sentence, language: string, contrast?: RegExp): Sentence {
  const moved = subjectFirst(s, language, contrast);
  const raw = digitsIn(moved.raw, language);
  if (raw === moved.raw) return moved;
  const terms = moved.terms.map((t, i) => (i === 0 ? t : { ...t, text: digitsIn(` ${t.text}`, language).trimStart() }));
  return { ...moved, raw, terms };
}

/**
 * A story sentence as a feed tells it (posts, slides, a short's beats): cut to its main clause
 * when `condensed` (keeping a trailing participle clause when the next sentence leans on it),
 * a compound sentence told as two (unless `split` is false), then `rephrase`d. Keeps its index, so
 * that its role in the story (hook, turn, lesson) stays known.
 */
export function retell(s: Sentence, language: string, contrast: RegExp | undefined, condensed: boolean, nextLeans = false, split = true): Sentence {
  const kept = condensed ? condense(s, language, contrast, 12, !nextLeans) : s;
  const parts = (split ? splitCompound(kept, language) : [kept]).map((p) => rephrase(p, language, contrast));
  return parts.length === 1 ? parts[0]! : { ...s, raw: parts.map((p) => p.raw).join(' '), terms: parts.flatMap((p) => p.terms), words: parts.reduce((n, p) => n + p.words, 0) };
}

/** A line of text (a script's sentence) retold the same way, in a language given. */
export function retellText(text: string, language: string, contrast: RegExp | undefined, condensed = false, nextLeans = false, split = true): string {
  const sentences = analyzeStory({ title: '', content: text }, language).sentences;
  return sentences.length ? sentences.map((s, i) => retell(s, language, contrast, condensed, i === sentences.length - 1 ? nextLeans : sentences[i + 1]!.leaning, split).raw).join(' ') : text;
}
