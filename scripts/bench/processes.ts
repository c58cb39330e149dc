import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { ended } from '../../test/support/process.js';

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

/** Spawns `node args...` with `env` and waits until GET base+readyPath answers 200 (polled every 10 ms). */
export async function startServer(args: string[], env: Record<string, string>, port: number, readyPath = '/health'): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (ended(child)) throw new Error(`server exited (${child.exitCode ?? child.signalCode}): ${err}`);
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
      if (ended(child)) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** What a slice of load measured on one server. */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
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
