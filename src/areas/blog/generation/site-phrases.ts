import { packOf, PACKS } from '../../../generation/writing/packs/index.js';
import type { SitePhrases } from '../../../generation/writing/packs/index.js';

export type { ImageryKind, SitePhrases, VoiceTrait } from '../../../generation/writing/packs/index.js';

/** The site recap's sentences in a language (the language packs'; English for a language without one). */
export function sitePhrases(language: string): SitePhrases {
  return (packOf(language) ?? PACKS.en).site;
}

/** "A, B and C" in the given language. */
export function listOf(items: string[], language: string): string {
  try {
    return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}
