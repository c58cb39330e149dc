import type { QualityPack } from '../writing/packs/quality/index.js';
import { alternatives as any, merged, QUALITY_PACKS, qualityPackOf } from '../writing/packs/quality/index.js';
import { cutClause, DETERMINER, PREPOSITION, sourceWords } from './clauses.js';
import { cutFigures, unitMismatch } from './figures.js';
import { danglingReferences, repeatedSentences } from './references.js';
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
    why: 'a figure torn from its unit or its digits ("80-2,", a line that starts with "%" or "euros"; not a unit said twice, "minute by minute")',
    re: new RegExp(String.raw`\b\d{2,}-\d(?!\d)\s*[,.;]|^\s*(?:%|${PERCENT.join('|')})\b|^\s*(?<unit>${any((p) => p.units)})\b(?!\s+\p{L}{1,5}\s+\k<unit>\b)|^\s*[,;:]`, 'iu'),
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
