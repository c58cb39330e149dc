import { EspeakEngine } from './espeak-engine.js';
import { SpeechError, type SpeechAudio, type SpeechInput, type SpeechLanguage, type SpeechProvider } from './provider.js';

export { checkSpeechEngine } from './espeak-engine.js';

/** espeak-ng voice for each language we detect. */
const VOICES: Record<SpeechLanguage, string> = { en: 'en-us', fr: 'fr', es: 'es', de: 'de', it: 'it', pt: 'pt' };
const BITRATE = 32;

let engine: EspeakEngine | undefined;
const sharedEngine = () => (engine ??= new EspeakEngine(BITRATE));

/**
 * What warm() speaks, once per language the exports mostly meet: long enough for the WASM
 * engine's optimizing compiler to take over (a one-word phrase leaves the first real anecdote
 * about 0.1 s slower), short enough to take well under a second.
 */
const WARMUP: Array<{ text: string; language: SpeechLanguage }> = [
  {
    language: 'en',
    text:
      'The first call of the morning was with the investor. We had one week left, the product was almost ready, ' +
      'and the team had learned a hard lesson about price. By the end of the meeting the contract was signed.',
  },
  {
    language: 'fr',
    text:
      "Le premier appel du matin était avec l'investisseur. Il nous restait une semaine, le produit était presque prêt, " +
      "et l'équipe avait appris une leçon sur le prix. À la fin de la réunion, le contrat était signé.",
  },
];

/** Offline text to speech: espeak-ng (WASM) voices, encoded as 32 kbps mono MP3. */
export class EspeakSpeechProvider implements SpeechProvider {
  readonly name = 'espeak-ng';
  readonly version = `1-mp3-${BITRATE}k`;
  readonly format = { extension: 'mp3', mimeType: 'audio/mpeg' };

  async synthesize(input: SpeechInput, signal?: AbortSignal): Promise<SpeechAudio> {
    const { reply, audio } = await sharedEngine().run({ text: speakable(input.text), voice: VOICES[input.language] }, signal);
    if (!reply.ok) throw new SpeechError(reply.error);
    return { audio, durationSeconds: reply.samples / reply.sampleRate };
  }

  /** Starts the shared engine's process (compiling the WASM) and speaks a paragraph per voice. */
  async warm(): Promise<void> {
    for (const input of WARMUP) await this.synthesize(input);
  }
}

/** Ends the shared engine's process (tests, shutdown). The next synthesis starts a new one. */
export async function closeEspeakEngine(): Promise<void> {
  await engine?.close();
}

/**
 * espeak-ng reads `[[...]]` as phoneme input; plain text is what we mean to speak. Control
 * characters are dropped too.
 */
function speakable(text: string): string {
  return text.replace(/\[\[/g, '[ [').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ');
}
