import pg from 'pg';
import type { Config } from '../config.js';
import { createDb, createPool, migrate, type Db } from './database.js';
import { startEmbeddedPostgres } from './embedded.js';
import { isDatabaseUnavailable } from './outage.js';

export interface DatabaseHandle {
  url: string;
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded server under DATA_DIR; migrates when asked. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'dbTimeouts' | 'dbBootWaitSeconds'>>,
  opts: { migrate?: boolean; poolSize?: number; log?: (m: string) => void; warn?: (m: string) => void; settings?: Record<string, string> } = {},
): Promise<DatabaseHandle> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, opts.log);
  const url = config.databaseUrl ?? embedded!.url;
  if (config.databaseUrl) await waitForDatabase(url, config.dbBootWaitSeconds ?? 0, opts.warn ?? opts.log);
  const pool = createPool(url, opts.poolSize, config.dbTimeouts, opts.settings);
  const db = createDb(pool);
  try {
    if (opts.migrate) await migrateDatabase(url);
  } catch (err) {
    await db.destroy().catch(() => undefined);
    await embedded?.stop();
    throw err;
  }
  return {
    url,
    pool,
    db,
    async close() {
      await db.destroy().catch(() => undefined);
      await embedded?.stop();
    },
  };
}

/** Applies the migrations not applied yet to the database at `url` (see `migrate`). */
export async function migrateDatabase(url: string): Promise<void> {
  // migrations may run longer than any request statement: their own connection, unbounded
  const migrations = createPool(url, 1);
  await migrate(migrations).finally(() => migrations.end());
}

/** Name resolution that fails while a database host is not up yet (a container starting beside this one). */
const NOT_YET_RESOLVABLE = new Set(['ENOTFOUND', 'EAI_AGAIN']);

/**
 * Start-up beside a database that is not answering yet (both started at once, a restart): tries
 * again with backoff (0.25 s doubling to 5 s) for up to `seconds` (DB_BOOT_WAIT_SECONDS), saying
 * so on each try; then, or at once for an error that waiting cannot cure (a wrong password, a
 * missing database), fails with the cause.
 */
async function waitForDatabase(url: string, seconds: number, log?: (m: string) => void): Promise<void> {
  const until = Date.now() + seconds * 1000;
  let delay = 250;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (err) {
      const e = err as { code?: string; message?: string };
      const retryable = isDatabaseUnavailable(err) || NOT_YET_RESOLVABLE.has(e.code ?? '');
      const cause = e.message || e.code || String(err);
      if (!retryable) throw new Error(`the database refused the connection: ${cause}`);
      if (Date.now() + delay > until) throw new Error(`the database did not answer within ${seconds} s (DB_BOOT_WAIT_SECONDS): ${cause}`);
      log?.(`the database does not answer yet (${cause}); trying again in ${(delay / 1000).toFixed(2)} s`);
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, 5000);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
