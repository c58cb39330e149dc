import { franc } from 'franc-min';

/** franc's ISO 639-3 codes mapped to the ISO 639-1 codes the recap uses. */
const ISO1: Record<string, string> = {
  eng: 'en', fra: 'fr', spa: 'es', deu: 'de', ita: 'it', por: 'pt', nld: 'nl', pol: 'pl', swe: 'sv', nob: 'no',
  dan: 'da', fin: 'fi', tur: 'tr', rus: 'ru', ukr: 'uk', ces: 'cs', ron: 'ro', hun: 'hu', ell: 'el', jpn: 'ja',
  cmn: 'zh', kor: 'ko', arb: 'ar', hin: 'hi', ind: 'id', vie: 'vi', tha: 'th', heb: 'he', bul: 'bg', hrv: 'hr',
  srp: 'sr', slk: 'sk', zlm: 'ms', ben: 'bn', urd: 'ur', pes: 'fa', tgl: 'tl', swh: 'sw',
};

export const DEFAULT_LANGUAGE = 'en';

export interface DetectedLanguage {
  code: string;
  /** markup: the page's lang attribute; text: guessed from the text; default: neither said anything */
  source: 'markup' | 'text' | 'default';
}

/** The site's language: the html `lang` attribute (primary subtag), else detected from its text. */
export function detectSiteLanguage(langAttribute: string | undefined, text: string): DetectedLanguage {
  const tag = /^([a-z]{2,3})(?:[-_][a-z0-9]{1,8})*$/i.exec(langAttribute?.trim() ?? '');
  if (tag && tag[1]!.toLowerCase() !== 'und') return { code: tag[1]!.toLowerCase(), source: 'markup' };
  return detectTextLanguage(text);
}

/** Function words (and letters) of the languages the local composers write, to tell short texts apart. */
const SHORT_TEXT_CUES: Record<string, { words: Set<string>; letters?: RegExp }> = {
  en: { words: new Set('the a an to how why what when for of and in on with your my our we you is are do does best guide vs'.split(' ')) },
  fr: { words: new Set('le la les un une des du de et pour comment pourquoi quoi quand son sa ses votre vos notre nos en au aux est sont avec sur où ce cette'.split(' ')), letters: /[éèêàçùœ]/i },
  es: { words: new Set('el la los las un una unos de del y para cómo por qué cuándo tu tus su sus con en es son nuestro nuestra'.split(' ')), letters: /[ñ¿¡áíóú]/i },
  de: { words: new Set('der die das ein eine und für wie warum was wann mit zu im in ist sind ihr ihre unser man den dem vom zum'.split(' ')), letters: /[äöüß]/i },
};

function shortTextLanguage(text: string): string | undefined {
  const tokens = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  const scores = Object.entries(SHORT_TEXT_CUES).map(([code, cue]) => ({
    code,
    score: tokens.filter((w) => cue.words.has(w)).length + (cue.letters?.test(text) ? 1.5 : 0),
  }));
  scores.sort((a, b) => b.score - a.score);
  return scores[0]!.score > 0 && scores[0]!.score > scores[1]!.score ? scores[0]!.code : undefined;
}

/**
 * The language a text is written in: trigram statistics (franc) for running text; for a short
 * text such as a topic, where trigrams mislead, function words and letters decide first.
 * English when nothing tells.
 */
export function detectTextLanguage(text: string): DetectedLanguage {
  const short = text.length < 200 ? shortTextLanguage(text) : undefined;
  if (short) return { code: short, source: 'text' };
  const code = ISO1[franc(text.slice(0, 5000), { minLength: 20 })];
  return code ? { code, source: 'text' } : { code: DEFAULT_LANGUAGE, source: 'default' };
}

/** The language's own name for itself ("français"), for guidelines written in that language. */
export function languageName(code: string, inLanguage = code): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
