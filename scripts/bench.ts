/**
 * `npm run bench [-- section ...]`: runs the benchmark sections against a real server on
 * Postgres (DATABASE_URL, else an embedded one in a throwaway directory) and prints figures.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { createKey } from '../src/auth/keys.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connect.js';
import { createSpeechService } from '../src/generation/speech/index.js';
import type { BenchContext, BenchSection } from './bench/context.js';
import { sections } from './bench/sections.js';

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-bench-'));
const config = { ...loadConfig(), dataDir, rateLimitMax: 1_000_000_000, logLevel: 'silent' };
const database = await openDatabase(config, { migrate: true, poolSize: 20 });
const speech = createSpeechService(config);
const app = await buildApp({ config, db: database.db, logger: false, speech });
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const ctx: BenchContext = {
  baseUrl,
  app,
  db: database.db,
  pool: database.pool,
  config,
  speech,
  async owner() {
    const key = await createKey(database.db, `bench-${Date.now()}-${Math.random()}`, ['read', 'write']);
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
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
