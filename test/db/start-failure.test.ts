import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { loadConfig, type Config } from '../../src/config.js';
import { createScratchDatabase, type ScratchDatabase } from '../../src/db/scratch.js';
import { openServices } from '../../src/services.js';
import { silentLog } from '../support/app.js';

// A start runs our migrations and pg-boss's set-up (its schema and queues) at once. When a
// migration fails, the start fails with that migration's name, and nothing it opened meanwhile
// stays connected: neither our pool nor pg-boss's (its supervisor would keep one open).
let scratch: ScratchDatabase;
let dataDir: string;
beforeAll(async () => {
  scratch = await createScratchDatabase(inject('databaseUrl'), 'cw_start_failure', { required: true });
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-start-failure-'));
});
afterAll(async () => {
  await scratch?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function sql(text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** connections to the scratch database other than the one asking */
async function otherConnections(): Promise<number> {
  const { rows } = await sql('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
  return rows[0].n;
}

it('a failed migration fails the start with its name and leaves no connection open; the next start migrates and starts', { timeout: 60_000 }, async () => {
  // a table of the first migration's name already there: that migration cannot run
  await sql('CREATE TABLE owners (squatter int)');
  const config: Config = { ...loadConfig({}), databaseUrl: scratch.url, dataDir, logLevel: 'silent' };
  await expect(openServices(config, { work: true, log: silentLog, poolSize: 2 })).rejects.toThrow(/^migration 001_[a-z0-9_]+\.sql failed: relation "owners" already exists$/);
  await expect.poll(otherConnections, { timeout: 5000 }).toBe(0);
  // nothing of the failed migration was kept
  expect((await sql("SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'api_keys'")).rows[0].n).toBe(0);

  await sql('DROP TABLE owners');
  const opened = await openServices(config, { work: true, log: silentLog, poolSize: 2 });
  try {
    expect((await sql("SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'api_keys'")).rows[0].n).toBe(1);
    // every queue set up: the dead letters' and one per job kind and task
    expect((await sql('SELECT count(*)::int AS n FROM pgboss.queue')).rows[0].n).toBeGreaterThan(10);
  } finally {
    await opened.close();
  }
  await expect.poll(otherConnections, { timeout: 5000 }).toBe(0);
});
