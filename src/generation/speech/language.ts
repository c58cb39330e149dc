import { detectTextLanguage } from '../language.js';
import type { SpeechLanguage } from './provider.js';
import { cutText } from '../writing/cut.js';

/** The languages the speech provider has voices for. */
const SPOKEN: readonly SpeechLanguage[] = ['en', 'fr', 'es', 'de', 'it', 'pt'];

/** The language a text is written in, among those the service speaks (English when unsure). */
export function detectLanguage(text: string): SpeechLanguage {
  return detectTextLanguage(cutText(text, 2000), { among: SPOKEN, minLength: 12 }).code as SpeechLanguage;
}
