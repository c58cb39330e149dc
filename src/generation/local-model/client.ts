import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Config } from '../../config.js';
import { ModelUnavailableError, type ModelClient, type ModelRequest } from '../model.js';
import type { FromChild, GenerateMessage, StartMessage } from './protocol.js';

/**
 * GENERATION_PROVIDER=local with LOCAL_MODEL_PATH: the operator's own GGUF file, run by
 * node-llama-cpp (llama.cpp's CPU build) in a child process, never in the API or worker process
 * itself. The child is forked on the first generation and loads the model once; generations run
 * one at a time (a queue here, one context sequence there), each answer held to its task's
 * schema by a grammar.
 *
 * The memory cap (LOCAL_MODEL_MAX_MEMORY_MB): the child's resident memory is read every quarter
 * second and the child killed once it passes the cap; the generation it ran fails with
 * ModelUnavailableError (the engine's offline writer then writes it) and the next one starts a
 * new child. The context size (LOCAL_MODEL_CONTEXT) is what bounds the memory a generation asks
 * for beyond the weights; the cap does not make a model fit, it stops one that does not.
 */

const HERE = fileURLToPath(import.meta.url);
/** src/ (tsx) or dist/ (built): child.ts or child.js beside this file */
const EXT = path.extname(HERE);
const CHILD = path.join(path.dirname(HERE), `child${EXT}`);
const MEMORY_POLL_MS = 250;

/** resident and peak resident memory of a process, in bytes (Linux's /proc; undefined elsewhere) */
function memoryOf(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return undefined;
  }
}

export interface LocalModelClient extends ModelClient {
  /** the child's pid while it runs */
  pid(): number | undefined;
  /** the highest resident memory any child reached, in bytes, as last read */
  peakRssBytes(): number;
}

interface Pending {
  resolve(answer: Extract<FromChild, { type: 'answer' }>): void;
  reject(err: Error): void;
}

export function localModelClient(opts: Config['localModel']): LocalModelClient {
  const modelPath = opts.path;
  if (!modelPath) throw new Error('LOCAL_MODEL_PATH is not set');
  const file: string = modelPath;
  const capBytes = opts.maxMemoryMb * 1024 * 1024;
  let child: ChildProcess | undefined;
  let ready: Promise<void> | undefined;
  let monitor: NodeJS.Timeout | undefined;
  let why: string | undefined;
  let peak = 0;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  function stopped(reason: string) {
    if (monitor) clearInterval(monitor);
    monitor = undefined;
    child = undefined;
    ready = undefined;
    for (const p of pending.values()) p.reject(new ModelUnavailableError(reason));
    pending.clear();
  }

  function spawnChild(): Promise<void> {
    why = undefined;
    const execArgv = EXT === '.ts' ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href.replace(/loader\.cjs$/, 'loader.mjs')] : [];
    const proc = fork(CHILD, [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, NODE_LLAMA_CPP_SKIP_DOWNLOAD: 'true' } });
    child = proc;
    monitor = setInterval(() => {
      if (!proc.pid) return;
      const memory = memoryOf(proc.pid);
      if (!memory) return;
      peak = Math.max(peak, memory.peak, memory.rss);
      if (memory.rss > capBytes && !why) {
        why = `the local model's process used ${Math.round(memory.rss / 1048576)} MB, over LOCAL_MODEL_MAX_MEMORY_MB=${opts.maxMemoryMb}, and was stopped`;
        proc.kill('SIGKILL');
      }
    }, MEMORY_POLL_MS);
    monitor.unref();
    return new Promise<void>((resolve, reject) => {
      proc.on('message', (message: FromChild) => {
        if (message.type === 'ready') resolve();
        else if (message.type === 'failed') {
          why = `the local model could not start: ${message.message}`;
          reject(new ModelUnavailableError(why));
        } else if (message.type === 'answer' || message.type === 'error') {
          const p = pending.get(message.id);
          pending.delete(message.id);
          if (!p) return;
          if (message.type === 'answer') p.resolve(message);
          else p.reject(new ModelUnavailableError(`the local model failed: ${message.message}`, message.tokens));
        }
      });
      proc.on('error', (err) => {
        why ??= `the local model's process could not run: ${err.message}`;
        reject(new ModelUnavailableError(why));
      });
      proc.on('exit', (code, signal) => {
        if (child === proc) {
          const reason = why ?? `the local model's process ended (${signal ?? `exit code ${code}`})`;
          stopped(reason);
          reject(new ModelUnavailableError(reason));
        }
      });
      const start: StartMessage = { type: 'start', enginePrefix: opts.engineDir, modelPath: file, contextSize: opts.contextSize, threads: opts.threads };
      proc.send(start);
    });
  }

  async function generate(request: ModelRequest) {
    if (closed) throw new ModelUnavailableError('the local model is closed');
    request.signal?.throwIfAborted();
    ready ??= spawnChild();
    await ready;
    // aborted while the child started
    request.signal?.throwIfAborted();
    const proc = child;
    if (!proc) throw new ModelUnavailableError(why ?? "the local model's process ended");
    const id = nextId++;
    const message: GenerateMessage = {
      type: 'generate',
      id,
      messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
      schema: request.schema,
      temperature: request.temperature,
      maxTokens: opts.maxTokens,
    };
    const answer = new Promise<Extract<FromChild, { type: 'answer' }>>((resolve, reject) => pending.set(id, { resolve, reject }));
    const onAbort = () => {
      proc.send({ type: 'abort', id });
      const p = pending.get(id);
      pending.delete(id);
      p?.reject(request.signal?.reason instanceof Error ? request.signal.reason : new Error('aborted'));
    };
    request.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      proc.send(message);
      const got = await answer;
      return { text: got.text, tokens: got.promptTokens + got.completionTokens };
    } finally {
      request.signal?.removeEventListener('abort', onAbort);
    }
  }

  return {
    label: 'the local model',
    complete(request) {
      // one generation at a time per process: the child answers in order, and a call waits its turn
      // here; one aborted while it waits leaves at once (its turn then passes without running)
      const run = queue.then(() => generate(request));
      queue = run.catch(() => undefined);
      const signal = request.signal;
      if (!signal) return run;
      return new Promise((resolve, reject) => {
        const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
        if (signal.aborted) return onAbort();
        signal.addEventListener('abort', onAbort, { once: true });
        run.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
      });
    },
    pid: () => child?.pid,
    peakRssBytes: () => peak,
    async close() {
      closed = true;
      const proc = child;
      if (!proc) return;
      why = 'the local model was closed';
      const gone = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
      proc.kill('SIGKILL');
      await gone;
    },
  };
}
