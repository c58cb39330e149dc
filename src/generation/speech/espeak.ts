import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SynthJob, SynthReply, WorkerInit, WorkerReady } from './espeak-protocol.js';
import { abortError, SpeechError, type SpeechAudio, type SpeechInput, type SpeechLanguage, type SpeechProvider } from './provider.js';

/** espeak-ng voice for each language we detect. */
const VOICES: Record<SpeechLanguage, string> = { en: 'en-us', fr: 'fr', es: 'es', de: 'de', it: 'it', pt: 'pt' };
const BITRATE = 32;
/** plain JavaScript, the same file from sources and from a build (see its header) */
const WORKER = new URL('./espeak-worker.mjs', import.meta.url);

/** Undefined when the speech engine's worker script is in place, else what is missing (for the operator's log). */
export function checkSpeechEngine(): string | undefined {
  const file = fileURLToPath(WORKER);
  return existsSync(file) ? undefined : `${file} not found`;
}

interface Pending {
  job: SynthJob;
  signal?: AbortSignal;
  resolve(reply: SynthReply): void;
  reject(err: Error): void;
  onAbort?: () => void;
}

/**
 * The process-wide espeak-ng engine: one worker thread, started on first use, holding the
 * compiled WASM for the life of the process. Jobs from every request queue here, one at a time.
 * An aborted job is dropped from the queue, or stopped mid-synthesis through shared memory.
 */
class EspeakEngine {
  private worker: Worker | undefined;
  private ready: Promise<void> | undefined;
  private readonly control = new Int32Array(new SharedArrayBuffer(4));
  private readonly queue: Pending[] = [];
  private running: Pending | undefined;
  private nextId = 1;

  run(job: Omit<SynthJob, 'id'>, signal?: AbortSignal): Promise<SynthReply> {
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise((resolve, reject) => {
      const p: Pending = { job: { ...job, id: this.nextId++ }, signal, resolve, reject };
      if (signal) {
        p.onAbort = () => this.abandon(p);
        signal.addEventListener('abort', p.onAbort, { once: true });
      }
      this.queue.push(p);
      this.pump();
    });
  }

  private abandon(p: Pending) {
    const queued = this.queue.indexOf(p);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      p.reject(abortError());
    } else if (this.running === p) {
      Atomics.store(this.control, 0, p.job.id); // the worker stops at its next audio chunk
    }
  }

  private start(): Promise<void> {
    if (this.ready) return this.ready;
    const init: WorkerInit = { control: this.control, bitrate: BITRATE };
    const worker = new Worker(WORKER, { workerData: init });
    worker.unref();
    this.worker = worker;
    let up = false;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.once('message', () => {
        up = true;
        resolve();
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`speech worker exited with code ${code} while starting`)));
    });
    worker.on('message', (msg: SynthReply | WorkerReady) => {
      if ('id' in msg) this.settle(msg);
    });
    const gone = (err: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.ready = undefined;
      if (!up) return; // a start failure: pump() fails the jobs
      // the thread died mid-job: fail that job, start a fresh thread for the next one
      const running = this.running;
      this.running = undefined;
      if (running) this.finish(running, () => running.reject(err));
      this.pump();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`speech worker exited with code ${code}`)));
    return this.ready;
  }

  private pump() {
    if (this.running || this.queue.length === 0) return;
    const p = this.queue.shift()!;
    this.running = p;
    this.start().then(
      () => {
        if (this.running !== p) return;
        this.worker!.ref(); // keep the process alive while work is in flight
        this.worker!.postMessage(p.job);
      },
      (err: Error) => {
        if (this.running !== p) return;
        this.running = undefined;
        this.finish(p, () => p.reject(new Error(`speech engine failed to start: ${err.message}`)));
        // fail fast what is queued too: the engine cannot start
        for (const q of this.queue.splice(0)) this.finish(q, () => q.reject(new Error(`speech engine failed to start: ${err.message}`)));
      },
    );
  }

  private settle(reply: SynthReply) {
    const p = this.running;
    if (!p || p.job.id !== reply.id) return;
    this.running = undefined;
    this.worker?.unref();
    this.finish(p, () => p.resolve(reply));
    this.pump();
  }

  private finish(p: Pending, settle: () => void) {
    if (p.onAbort) p.signal?.removeEventListener('abort', p.onAbort);
    settle();
  }

  /** Fails what is queued and stops the thread (its exit fails the running job). */
  async close() {
    for (const q of this.queue.splice(0)) this.finish(q, () => q.reject(new Error('speech engine closed')));
    await this.worker?.terminate();
  }
}

let engine: EspeakEngine | undefined;
const sharedEngine = () => (engine ??= new EspeakEngine());

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
    const reply = await sharedEngine().run({ text: speakable(input.text), voice: VOICES[input.language] }, signal);
    if (!reply.ok) throw reply.aborted ? abortError() : new SpeechError(reply.error);
    return {
      audio: Buffer.from(reply.audio.buffer, reply.audio.byteOffset, reply.audio.byteLength),
      durationSeconds: reply.samples / reply.sampleRate,
    };
  }

  /** Starts the shared engine's thread (compiling the WASM) and speaks a paragraph per voice. */
  async warm(): Promise<void> {
    for (const input of WARMUP) await this.synthesize(input);
  }
}

/** Stops the shared engine's thread (tests, shutdown). The next synthesis starts a new one. */
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
