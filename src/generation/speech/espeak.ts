import { EspeakEngine } from './espeak-engine.js';
import { SpeechError, type SpeechAudio, type SpeechInput, type SpeechLanguage, type SpeechProvider, type Voice, type WordTiming } from './provider.js';

export { checkSpeechEngine } from './espeak-engine.js';

/**
 * espeak-ng's voice for each language the service detects (src/generation/language.ts), named
 * as espeak-ng names them; Tagalog has none.
 */
const VOICES: Record<SpeechLanguage, string> = {
  en: 'en-us',
  fr: 'fr',
  es: 'es',
  de: 'de',
  it: 'it',
  pt: 'pt',
  nl: 'nl',
  pl: 'pl',
  sv: 'sv',
  no: 'nb',
  da: 'da',
  fi: 'fi',
  tr: 'tr',
  ru: 'ru',
  uk: 'uk',
  cs: 'cs',
  ro: 'ro',
  hu: 'hu',
  el: 'el',
  ja: 'ja',
  zh: 'cmn',
  ko: 'ko',
  ar: 'ar',
  hi: 'hi',
  id: 'id',
  vi: 'vi',
  th: 'th',
  he: 'he',
  bg: 'bg',
  hr: 'hr',
  sr: 'sr',
  sk: 'sk',
  ms: 'ms',
  bn: 'bn',
  ur: 'ur',
  fa: 'fa',
  sw: 'sw',
};
/** the voices' names as requests give them: espeak-ng's own, prefixed (`espeak-en-us`) */
const ESPEAK_VOICES: Voice[] = Object.entries(VOICES).map(([language, v]) => ({ name: `espeak-${v}`, provider: 'espeak', languages: [language] }));
const BITRATE = 32;

let engine: EspeakEngine | undefined;
const sharedEngine = () => (engine ??= new EspeakEngine(BITRATE));

/**
 * What warm() speaks, once per language the exports mostly meet: long enough for the WASM
 * engine's optimizing compiler to take over (a one-word phrase leaves the first real anecdote
 * about 0.1 s slower), short enough to take well under a second.
 */
const WARMUP: Array<{ text: string; language: SpeechLanguage; voice: string }> = [
  {
    language: 'en',
    voice: 'espeak-en-us',
    text: 'The first call of the morning was with the investor. We had one week left, the product was almost ready, ' + 'and the team had learned a hard lesson about price. By the end of the meeting the contract was signed.',
  },
  {
    language: 'fr',
    voice: 'espeak-fr',
    text: "Le premier appel du matin était avec l'investisseur. Il nous restait une semaine, le produit était presque prêt, " + "et l'équipe avait appris une leçon sur le prix. À la fin de la réunion, le contrat était signé.",
  },
];

/** Offline text to speech: espeak-ng (WASM, in a process of its own) voices, encoded as 32 kbps mono MP3, with the words' timings. */
export class EspeakSpeechProvider implements SpeechProvider {
  readonly name = 'espeak';
  readonly version = `2-mp3-${BITRATE}k`;
  readonly format = { extension: 'mp3', mimeType: 'audio/mpeg' };
  readonly voices = ESPEAK_VOICES;

  async synthesize(input: SpeechInput, signal?: AbortSignal): Promise<SpeechAudio> {
    const voice = input.voice.replace(/^espeak-/, '');
    const text = speakable(input.text);
    const { reply, audio } = await sharedEngine().run({ text, voice, rate: input.rate }, signal);
    if (!reply.ok) throw new SpeechError(reply.error);
    const durationSeconds = reply.samples / reply.sampleRate;
    return { audio, durationSeconds, words: wordTimings(text, reply.words, reply.sampleRate, durationSeconds) };
  }

  /** Ends the shared engine's process (about 110 MB of RSS) unless a synthesis runs or waits; resolves once it has exited. */
  async release(): Promise<void> {
    await engine?.releaseIfIdle();
  }

  /** Starts the shared engine's process (compiling the WASM) and speaks a paragraph per voice. */
  async warm(): Promise<void> {
    for (const input of WARMUP) await this.synthesize(input);
  }
}

/**
 * The text's words (its whitespace-separated tokens, as the captions cut them) timed by the
 * word events espeak-ng reported (text position, length, first sample): a token starts with the
 * first event inside it ("40%" is two events, "L'équipe" one or two) and lasts until the next
 * token starts; one before a clause or sentence mark at most 0.09 s a letter (at least 0.25 s),
 * so that the pause after it is no word; the last until the audio ends. A token espeak-ng did
 * not speak ("—") takes no time.
 */
function wordTimings(text: string, events: Array<[number, number, number]>, sampleRate: number, duration: number): WordTiming[] {
  const chars = Array.from(text);
  const tokens: Array<{ from: number; to: number; start?: number }> = [];
  for (let i = 0; i < chars.length; i++) {
    if (/\s/.test(chars[i]!)) continue;
    const from = i;
    while (i < chars.length && !/\s/.test(chars[i]!)) i++;
    tokens.push({ from, to: i });
  }
  let t = 0;
  for (const [pos, , sample] of events) {
    const at = pos - 1;
    const token = tokens.find((k) => at >= k.from && at < k.to);
    if (token && token.start === undefined) token.start = sample / sampleRate;
  }
  const words: WordTiming[] = [];
  for (const [i, token] of tokens.entries()) {
    const raw = chars.slice(token.from, token.to).join('');
    const word = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}%'’]+$/gu, '') || raw;
    const start = Math.max(t, token.start ?? t);
    const next = tokens.slice(i + 1).find((k) => k.start !== undefined)?.start ?? duration;
    const end = token.start === undefined ? start : /[.!?;:,—–]["”’)]*$/.test(raw) ? Math.min(next, start + Math.max(0.25, 0.09 * word.length)) : next;
    words.push({ word, start: round3(start), end: round3(Math.max(start, end)) });
    t = Math.max(start, end);
  }
  return words;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

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
