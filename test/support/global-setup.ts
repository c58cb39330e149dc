import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPool, migrate } from '../../src/db/database.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embedded.js';
import { createScratchDatabase } from '../../src/db/scratch.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * One database for the whole run: a fresh database created on DATABASE_URL's server (dropped
 * afterwards), or an embedded PostgreSQL in a throwaway directory when DATABASE_URL is unset.
 */
export default async function setup(project: TestProject) {
  // process tests run the compiled entry points (as npm start does): build dist/ once, up front
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
  let embedded: EmbeddedDatabase | undefined;
  let dir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-test-'));
    embedded = await startEmbeddedPostgres(dir);
    adminUrl = embedded.url;
  }
  const scratch = await createScratchDatabase(adminUrl, 'cw_test');
  const url = scratch.url;
  const pool = createPool(url, 2);
  await migrate(pool);
  await pool.end();
  project.provide('databaseUrl', url);

  return async () => {
    await scratch.drop();
    await embedded?.stop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  };
}
