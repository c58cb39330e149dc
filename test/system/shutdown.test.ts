import { spawn } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/keys.js';
import { createDb, createPool, type Db } from '../../src/db/database.js';
import { scratchDatabase } from '../support/database.js';
import { alive, freePort, killTree, waitForHealth, waitForOutput, type Proc } from '../support/process.js';

// `npm start` itself, as an operator runs it: npm → sh -c → the server.

let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let pool: ReturnType<typeof createPool>;
let db: Db;
const procs: Proc[] = [];
beforeAll(async () => {
  scratch = await scratchDatabase('shutdown');
});
afterAll(async () => {
  for (const p of procs) killTree(p.child.pid);
  await pool?.end();
  await scratch.drop();
});

function npmStart(env: Record<string, string>): Proc {
  const child = spawn('npm', ['start'], {
    env: { ...process.env, LOG_LEVEL: 'info', SPEECH_WARMUP: 'false', DATABASE_URL: scratch.url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const proc = { child, output: () => out, exited };
  procs.push(proc);
  return proc;
}

/** The server's own pid, from its "listening" log line (pino writes it on every line). */
function serverPid(proc: Proc): number {
  const line = proc
    .output()
    .split('\n')
    .find((l) => l.includes('Server listening'))!;
  return JSON.parse(line).pid as number;
}

async function gone(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (alive(pid)) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

/** A POST whose body arrives slowly: the request is in flight until `finish` sends the rest. */
async function slowPost(port: number, apiKey: string) {
  const body = JSON.stringify({ title: 'Sent slowly', content: 'while the server is asked to stop' });
  const socket = net.connect({ host: '127.0.0.1', port });
  await new Promise((r) => socket.once('connect', r));
  let answer = '';
  socket.on('data', (d) => (answer += d));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  socket.on('error', () => undefined);
  socket.write(`POST /v1/anecdotes HTTP/1.1\r\nHost: 127.0.0.1\r\nx-api-key: ${apiKey}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body.slice(0, 10)}`);
  return { finish: () => socket.write(body.slice(10)), closed };
}

describe('SIGTERM to npm start', () => {
  it('sent to the npm process: the request in flight completes, then the server exits 0', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const proc = npmStart({ PORT: String(port), SHUTDOWN_TIMEOUT_SECONDS: '20' });
    await waitForHealth(`http://127.0.0.1:${port}`, proc, 90_000);
    pool = createPool(scratch.url, 2);
    db = createDb(pool);
    const key = await createKey(db, `shutdown-${Date.now()}`, ['read', 'write']);
    const pid = serverPid(proc);
    expect(pid).not.toBe(proc.child.pid);

    const slow = await slowPost(port, key.apiKey);
    proc.child.kill('SIGTERM'); // to npm, not to the server
    await waitForOutput(proc, 'shutting down', 10_000).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 1000));
    expect(alive(pid)).toBe(true); // still draining
    slow.finish();
    const answer = await slow.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
    expect(await gone(pid, 15_000)).toBe(true);
    expect(proc.output()).toMatch(/"msg":"stopped"/); // logged right before exit(0)
    expect(proc.output()).not.toMatch(/shutdown deadline passed/);
    const stored = await db.selectFrom('anecdotes').select('title').where('ownerId', '=', key.ownerId).execute();
    expect(stored.map((r) => r.title)).toEqual(['Sent slowly']);
  });

  it('sent to the server process: a request that never ends is cut at SHUTDOWN_TIMEOUT_SECONDS and the server exits 0', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const proc = npmStart({ PORT: String(port), SHUTDOWN_TIMEOUT_SECONDS: '2' });
    await waitForHealth(`http://127.0.0.1:${port}`, proc, 90_000);
    const key = await createKey(db, `shutdown-${Date.now()}`, ['read', 'write']);
    const pid = serverPid(proc);
    const stalled = await slowPost(port, key.apiKey); // never finished
    // the server must have read the request's head before the signal: a connection whose bytes
    // are still unread is idle to Node and is closed at once, not drained
    await new Promise((r) => setTimeout(r, 500));
    process.kill(pid, 'SIGTERM');
    expect(await gone(pid, 15_000)).toBe(true);
    await stalled.closed; // the server destroyed the connection
    expect(proc.output()).toMatch(/shutdown deadline passed/);
    expect(await proc.exited).toBe(0); // npm reports the server's exit code
  });
});
