import { languageName } from '../language.js';
import { SpeechError, type SpeechLanguage, type SpeechProvider, type Voice } from './provider.js';

/** A voice name no provider of the service has (a request's `voice`). */
export class UnknownVoiceError extends SpeechError {}

export interface VoiceChoice {
  provider: SpeechProvider;
  voice: Voice;
  /** said when the voice is not the chosen provider's own for the language */
  warning?: string;
}

const english = (code: string) => `${languageName(code, 'en')} (${code})`;

/** Every voice of the providers (the chosen one's first), those speaking `language` when given. */
export function listVoices(providers: readonly SpeechProvider[], language?: SpeechLanguage): Voice[] {
  const all = providers.flatMap((p) => p.voices);
  return language ? all.filter((v) => v.languages.includes(language)) : all;
}

/**
 * The voice that reads a text in `language`: the requested one when named (a warning when it
 * does not speak the language); else the chosen provider's voice for the language; else the
 * fallback provider's (espeak-ng, with a warning); else, when no voice speaks it, the chosen
 * provider's English voice with a warning. Never a voice of another language without saying so.
 */
export function chooseVoice(providers: readonly SpeechProvider[], language: SpeechLanguage, requested?: string): VoiceChoice {
  const [primary] = providers;
  if (!primary) throw new SpeechError('no speech provider');
  if (requested) {
    const provider = providers.find((p) => p.voices.some((v) => v.name === requested));
    if (!provider) throw new UnknownVoiceError(`unknown voice "${requested}": GET /v1/voices lists them`);
    const voice = provider.voices.find((v) => v.name === requested)!;
    return voice.languages.includes(language) ? { provider, voice } : { provider, voice, warning: `the voice ${voice.name} speaks ${voice.languages.map(english).join(', ')}, not ${english(language)}: it reads the ${english(language)} text as asked` };
  }
  for (const [i, provider] of providers.entries()) {
    const voice = provider.voices.find((v) => v.languages.includes(language));
    if (!voice) continue;
    if (i === 0) return { provider, voice };
    return { provider, voice, warning: `the ${primary.name} speech provider has no ${english(language)} voice: ${provider.name}'s ${voice.name} reads it` };
  }
  const provider = providers.find((p) => p.voices.some((v) => v.languages.includes('en'))) ?? primary;
  const voice = provider.voices.find((v) => v.languages.includes('en')) ?? provider.voices[0]!;
  return { provider, voice, warning: `no voice speaks ${english(language)}: the English voice ${voice.name} reads it` };
}
