// The espeak-ng engine as a program of its own: a child process started by espeak.ts, talking
// over stdin and stdout. espeak-ng (this WASM build of it) is GPL-3.0: it runs here, in a
// separate process the service only sends text to and reads audio from, never inside the
// service's process or its threads. The WASM engine and the MP3 encoder are compiled once, when
// the process starts, and reused for every job, one at a time.
//
// stdin: one job a line, JSON ({ id, text, voice, rate? }).
// stdout: frames, each a 4-byte big-endian header length, the header (JSON: the reply without its
// audio, plus `bytes`), then `bytes` bytes of MP3. The first frame is { ready, sampleRate }.
// Anything else the engine prints goes to stderr, so stdout carries only frames.
//
// Plain JavaScript on purpose: it starts with bare node, no TypeScript loader (about 110 MB of
// RSS). The message types are in espeak-protocol.ts.
import { createInterface } from 'node:readline';
import { Buffer } from 'node:buffer';

// the emscripten module prints through console.log: keep stdout for frames
for (const level of ['log', 'info', 'debug']) console[level] = (...args) => console.error(...args);

const { default: createESpeak } = await import('@echogarden/espeak-ng-emscripten');
const { createMp3Encoder } = await import('wasm-media-encoders');

const bitrate = Number(process.argv[2] ?? 32);
const espeak = await createESpeak();
const synth = new espeak.eSpeakNGWorker();
const sampleRate = synth.get_samplerate();
const encoder = await createMp3Encoder();

/** @param {object} header @param {Uint8Array} [audio] */
function send(header, audio) {
  const json = Buffer.from(JSON.stringify({ ...header, bytes: audio?.length ?? 0 }));
  const len = Buffer.alloc(4);
  len.writeUInt32BE(json.length);
  process.stdout.write(audio ? Buffer.concat([len, json, audio]) : Buffer.concat([len, json]));
}

let floats = new Float32Array(8192);
/** @type {(at: number, count: number) => boolean} */
let onSamples = () => true;
/** @type {Array<[number, number, number]>} word events of the job running: text position (1-based), length, first sample */
let words = [];
/** espeak_EVENT on wasm32: type, unique id, text position, length, audio position (ms), sample, user data, id (8 bytes) */
const EVENT_INTS = 9;
const EVENT_WORD = 1;
// (samples pointer, sample count, events pointer) → 1 stops the synthesis
const callback = espeak.addFunction((ptr, count, events) => {
  for (let e = events >> 2; espeak.HEAP32[e] !== 0; e += EVENT_INTS) {
    if (espeak.HEAP32[e] === EVENT_WORD) words.push([espeak.HEAP32[e + 2], espeak.HEAP32[e + 3], espeak.HEAP32[e + 5]]);
  }
  return onSamples(ptr >> 1, count) ? 1 : 0;
}, 'iiii');

/** @param {import('./espeak-protocol.js').SynthJob} job */
function run(job) {
  if (synth.set_voice(job.voice) !== 0) return { reply: { id: job.id, ok: false, error: `voice ${job.voice} is not available` } };
  // espeak-ng's rate is in words a minute (default 175, 80 to 450)
  synth.set_rate(Math.round(175 * (job.rate ?? 1)));
  encoder.configure({ channels: 1, sampleRate, bitrate });
  /** @type {Uint8Array[]} */
  const chunks = [];
  let samples = 0;
  words = [];
  onSamples = (at, count) => {
    if (count === 0) return false;
    if (floats.length < count) floats = new Float32Array(count);
    const pcm = espeak.HEAP16.subarray(at, at + count);
    const f = floats.subarray(0, count);
    for (let i = 0; i < count; i++) f[i] = pcm[i] / 32768;
    samples += count;
    const mp3 = encoder.encode([f]); // a view into the encoder's memory: copy it
    if (mp3.length > 0) chunks.push(mp3.slice());
    return false;
  };
  synth.synth_(job.text, callback);
  chunks.push(encoder.finalize().slice());
  if (samples === 0) return { reply: { id: job.id, ok: false, error: 'espeak-ng produced no audio' } };
  return { reply: { id: job.id, ok: true, samples, sampleRate, words }, audio: Buffer.concat(chunks) };
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
lines.on('line', (line) => {
  if (!line.trim()) return;
  let job;
  try {
    job = JSON.parse(line);
    const { reply, audio } = run(job);
    send(reply, audio);
  } catch (err) {
    send({ id: job?.id ?? 0, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
// the service went away: so does the engine
lines.on('close', () => process.exit(0));
send({ ready: true, sampleRate });
