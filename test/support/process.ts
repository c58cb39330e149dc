import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const TSX = path.resolve('node_modules/.bin/tsx');

/** The process entry points run as `npm start`, `npm run worker` and `npm run cli` do: compiled, with plain node. */
const ENTRIES: Record<string, string> = { 'src/main.ts': 'main', 'src/worker.ts': 'worker', 'src/cli.ts': 'cli' };

/** The command that runs `script`: an entry point through scripts/run.mjs (dist/, rebuilt when stale), anything else with tsx. */
function commandFor(script: string, args: string[]): [string, string[]] {
  const entry = ENTRIES[script];
  return entry ? [process.execPath, [path.resolve('scripts/run.mjs'), entry, ...args]] : [TSX, [script, ...args]];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Whether a spawned process has ended: with an exit code, or killed by a signal (its exitCode stays null then). */
export function ended(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

export interface Proc {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function start(script: string, args: string[], env: Record<string, string | undefined>): Proc {
  const [command, argv] = commandFor(script, args);
  const child = spawn(command, argv, { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/** Runs a command to completion: exit code and combined output. */
export async function runToEnd(script: string, args: string[], env: Record<string, string | undefined>) {
  const p = start(script, args, env);
  const code = await p.exited;
  return { code, output: p.output() };
}

/** Waits until the process has printed `text`; fails at once, with what it printed, if it exits first. */
export async function waitForOutput(proc: Proc, text: string, ms = 90_000): Promise<void> {
  const until = Date.now() + ms;
  while (!proc.output().includes(text)) {
    if (ended(proc.child)) throw new Error(`process exited (${proc.child.exitCode ?? proc.child.signalCode}) before printing "${text}":\n${proc.output()}`);
    if (Date.now() > until) throw new Error(`process did not print "${text}" in ${ms} ms:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function waitForHealth(base: string, proc: Proc, ms = 90_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (ended(proc.child)) throw new Error(`server exited early:\n${proc.output()}`);
    try {
      const res = await fetch(`${base}/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${proc.output()}`);
}

/**
 * Kills a spawned process and every process under it, children first: tsx (and npm) run the
 * script as a process of their own, which a signal to the wrapper alone would leave running.
 */
export function killTree(pid: number | undefined, signal: NodeJS.Signals = 'SIGKILL'): void {
  if (!pid) return;
  let children: number[] = [];
  try {
    children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((l) => Number(l.trim()))
      .filter((n) => n > 0);
  } catch {
    // ps exits 1 when there are none
  }
  for (const c of children) killTree(c, signal);
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

/** Whether a process with this pid still exists (signal 0 only checks). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
