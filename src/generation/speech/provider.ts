/**
 * Text to speech. A provider turns text into an encoded audio file with one of its voices; the
 * offline espeak-ng provider is the default and speaks every language the service detects,
 * Debian's festival speaks English more smoothly, and any OpenAI-compatible speech server can
 * be used (SPEECH_PROVIDER; see speech/index.ts).
 */

/** ISO 639-1 code of a language the service detects (src/generation/language.ts). */
export type SpeechLanguage = string;

export interface SpeechFormat {
  /** file extension, without the dot */
  extension: string;
  mimeType: string;
}

/** A voice a provider offers, and the languages it speaks. */
export interface Voice {
  /** unique among the providers of a service (what a request names) */
  name: string;
  /** the provider that speaks it: espeak, festival, openai */
  provider: string;
  languages: SpeechLanguage[];
}

export interface SpeechInput {
  text: string;
  language: SpeechLanguage;
  /** one of the provider's voices (the service chooses it) */
  voice: string;
  /** speaking rate: 1 the voice's own, 0.5 half as fast, 2 twice */
  rate?: number;
}

/** A spoken word: seconds from the start of its audio. */
export interface WordTiming {
  word: string;
  start: number;
  end: number;
}

export interface SpeechAudio {
  /** the encoded file (for example MP3) */
  audio: Buffer;
  durationSeconds: number;
  /** when the provider tells where each word is spoken */
  words?: WordTiming[];
}

export interface SpeechProvider {
  /** stable name; part of the cache key */
  readonly name: string;
  /** bumped whenever the voice or encoding settings change; part of the cache key */
  readonly version: string;
  readonly format: SpeechFormat;
  /** every voice it has */
  readonly voices: readonly Voice[];
  /** Rejects with an AbortError when `signal` aborts before the audio is complete. */
  synthesize(input: SpeechInput, signal?: AbortSignal): Promise<SpeechAudio>;
  /**
   * Optional: load whatever the provider loads on first use (an engine, voices) and exercise it
   * once, so the first real request is as fast as the later ones.
   */
  warm?(): Promise<void>;
  /**
   * Optional: end what first use loaded (an engine's process) if nothing is being synthesized
   * or waiting (resolving once it is gone); the next synthesis loads it again.
   */
  release?(): Promise<void>;
}

/** Thrown (as a rejection) when a synthesis is abandoned because its signal aborted. */
export function abortError(): Error {
  return new DOMException('The synthesis was aborted', 'AbortError');
}

export function isAbortError(err: unknown): boolean {
  return (err as { name?: string } | null)?.name === 'AbortError';
}

/** An expected synthesis failure whose message is safe to show to the owner (in the export manifest). */
export class SpeechError extends Error {
  override readonly name = 'SpeechError';
}
