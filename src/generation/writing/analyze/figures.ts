import { PACKS, packOf } from '../packs/index.js';

/**
 * The figures of a sentence, each with what it is: a share (a percent sign or word), an amount
 * of money, a time of day, a year, someone's age, a count of something (the noun after it), or
 * a bare number, or a day of a month ("3 février", "9 marca", "14 sept."). Only a share, an amount or a count says what it counts, so only those can be
 * shown on their own (a stat card, a caption): "82" after a name is an age, not "82%".
 */
type FigureKind = 'percent' | 'money' | 'time' | 'date' | 'year' | 'age' | 'count' | 'bare';

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

/**
 * A figure: a currency sign, a minus sign, the digits (thousands grouped by a comma, a full stop
 * or a space), a decimal part, a range's upper end ("2–3 mm"), then a unit that belongs to it
 * (%, a currency, "zł", "k", a time of day: "a.m.", "Uhr", "18 h 45", "5:10", degrees "°C", an
 * area or a volume "m²", "m³", a speed "km/h", "m/s").
 * Which of a comma and a full stop is the decimal mark is the language's (see parse).
 */
const FIGURE =
  /([$€£]\s?)?(?<![\p{L}\d.,])([-−](?=\d))?(\d{1,3}(?:[,.\u202f\u00a0 ]\d{3})+(?![\d])|\d+)(?:([.,])(\d+))?(\s?[–-]\s?\d+(?:[.,]\d+)?(?![\d.,]*\d))?(?:\s?(%|€|\$|£|zł(?!\p{L})|k\b|M(?![\p{L}.])|bn(?!\p{L})|a\.m\.|p\.m\.|am\b|pm\b|Uhr\b|h(?:\s?\d{2}(?!\d))?(?!\p{L})|°\s?[CF]?(?!\p{L})|[ckd]?m[²³]|km\/h|m\/s(?!\p{L}))|:(\d{2})(?:\s?(a\.m\.|p\.m\.))?)?/giu;
const AGE_AFTER = /^\s*(?:years? old|-year-old|year-old|ans\b|años\b|jahre alt|jährig|lat\b|anni\b)/iu;
// ("con" and "di" are no age cue: "con 9 h", "invece di 140 kg"; "con 17 años", "di 8 anni" have their unit)
const AGE_BEFORE = /(?:aged|age|at the age of|à l'âge de|a los|im alter von|w wieku|all'età di)\s*$/iu;
/** words that say what a count counts end at a function word or punctuation */
/** every pack's function words: what a figure counts never starts or ends on one, in any language */
export const FUNCTION = new RegExp(`^(?:${[...new Set(Object.values(PACKS).flatMap((p) => p.functionWords))].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`, 'iu');
const ANY_SCALE = new RegExp(
  Object.values(PACKS)
    .map((p) => p.numbers.scale.source)
    .join('|'),
  'iu',
);
const ANY_PERCENT = new RegExp(
  Object.values(PACKS)
    .map((p) => p.percent.source)
    .join('|'),
  'iu',
);

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** a noun before a number that names rather than counts ("room 14", "chambre 14"), in any pack's language (a story may quote another) */
const IDENTIFIER_BEFORE = new RegExp(`(?<!\\p{L})(?:${[...new Set(Object.values(PACKS).flatMap((p) => p.analysis.identifierBefore))].map(escape).join('|')})\\s*$`, 'iu');

/**
 * Month names in every pack's language, as a date writes them after its day ("3 février",
 * "9 marca", "15 septembre"), long and abbreviated ("sept."): from the runtime's own calendar
 * data (Intl), so no pack lists them. Abbreviations of three letters are left out ("mar" is
 * also the sea in Spanish, "set" a word in Italian).
 */
const MONTHS = new Set(
  Object.keys(PACKS).flatMap((code) =>
    (['long', 'short'] as const).flatMap((month) => {
      // one formatter per language and style: making one is what costs (a formatter per month was a twentieth of a boot)
      const format = new Intl.DateTimeFormat(code, { day: 'numeric', month });
      return Array.from({ length: 12 }, (_, m) => format.formatToParts(new Date(2020, m, 3)).find((p) => p.type === 'month')?.value ?? '')
        .map((name) => name.toLowerCase().replace(/\.$/, ''))
        .filter((name) => name.length >= 4 || month === 'long');
    }),
  ),
);
/** the word after a day number is a month ("3 février", "9 marca"): the figure says when, it counts nothing */
const monthAfter = (rest: string) => MONTHS.has(/^\s*(\p{L}+)/u.exec(rest)?.[1]?.toLowerCase() ?? '');

/**
 * The number a figure's digits say, by the language's decimal mark: "1,240.50" in English,
 * "1.150,50" or "4 350" in German, Spanish, French...; a group of three digits after the
 * language's decimal mark alone is a decimal part ("1,500 kg" in German is 1.5).
 */
function parse(int: string, sep: string | undefined, frac: string | undefined, decimal: ',' | '.'): number {
  const group = decimal === ',' ? /[.\u202f\u00a0 ]/g : /[,\u202f\u00a0 ]/g;
  const groups = int.split(/[,.\u202f\u00a0 ]/);
  const marks = int.match(/[,.]/g) ?? [];
  // "1,500" in a language whose decimal mark is the comma: one group after the mark, a decimal part
  if (sep === undefined && marks.length === 1 && marks[0] === decimal && groups.length === 2) return Number(`${groups[0]}.${groups[1]}`);
  const whole = Number(int.replace(group, '').replace(/[,.]/g, ''));
  return frac !== undefined ? Number(`${whole}.${frac}`) : whole;
}

/**
 * The words after a figure that say what it counts: its clause's words up to punctuation (at most
 * `max`), ending before a function word or another figure. When the clause goes on past them
 * ("14 hectáreas cerca | de Baeza", "25 Jahren schaue er zuerst | auf"), only the first word
 * counts: the rest belongs to the clause, not to the figure.
 */
function countedAfter(rest: string, max = 4): string | undefined {
  // a unit written with a slash is one unit ("38 µg/m³", "1.400 KBE/100 ml"), never "µg m"
  const perUnit = /^\s+(\p{L}[\p{L}°]*\/(?:\d+\s?)?\p{L}+[²³]?)(?![\p{L}\d])/u.exec(rest);
  if (perUnit) return perUnit[1];
  if (!/^\s+\p{L}/u.test(rest)) return undefined;
  const clause = /^[^,;:.!?…()«»"“”„—–\d]*/u.exec(rest)![0];
  const all = clause.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  const words: string[] = [];
  for (const w of all) {
    if (words.length && FUNCTION.test(w)) break;
    if (words.length >= max) break;
    words.push(w);
  }
  while (words.length && FUNCTION.test(words[words.length - 1]!)) words.pop();
  if (!words.length || FUNCTION.test(words[0]!)) return undefined;
  // what a figure counts is one word (a scale word is part of the number: "12 mil euros", "3 million dollars");
  // the words after it are the sentence going on ("4 millimetri valgono", "2 years since")
  return words.slice(0, ANY_SCALE.test(words[0]!) ? 2 : 1).join(' ');
}

/** an abbreviated scale and a currency sign after an amount ("2,4 tys. zł", "3 Mio. €", "1,5 mln zł", "2 Mrd. $"): one amount, its value scaled */
const SCALED_MONEY = /^\s?(tys\.|Tsd\.|Mio\.|Mrd\.|mln|mld)\s?(zł|€|\$|£)(?!\p{L})/u;
const SCALE: Record<string, number> = { 'tys.': 1e3, 'tsd.': 1e3, 'mio.': 1e6, mln: 1e6, 'mrd.': 1e9, mld: 1e9 };

/** Every figure written in digits in `text` (spelled numbers: see digitsIn first). */
export function figuresIn(text: string, language = 'en'): Figure[] {
  const percent = packOf(language)?.percent ?? ANY_PERCENT;
  const out: Figure[] = [];
  const decimal = packOf(language)?.decimalMark ?? '.';
  for (const m of text.matchAll(FIGURE)) {
    const [all, currency, minus, int, sep, frac, range, unit, minutes] = m;
    const at = m.index!;
    // a digit inside a word or a code ("B12", "v2", "UTC+10", "DIN 1988-200") or after a ratio's colon ("1:4") is no figure
    if (/[\p{L}\d]$|[\p{L}\d][+:/-]$/u.test(text.slice(0, at)) && !currency) continue;
    let value = parse(int!, sep, frac, decimal) * (minus ? -1 : 1);
    if (!Number.isFinite(value)) continue;
    const before = text.slice(0, at);
    const rest = text.slice(at + all.length);
    let kind: FigureKind;
    const prefix = currency?.trim() ?? '';
    let suffix = '';
    // "7.30" where the comma is the decimal mark (German, Polish, Italian ...) is a time of day, as is "18 h 45"
    const clock = sep === '.' && decimal === ',' && frac?.length === 2 && /^\d{1,2}$/.test(int!) && Number(int) <= 24 && Number(frac) < 60 && !unit && !range;
    if (minutes !== undefined || clock || /a\.?m\.?|p\.?m\.?|^h(?:\s?\d{2})?$|^uhr$/i.test(unit ?? '')) {
      kind = 'time';
      if (clock) value = Number(int);
    } else if (range || /^°/.test(unit ?? '')) {
      // a range ("2–3 mm", "18–22 °C") or a temperature: one figure, whole, and no stat (no single value counts something)
      kind = 'bare';
      if (unit) suffix = unit;
    } else if (!unit && !range && SCALED_MONEY.test(rest)) {
      // "2,4 tys. zł", "3 Mio. €": an amount, its scale and its currency, one figure
      const [scaled, word, cur] = SCALED_MONEY.exec(rest)!;
      kind = 'money';
      value *= SCALE[word!.toLowerCase()] ?? 1;
      suffix = cur!;
      const text = `${all}${scaled}`.trim();
      const counts = countedAfter(rest.slice(scaled.length));
      out.push({ text, value, kind, prefix, suffix, ...(counts ? { counts } : {}), at });
      continue;
    } else if (currency || /^(?:[€$£]|zł)$/.test(unit ?? '')) {
      kind = 'money';
      if (!currency) suffix = unit!;
    } else if (unit === '%' || (percent.test(rest.slice(0, 14)) && /^\s*\p{L}/u.test(rest) && new RegExp(`^\\s*(?:${percent.source})`, 'iu').test(rest))) {
      kind = 'percent';
      suffix = '%';
    } else if (unit?.toLowerCase() === 'k') {
      kind = 'count';
      value *= 1000;
    } else if (
      !frac &&
      !unit &&
      value > 0 &&
      value <= 120 &&
      (AGE_AFTER.test(rest) || AGE_BEFORE.test(before) || (/(?<!\p{L})mit\s*$/iu.test(before) && /^\s*jahren(?!\p{L})/iu.test(rest)) || (/,\s*$/.test(before) && /^\s*,/.test(rest) && /\p{Lu}\p{L}*[.]?\s*,\s*$/u.test(before)))
    ) {
      // "82 years old", "aged 82", "mit 29 Jahren", "Mr. Okafor, 82, ..." (a whole number without a unit)
      kind = 'age';
    } else if (IDENTIFIER_BEFORE.test(before)) {
      // "room 14", "bed 3", "flight 212": a number that names, not one that counts
      kind = 'bare';
    } else if (/^(1[5-9]|20)\d\d$/.test(int!) && !frac) {
      kind = 'year';
    } else if (!frac && !unit && value >= 1 && value <= 31 && monthAfter(rest)) {
      // "3 février", "9 marca": a day of a month
      kind = 'date';
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
