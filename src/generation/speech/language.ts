import { detectTextLanguage } from '../language.js';
import type { SpeechLanguage } from './provider.js';
import { cutText } from '../writing/cut.js';

/**
 * The language a text is written in, among every language the service detects (English when
 * unsure): a Polish story is Polish, whether or not the chosen provider has a Polish voice
 * (the voice choice says so when it has none).
 */
export function detectLanguage(text: string): SpeechLanguage {
  return detectTextLanguage(cutText(text, 2000), { minLength: 12 }).code;
}
