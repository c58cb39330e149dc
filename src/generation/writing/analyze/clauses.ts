import { ANY_CONTRAST } from '../phrases.js';
import { PACKS, packOf } from '../packs/index.js';
import { splitLine, withWholeQuotes } from './boundaries.js';
import { FUNCTION, figuresIn, figurePhrase } from './figures.js';

/**
 * Sentences and clauses of a text in any language the writer knows, and the only ways text is
 * shortened: at a clause boundary, keeping a quote, a figure and its unit, a name and its title
 * whole. Nothing here cuts inside a clause: text that cannot be shortened that way is kept whole
 * (or left out by the caller), never torn.
 */

const ALL_HONORIFICS = [...new Set(Object.values(PACKS).flatMap((p) => p.honorifics))];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Sentences: after . ! ? … (and a closing quote of any language) followed by a capital, a digit
 * or an opening quote, or at a line break; never after "Mr." or "z. B.", nor inside a number
 * ("3.5"), nor after an ordinal ("am 12. März"): see boundaries.ts. `language`: whose
 * abbreviations apply (every pack's without).
 */
export function splitSentences(text: string, language?: string): string[] {
  return (
    text
      .split(/\n+/)
      // a quote that goes on over two sentences is one unit of the story ("„Dwóch. I jeden to mój brat”."): a post, a
      // script or a short that keeps one of them keeps both, and no line ends inside it
      .flatMap((line) => withWholeQuotes(splitLine(line.replace(/\s+/g, ' ').trim(), language)))
      .filter((s) => /\p{L}/u.test(s))
  );
}

function wordsIn(text: string): number {
  return (text.match(/[\p{L}\p{N}'’]+/gu) ?? []).length;
}

/** Spans that must stay whole: quotes, parentheses, a title and its name ("Mr. Okafor"). */
function protectedSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const m of text.matchAll(/«[^»]*»|“[^”]*”|„[^“”]*[“”]|"[^"]*"|\([^)]*\)/gu)) spans.push([m.index!, m.index! + m[0].length]);
  const titled = new RegExp(`(?:${ALL_HONORIFICS.map(escape).join('|')})\\.?\\s+\\p{Lu}[\\p{L}'’-]*`, 'gu');
  for (const m of text.matchAll(titled)) spans.push([m.index!, m.index! + m[0].length]);
  return spans;
}

/**
 * A sentence's clauses, each with its own closing punctuation: split at a semicolon, a colon (not a time: "3:40"), a
 * dash, and at a comma before a conjunction or a turn (", and ...", ", but ...", ", mais ...").
 * A quote, a parenthesis and a titled name are never split; an appositive ("Mr. Okafor, 82,")
 * is not a boundary.
 */
export function clausesOf(sentence: string, language = 'en'): string[] {
  const pack = packOf(language);
  const conj = new Set([...(pack?.conjunctions ?? []), 'but', 'and', 'so', 'mais', 'et', 'pero', 'y', 'aber', 'und', 'ale', 'ma']);
  const turn = pack?.contrast ?? ANY_CONTRAST;
  const spans = protectedSpans(sentence);
  const inside = (i: number) => spans.some(([a, b]) => i > a && i < b);
  const cuts: number[] = [];
  // (a colon before a digit is inside a time or a score, "7:15": no boundary)
  for (const m of sentence.matchAll(/\s*(?:;|:(?!\d)|\s[—–-]\s)\s*|,\s+/gu)) {
    const at = m.index!;
    const end = at + m[0].length;
    if (inside(at) || end >= sentence.length) continue;
    if (m[0].includes(',')) {
      const next = /^[\p{L}'’]+/u.exec(sentence.slice(end))?.[0] ?? '';
      const lower = next.toLowerCase();
      if (!conj.has(lower) && !turn.test(` ${next} `.replace(/^\s+|\s+$/g, ''))) continue;
    }
    cuts.push(end);
  }
  const out: string[] = [];
  let from = 0;
  for (const c of cuts) {
    const piece = sentence.slice(from, c).trim();
    if (wordsIn(piece) >= 2) {
      out.push(piece);
      from = c;
    }
  }
  const last = sentence.slice(from).trim();
  if (last) {
    if (out.length && wordsIn(last) < 2) out[out.length - 1] = `${out[out.length - 1]} ${last}`;
    else out.push(last);
  }
  return out.length ? out : [sentence.trim()];
}

/** A clause ended as a sentence: its trailing comma, semicolon, colon or dash becomes a full stop. */
function endClause(text: string): string {
  const t = text.trim().replace(/\s*[,;:—–-]+$/u, '');
  return /[.!?…]["”»“«’)]?$/u.test(t) ? t : `${t}.`;
}

/**
 * `text` shortened to at most `maxWords` words by whole clauses from its start (the last one
 * ended as a sentence); the whole text when even its first clause is longer: a clause is never cut.
 */
export function cutAtClause(text: string, maxWords: number, language = 'en'): string {
  return splitAtClause(text, maxWords, language).kept;
}

/**
 * `cutAtClause`, and what it left out: the clauses after the cut as a sentence of their own
 * ("Und irgendwann wirst du merken, dass die Regisseurin …"), '' when nothing was cut.
 */
export function splitAtClause(text: string, maxWords: number, language = 'en'): { kept: string; rest: string } {
  if (wordsIn(text) <= maxWords) return { kept: text, rest: '' };
  const all = splitSentences(text, language).flatMap((s) => clausesOf(s, language));
  let n = 0;
  while (n < all.length && wordsIn(all.slice(0, n + 1).join(' ')) <= maxWords) n++;
  // a clause that announces what follows ("…, sous les paramètres :") ends no cut text: without what it announces it says nothing
  while (n > 0 && /:\s*$/.test(all[n - 1]!)) n--;
  if (n === 0 || n === all.length) return { kept: text, rest: '' };
  const rest = all.slice(n).join(' ').trim();
  return { kept: endClause(all.slice(0, n).join(' ')), rest: rest.charAt(0).toUpperCase() + rest.slice(1) };
}

/**
 * A sentence too long for one slide or one beat, in runs of at most `maxWords` words: whole
 * clauses where its clauses fit, else its phrases (between commas, as the author punctuated it);
 * the text itself, one run, when it fits or has no boundary.
 */
export function phraseRuns(text: string, maxWords: number, language = 'en'): string[] {
  if (wordsIn(text) <= maxWords) return [text];
  const runs: string[] = [];
  const add = (piece: string) => {
    const last = runs[runs.length - 1];
    if (last !== undefined && wordsIn(`${last} ${piece}`) <= maxWords) runs[runs.length - 1] = `${last} ${piece}`;
    else runs.push(piece);
  };
  for (const clause of splitSentences(text, language).flatMap((s) => clausesOf(s, language))) {
    if (wordsIn(clause) <= maxWords) add(clause);
    else for (const phrase of phrasesOf(clause, language)) add(phrase);
  }
  return runs.length > 1 ? runs : [text];
}

/** A sentence's phrases: its clauses, further split at every comma outside a quote or a titled name. */
function phrasesOf(sentence: string, language = 'en'): string[] {
  return clausesOf(sentence, language).flatMap((c) => {
    const spans = protectedSpans(c);
    const out: string[] = [];
    let from = 0;
    for (const m of c.matchAll(/,\s+/g)) {
      if (spans.some(([a, b]) => m.index! > a && m.index! < b)) continue;
      out.push(c.slice(from, m.index! + 1).trim());
      from = m.index! + m[0].length;
    }
    out.push(c.slice(from).trim());
    return out.filter(Boolean);
  });
}

const RELATIVE = /^(?:who|whom|which|that|where|when|qui|que|qu'|dont|où|lequel|laquelle|quien|quienes|cual|cuales|donde|die|der|das|dass|den|dem|deren|dessen|welche|welcher|wo|che|cui|dove|który|która|które|którzy|gdzie|że)(?!\p{L})/iu;
const OPENS_ON_CONNECTOR = /^(?:but|and|so|or|mais|et|donc|pero|y|aber|und|oder|ale|ma|e|però)(?!\p{L})/iu;
/** a subordinate clause's opening word, in any pack's language: such a phrase alone lost its main clause ("dass sie wieder wie neu klingt") */
/** A clause that opens on a subordinator ("If you run a lab", "que personne ne relit"): it says nothing alone. */
export const opensSubordinate = (text: string) => SUBORDINATE.test(text.trim().replace(/^["“„«¿¡(]+/u, ''));

const SUBORDINATE =
  /^(?:that|because|whether|although|though|unless|if|when|while|que|qu['’]|parce|puisque|quoique|lorsque|quand|porque|aunque|cuando|dass|weil|ob|obwohl|wenn|damit|że|bo|ponieważ|chociaż|żeby|aby|gdy|kiedy|jeśli|che|perché|sebbene|benché|affinché|quando)(?!\p{L})/iu;

/**
 * An on-screen caption: a whole phrase of the line, never a fragment. The figure with what it
 * counts ("31 signups"), else the first phrase (between punctuation) of 2 to `maxWords` words
 * that does not lean on another ("but he stayed") nor is a subordinate clause alone ("dass sie
 * wieder wie neu klingt"), else the whole line when it is short enough
 * (12 words), else nothing (undefined: the line speaks for itself).
 */
export function captionOf(text: string, language = 'en', maxWords = 5): string | undefined {
  // (quotation marks of every language go, and the spaces French puts inside them: "noté « observance : bonne » et" reads "noté observance : bonne et")
  const clean = text
    .replace(/…$/u, '')
    .replace(/\s*[«»]\s*|[“”"„‚‘‹›]/gu, (m) => (/\s/.test(m) ? ' ' : ''))
    .replace(/\s{2,}/g, ' ')
    .trim();
  const stat = figuresIn(clean, language).find((f) => f.counts && (f.kind === 'count' || f.kind === 'percent' || f.kind === 'money'));
  if (stat && wordsIn(figurePhrase(stat)) <= maxWords) return figurePhrase(stat);
  const leaning = packOf(language)?.leaning;
  // a phrase that announces what follows ("The lesson is simple:") is no caption: what it announces is
  // nor is a phrase a relative clause completes ("Die richtige Version war die, die ...") or one ending on a function word ("Ten minutes in")
  const raw = splitSentences(clean, language).flatMap((s) => phrasesOf(s, language));
  const phrases = raw
    .filter((c, i) => !/:$/.test(c) && !RELATIVE.test(raw[i + 1] ?? ''))
    .map((c) =>
      c
        .replace(/[,;:—–.!]+$/u, '')
        .replace(/^[—–-]\s+/u, '')
        .trim(),
    ); // (a line of dialogue loses its dash)
  // (its last word without the marks after it: "vuol dire che…" ends on "che")
  const lastWord = (c: string) => (c.split(/\s+/).pop() ?? '').replace(/[…."'’»”“)]+$/u, '');
  // (nor one ending on a subordinator: "Nobody pressed it because", whose reason came after a parenthesis)
  const fit = phrases.find((c) => wordsIn(c) >= 2 && wordsIn(c) <= maxWords && !OPENS_ON_CONNECTOR.test(c) && !SUBORDINATE.test(c) && !leaning?.test(c) && !/^\d+$/.test(c) && !FUNCTION.test(lastWord(c)) && !SUBORDINATE.test(lastWord(c)));
  if (fit) return fit;
  const line = clean.replace(/^\s*[—–]\s+/u, '').replace(/[.]+$/u, '');
  if (wordsIn(clean) <= 12 && clean.length <= 80 && !SUBORDINATE.test(clean.replace(/^\s*(?:[-–•*]|\d{1,2}[.)])\s+/u, '')) && !FUNCTION.test(lastWord(line))) return line;
  return undefined;
}
