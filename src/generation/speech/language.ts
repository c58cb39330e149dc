import { franc } from 'franc-min';
import type { SpeechLanguage } from './provider.js';

/** franc's ISO 639-3 codes of the languages we speak, mapped to ISO 639-1. */
const SPOKEN: Record<string, SpeechLanguage> = { eng: 'en', fra: 'fr', spa: 'es', deu: 'de', ita: 'it', por: 'pt' };
const CANDIDATES = Object.keys(SPOKEN);

/** Below this many characters a trigram guess is noise; such texts are spoken in the default language. */
const MIN_LENGTH = 12;

export const DEFAULT_LANGUAGE: SpeechLanguage = 'en';

/** The language a text is written in, among those the service speaks (English when unsure). */
export function detectLanguage(text: string): SpeechLanguage {
  const code = franc(text.slice(0, 2000), { only: CANDIDATES, minLength: MIN_LENGTH });
  return SPOKEN[code] ?? DEFAULT_LANGUAGE;
}
