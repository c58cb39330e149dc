import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { pl } from './pl.js';
import type { LanguagePack } from './types.js';
import type { ArticlePhrases } from './article-types.js';

export type { LanguagePack, Person, Phrases } from './types.js';

/** The languages the offline writer writes in: adding one is adding its pack here. */
export const PACKS = { en, fr, es, de, pl, it } satisfies Record<string, LanguagePack>;
type WriterLanguage = keyof typeof PACKS;

/** The pack of a language, or undefined when the writer has none (it then adds no words of its own). */
export function packOf(language: string): LanguagePack | undefined {
  return Object.hasOwn(PACKS, language) ? PACKS[language as WriterLanguage] : undefined;
}
/** The phrases of an article's language (English for a language without a pack). */
export function articlePhrases(language: string): ArticlePhrases {
  return (packOf(language) ?? PACKS.en).article;
}
export type { ArticlePhrases, SectionPurpose, TopicKind, TopicParts } from './article-types.js';
export type { ImageryKind, SitePhrases, VoiceTrait } from './site-types.js';
