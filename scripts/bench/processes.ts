import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** A server the bench started in a process of its own. */
export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** from spawn to the first 200 of `readyPath` */
  bootMs: number;
  /** resident set size of the process now, in MB (Linux /proc) */
  rssMb(): number;
  stop(): Promise<void>;
}

export function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc: clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Spawns `node args...` with `env` and waits until GET base+readyPath answers 200 (polled every 10 ms). */
export async function startServer(args: string[], env: Record<string, string>, port: number, readyPath = '/health'): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${err}`);
    try {
      const res = await fetch(base + readyPath);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 60_000) throw new Error(`server not ready in 60 s: ${err}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  const bootMs = performance.now() - started;
  return {
    child,
    base,
    bootMs,
    rssMb: () => rssMb(child.pid!),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** Load from a separate process: the autocannon CLI, JSON out. */
export async function autocannon(url: string, headers: Record<string, string>, seconds: number, connections = 10): Promise<LoadResult> {
  const cli = path.resolve('node_modules/autocannon/autocannon.js');
  const args = [cli, '-j', '-c', String(connections), '-d', String(seconds), ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]), url];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const code = await new Promise((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`autocannon exited ${code}: ${err}`);
  const r = JSON.parse(out);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
}

/** The top self-time entries of a V8 CPU profile (node --cpu-prof), idle and GC included. */
export function topOfProfile(file: string, n = 15): string[] {
  const prof = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(prof.nodes.map((nd) => [nd.id, nd]));
  const self = new Map<string, number>();
  let total = 0;
  prof.samples.forEach((id, i) => {
    const cf = byId.get(id)!.callFrame;
    const where = cf.url ? ` ${cf.url.replace(/.*node_modules\//, '').replace(/^file:\/\/.*?\/dist\//, 'dist/')}:${cf.lineNumber + 1}` : '';
    const key = `${cf.functionName || '(anonymous)'}${where}`;
    const dt = prof.timeDeltas[i] ?? 0;
    total += dt;
    self.set(key, (self.get(key) ?? 0) + dt);
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, t]) => `${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`);
}
