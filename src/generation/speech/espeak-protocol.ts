/** Messages between the main thread (espeak.ts) and the speech worker thread (espeak-worker.mjs). */

export interface SynthJob {
  id: number;
  text: string;
  voice: string;
}

export type SynthReply =
  | { id: number; ok: true; audio: Uint8Array; samples: number; sampleRate: number }
  | { id: number; ok: false; aborted: boolean; error: string };

/** Sent once, when the engine is compiled and ready. */
export interface WorkerReady {
  ready: true;
  sampleRate: number;
}

export interface WorkerInit {
  /** control[0] holds the id of a job the main thread wants abandoned */
  control: Int32Array;
  bitrate: 32 | 48 | 64;
}
