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

/** The language a text is written in (English when the text is too short to tell). */
export function detectTextLanguage(text: string): DetectedLanguage {
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
