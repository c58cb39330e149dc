import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * An ffmpeg run that could not start or did not succeed. `message` says why in words an API
 * user may read (it ends up in a job's warnings): no binary path, no file path. `detail` has
 * what only the operator should see (the binary, ffmpeg's last log lines), for the logs.
 */
class FfmpegError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

const require = createRequire(import.meta.url);

/**
 * The ffmpeg binary: `configured` (FFMPEG_PATH) when set, else the one shipped inside the
 * @ffmpeg-installer/ffmpeg package for this platform. Resolved when first needed, so that a
 * platform without a binary only fails the renders, not the server.
 */
export function ffmpegBinary(configured?: string): string {
  if (configured) return configured;
  try {
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch (err) {
    throw new FfmpegError('video rendering is not available on this server', `no ffmpeg binary for this platform (${typeof err === 'string' ? err : (err as Error).message}); set FFMPEG_PATH`);
  }
}

const checks = new Map<string, Promise<string>>();

/**
 * Whether ffmpeg runs here: resolves with its version line, or rejects with an FfmpegError
 * (the operator's detail in `detail`). Checked once per binary and process: a worker checks at
 * start (a clear log line), and a B-roll job before it renders, so that a missing ffmpeg fails
 * the job at once with a message an API user can read.
 */
export function checkFfmpeg(configured?: string): Promise<string> {
  let binary: string;
  try {
    binary = ffmpegBinary(configured);
  } catch (err) {
    return Promise.reject(err);
  }
  let check = checks.get(binary);
  if (!check) {
    check = new Promise<string>((resolve, reject) => {
      const child = spawn(binary, ['-hide_banner', '-version'], { stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 });
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
      child.on('error', (err) => reject(new FfmpegError('video rendering is not available on this server', `ffmpeg could not be started (${binary}): ${err.message}`)));
      child.on('exit', (code) => {
        const version = out.split('\n')[0]?.trim() ?? '';
        if (code === 0 && version.startsWith('ffmpeg')) resolve(version);
        else reject(new FfmpegError('video rendering is not available on this server', `${binary} -version exited with code ${code}: ${version.slice(0, 200)}`));
      });
    });
    checks.set(binary, check);
  }
  return check;
}

export interface FfmpegResult {
  /** the process's peak resident memory (VmHWM), in kB; 0 where /proc is not available */
  peakRssKb: number;
}

/** VmHWM (peak RSS) of a running process from /proc, in kB. */
function peakRss(pid: number): number {
  try {
    const m = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

let prlimitPath: string | null | undefined;
/** prlimit(1), where the machine has it (found once): it caps a child's data segment. */
function prlimit(): string | undefined {
  if (prlimitPath === undefined) prlimitPath = ['/usr/bin/prlimit', '/bin/prlimit'].find((f) => existsSync(f)) ?? null;
  return prlimitPath ?? undefined;
}

/**
 * Runs ffmpeg with `args` (no shell). Resolves when it exits 0; otherwise rejects with an
 * FfmpegError carrying the last lines of its log. `signal` kills it (a superseded run). `stdin`
 * is piped to its standard input (raw frames); `onInput` is handed that input instead (its pipe can
 * be given to another process, so that frames never pass through this one). `limits` holds it
 * to a render's limits: killed past `timeoutMs` (an FfmpegError saying so), its data segment
 * capped at `memoryBytes` by prlimit where the machine has it (an allocation past it fails ffmpeg).
 */
export function runFfmpeg(binary: string, args: string[], opts: { cwd?: string; signal?: AbortSignal; stdin?: NodeJS.ReadableStream; onInput?: (input: Writable) => void; limits?: { timeoutMs?: number; memoryBytes?: number } } = {}): Promise<FfmpegResult> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) return reject(opts.signal.reason ?? new FfmpegError('ffmpeg run aborted'));
    const piped = Boolean(opts.stdin || opts.onInput);
    const argv = [binary, '-hide_banner', ...(piped ? [] : ['-nostdin']), '-y', ...args];
    const cap = opts.limits?.memoryBytes && prlimit();
    // prlimit execs ffmpeg in its own process: the pid (and its memory) is ffmpeg's
    if (cap) argv.unshift(cap, `--data=${opts.limits!.memoryBytes}`, '--');
    const child = spawn(argv[0]!, argv.slice(1), { cwd: opts.cwd, stdio: [piped ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let timedOut = false;
    const deadline = opts.limits?.timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          child.kill('SIGKILL');
        }, opts.limits.timeoutMs)
      : undefined;
    if (piped) {
      // frames piped in (raw video): ffmpeg closing its input early must not crash the writer
      child.stdin!.on('error', () => undefined);
      if (opts.stdin) opts.stdin.pipe(child.stdin!);
      else opts.onInput!(child.stdin!);
    }
    let log = '';
    let peak = 0;
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (d: string) => {
      log = (log + d).slice(-8000);
    });
    const sample = () => {
      if (child.pid) peak = Math.max(peak, peakRss(child.pid));
    };
    const timer = setInterval(sample, 100);
    const onAbort = () => child.kill('SIGKILL');
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => {
      clearInterval(timer);
      clearTimeout(deadline);
      opts.signal?.removeEventListener('abort', onAbort);
    };
    child.on('error', (err) => {
      done();
      reject(new FfmpegError('video rendering is not available on this server', `ffmpeg could not be started (${binary}): ${err.message}`));
    });
    child.on('exit', (code, signal) => {
      done();
      if (opts.signal?.aborted) return reject(opts.signal.reason ?? new FfmpegError('ffmpeg run aborted'));
      if (code === 0) return resolve({ peakRssKb: peak });
      if (timedOut) return reject(new FfmpegError(`rendering failed: ffmpeg took longer than ${Math.round(opts.limits!.timeoutMs! / 1000)} s`));
      const tail = log
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .slice(-3)
        .join(' | ');
      reject(new FfmpegError(`rendering failed: ffmpeg ${signal ? `was killed by ${signal}` : `exited with code ${code}`}`, tail || undefined));
    });
    // sample as soon as it runs too: short runs may end before the first tick
    setImmediate(sample);
  });
}

export interface MediaInfo {
  durationSeconds: number;
  width: number;
  height: number;
  videoCodec: string;
  fps: number;
}

/**
 * Reads a media file's duration, video codec, resolution and frame rate from `ffmpeg -i`
 * (the package ships no ffprobe). Rejects when the file has no video stream.
 */
export async function probe(binary: string, file: string): Promise<MediaInfo> {
  const log = await new Promise<string>((resolve, reject) => {
    const child = spawn(binary, ['-hide_banner', '-nostdin', '-i', file], { stdio: ['ignore', 'ignore', 'pipe'] });
    let out = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (d: string) => (out += d));
    child.on('error', (err) => reject(new FfmpegError(`ffmpeg could not be started (${binary}): ${err.message}`)));
    child.on('exit', () => resolve(out)); // "-i" alone always exits 1 ("no output file")
  });
  const d = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(log);
  const v = /Stream #\S+.*?: Video: (\w+).*?, (\d{2,5})x(\d{2,5})/.exec(log);
  if (!d || !v) throw new FfmpegError(`${file} is not a readable video: ${log.split('\n').filter(Boolean).slice(-1)[0] ?? 'no output'}`);
  const fps = /, (\d+(?:\.\d+)?) fps/.exec(log);
  return {
    durationSeconds: Number(d[1]) * 3600 + Number(d[2]) * 60 + Number(d[3]),
    videoCodec: v[1]!,
    width: Number(v[2]),
    height: Number(v[3]),
    fps: fps ? Number(fps[1]) : 0,
  };
}

/**
 * Escapes a value for an ffmpeg filter option (`key=value` inside a filtergraph): first the
 * option level (`\`, `'`, `:`), then the graph level (`\`, `'`, `[`, `]`, `,`, `;`).
 */
export function filterValue(value: string): string {
  const option = value.replace(/[\\':]/g, (c) => `\\${c}`);
  return option.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
}
