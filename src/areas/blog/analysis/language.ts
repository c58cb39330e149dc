import { detectTextLanguage, type DetectedLanguage } from '../../../generation/language.js';

/** The site's language: the html `lang` attribute (primary subtag), else detected from its text. */
export function detectSiteLanguage(langAttribute: string | undefined, text: string): DetectedLanguage {
  const tag = /^([a-z]{2,3})(?:[-_][a-z0-9]{1,8})*$/i.exec(langAttribute?.trim() ?? '');
  if (tag && tag[1]!.toLowerCase() !== 'und') return { code: tag[1]!.toLowerCase(), source: 'markup' };
  return detectTextLanguage(text);
}
