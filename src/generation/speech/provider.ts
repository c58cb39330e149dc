/**
 * Text to speech. A provider turns text in one language into an encoded audio file; the
 * offline espeak-ng provider is the default, a hosted voice can implement the same interface.
 */

/** ISO 639-1 codes of the languages the service detects and speaks. */
export type SpeechLanguage = 'en' | 'fr' | 'es' | 'de' | 'it' | 'pt';

export interface SpeechFormat {
  /** file extension, without the dot */
  extension: string;
  mimeType: string;
}

export interface SpeechInput {
  text: string;
  language: SpeechLanguage;
}

export interface SpeechAudio {
  /** the encoded file (for example MP3) */
  audio: Buffer;
  durationSeconds: number;
}

export interface SpeechProvider {
  /** stable name; part of the cache key */
  readonly name: string;
  /** bumped whenever the voice or encoding settings change; part of the cache key */
  readonly version: string;
  readonly format: SpeechFormat;
  /** Rejects with an AbortError when `signal` aborts before the audio is complete. */
  synthesize(input: SpeechInput, signal?: AbortSignal): Promise<SpeechAudio>;
  /**
   * Optional: load whatever the provider loads on first use (an engine, voices) and exercise it
   * once, so the first real request is as fast as the later ones.
   */
  warm?(): Promise<void>;
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
