/** Messages between the service (espeak.ts) and the espeak-ng process (espeak-process.mjs). */

/** One line on the process's stdin. */
export interface SynthJob {
  id: number;
  text: string;
  voice: string;
  /** speaking rate, 1 the voice's own (175 words a minute) */
  rate?: number;
}

/** A frame's header on the process's stdout; `bytes` of MP3 follow it. */
export type SynthReply =
  | {
      id: number;
      ok: true;
      samples: number;
      sampleRate: number;
      bytes: number;
      /** each word espeak-ng spoke: its position in the text (1-based, characters), its length, its first sample */
      words: Array<[number, number, number]>;
    }
  | { id: number; ok: false; error: string; bytes: 0 };

/** The first frame, once the engine is compiled and ready. */
export interface EngineReady {
  ready: true;
  sampleRate: number;
  bytes: 0;
}
