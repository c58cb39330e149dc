import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EngineReady, SynthJob, SynthReply } from './espeak-protocol.js';
import { abortError } from './provider.js';

/** plain JavaScript, the same file from sources and from a build (see its header) */
const PROGRAM = new URL('./espeak-process.mjs', import.meta.url);
/** what the engine said on stderr last, for the message of a failed start */
const STDERR_KEEP = 2000;

/** Undefined when the speech engine's program is in place, else what is missing (for the operator's log). */
export function checkSpeechEngine(): string | undefined {
  const file = fileURLToPath(PROGRAM);
  return existsSync(file) ? undefined : `${file} not found`;
}

export interface EngineResult {
  reply: SynthReply;
  audio: Buffer;
}

interface Pending {
  job: SynthJob;
  signal?: AbortSignal;
  resolve(result: EngineResult): void;
  reject(err: Error): void;
  onAbort?: () => void;
}

/** Reads the frames of espeak-process.mjs (length, JSON header, `bytes` of audio) off its stdout. */
class FrameReader {
  private buf: Buffer = Buffer.alloc(0);
  constructor(private readonly onFrame: (header: SynthReply | EngineReady, audio: Buffer) => void) {}

  push(chunk: Buffer) {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    for (;;) {
      if (this.buf.length < 4) return;
      const len = this.buf.readUInt32BE(0);
      if (this.buf.length < 4 + len) return;
      const header = JSON.parse(this.buf.subarray(4, 4 + len).toString('utf8')) as SynthReply | EngineReady;
      const end = 4 + len + header.bytes;
      if (this.buf.length < end) return;
      const audio = Buffer.from(this.buf.subarray(4 + len, end)); // its own memory, not a view of the stream's
      this.buf = this.buf.subarray(end);
      this.onFrame(header, audio);
    }
  }
}

/**
 * The process-wide espeak-ng engine: one child process (espeak-process.mjs under the same node),
 * started on first use and holding the compiled WASM for as long as it lives. Jobs from every
 * request queue here, one at a time. An aborted job is dropped from the queue; one being
 * synthesized is stopped by ending the process (the next job starts a fresh one).
 */
export class EspeakEngine {
  private child: ChildProcessWithoutNullStreams | undefined;
  private ready: Promise<void> | undefined;
  private readonly queue: Pending[] = [];
  private running: Pending | undefined;
  private nextId = 1;

  constructor(private readonly bitrate: number) {}

  run(job: Omit<SynthJob, 'id'>, signal?: AbortSignal): Promise<EngineResult> {
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
      // synthesis is one synchronous call in the engine: ending the process is what stops it
      this.running = undefined;
      this.stop();
      this.finish(p, () => p.reject(abortError()));
      this.pump();
    }
  }

  private start(): Promise<void> {
    if (this.ready) return this.ready;
    const child = spawn(process.execPath, [fileURLToPath(PROGRAM), String(this.bitrate)], { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, NODE_OPTIONS: '' } });
    this.child = child;
    this.idle(child, true); // started for a job: it keeps the service's process alive until answered
    let said = '';
    child.stderr.on('data', (d: Buffer) => (said = (said + d.toString()).slice(-STDERR_KEEP)));
    child.stdin.on('error', () => undefined); // a dead engine is reported by its exit
    let up = false;
    let markUp: () => void = () => undefined;
    this.ready = new Promise<void>((resolve, reject) => {
      markUp = () => {
        up = true;
        resolve();
      };
      child.once('error', reject);
      child.once('exit', (code, sig) => reject(new Error(`speech engine exited with ${sig ?? `code ${code}`} while starting${said.trim() ? `: ${said.trim().split('\n').pop()}` : ''}`)));
    });
    this.ready.catch(() => undefined);
    const frames = new FrameReader((header, audio) => {
      if ('ready' in header) markUp();
      else this.settle(header, audio);
    });
    child.stdout.on('data', (d: Buffer) => frames.push(d));
    const gone = (err: Error) => {
      if (this.child !== child) return;
      this.child = undefined;
      this.ready = undefined;
      if (!up) return; // a start failure: pump() fails the jobs
      // the engine died mid-job: fail that job, start a fresh engine for the next one
      const running = this.running;
      this.running = undefined;
      if (running) this.finish(running, () => running.reject(err));
      this.pump();
    };
    child.on('error', gone);
    child.on('exit', (code, sig) => gone(new Error(`speech engine exited with ${sig ?? `code ${code}`}`)));
    return this.ready;
  }

  /** An idle engine does not keep the service's process alive; one at work does. */
  private idle(child: ChildProcessWithoutNullStreams, busy = false) {
    for (const s of [child.stdin, child.stdout, child.stderr] as unknown as Array<{ ref(): void; unref(): void }>) busy ? s.ref() : s.unref();
    if (busy) child.ref();
    else child.unref();
  }

  private pump() {
    if (this.running || this.queue.length === 0) return;
    const p = this.queue.shift()!;
    this.running = p;
    this.start().then(
      () => {
        if (this.running !== p || !this.child) return;
        this.idle(this.child, true);
        this.child.stdin.write(`${JSON.stringify(p.job)}\n`);
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

  private settle(reply: SynthReply, audio: Buffer) {
    const p = this.running;
    if (!p || p.job.id !== reply.id) return;
    this.running = undefined;
    if (this.child) this.idle(this.child);
    this.finish(p, () => p.resolve({ reply, audio }));
    this.pump();
  }

  private finish(p: Pending, settle: () => void) {
    if (p.onAbort) p.signal?.removeEventListener('abort', p.onAbort);
    settle();
  }

  /** Ends the engine's process if no job runs or waits (the next job starts another), resolving once it has exited; else nothing. */
  async releaseIfIdle(): Promise<void> {
    if (this.running || this.queue.length > 0) return;
    const child = this.child;
    this.stop();
    if (child && child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
  }

  /** Ends the engine's process now; the next job starts another. */
  private stop() {
    const child = this.child;
    this.child = undefined;
    this.ready = undefined;
    child?.kill('SIGKILL');
  }

  /** Fails what is queued and the running job, and ends the process. */
  async close() {
    for (const q of this.queue.splice(0)) this.finish(q, () => q.reject(new Error('speech engine closed')));
    const running = this.running;
    this.running = undefined;
    if (running) this.finish(running, () => running.reject(new Error('speech engine closed')));
    const child = this.child;
    this.stop();
    if (child && child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
  }
}
