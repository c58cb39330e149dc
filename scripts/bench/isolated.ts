import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { createKey } from '../../src/auth/keys.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/connect.js';
import { createScratchDatabase, type ScratchDatabase } from '../../src/db/scratch.js';
import { freePort } from '../../test/support/process.js';
import type { BenchContext } from './context.js';
import { startServer, type ServerProcess } from './processes.js';

/**
 * A server in a process of its own (`npm start`'s compiled entry) on a database of its own, so
 * that the bench process's workers never touch its jobs and its transaction counts are its own.
 */
export interface IsolatedServer {
  server: ServerProcess;
  /** the bench's own connection to the server's database (seeding, owners) */
  db: DatabaseHandle['db'];
  owner(): Promise<{ ownerId: string; headers: Record<string, string> }>;
  /** committed and rolled back transactions of the server's database so far (pg_stat_database) */
  transactions(): Promise<number>;
  stop(): Promise<void>;
}

export async function isolatedServer(ctx: BenchContext, label: string, env: Record<string, string>): Promise<IsolatedServer> {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
  const scratch: ScratchDatabase = await createScratchDatabase(ctx.databaseUrl, `cw_bench_${label}`, { required: true });
  let database: DatabaseHandle | undefined;
  let stats: pg.Client | undefined;
  try {
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: ctx.config.dataDir }, { migrate: true, poolSize: 4 });
    stats = new pg.Client({ connectionString: scratch.url });
    await stats.connect();
    const server = await startServer(['scripts/run.mjs', 'main'], { DATABASE_URL: scratch.url, DATA_DIR: ctx.config.dataDir, RATE_LIMIT_MAX: '1000000000', ...env }, await freePort());
    const { db } = database;
    const client = stats;
    const handle = database;
    return {
      server,
      db,
      async owner() {
        const key = await createKey(db, `bench-${label}-${Date.now()}-${Math.random()}`, ['read', 'write']);
        return { ownerId: key.ownerId, headers: { 'x-api-key': key.apiKey } };
      },
      async transactions() {
        await client.query('SELECT pg_stat_clear_snapshot()');
        const { rows } = await client.query<{ n: string }>('SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()');
        return Number(rows[0]!.n);
      },
      async stop() {
        await server.stop();
        await client.end().catch(() => undefined);
        await handle.close();
        await scratch.drop();
      },
    };
  } catch (err) {
    await stats?.end().catch(() => undefined);
    await database?.close();
    await scratch.drop();
    throw err;
  }
}
