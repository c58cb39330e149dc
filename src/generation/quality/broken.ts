import type { QualityPack } from '../writing/packs/quality/index.js';
import { merged, QUALITY_PACKS, qualityPackOf } from '../writing/packs/quality/index.js';
import { norm, sentences, words } from './text.js';

/**
 * Broken fill-ins: what a careful writer never produces, each detector named for a failure seen
 * in generated text (a slot filled with a fragment, a cut clause, two colons, a title pasted
 * mid-sentence, a sentence ending on "if" or a determiner, "2 hundred", a figure torn from its
 * unit, a program value). None may fire on a story as its author wrote it: the eval checks the
 * detectors on every corpus source each run.
 */
export interface Hit {
  name: string;
  /** the words around the defect, to show the author */
  match: string;
}

export interface BrokenContext {
  /** ISO 639-1 code of the language the text is in */
  language: string;
  /** what the text was written from: cut clauses and figures are checked against it */
  source?: string;
  /** the story's title: a piece of its own (and, with `titleOnce`, printed twice is a stock frame) */
  title?: string;
  titleOnce?: boolean;
  /** the titles of the stories the text was written from (several for a video idea drawing on two): each a whole piece, never a cut clause */
  titles?: string[];
  /** one piece (a caption, a title, a note): a piece of the source in it must end where a source clause ends */
  short?: boolean;
  /** a whole text (a post, a script, an article): it must end with its sentence */
  whole?: boolean;
}

interface LineDetector {
  name: string;
  why: string;
  re: RegExp;
  language?: string;
}

/** One list of every pack, as the alternatives of a regular expression. */
const any = (pick: (pack: QualityPack) => readonly string[] | undefined) => merged(pick).join('|');
const PERCENT = merged((p) => p.percent);

const LINE_DETECTORS: LineDetector[] = [
  { name: 'slot-fragment', why: 'a template slot filled with a relative or question-word fragment ("that who showed up")', re: /(?:\bthat|\blesson[^:\n]{0,30}:)\s+(?:who|what|which|whom|whose|where|when|how)\s+\p{Ll}+(?:\s+\p{Ll}+)?\s*[.?!,]/iu },
  { name: 'cleft-remnant', why: 'a slot holding the tail of a cut sentence ("What I took from it: day is that …")', re: new RegExp(String.raw`:\s+\p{Ll}[\p{L}'’-]*\s+(?:${any((p) => p.cleftCopulas)})\s+(?:${any((p) => p.cleftThat)})\b`, 'u') },
  { name: 'slot-function-word', why: 'a label followed by a lone function word ("Show: que")', re: new RegExp(String.raw`^[^:\n]{1,40}:\s+(?:${any((p) => p.slotFunctionWords)})\s*[.!?…]?\s*$`, 'iu') },
  { name: 'two-colons', why: 'two frames in one sentence ("The lesson I keep coming back to: The lesson is simple: …")', re: /:\s[^:.!?\n«“„"]*:\s/u },
  { name: 'pasted-title', why: 'a title or sentence pasted mid-sentence ("Let me take you back to You do not need …")', re: new RegExp(String.raw`(?<=\p{Ll}[\p{L}'’]*\s)(?:${any((p) => p.pastedAfter)})\s+(?:${any((p) => p.pastedOpeners)})(?=\s)`, 'u') },
  // a language's own detectors ("je ai", "you was"), for a text in it
  ...Object.entries(QUALITY_PACKS).flatMap(([language, p]) => (p.lineDetectors ?? []).map((d) => ({ ...d, language }))),
  { name: 'doubled-word', why: 'the same word twice in a row', re: new RegExp(String.raw`(?<![\p{L}])(?!(?:${any((p) => p.doubled)})\s)(\p{L}{2,})\s+\1(?![\p{L}])`, 'iu') },
  { name: 'dangling-punct', why: 'punctuation left by an empty slot (": .", ", .", " ,", "..")', re: /[:,;]\s*[.?!]|\s,|\s\.(?![.\d])|(?<![.\d])\.\.(?!\.)|\(\s*\)|\[\s*\]/u },
  { name: 'placeholder', why: 'a program value in the text ("NaN%", "undefined", "{{")', re: /\b(?:undefined|NaN|Infinity)\b|\[object |\{\{|\}\}|\$\{/ },
  { name: 'number-word', why: 'a digit glued to a number word ("2 hundred times")', re: new RegExp(String.raw`\b\d+\s+(?:${any((p) => p.numberWords)})(?![\p{L}\p{N}])`, 'iu') },
  {
    name: 'split-figure',
    why: 'a figure torn from its unit or its digits ("80-2,", a line that starts with "%" or "euros")',
    re: new RegExp(String.raw`\b\d{2,}-\d(?!\d)\s*[,.;]|^\s*(?:%|${PERCENT.join('|')}|${any((p) => p.units)})\b|^\s*[,;:]`, 'iu'),
  },
];

/** "and" before a lone verb that ends the sentence ("und war"), without the conjunctions a language says are none. */
const conjunctionThenVerb = (none: readonly string[] = []) => new RegExp(String.raw`(?<![\p{L}])(?:${merged((p) => p.conjunctions.filter((c) => !none.includes(c))).join('|')})\s+(?:${any((p) => p.auxiliaries)})$`, 'iu');
const CONJUNCTION_THEN_VERB = conjunctionThenVerb();
/** "one" after a negation or "each" is a pronoun, not a determiner waiting for its noun ("no vende ni una", "pas une", "nemmeno uno") */
const ONE_AS_PRONOUN = new RegExp(String.raw`(?<![\p{L}])(?:${any((p) => p.negations)})\s+(?:${any((p) => p.ones)})$`, 'iu');

/** A pack's lists in the form the detectors read, built once per language. */
interface Language {
  pack?: QualityPack;
  dangling: Set<string>;
  postposed: Set<string>;
  conjunctionThenVerb: RegExp;
  pronounOpener?: RegExp;
}
const LANGUAGES = new Map<string, Language>();
function languageOf(language: string | undefined): Language {
  const key = language ?? '';
  let known = LANGUAGES.get(key);
  if (!known) {
    const pack = qualityPackOf(language);
    known = {
      ...(pack ? { pack } : {}),
      dangling: new Set(pack?.dangling),
      postposed: new Set(pack?.postposed),
      conjunctionThenVerb: pack?.notConjunctions ? conjunctionThenVerb(pack.notConjunctions) : CONJUNCTION_THEN_VERB,
      ...(pack ? { pronounOpener: new RegExp(String.raw`^(?:${pack.pronouns.join('|')})\s${pack.pronounBeforeLowercase ? String.raw`(?=\p{Ll})` : ''}`, 'u') } : {}),
    };
    LANGUAGES.set(key, known);
  }
  return known;
}

function dangling(sentence: string, language: string, source?: string): boolean {
  // speech the author lets trail off ("y yo creo que…") is the author's, where the story says it so
  if (source && /(?:…|\.\.\.)["»”“«›'’]*\s*$/u.test(sentence) && norm(source).includes(norm(sentence))) return false;
  const bare = sentence.replace(/[\s.!?…,;:"»”“«›)'’\]]+$/u, '');
  const lang = languageOf(language);
  if (lang.conjunctionThenVerb.test(bare)) return true;
  // endings a language says are whole ("mais vous, si", "fand drei Wochen später statt")
  if (lang.pack?.wholeEnds?.some((re) => re.test(bare))) return false;
  if (ONE_AS_PRONOUN.test(bare)) return false;
  // a unit after a number ("zabezpieczenie: 16 A", "230 V") is no word of the sentence
  if (/\d\s?\p{Lu}{1,2}$/u.test(bare)) return false;
  // (a letter after a hyphen ends a word, not a sentence: "SMS-a", "PDF-y")
  if (/\p{L}-\p{L}+$/u.test(bare)) return false;
  const last = bare
    .toLowerCase()
    .replace(/’/g, "'")
    .match(/[\p{L}]+'?$/u)?.[0];
  // a word said twice around a preposition is a whole phrase ("una por una", "un par un", "one by one")
  const w = words(bare);
  if (w.length >= 3 && w[w.length - 3] === last) return false;
  if (last && lang.postposed.has(last) && w.length >= 2 && !DETERMINER.has(w[w.length - 2]!) && !PREPOSITION.has(w[w.length - 2]!)) return false;
  return !!last && lang.dangling.has(last) && w.length > 1;
}

/** A piece that is a subordinate clause alone: it opens on a subordinator and has no comma after which a main clause could follow. */
function subordinateAlone(piece: string, language: string): boolean {
  const pack = qualityPackOf(language);
  const bare = piece.trim().replace(/^["“„«»‘’'(]+/u, '');
  if (!pack || pack.notSubordinate?.test(bare)) return false;
  return pack.subordinator.test(bare) && !/[,;:]/.test(bare) && !/\?\s*$/.test(bare);
}

/** Words after which a clause may start (conjunctions, relatives, verbs of saying), that start a noun phrase, and prepositions: of every language. */
const CLAUSE_START = new Set(merged((p) => p.clauseStarts));
const DETERMINER = new Set(merged((p) => p.determiners));
const PREPOSITION = new Set(merged((p) => p.prepositions));

interface SourceWord {
  w: string;
  boundaryBefore: boolean;
}

function sourceWords(source: string): SourceWord[] {
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
function cutClause(piece: string, src: SourceWord[], short: boolean, language: string | undefined): boolean {
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

const PERCENT_AFTER = new RegExp(String.raw`^\s?(?:%|${PERCENT.join('|')})`, 'iu');
const PERCENT_IN = new RegExp(String.raw`(\d+(?:[.,]\d+)?)\s?(?:%|${PERCENT.map((w) => String.raw`${w}\b`).join('|')})`, 'giu');
const ANY_PERCENT = new RegExp(String.raw`\d\s?%|(?<![\p{L}])(?:${PERCENT.join('|')})(?![\p{L}])`, 'iu');

/** Percentages the source does not give as percentages ("82%" for an age, "31%" for 31 signups). */
function unitMismatch(text: string, source: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(PERCENT_IN)) {
    const n = m[1]!;
    const mentions = [...source.matchAll(new RegExp(`(?<![\\d.,])${n.replace(/[.,]/g, '[.,]')}(?![\\d])`, 'g'))];
    const asPercent = mentions.some((s) => PERCENT_AFTER.test(source.slice(s.index! + s[0].length)));
    // the number in the source with another unit, or no percentage in the source at all (a number word may say it: "veinte por ciento")
    const anyPercent = ANY_PERCENT.test(source);
    if (!asPercent && (mentions.length > 0 || !anyPercent)) out.push(m[0]);
  }
  return out;
}

/**
 * Figures cut from a time or a compound: a number the text says alone that the source says only
 * inside a larger figure ("2 doors" from "the doors opened at 2:15", "7" from "7.30", "24" from
 * "24/7", "3" from "a 3-year-old"). A number the source also says alone is its own.
 */
const STORY_COUNT = new RegExp(String.raw`^\s+(?:${any((p) => p.storyCount)})$`, 'iu');

function cutFigures(text: string, source: string): string[] {
  const out: string[] = [];
  // (a figure with zero decimals is the figure: "85,00 €" says 85)
  const alone = (n: string) => new RegExp(`(?<![\\d.,:/-])${n}(?:[.,]0+(?!\\d))?(?![\\d]|[.,:/h]\\d|-\\p{L})`, 'u');
  const inside = (n: string) => new RegExp(`(?<![\\d])${n}(?=[.,:/h]\\d|-\\p{L})|(?<=\\d[.,:/h])${n}(?![\\d])`, 'u');
  for (const m of text.matchAll(/(?<![\d.,:/-])(\d+)(?![\d]|[.,:/h]\d|-\p{L})(\s+\p{L}+)?/gu)) {
    const n = m[1]!;
    // (how many stories a text draws on is the writer's own count: "2 stories", "2 wahre Geschichten")
    if (STORY_COUNT.test(m[2] ?? '')) continue;
    if (alone(n).test(source) || !inside(n).test(source)) continue;
    out.push(m[0]);
  }
  return out;
}

/** Third-person subject pronouns of any language (never a name), and people a pronoun may refer to without a name. */
const ANY_PRONOUN_OPENER = new RegExp(String.raw`^(?:${any((p) => p.pronouns)})\s`, 'u');
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
function danglingReferences(text: string, source: string, language: string): string[] {
  const { pack, pronounOpener: opener } = languageOf(language);
  if (!opener) return [];
  const names = namesIn(source, language);
  const role = pack?.roleNoun;
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
      Boolean(role?.test(s) || role?.test(s.charAt(0).toLowerCase() + s.slice(1)))
    )
      introduced = true;
  }
  return out;
}

/**
 * A sentence of five words or more said twice in one text (a carousel's cover and its first
 * slide, a script's hook and its body): more often than the source itself says it.
 */
function repeatedSentences(text: string, source: string | undefined, language: string): string[] {
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

/** Every broken fill-in of a text. `short` texts (a caption, a title, a thumbnail line) are one piece. */
export function brokenHits(text: string, ctx: BrokenContext): Hit[] {
  const hits: Hit[] = [];
  const own = qualityPackOf(ctx.language)?.ownDoubled;
  const around = (line: string, at: number, len: number) => line.slice(Math.max(0, at - 30), at + len + 30).trim();
  for (const line of text.split('\n')) {
    for (const d of LINE_DETECTORS) {
      if (d.language && d.language !== ctx.language) continue;
      const m = d.re.exec(line);
      // (a word a language says twice: Polish "to to", "that is")
      if (m && d.name === 'doubled-word' && own?.includes(m[1]!.toLowerCase())) continue;
      if (m) hits.push({ name: d.name, match: around(line, m.index, m[0].length) });
    }
  }
  if (ctx.whole) {
    // a whole text ends with its sentence: not mid-phrase, not on "…"
    const last =
      text
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !/^#/.test(l))
        .pop() ?? '';
    // (a closing quote of any language ends it: ” » and the German “, « and ’)
    // (a line of the story as its author wrote it, a list item without a stop, is whole)
    // (nor a last line that ends on the story's own last words, where the story ends without a stop: "… los primeros 🎧")
    const ending = (t: string) => words(t).slice(-4).join(' ');
    const authors = ctx.source
      ? ctx.source
          .split('\n')
          .map((l) => norm(l))
          .includes(norm(last)) ||
        (words(last).length >= 4 && ending(ctx.source.replace(/#[\p{L}\p{N}_]+/gu, '')) === ending(last) && !/[.!?…]["»”“'’)]*\s*$/u.test(ctx.source.replace(/(?:\s*(?:#[\p{L}\p{N}_]+|\p{Extended_Pictographic}|\uFE0F))+\s*$/u, '')))
      : false;
    if (last && !authors && (!/[.!?…"»”“«’›)\]\p{Extended_Pictographic}]$/u.test(last) || /(?<!\.)…$|\.\.\.$/u.test(last))) hits.push({ name: 'truncated', match: last.slice(-60) });
  }
  const src = ctx.source ? sourceWords(ctx.source) : undefined;
  const wholes = new Set([...(ctx.titles ?? []), ...(ctx.title ? [ctx.title] : [])].map(norm));
  // the title's own parts are whole too ("Invoice No. 214" of "Invoice No. 214: paid in nine minutes")
  const titleParts = new Set(
    [...(ctx.titles ?? []), ...(ctx.title ? [ctx.title] : [])]
      .flatMap((t) => t.split(/[:;—–]\s+|,\s+|\s+[—–-]\s+/u))
      .map(norm)
      .filter(Boolean),
  );
  for (const s of sentences(text, ctx.language)) {
    if (dangling(s, ctx.language, ctx.source)) hits.push({ name: 'dangling-end', match: s.slice(-60) });
    if (ctx.short && subordinateAlone(s, ctx.language)) hits.push({ name: 'subordinate-alone', match: s.slice(0, 60) });
    if (src) {
      // the story's title is a whole piece, even where the story starts with the same words
      const pieces = [s, ...s.split(/[:;—–]\s+|,\s+/u).filter((p) => p !== s)].filter((p) => !wholes.has(norm(p)) && !titleParts.has(norm(p)));
      const cut = pieces.find((p) => cutClause(p, src, !!ctx.short && !/[.!?…]["»”“«’]?$/u.test(p.trim()), ctx.language));
      if (cut) hits.push({ name: 'cut-clause', match: cut.slice(0, 80) });
    }
  }
  if (ctx.source) for (const m of unitMismatch(text, ctx.source)) hits.push({ name: 'unit-mismatch', match: m });
  if (ctx.source) for (const m of cutFigures(text, ctx.source)) hits.push({ name: 'cut-figure', match: m });
  if (ctx.source && ctx.whole) for (const m of danglingReferences(text, ctx.source, ctx.language)) hits.push({ name: 'dangling-reference', match: m });
  if (ctx.whole) for (const m of repeatedSentences(text, ctx.source, ctx.language)) hits.push({ name: 'repeated-sentence', match: m.slice(0, 80) });
  if (ctx.title && ctx.titleOnce && words(ctx.title).length >= 2) {
    const t = new RegExp(`(?<= )${norm(ctx.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?= )`, 'gu');
    // (each time, also one right after the other: "Jedna podkładka. Jedna podkładka.")
    const times = (body: string) => (` ${norm(body)} `.match(t) ?? []).length;
    // the story's own sentences may hold the title's words: those occurrences are not a frame
    if (times(text) > 1 + (ctx.source ? times(ctx.source) : 0)) hits.push({ name: 'title-twice', match: ctx.title });
  }
  return hits;
}

/** The detectors' names and what each catches, for the eval report. */
export const DETECTORS: Array<{ name: string; why: string }> = [
  ...LINE_DETECTORS.map(({ name, why }) => ({ name, why })),
  { name: 'dangling-end', why: 'a sentence or caption ending on "if", "and", a determiner, or "und war"' },
  { name: 'cut-clause', why: 'a piece of the source cut mid-clause ("That afternoon I printed", "…: day is that")' },
  { name: 'unit-mismatch', why: 'a percentage the source does not give as one ("82%" for an age)' },
  { name: 'cut-figure', why: 'a figure cut from a time or a compound ("2 doors" from "2:15", "7" from "7.30", "24" from "24/7")' },
  { name: 'subordinate-alone', why: 'a caption or a title that is a subordinate clause alone ("dass sie wieder wie neu klingt", "because we listened")' },
  { name: 'title-twice', why: 'the title printed twice' },
  { name: 'truncated', why: 'a text that stops mid-phrase or on "…"' },
  { name: 'dangling-reference', why: 'a sentence opening on "She"/"Elle"/"Er" when nothing before it names anyone' },
  { name: 'repeated-sentence', why: 'a sentence said twice in one text (a cover and its first slide, a hook and the body after it)' },
];
