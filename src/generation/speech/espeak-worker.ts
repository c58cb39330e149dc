/**
 * Worker thread that owns the espeak-ng WASM instance and the MP3 encoder: both are compiled
 * once, when the thread starts, and reused for every job. Synthesis is CPU-bound, so it runs
 * here rather than on the server's event loop. One job at a time; the main thread queues.
 */
import { parentPort, workerData } from 'node:worker_threads';
import createESpeak from '@echogarden/espeak-ng-emscripten';
import { createMp3Encoder } from 'wasm-media-encoders';

export interface SynthJob {
  id: number;
  text: string;
  voice: string;
}

export type SynthReply =
  | { id: number; ok: true; audio: Uint8Array; samples: number; sampleRate: number }
  | { id: number; ok: false; aborted: boolean; error: string };

export interface WorkerInit {
  /** control[0] holds the id of a job the main thread wants abandoned */
  control: Int32Array;
  bitrate: 32 | 48 | 64;
}

const port = parentPort!;
const { control, bitrate } = workerData as WorkerInit;

const espeak = await createESpeak();
const synth = new espeak.eSpeakNGWorker();
const sampleRate = synth.get_samplerate();
const encoder = await createMp3Encoder();

let floats = new Float32Array(8192);
let onSamples: (at: number, count: number) => boolean = () => true;
// (samples pointer, sample count, events pointer) → 1 stops the synthesis
const callback = espeak.addFunction((ptr, count) => (onSamples(ptr >> 1, count) ? 1 : 0), 'iiii');

function run(job: SynthJob): SynthReply {
  if (synth.set_voice(job.voice) !== 0) return { id: job.id, ok: false, aborted: false, error: `voice ${job.voice} is not available` };
  encoder.configure({ channels: 1, sampleRate, bitrate });
  const chunks: Uint8Array[] = [];
  let size = 0;
  let samples = 0;
  let aborted = false;
  onSamples = (at, count) => {
    if (Atomics.load(control, 0) === job.id) return (aborted = true);
    if (count === 0) return false;
    if (floats.length < count) floats = new Float32Array(count);
    const pcm = espeak.HEAP16.subarray(at, at + count);
    const f = floats.subarray(0, count);
    for (let i = 0; i < count; i++) f[i] = pcm[i]! / 32768;
    samples += count;
    const mp3 = encoder.encode([f]);
    if (mp3.length > 0) {
      chunks.push(mp3.slice());
      size += mp3.length;
    }
    return false;
  };
  synth.synth_(job.text, callback);
  const tail = encoder.finalize().slice();
  if (aborted) return { id: job.id, ok: false, aborted: true, error: 'aborted' };
  if (samples === 0) return { id: job.id, ok: false, aborted: false, error: 'espeak-ng produced no audio' };
  chunks.push(tail);
  size += tail.length;
  // one buffer of its own (never a pooled one), so it can be transferred without copying
  const audio = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    audio.set(c, at);
    at += c.length;
  }
  return { id: job.id, ok: true, audio, samples, sampleRate };
}

port.on('message', (job: SynthJob) => {
  let reply: SynthReply;
  try {
    reply = run(job);
  } catch (err) {
    reply = { id: job.id, ok: false, aborted: false, error: (err as Error).message ?? String(err) };
  }
  port.postMessage(reply, reply.ok ? [reply.audio.buffer as ArrayBuffer] : []);
});
port.postMessage({ ready: true, sampleRate });
