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
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  opts: { migrate?: boolean; poolSize?: number; log?: (m: string) => void } = {},
): Promise<DatabaseHandle> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, opts.log);
  const url = config.databaseUrl ?? embedded!.url;
  const pool = createPool(url, opts.poolSize);
  const db = createDb(pool);
  try {
    if (opts.migrate) await migrate(pool);
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
