import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { anecdoteRepository } from '../../src/areas/anecdotes/repository.js';
import { fmt, type BenchSection } from './context.js';
import { freePort } from '../../test/support/process.js';
import { autocannon, startServer, topOfProfile, type LoadResult, type ServerProcess } from './processes.js';

const ROUNDS = 2;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);

function mean(results: LoadResult[]) {
  const avg = (f: (r: LoadResult) => number) => results.reduce((s, r) => s + f(r), 0) / results.length;
  return { rps: avg((r) => r.rps), p50: avg((r) => r.p50), p99: avg((r) => r.p99), non2xx: results.reduce((s, r) => s + r.non2xx, 0) };
}

/**
 * GET /v1/anecdotes?limit=50 through the whole stack (`npm start`'s compiled entry, default
 * settings, in its own process) vs bare Fastify running the same two SQL statements (its own
 * process too), both loaded by the autocannon CLI from a third process, in alternating rounds.
 * Also the boot time (spawn to a healthy /health) and idle RSS of `npm start`.
 * BENCH_CPU_PROF=dir writes a CPU profile of the full stack under load and prints its top entries.
 */
export const anecdotesSection: BenchSection = {
  name: 'anecdotes',
  title: 'GET /v1/anecdotes (50 rows): full stack vs bare Fastify with the same SQL, each in its own process, load from a third',
  async run(ctx) {
    execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
    const owner = await ctx.owner();
    const repo = anecdoteRepository(ctx.db);
    for (let i = 0; i < 50; i++) {
      await repo.create(owner.ownerId, { title: `Story ${i}`, content: `A story about lesson ${i}. `.repeat(8), tags: ['bench', `t${i % 5}`] });
    }
    const env = { DATABASE_URL: ctx.databaseUrl, DATA_DIR: ctx.config.dataDir, RATE_LIMIT_MAX: '1000000000' };

    // boot and idle memory of `npm start` as shipped, then without the speech warm-up
    for (const [label, extra] of [['defaults (SPEECH_WARMUP=false)', {}], ['SPEECH_WARMUP=true', { SPEECH_WARMUP: 'true' }], ['WORKERS=false', { WORKERS: 'false' }]] as const) {
      const s = await startServer(['scripts/run.mjs', 'main'], { ...env, ...extra }, await freePort());
      await new Promise((r) => setTimeout(r, 4000));
      console.log(`npm start, ${label}: healthy in ${fmt(s.bootMs, 0)} ms, idle RSS ${fmt(s.rssMb(), 0)} MB`);
      await s.stop();
    }

    const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
    const profFlags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    let full: ServerProcess | undefined;
    let bare: ServerProcess | undefined;
    try {
      full = await startServer([...profFlags, 'scripts/run.mjs', 'main'], env, await freePort());
      bare = await startServer(['scripts/bench/bare-anecdotes.mjs'], { DATABASE_URL: ctx.databaseUrl, OWNER_ID: owner.ownerId }, await freePort(), '/v1/anecdotes');
      console.log(`bare Fastify process: ready in ${fmt(bare.bootMs, 0)} ms, idle RSS ${fmt(bare.rssMb(), 0)} MB`);
      const fullUrl = `${full.base}/v1/anecdotes?limit=50`;
      const bareUrl = `${bare.base}/v1/anecdotes`;
      await autocannon(fullUrl, owner.headers, 3);
      await autocannon(bareUrl, {}, 3);
      const fulls: LoadResult[] = [];
      const bares: LoadResult[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        fulls.push(await autocannon(fullUrl, owner.headers, SECONDS));
        bares.push(await autocannon(bareUrl, {}, SECONDS));
      }
      const f = mean(fulls);
      const b = mean(bares);
      if (f.non2xx || b.non2xx) throw new Error(`non-2xx answers: full ${f.non2xx}, bare ${b.non2xx}`);
      console.log(`full stack: ${fmt(f.rps, 0)} req/s, p50 ${fmt(f.p50, 1)} ms, p99 ${fmt(f.p99, 1)} ms (rounds: ${fulls.map((r) => fmt(r.rps, 0)).join(', ')})`);
      console.log(`bare route: ${fmt(b.rps, 0)} req/s, p50 ${fmt(b.p50, 1)} ms, p99 ${fmt(b.p99, 1)} ms (rounds: ${bares.map((r) => fmt(r.rps, 0)).join(', ')})`);
      console.log(`ratio full/bare: ${fmt(f.rps / b.rps, 2)} req/s (target ≥ 0.85), p99 ${fmt(f.p99 / b.p99, 2)}x (target ≤ 1.5x)`);
      console.log(`RSS after load: full stack ${fmt(full.rssMb(), 0)} MB, bare ${fmt(bare.rssMb(), 0)} MB`);
    } finally {
      await full?.stop();
      await bare?.stop();
    }
    if (profileDir) {
      // CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile: thread 0 is the main thread (the others are the speech worker's)
      const main = fs.readdirSync(profileDir).filter((f) => /\.0\.\d+\.cpuprofile$/.test(f)).map((f) => path.join(profileDir, f));
      const newest = main.sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
      console.log(newest ? `CPU profile of the full stack (${newest}), top self time:\n${topOfProfile(newest, 25).join('\n')}` : `no CPU profile written in ${profileDir}`);
    }
  },
};
