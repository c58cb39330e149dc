import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { ComponentRenderError, type ConsoleLine, type ElementNode } from './scene-renderer.js';

/** plain JavaScript, the same file from sources and from a build (see its header) */
const CHILD = fileURLToPath(new URL('./sandbox-child.mjs', import.meta.url));
/** preloaded into the child: one libuv pool thread (see its header) */
const THREADS = fileURLToPath(new URL('./sandbox-threads.cjs', import.meta.url));

export interface SandboxLimits {
  /** the whole render (every frame), killed past it */
  sceneMs: number;
  /** one frame (the component's code and the drawing), killed past it */
  frameMs: number;
  /** the child's memory: a hard cap on its data segment where prlimit exists, and a watchdog on its RSS */
  memoryBytes: number;
  maxElements: number;
}

interface SandboxLayer {
  name: string;
  /** compiled component (compileComponent) */
  script: string;
  props: Record<string, unknown>;
  /** the scene's slow zoom: scale grows by this share over the scene */
  drift?: number;
}

export interface SandboxJob {
  layers: SandboxLayer[];
  config: { id: string; width: number; height: number; fps: number; durationInFrames: number };
  scale: number;
  background: string;
  overlays?: (ElementNode | null)[];
  still?: { frame: number };
  /** draws the drifting layer's background inside it, as the component returned it (./drift.mjs lifts it out of the scaled layer otherwise): for comparisons */
  plainDrift?: boolean;
}

/** How children are walled in here, found once per process (the worker logs it at start). */
export interface Isolation {
  prefix: string[];
  network: 'unshared' | 'shared';
  memoryCap: 'prlimit' | 'watchdog only';
}

let isolation: Isolation | undefined;

function works(cmd: string[]): boolean {
  try {
    return spawnSync(cmd[0]!, [...cmd.slice(1), '/bin/true'], { stdio: 'ignore', timeout: 5000, env: {} }).status === 0;
  } catch {
    return false;
  }
}

const which = (name: string) => ['/usr/bin/', '/bin/', '/usr/sbin/', '/sbin/'].map((d) => d + name).find((f) => fs.existsSync(f));

/**
 * `unshare --net` (or, without privileges, `unshare --user --map-root-user --net`) where it works,
 * and `prlimit --data` where it exists: checked by running them once. Missing pieces leave the
 * child with the network or without a hard cap (the RSS watchdog still kills it); the log says so.
 */
export function detectIsolation(memoryBytes: number): Isolation {
  if (isolation) return isolation;
  const prefix: string[] = [];
  let network: Isolation['network'] = 'shared';
  let memoryCap: Isolation['memoryCap'] = 'watchdog only';
  const unshare = which('unshare');
  if (unshare) {
    for (const args of [['--net'], ['--user', '--map-root-user', '--net']]) {
      if (works([unshare, ...args, '--'])) {
        prefix.push(unshare, ...args, '--');
        network = 'unshared';
        break;
      }
    }
  }
  const prlimit = which('prlimit');
  // RLIMIT_AS cannot be used: WebAssembly reserves about 10 GB of address space per memory
  if (prlimit && works([prlimit, `--data=${memoryBytes}`, '--'])) {
    prefix.push(prlimit, `--data=${memoryBytes}`, '--');
    memoryCap = 'prlimit';
  }
  isolation = { prefix, network, memoryCap };
  return isolation;
}

const noImages: ImageResolver = async (src) => ({ refused: `the image ${src}, which this renderer cannot read (no image store)` });

function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * The host's answer to a component naming one of the project's own images (an OWN_IMAGE path):
 * its bytes, or why it is not drawn ("the image ..., which is not one of its owner's images").
 */
export type ImageResolver = (src: string) => Promise<{ data: Buffer } | { refused: string }>;

export interface SandboxResult {
  console: ConsoleLine[];
  png?: Buffer;
  peakRss: number;
}

/**
 * Runs one render in a fresh child: spawned with an empty environment, no network and a memory
 * cap where the machine allows them, killed past the scene's or a frame's time limit or its
 * memory. Raw RGBA frames go to `frames` (a scene); a still comes back as PNG bytes. Rejects
 * with a ComponentRenderError saying what happened (the child's own message, or the limit).
 * `images` answers the child's requests for the owner's own images (none without it); the
 * frame's time limit does not run while the host reads one.
 */
export function runSandbox(job: SandboxJob, limits: SandboxLimits, opts: { frames?: Writable; encoderInput?: Writable; onFrame?: (n: number) => void; signal?: AbortSignal; images?: ImageResolver } = {}): Promise<SandboxResult> {
  const iso = detectIsolation(limits.memoryBytes);
  // --expose-gc: the child collects each frame's buffer as soon as it is written (sandbox-child.mjs);
  // gc is the child's own host function, never given to the guest
  const argv = [...iso.prefix, process.execPath, '--max-old-space-size=192', '--expose-gc', '--require', THREADS, CHILD];
  // with `encoderInput` (ffmpeg's stdin pipe) the child writes its frames straight to the encoder
  const child = spawn(argv[0]!, argv.slice(1), { env: {}, stdio: ['ignore', opts.encoderInput ?? 'pipe', 'pipe', 'ipc'], cwd: '/' });
  // our copy of the encoder's input closes: the encoder sees the end when the child's does
  opts.encoderInput?.destroy();
  return new Promise<SandboxResult>((resolve, reject) => {
    let settled = false;
    let reason: string | undefined;
    let peak = 0;
    let reply: { kind: string; message?: string; console?: ConsoleLine[]; png?: string } | undefined;
    let stderr = '';
    const kill = (why: string) => {
      if (reason || settled) return;
      reason = why;
      child.kill('SIGKILL');
    };
    const startup = 10_000;
    const scene = setTimeout(() => kill(`took longer than ${Math.round(limits.sceneMs / 100) / 10} s`), limits.sceneMs + startup);
    let frame = setTimeout(() => kill(`spent longer than ${limits.frameMs} ms on one frame`), limits.frameMs + startup);
    const sampler = setInterval(() => {
      if (!child.pid) return;
      const rss = rssOf(child.pid);
      peak = Math.max(peak, rss);
      if (rss > limits.memoryBytes) kill(`used more than ${Math.round(limits.memoryBytes / 1048576)} MB`);
    }, 100);
    const onAbort = () => kill('was stopped');
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr = (stderr + d).slice(-2000)));
    if (opts.frames) child.stdout!.pipe(opts.frames);
    else child.stdout?.resume();
    // frames flowing out means the child is not stuck: a slow encoder (backpressure) is not the component's frame time
    const alive = () => {
      clearTimeout(frame);
      frame = setTimeout(() => kill(`spent longer than ${limits.frameMs} ms on one frame`), limits.frameMs);
    };
    child.stdout?.on('data', alive);
    const answerImage = async (src: string) => {
      clearTimeout(frame);
      const answer = await (opts.images ?? noImages)(String(src)).catch((err: Error) => ({ refused: `the image ${src}, which could not be read (${err.message})` }));
      if (settled || reason || !child.connected) return;
      alive();
      child.send('data' in answer ? { kind: 'image', src, data: answer.data.toString('base64') } : { kind: 'image', src, refused: answer.refused }, (err) => err && kill('could not be sent an image'));
    };
    child.on('message', (m: { kind: string; frame?: number; message?: string; console?: ConsoleLine[]; png?: string; src?: string }) => {
      if (m.kind === 'frame') {
        alive();
        opts.onFrame?.(m.frame! + 1);
      } else if (m.kind === 'image') void answerImage(m.src!);
      else reply = m;
    });
    const finish = (err?: Error, value?: SandboxResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(scene);
      clearTimeout(frame);
      clearInterval(sampler);
      opts.signal?.removeEventListener('abort', onAbort);
      if (err) reject(err);
      else resolve(value!);
    };
    child.on('error', (err) => finish(new ComponentRenderError(`could not start the render child: ${err.message}`)));
    child.on('exit', (code, signal) => {
      if (opts.signal?.aborted) return finish(opts.signal.reason instanceof Error ? opts.signal.reason : new ComponentRenderError('rendering was stopped'));
      if (reason) return finish(new ComponentRenderError(`rendering ${reason}`));
      if (reply?.kind === 'done' && code === 0) return finish(undefined, { console: reply.console ?? [], png: reply.png ? Buffer.from(reply.png, 'base64') : undefined, peakRss: peak });
      if (reply?.kind === 'error') return finish(Object.assign(new ComponentRenderError(reply.message ?? 'failed'), { console: reply.console ?? [] }));
      // killed by the memory cap (an allocation failed) or a crash: the child's own last words are not shown raw
      const oom = /out of memory|could not allocate|heap/i.test(stderr);
      finish(new ComponentRenderError(oom ? `ran out of memory (over ${Math.round(limits.memoryBytes / 1048576)} MB)` : `the render child stopped (${signal ?? `exit code ${code}`})`));
    });
    child.send(job);
  }).finally(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
}
