import { PACKS, packOf } from '../packs/index.js';

/**
 * The figures of a sentence, each with what it is: a share (a percent sign or word), an amount
 * of money, a time of day, a year, someone's age, a count of something (the noun after it), or
 * a bare number. Only a share, an amount or a count says what it counts, so only those can be
 * shown on their own (a stat card, a caption): "82" after a name is an age, not "82%".
 */
export type FigureKind = 'percent' | 'money' | 'time' | 'year' | 'age' | 'count' | 'bare';

export interface Figure {
  /** as written ("31", "$1,200", "4:47 p.m.", "82%") */
  text: string;
  /** the number itself (31, 1200, 82); NaN never: a figure that does not parse is not a figure */
  value: number;
  kind: FigureKind;
  prefix: string;
  suffix: string;
  /** what it counts ("signups", "people signed up"): whole words, never a cut phrase */
  counts?: string;
  /** where it starts in the text */
  at: number;
}

const FIGURE = /([$€£]\s?)?(\d{1,3}(?:[,\u202f\u00a0 ]\d{3})+|\d+)(?:([.,])(\d+))?(?:\s?(%|€|\$|£|k\b|a\.m\.|p\.m\.|am\b|pm\b|h\b)|:(\d{2})(?:\s?(a\.m\.|p\.m\.))?)?/giu;
const AGE_AFTER = /^\s*(?:years? old|-year-old|year-old|ans\b|años\b|jahre alt|jährig|lat\b|anni\b)/iu;
const AGE_BEFORE = /(?:aged|age|at the age of|à l'âge de|a los|con|im alter von|w wieku|all'età di|di)\s*$/iu;
/** words that say what a count counts end at a function word or punctuation */
/** every pack's function words: what a figure counts never starts or ends on one, in any language */
export const FUNCTION = new RegExp(`^(?:${[...new Set(Object.values(PACKS).flatMap((p) => p.functionWords))].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`, 'iu');
const ANY_PERCENT = new RegExp(Object.values(PACKS).map((p) => p.percent.source).join('|'), 'iu');

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** a noun before a number that names rather than counts ("room 14", "chambre 14"), in any pack's language (a story may quote another) */
const IDENTIFIER_BEFORE = new RegExp(`(?<!\\p{L})(?:${[...new Set(Object.values(PACKS).flatMap((p) => p.analysis.identifierBefore))].map(escape).join('|')})\\s*$`, 'iu');

function parse(int: string, sep: string | undefined, frac: string | undefined): number {
  const whole = Number(int.replace(/[,\u202f\u00a0 ]/g, ''));
  return frac !== undefined ? Number(`${whole}.${frac}`) : whole;
}

/** The words after a figure that say what it counts: up to `max` words, ending before a function word or punctuation. */
function countedAfter(rest: string, max = 4): string | undefined {
  const words: string[] = [];
  for (const m of rest.matchAll(/^\s+|([\p{L}][\p{L}'’-]*)([^\p{L}\s]*)(\s*)/gu)) {
    if (!m[1]) continue;
    if (words.length && FUNCTION.test(m[1])) break;
    words.push(m[1]);
    if (m[2] || words.length >= max) break;
  }
  if (!/^\s+\p{L}/u.test(rest)) return undefined;
  while (words.length && FUNCTION.test(words[words.length - 1]!)) words.pop();
  if (!words.length || FUNCTION.test(words[0]!)) return undefined;
  return words.join(' ');
}

/** Every figure written in digits in `text` (spelled numbers: see digitsIn first). */
export function figuresIn(text: string, language = 'en'): Figure[] {
  const percent = packOf(language)?.percent ?? ANY_PERCENT;
  const out: Figure[] = [];
  for (const m of text.matchAll(FIGURE)) {
    const [all, currency, int, sep, frac, unit, minutes, meridiem] = m;
    const at = m.index!;
    // a digit inside a word or a code ("B12", "v2") is no figure
    if (/[\p{L}\d]$/u.test(text.slice(0, at)) && !currency) continue;
    let value = parse(int!, sep, frac);
    if (!Number.isFinite(value)) continue;
    const before = text.slice(0, at);
    const rest = text.slice(at + all.length);
    let kind: FigureKind;
    let prefix = currency?.trim() ?? '';
    let suffix = '';
    if (minutes !== undefined || /a\.?m\.?|p\.?m\.?|^h$/i.test(unit ?? '')) {
      kind = 'time';
    } else if (currency || /^[€$£]$/.test(unit ?? '')) {
      kind = 'money';
      if (!currency) suffix = unit!;
    } else if (unit === '%' || (percent.test(rest.slice(0, 14)) && /^\s*\p{L}/u.test(rest) && new RegExp(`^\\s*(?:${percent.source})`, 'iu').test(rest))) {
      kind = 'percent';
      suffix = '%';
    } else if (unit?.toLowerCase() === 'k') {
      kind = 'count';
      value *= 1000;
    } else if (AGE_AFTER.test(rest) || AGE_BEFORE.test(before) || (/(?<!\p{L})mit\s*$/iu.test(before) && /^\s*jahren(?!\p{L})/iu.test(rest)) || (/,\s*$/.test(before) && /^\s*,/.test(rest) && /\p{Lu}\p{L}*[.]?\s*,\s*$/u.test(before))) {
      // "82 years old", "aged 82", "mit 29 Jahren", "Mr. Okafor, 82, ..."
      kind = 'age';
    } else if (IDENTIFIER_BEFORE.test(before)) {
      // "room 14", "bed 3", "flight 212": a number that names, not one that counts
      kind = 'bare';
    } else if (/^(1[5-9]|20)\d\d$/.test(int!) && !frac) {
      kind = 'year';
    } else {
      kind = 'count';
    }
    // a verb's form after the number, not what it counts ("14 went off"): the language's pack says which
    if (kind === 'count' && (packOf(language) ?? PACKS.en).analysis.verbAfter.test(rest)) kind = 'bare';
    const counts = kind === 'count' || kind === 'percent' || kind === 'money' ? countedAfter(kind === 'percent' ? rest.replace(new RegExp(`^\\s*(?:${percent.source})`, 'iu'), '') : rest) : undefined;
    if (kind === 'count' && !counts) kind = 'bare';
    out.push({ text: all.trim(), value, kind, prefix, suffix, ...(counts ? { counts } : {}), at });
  }
  return out;
}

/** The figure a stat may show: a share, an amount, or a count that says what it counts. Undefined otherwise (an age, a year, a time, a bare number). */
export function statFigure(text: string, language = 'en'): Figure | undefined {
  return figuresIn(text, language).find((f) => f.kind === 'percent' || f.kind === 'money' || (f.kind === 'count' && f.counts));
}

/** "31 signups", "82% of the patients", "$1,200 of savings": a figure with what it counts, as one phrase. */
export function figurePhrase(f: Figure): string {
  return f.counts ? `${f.text} ${f.counts}` : f.text;
}
