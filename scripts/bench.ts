/**
 * `npm run bench [-- section ...]`: runs the benchmark sections against a real server on
 * Postgres and prints figures: a throwaway database created on DATABASE_URL's server (dropped
 * afterwards; the database DATABASE_URL names is never written), else an embedded Postgres in a
 * throwaway directory.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { createKey } from '../src/auth/keys.js';
import { loadConfig } from '../src/config.js';
import { createScratchDatabase } from '../src/db/scratch.js';
import { openServices } from '../src/services.js';
import type { BenchContext, BenchSection } from './bench/context.js';
import { sections } from './bench/sections.js';

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-bench-'));
const given = loadConfig();
const scratch = given.databaseUrl ? await createScratchDatabase(given.databaseUrl, 'cw_bench') : undefined;
const config = { ...given, databaseUrl: scratch?.url, dataDir, rateLimitMax: 1_000_000_000, logLevel: 'silent' };
const opened = await openServices(config, { work: true, poolSize: 20 });
const { db } = opened.services;
const app = await buildApp({ ...opened.services, logger: false });
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const ctx: BenchContext = {
  baseUrl,
  databaseUrl: opened.databaseUrl,
  app,
  db,
  services: opened.services,
  config,
  speech: opened.services.speech,
  async owner() {
    const key = await createKey(db, `bench-${Date.now()}-${Math.random()}`, ['read', 'write']);
    return { ownerId: key.ownerId, headers: { 'x-api-key': key.apiKey } };
  },
};

const chosen: BenchSection[] = wanted.length ? sections.filter((s) => wanted.includes(s.name)) : sections;
console.log(`bench on ${os.cpus().length} cores, node ${process.version}, ${config.databaseUrl ? 'DATABASE_URL' : 'embedded Postgres'}`);
try {
  for (const section of chosen) {
    console.log(`\n## ${section.name}: ${section.title}`);
    await section.run(ctx);
  }
} finally {
  await app.close();
  await opened.close();
  await scratch?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
