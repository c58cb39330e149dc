import type { QualityPack } from '../quality-types.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { pl } from './pl.js';

export type { QualityPack } from '../quality-types.js';

/** What the quality gate knows of each language the offline writer writes in (the languages of packs/index.ts). */
export const QUALITY_PACKS = { en, fr, es, de, pl, it } satisfies Record<string, QualityPack>;

/** The quality pack of a language, or undefined for a language the writer has no pack for (its checks of one language then do not run). */
export function qualityPackOf(language: string | undefined): QualityPack | undefined {
  return language !== undefined && Object.hasOwn(QUALITY_PACKS, language) ? QUALITY_PACKS[language as keyof typeof QUALITY_PACKS] : undefined;
}

/** One list taken from every pack, each word once (in pack order): the words of a detector that runs on a text of any language. */
export function merged(pick: (pack: QualityPack) => readonly string[] | undefined): string[] {
  return [...new Set(Object.values(QUALITY_PACKS).flatMap((pack) => pick(pack) ?? []))];
}

/** One list of every pack, as the alternatives of a regular expression ("and|et|y|und|i|oraz|e"). */
export const alternatives = (pick: (pack: QualityPack) => readonly string[] | undefined): string => merged(pick).join('|');
