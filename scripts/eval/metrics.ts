import { franc } from 'franc-min';
import { copiedShare } from '../../src/generation/quality.js';

/**
 * The measures of the content evaluation (`npm run eval`). Each is deliberately simple, so that
 * a figure can be checked by hand against the worst examples the report prints.
 */

export const LANGS = ['en', 'fr', 'es', 'de', 'pl'] as const;
const ISO3: Record<string, string> = { en: 'eng', fr: 'fra', es: 'spa', de: 'deu', pl: 'pol' };
const ISO1 = Object.fromEntries(Object.entries(ISO3).map(([a, b]) => [b, a]));

/** Sentences of a text: split after . ! ? … (and at line breaks), Markdown markers removed. */
export function sentences(text: string): string[] {
  return text
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*(?:\d+[.)]|[-*+])\s+/gm, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .split(/\n+|(?<=[.!?…])\s+(?=[\p{Lu}¿¡"«“])/u)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
}

export const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

/**
 * The language of one sentence, among the corpus's languages: franc (trigrams) restricted to
 * them, for sentences of at least 5 words (shorter ones are not judged: "undetermined"). The same
 * judge runs over the source sentences: its error rate there is the noise floor of this figure.
 */
export function sentenceLanguage(sentence: string): string | undefined {
  const w = words(sentence);
  if (w.length < 4) return undefined;
  const tokens = sentence.toLowerCase().replace(/’/g, "'").match(/\p{L}+'|[\p{L}\p{N}]+/gu) ?? [];
  const scores = Object.entries(FUNCTION_WORDS)
    .map(([code, set]) => ({ code, n: tokens.filter((x) => set.has(x)).length }))
    .sort((a, b) => b.n - a.n);
  if (scores[0]!.n >= 2 && scores[0]!.n >= 2 * scores[1]!.n) return scores[0]!.code;
  if (w.length < 8) return undefined;
  const code = franc(sentence, { minLength: 10, only: Object.values(ISO3) });
  return ISO1[code];
}

/** Frequent function words of each language: a sentence with several of one language's and few of the others' is in that language. */
const FUNCTION_WORDS: Record<string, Set<string>> = {
  en: new Set('the a an and of to in on at for with from by is are was were be been have has had i you he she we they it my your his her our their this that what who when how not but or if me him them us'.split(' ')),
  fr: new Set("le la les un une des du de et à au aux en dans sur pour par avec est sont était été ai as a avons ont je tu il elle nous vous ils elles ce cette ces qui que quand comment pas ne mais ou si mon ma mes son sa ses leur leurs l' d' j' qu' n' s' m' c' y".split(' ')),
  es: new Set('el la los las un una unos unas y de del en a al por para con es son era fue ha he han yo tú él ella nosotros ellos este esta que cuando cómo no pero o si mi mis su sus lo me se le'.split(' ')),
  de: new Set('der die das den dem des ein eine einen einem und zu im in an auf für mit von ist sind war waren hat habe hatte ich du er sie wir ihr es dieser diese dass wenn wie nicht aber oder mein meine sein seine ihre uns sich'.split(' ')),
  pl: new Set('i w na z do się nie że to jest był była mój moja mnie jak ale lub o od po przy dla ze co'.split(' ')),
};

/**
 * Broken fill-ins: patterns a careful writer never produces, each for a failure seen in the
 * writer's output. Every detector must have zero hits on the corpus sources (checked each run).
 */
export const BROKEN: Array<{ name: string; why: string; re: RegExp; lang?: string }> = [
  { name: 'slot-fragment', why: 'a template slot filled with a relative/question-word fragment ("that who showed up")', re: /(?:\bthat|\blesson[^:\n]{0,30}:)\s+(?:who|what|which|whom|whose|where|when|how)\s+\p{Ll}+(?:\s+\p{Ll}+)?\s*[.?!,]/iu },
  { name: 'fr-elision', lang: 'fr', why: 'French elision missing ("je ai", "la affaire", "ne etait")', re: /(?<![\p{L}-])(?:je|me|te|se|le|la|de|ne|que|jusque|lorsque|puisque)\s+(?:[aeiouyéèêëàâîïôûù]|h(?:ab|eur|ist|om|ôp|ôt|um))/iu },
  { name: 'pov-agreement', why: 'a pronoun swap left the verb behind ("you was", "they was", "I were", "they has")', re: /\b(?:you|they|we)\s+(?:was|wasn't|has|am|is|does)\b|\bI\s+(?:were|is|has)\b/ },
  { name: 'doubled-word', why: 'the same word twice in a row', re: /\b(\p{L}{2,})\s+\1\b/iu },
  { name: 'dangling-punct', why: 'punctuation left by an empty slot (": .", ", .", " ,", "..")', re: /[:,;]\s*[.?!]|\s[,.](?!\.)|(?<!\.)\.\.(?!\.)|\(\s*\)|\[\s*\]/u },
  { name: 'placeholder', why: 'a program value in the text', re: /\b(?:undefined|null|NaN)\b|\[object |\{\{|\}\}|\$\{/ },
  { name: 'torn-end', why: 'a phrase cut after an article, preposition or conjunction ("[I almost said I was]", "3 ROOM 14 AT")', re: /(?<![\p{L}'’])(?:the|a|an|of|at|in|on|and|or|with|was|le|la|les|de|des|du|et|un|une|el|los|las|del|y|der|die|das|und|ein|eine|mit)\s*[…\]]?\s*$/iu },
  { name: 'torn-number', why: 'a figure torn from its word ("two / , did not need", a number ending a caption)', re: /^\s*[,;:]|^\s*\d+[\s.,]*$/ },
];

export function brokenHits(text: string, lang: string): Array<{ name: string; match: string }> {
  const hits: Array<{ name: string; match: string }> = [];
  for (const line of text.split('\n')) {
    for (const d of BROKEN) {
      if (d.lang && d.lang !== lang) continue;
      if (d.name === 'torn-end' || d.name === 'torn-number') continue; // for short texts only (captions, thumbnails)
      const m = d.re.exec(line);
      if (m) hits.push({ name: d.name, match: line.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30) });
    }
  }
  return hits;
}

/** For captions and thumbnail words: the whole-text detectors plus the torn-end/number ones. */
export function brokenShortHits(text: string, lang: string): Array<{ name: string; match: string }> {
  const hits = brokenHits(text, lang);
  for (const d of BROKEN.filter((b) => b.name === 'torn-end' || b.name === 'torn-number')) if (d.re.test(text)) hits.push({ name: d.name, match: text });
  return hits;
}

/** Share of the output's words that sit in runs of `n`+ consecutive words found in the source: the measure `qualityScore` uses. */
export const verbatimShare = copiedShare;

/** Jaccard similarity of two texts' word 3-gram sets. */
export function similarity(a: string, b: string): number {
  const g = (t: string) => {
    const w = words(t);
    return new Set(w.slice(2).map((x, i) => `${w[i]} ${w[i + 1]} ${x}`));
  };
  const A = g(a);
  const B = g(b);
  const inter = [...A].filter((x) => B.has(x)).length;
  return A.size + B.size - inter === 0 ? 0 : inter / (A.size + B.size - inter);
}

export const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
