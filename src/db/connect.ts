import type pg from 'pg';
import type { Config } from '../config.js';
import { createDb, createPool, migrate, type Db } from './database.js';
import { startEmbeddedPostgres } from './embedded.js';

export interface DatabaseHandle {
  url: string;
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded server under DATA_DIR; migrates when asked. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'dbTimeouts'>>,
  opts: { migrate?: boolean; poolSize?: number; log?: (m: string) => void } = {},
): Promise<DatabaseHandle> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, opts.log);
  const url = config.databaseUrl ?? embedded!.url;
  const pool = createPool(url, opts.poolSize, config.dbTimeouts);
  const db = createDb(pool);
  try {
    if (opts.migrate) {
      // migrations may run longer than any request statement: their own connection, unbounded
      const migrations = createPool(url, 1);
      await migrate(migrations).finally(() => migrations.end());
    }
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
