// Worker thread that owns the espeak-ng WASM instance and the MP3 encoder: both are compiled
// once, when the thread starts, and reused for every job. Synthesis is CPU-bound, so it runs
// here rather than on the server's event loop. One job at a time; the main thread queues.
//
// Plain JavaScript on purpose: loading a TypeScript loader into the thread (Node 20 workers do
// not inherit the parent's) cost about 110 MB of RSS. The message types are in espeak-protocol.ts.
import { parentPort, workerData } from 'node:worker_threads';
import createESpeak from '@echogarden/espeak-ng-emscripten';
import { createMp3Encoder } from 'wasm-media-encoders';

const port = parentPort;
/** @type {import('./espeak-protocol.js').WorkerInit} */
const { control, bitrate } = workerData;

const espeak = await createESpeak();
const synth = new espeak.eSpeakNGWorker();
const sampleRate = synth.get_samplerate();
const encoder = await createMp3Encoder();

let floats = new Float32Array(8192);
/** @type {(at: number, count: number) => boolean} */
let onSamples = () => true;
// (samples pointer, sample count, events pointer) → 1 stops the synthesis
const callback = espeak.addFunction((ptr, count) => (onSamples(ptr >> 1, count) ? 1 : 0), 'iiii');

/**
 * @param {import('./espeak-protocol.js').SynthJob} job
 * @returns {import('./espeak-protocol.js').SynthReply}
 */
function run(job) {
  if (synth.set_voice(job.voice) !== 0) return { id: job.id, ok: false, aborted: false, error: `voice ${job.voice} is not available` };
  encoder.configure({ channels: 1, sampleRate, bitrate });
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  let samples = 0;
  let aborted = false;
  onSamples = (at, count) => {
    if (Atomics.load(control, 0) === job.id) return (aborted = true);
    if (count === 0) return false;
    if (floats.length < count) floats = new Float32Array(count);
    const pcm = espeak.HEAP16.subarray(at, at + count);
    const f = floats.subarray(0, count);
    for (let i = 0; i < count; i++) f[i] = pcm[i] / 32768;
    samples += count;
    const mp3 = encoder.encode([f]); // a view into the encoder's memory: copy it
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

port.on('message', (job) => {
  let reply;
  try {
    reply = run(job);
  } catch (err) {
    reply = { id: job.id, ok: false, aborted: false, error: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply, reply.ok ? [reply.audio.buffer] : []);
});
port.postMessage({ ready: true, sampleRate });
