import { PACKS } from '../packs/index.js';
import type { LanguagePack } from '../packs/types.js';

/**
 * Where a sentence ends, in every language the writer knows: the one rule both the story
 * analysis (analyze/clauses.ts) and the judges (quality/text.ts) cut text by.
 *
 * A sentence ends at . ! ? or … (closing quotes of any language after it: ” “ » « ’ ›), before a
 * capital, a digit, ¿ ¡, an opening quote („ “ « » ‚ ‹ ") or a dialogue dash. A full stop ends
 * none after an abbreviation of the language ("Mr.", "z. B.", "EE.", "p. ex."), after a capital
 * initial ("J. Smith", "M. Perrin"), before a figure after an abbreviation that announces one
 * ("No. 214", "ca. 40 kg", "ok. 7.30"), nor after an ordinal ("am 12. März", "im 3. OG").
 * An abbreviation that can close a sentence ("etc.", "usw.", "ecc.", "zł", "r.") does end one
 * before a capital. A list's number opening a line ("1. Retournement") ends none, nor does an
 * ellipsis after a function word ("passée de 2/10 à… 2/10."). Without a language, every pack's
 * abbreviations and function words count.
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "z.B" matches "z.B." and "z. B."; an entry in lower case also matches capitalized ("ca." / "Ca."). */
function abbreviationsRe(list: string[]): RegExp {
  const alternatives = [...new Set(list)]
    .sort((a, b) => b.length - a.length)
    .map((a) => {
      const body = a
        .split('.')
        .map((part) => escape(part.trim()))
        .join('\\.\\s?');
      const first = a.charAt(0);
      return first !== first.toUpperCase() ? `[${first}${first.toUpperCase()}]${body.slice(1)}` : body;
    });
  return new RegExp(`(?:^|[^\\p{L}\\p{N}.])(?:${alternatives.join('|')})\\.$`, 'u');
}

interface Rules {
  abbreviation: RegExp;
  /** the abbreviations of two parts or more ("z.B", "p. ex", "m.in") */
  spaced: RegExp;
  beforeNumber: RegExp;
  ordinal?: RegExp;
  /** short function words: an ellipsis after one suspends the sentence, it does not end it ("passée de 2/10 à… 2/10.") */
  functionWords: Set<string>;
}

const rulesOf = (packs: LanguagePack[]): Rules => ({
  abbreviation: abbreviationsRe(packs.flatMap((p) => p.abbreviations)),
  spaced: abbreviationsRe(packs.flatMap((p) => p.abbreviations.filter((a) => a.includes('.')))),
  beforeNumber: abbreviationsRe(packs.flatMap((p) => [...p.abbreviations, ...p.numberAbbreviations])),
  // without a language, no ordinal: "They were 12. Nobody ..." ends there in English
  ...(packs.length === 1 && packs[0]!.ordinalBefore ? { ordinal: packs[0]!.ordinalBefore } : {}),
  functionWords: new Set(packs.flatMap((p) => p.functionWords.map((w) => w.toLowerCase()))),
});

const ALL = rulesOf(Object.values(PACKS));
const BY_LANGUAGE = new Map(Object.entries(PACKS).map(([code, p]) => [code, rulesOf([p])]));

const count = (text: string, chars: string) => [...text].filter((c) => chars.includes(c)).length;

/**
 * Whether a quotation mark after a sentence's end mark closes a quote the sentence opened: the
 * same mark opens in one language and closes in another (« opens in French, closes German
 * »…«; “ opens in English, closes German „…“), so the sentence's own open quotes decide.
 */
function closesQuote(mark: string, sentence: string): boolean {
  switch (mark) {
    case '"':
      return count(sentence, '"') % 2 === 1;
    case '”':
      return count(sentence, '“„') > count(sentence, '”');
    case '“':
      return count(sentence, '„') > count(sentence, '“”');
    case '»':
      return count(sentence, '«') > count(sentence, '»');
    case '«':
      return count(sentence, '»') > count(sentence, '«');
    case '’':
      return count(sentence, '‘‚') > count(sentence, '’');
    case '›':
      return count(sentence, '‹') > count(sentence, '›');
    case ')':
      return count(sentence, '(') > count(sentence, ')');
    case ']':
      return count(sentence, '[') > count(sentence, ']');
    default:
      return false;
  }
}

/** what may open the next sentence: opening quotes of any language, then a capital, a digit, ¿ or ¡; or a dialogue dash */
const NEXT_OPENS = /^(?:["“„«»‘‚‹›([]\s?)*[\p{Lu}\p{N}¿¡]|^[—–]\s?[\p{Lu}¿¡]/u;

/** Whether the full stop that ends `before` ends the sentence, given what follows it. */
function fullStopEnds(before: string, after: string, rules: Rules): boolean {
  // a capital initial ("J. Smith", "M. Perrin") or an abbreviation of the language
  // (not a unit: "85–90 °C. Niente." ends there)
  if (/(?:^|[\s(„“"«»‘'])\p{Lu}\.$/u.test(before)) return false;
  if (rules.abbreviation.test(before)) return false;
  // the first letter of a spaced abbreviation ("z. B.", "z. T.")
  const part = /^\p{L}{1,3}\./u.exec(after)?.[0];
  if (part && rules.spaced.test(`${before} ${part}`)) return false;
  const figure = /^[\p{N}$€£]/u.test(after.replace(/^[\s"“„«»‘‚‹›(]+/u, ''));
  if (figure && rules.beforeNumber.test(before)) return false;
  // "am 12. März": a number's full stop before a word that makes it an ordinal
  if (rules.ordinal && /(?:^|[^\p{L}\p{N}.,])\d{1,4}\.$/u.test(before) && rules.ordinal.test(after.trimStart())) return false;
  return true;
}

/**
 * The sentences of one line (no line break inside), each ending with its own punctuation and
 * closing quote. `language`: the pack whose abbreviations and ordinals apply; all packs' without.
 */
export function splitLine(line: string, language?: string): string[] {
  const rules = (language && BY_LANGUAGE.get(language)) || ALL;
  const out: string[] = [];
  let start = 0;
  for (const m of line.matchAll(/[.!?…]+/gu)) {
    const at = m.index!;
    let end = at + m[0].length;
    // closing quotes after the mark: one right after it closes (a quote opened sentences ago too);
    // one after a space (French "verres. »", "propre ? »") only when a quote is open on the line
    // so far, by this sentence or one before it ("« Vous avez oublié, m'a-t-il dit. Pourquoi ? »");
    // else it opens the next ("max. « Qu'est-ce")
    for (;;) {
      const q = /^([\s\u00a0\u202f])?(["”“»«’›)\]])/u.exec(line.slice(end));
      if (!q || (q[1] && !closesQuote(q[2]!, line.slice(0, end)))) break;
      end += q[0].length;
    }
    const gap = /^\s+/u.exec(line.slice(end))?.[0];
    if (!gap) continue;
    const next = line.slice(end + gap.length);
    if (!NEXT_OPENS.test(next)) continue;
    if (m[0] === '.' && !fullStopEnds(line.slice(start, at + 1), next, rules)) continue;
    // a list's number opens its line ("1. Retournement : ..."): it ends no sentence
    if (m[0] === '.' && /^\s*\d{1,2}$/u.test(line.slice(start, at))) continue;
    // an ellipsis after a function word holds the sentence in suspense ("de 2/10 à… 2/10."): it goes on
    if (/…|\.\.\./u.test(m[0]) && rules.functionWords.has(/([\p{L}'’]+)$/u.exec(line.slice(start, at))?.[1]?.toLowerCase() ?? '')) continue;
    out.push(line.slice(start, end));
    start = end + gap.length;
  }
  out.push(line.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

/** Whether a quote is still open at the end of `text`: « » (and German » «), „ “/”, “ ”, ‹ › and straight quotes. */
export function quoteOpen(text: string): boolean {
  const stack: string[] = [];
  const closes: Record<string, string[]> = { '«': ['»'], '»': ['«'], '‹': ['›'], '›': ['‹'], '“': ['„', '“'], '”': ['„', '“'], '"': ['"'] };
  for (const c of text) {
    if (!'«»‹›„“”"'.includes(c)) continue;
    const top = stack[stack.length - 1];
    if (top !== undefined && closes[c]?.includes(top)) stack.pop();
    else if (c !== '”') stack.push(c);
  }
  return stack.length > 0;
}

/**
 * Sentences as lines a reader sees apart (a short's beats, a post's paragraphs): a quote that
 * goes on in the next sentence ("„Dwóch." "I jeden to mój brat”.") stays in one line with it.
 */
export function withWholeQuotes(sentences: string[]): string[] {
  const out: string[] = [];
  let current = '';
  for (const s of sentences) {
    current = current ? `${current} ${s}` : s;
    if (!quoteOpen(current)) {
      out.push(current);
      current = '';
    }
  }
  if (current) out.push(current);
  return out;
}

/** A line of a list ("- humidity: 78%", "• one", "2. Clean the bench", "3) Call back"): the story analysis marks it, a post keeps one item a line. */
// (marks: a dash, a bullet, an arrow or a check, an emoji bullet, "1.", "1)", "a)", "iv.")
export const LIST_ITEM = /^\s*(?:[-–•*▪▸►→✓✔]|\p{Extended_Pictographic}\uFE0F?|\d{1,2}[.)]|[a-z]\)|(?:i{1,3}|iv|vi{0,3}|ix|x)[.)])\s/u;
