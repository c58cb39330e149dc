/**
 * The offline writer's own words, per language: the language packs (packs/) seen as phrase
 * tables. A story in a language without a pack gets no framing line at all: only its own
 * sentences, its hashtags and labels without words.
 */
import { PACKS, packOf, type LanguagePack } from './packs/index.js';

export type { LanguagePack, Person, Phrases } from './packs/index.js';

/** The phrase table (the whole pack) of a language, or undefined when the writer has none. */
export function phrasesOf(language: string): LanguagePack | undefined {
  return packOf(language);
}

/** Cues of every language the writer knows, for text whose language is not known yet. */
export const ANY_CONTRAST = new RegExp(
  Object.values(PACKS)
    .map((t) => t.contrast.source)
    .join('|'),
  'iu',
);
export const ANY_LESSON = new RegExp(
  Object.values(PACKS)
    .map((t) => t.lessonCue.source)
    .join('|'),
  'iu',
);

/** A stable small number from a text, to vary wordings between stories. */
export function hashOf(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.codePointAt(0)!) >>> 0;
  return h;
}

/** The sentence without the connector it opens with, capitalized ("But one dentist wrote" → "One dentist wrote"). */
export function withoutConnector(text: string, language: string): string {
  const re = packOf(language)?.connector;
  if (!re?.test(text)) return text;
  const rest = text.replace(re, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

export function opensWithConnector(text: string, language: string): boolean {
  return Boolean(packOf(language)?.connector.test(text));
}
