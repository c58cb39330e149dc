import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../../src/db/scratch.js';
import { fmt, percentile, type BenchSection } from './context.js';
import { bootViaNpm } from './anecdotes.js';
import { startServer } from './processes.js';
import { freePort } from '../../test/support/process.js';
import { fileURLToPath } from 'node:url';

const BUNDLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/bundle');

const RUNS = Number(process.env.BENCH_BOOT_RUNS ?? 5);

/** median of `RUNS` boots of `node scripts/run.mjs main` (the compiled bundle) to a healthy /health */
async function boots(env: Record<string, string>, runs = RUNS): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const server = await startServer(['scripts/run.mjs', 'main'], env, await freePort());
    times.push(server.bootMs);
    await server.stop();
  }
  return times;
}

/** `npm start` (npm, a shell, node) on a database nobody has migrated, to a healthy /health */
async function npmStartOnNewDatabase(adminUrl: string, env: Record<string, string>): Promise<number> {
  const scratch = await createScratchDatabase(adminUrl, 'cw_boot_new');
  try {
    return await bootViaNpm({ ...env, DATABASE_URL: scratch.url });
  } finally {
    await scratch.drop();
  }
}

const line = (label: string, times: number[]) => console.log(`${label}: median ${fmt(percentile(times, 50), 0)} ms (runs: ${times.map((t) => fmt(t, 0)).join(', ')})`);

/**
 * Boot to a healthy /health, in processes of their own: the compiled bundle on the bench's
 * (migrated) database with workers off and on, median of BENCH_BOOT_RUNS (5); then `npm start`
 * on a new database that gets every migration. Targets (issue 48): 0.5 s and 1.0 s.
 */
export const bootSection: BenchSection = {
  name: 'boot',
  title: 'boot to healthy: the compiled bundle on a migrated database, and npm start on a new one',
  async run(ctx) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-bench-boot-'));
    const env = { DATABASE_URL: ctx.databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SPEECH_WARMUP: 'false' };
    try {
      await boots(env, 1); // dist/ built, the database's catalogue warm
      // as after a build: no code cache yet (that start writes it, at its exit)
      await fs.rm(path.join(BUNDLE, 'main.cjs.cache'), { force: true });
      line('first start after a build (no V8 code cache: it writes one), WORKERS=false', await boots({ ...env, WORKERS: 'false' }, 1));
      line('node scripts/run.mjs main, migrated database, WORKERS=false', await boots({ ...env, WORKERS: 'false' }));
      line('node scripts/run.mjs main, migrated database, WORKERS=true', await boots({ ...env, WORKERS: 'true' }));
      const admin = process.env.DATABASE_URL;
      if (!admin) {
        console.log('npm start on a new database: needs DATABASE_URL (a server to make throwaway databases on)');
        return;
      }
      const fresh: number[] = [];
      for (let i = 0; i < 3; i++) fresh.push(await npmStartOnNewDatabase(admin, env));
      line('npm start, new database (every migration)', fresh);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  },
};
