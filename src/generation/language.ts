import { franc } from '../on-demand.js';
import { cutText } from './writing/cut.js';

/**
 * Language detection, one way for the whole service: speech (which voice speaks an anecdote),
 * blog analysis (a site's language) and articles (a topic's language) all ask here.
 */

/** franc's ISO 639-3 codes mapped to the ISO 639-1 codes the service answers. */
const ISO1: Record<string, string> = {
  eng: 'en',
  fra: 'fr',
  spa: 'es',
  deu: 'de',
  ita: 'it',
  por: 'pt',
  nld: 'nl',
  pol: 'pl',
  swe: 'sv',
  nob: 'no',
  dan: 'da',
  fin: 'fi',
  tur: 'tr',
  rus: 'ru',
  ukr: 'uk',
  ces: 'cs',
  ron: 'ro',
  hun: 'hu',
  ell: 'el',
  jpn: 'ja',
  cmn: 'zh',
  kor: 'ko',
  arb: 'ar',
  hin: 'hi',
  ind: 'id',
  vie: 'vi',
  tha: 'th',
  heb: 'he',
  bul: 'bg',
  hrv: 'hr',
  srp: 'sr',
  slk: 'sk',
  zlm: 'ms',
  ben: 'bn',
  urd: 'ur',
  pes: 'fa',
  tgl: 'tl',
  swh: 'sw',
};
const ISO3 = Object.fromEntries(Object.entries(ISO1).map(([three, one]) => [one, three])) as Record<string, string>;

const DEFAULT_LANGUAGE = 'en';

export interface DetectedLanguage {
  /** ISO 639-1 */
  code: string;
  /** markup: a document's lang attribute; text: guessed from the text; default: nothing told */
  source: 'markup' | 'text' | 'default';
}

/**
 * Function words (and letters) of common languages, to tell short texts apart. A letter only
 * tips a tie of words: many languages share é or ó, so letters alone decide nothing.
 */
const SHORT_TEXT_CUES: Record<string, { words: Set<string>; letters?: RegExp }> = {
  en: { words: new Set('the a an to how why what when for of and in on with your my our we you is are do does best guide vs'.split(' ')) },
  fr: { words: new Set('le la les un une des du de et pour comment pourquoi quoi quand son sa ses votre vos notre nos en au aux est sont avec sur où ce cette'.split(' ')), letters: /[éèêàçùœ]/i },
  es: { words: new Set('el la los las un una unos de del y para cómo por qué cuándo tu tus su sus con en es son nuestro nuestra'.split(' ')), letters: /[ñ¿¡áíóú]/i },
  de: { words: new Set('der die das ein eine und für wie warum was wann mit zu im in ist sind ihr ihre unser man den dem vom zum'.split(' ')), letters: /[äöüß]/i },
  it: { words: new Set('il lo gli un una di del della dei e per come perché quando con in è sono nostro nostra vostro ho ha'.split(' ')), letters: /[àèìòù]/i },
  pt: { words: new Set('o os a as um uma de do da dos das e para como por que quando com em na no é são nosso nossa seu sua'.split(' ')), letters: /[ãõâêôç]/i },
};

function shortTextLanguage(text: string, among: readonly string[] | undefined): string | undefined {
  const tokens = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  const scores = Object.entries(SHORT_TEXT_CUES)
    .filter(([code]) => !among || among.includes(code))
    .map(([code, cue]) => {
      const words = tokens.filter((w) => cue.words.has(w)).length;
      return { code, words, score: words + (cue.letters?.test(text) ? 0.5 : 0) };
    });
  scores.sort((a, b) => b.score - a.score);
  const [best, next] = scores;
  return best && best.words > 0 && best.score > (next?.score ?? 0) ? best.code : undefined;
}

export interface DetectOptions {
  /** ISO 639-1 codes the answer must be one of (the default language answers otherwise) */
  among?: readonly string[];
  /** below this many characters trigrams are not trusted (default 20) */
  minLength?: number;
}

/**
 * The language a text is written in: trigram statistics (franc) for running text; for a short
 * text such as a title or a topic, where trigrams mislead, function words and letters decide
 * first. English when nothing tells.
 */
export function detectTextLanguage(text: string, { among, minLength = 20 }: DetectOptions = {}): DetectedLanguage {
  // function words decide a title or a topic; past a short paragraph trigrams are surer (a
  // Polish paragraph has Portuguese-looking "na" and "do" in it)
  const short = text.length < (among ? 200 : 100) ? shortTextLanguage(text, among) : undefined;
  if (short) return { code: short, source: 'text' };
  const only = among?.map((c) => ISO3[c]).filter((c): c is string => c !== undefined);
  const code = ISO1[franc()(cutText(text, 5000), { minLength, ...(only ? { only } : {}) })];
  return code && (!among || among.includes(code)) ? { code, source: 'text' } : { code: DEFAULT_LANGUAGE, source: 'default' };
}

/** The language's own name for itself ("français"), for guidelines written in that language. */
export function languageName(code: string, inLanguage = code): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
