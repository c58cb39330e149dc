import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/keys.js';
import { createDb, createPool, type Db } from '../../src/db/database.js';
import { scratchDatabase } from '../support/database.js';
import { OTHER_ID } from '../support/http.js';
import { freePort, killTree, start, waitForHealth, waitForOutput, type Proc } from '../support/process.js';
import { startTestSites, type TestSites } from '../support/sites.js';
import { STORIES } from '../support/video.js';
import { until } from '../support/wait.js';

// Real processes on a database of their own: an API-only process, and `npm run worker`
// processes killed with SIGKILL again and again, at random moments, while jobs of every kind
// are in flight (between taking a queue entry and writing its lease, mid-run, between the final
// commit and completing the entry: wherever the kill lands). Then one worker is left running:
// every job ends, within the documented bound, and each sends one completion event.

const LEASE_SECONDS = 4;

let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let db: Db;
let sites: TestSites;
const procs: Proc[] = [];

beforeAll(async () => {
  scratch = await scratchDatabase('killed');
  db = createDb(createPool(scratch.url, 2));
  sites = await startTestSites();
}, 60_000);
afterAll(async () => {
  for (const p of procs) killTree(p.child.pid);
  await sites?.close();
  await db?.destroy();
  await scratch?.drop();
});

function run(script: string, env: Record<string, string> = {}) {
  const proc = start(script, [], {
    DATABASE_URL: scratch.url,
    JOB_LEASE_SECONDS: String(LEASE_SECONDS),
    CAROUSEL_WAIT_SECONDS: '1',
    SITE_FETCH_ALLOW_PRIVATE: 'true',
    RATE_LIMIT_MAX: '100000',
    SPEECH_WARMUP: 'false',
    // a low frame rate and a quarter of the resolution keep the B-roll render short; durations are the real ones
    BROLL_FPS: '5',
    BROLL_SCALE: '0.25',
    ...env,
  });
  procs.push(proc);
  return proc;
}

/** Starts a worker and kills it with SIGKILL after 0.3 to 1.8 s, again and again, for `ms`. */
async function killWorkersFor(ms: number): Promise<number> {
  const end = Date.now() + ms;
  let kills = 0;
  while (Date.now() < end) {
    const w = run('src/worker.ts');
    await new Promise((r) => setTimeout(r, 300 + Math.random() * 1500));
    killTree(w.child.pid, 'SIGKILL');
    await w.exited;
    kills++;
  }
  return kills;
}

describe('workers killed with SIGKILL, again and again, while jobs of every kind run', () => {
  it('every job ends (none stranded, within the bound), once, with one completion event', { timeout: 400_000 }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = run('src/main.ts', { PORT: String(port), WORKERS: 'false' });
    await waitForHealth(base, api);
    const alice = await createKey(db, `killed-${Date.now()}`, ['read', 'write']);
    const bob = await createKey(db, `killed-other-${Date.now()}`, ['read', 'write']);
    const headers = { 'x-api-key': alice.apiKey, 'content-type': 'application/json' };
    const call = async (method: string, path: string, body?: object) => {
      const res = await fetch(`${base}${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
      const json = await res.json();
      expect(res.status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
      return json;
    };
    const anecdoteIds: string[] = [];
    for (const s of STORIES) anecdoteIds.push((await call('POST', '/v1/anecdotes', s)).id);
    expect((await call('POST', '/v1/blog/site/analyze', { siteUrl: `${sites.origin}/` })).siteUrl).toBeTruthy();

    /** job resources by the path that reads them */
    const jobs: { path: string; id: string }[] = [];
    const track = (path: string, job: { id: string }) => jobs.push({ path: `${path}/${job.id}`, id: job.id });
    const settled = (j: any) => ['completed', 'draft', 'failed', 'canceled'].includes(j.status) && !['pending', 'running'].includes(j.thumbnailStatus);
    /** waits for every tracked job to settle with one worker left running; answers the seconds it took */
    const drain = async () => {
      const steady = run('src/worker.ts', { LOG_LEVEL: 'info' });
      await waitForOutput(steady, 'workers started');
      const began = Date.now();
      for (const j of jobs) {
        const done = await until(() => call('GET', j.path), settled, 90_000).catch((err) => {
          throw new Error(`${j.path} did not end: ${String(err).slice(0, 600)}\n${steady.output().slice(-2000)}`);
        });
        expect(['completed', 'draft'], `${j.path}: ${JSON.stringify(done.warnings)}`).toContain(done.status);
      }
      killTree(steady.child.pid, 'SIGTERM');
      await steady.exited;
      return (Date.now() - began) / 1000;
    };

    // 1. the kinds that start from anecdotes and from the site
    for (let i = 0; i < 4; i++) track('/v1/post-generation', await call('POST', '/v1/post-generation', { anecdoteId: anecdoteIds[i % 2] }));
    for (let i = 0; i < 2; i++) track('/v1/carousel-generation', await call('POST', '/v1/carousel-generation/from-anecdote/run', { anecdoteId: anecdoteIds[i] }));
    for (let i = 0; i < 2; i++) track('/v1/script-jobs', await call('POST', '/v1/script-jobs', { title: `Lessons ${i}`, selectedAnecdoteIds: anecdoteIds }));
    track('/v1/youtube-suggestions/runs', await call('POST', '/v1/youtube-suggestions', { count: 3 }));
    track('/v1/blog/articles', await call('POST', '/v1/blog/articles', { topic: 'Why clinics lose patients online' }));
    expect(await killWorkersFor(12_000)).toBeGreaterThan(5);
    const first = await drain();

    // 2. shorts from the finished scripts, then a B-roll video from a validated short
    const scripts = jobs.filter((j) => j.path.startsWith('/v1/script-jobs'));
    for (const s of scripts) track('/v1/shorts', await call('POST', '/v1/shorts', { sourceScriptJobId: s.id }));
    await killWorkersFor(6_000);
    const second = await drain();
    const short = jobs[jobs.length - 1]!;
    await call('POST', `/v1/shorts/${short.id}/validate`);
    track('/v1/broll', await call('POST', `/v1/broll/from-short/${short.id}`, { format: '9:16' }));
    await killWorkersFor(6_000);
    const third = await drain();
    // the bound the README gives (1.5 leases for a dead run to be found, here 6 s), plus the runs
    // themselves on a busy 2-core machine
    for (const s of [first, second, third]) expect(s).toBeLessThan(90);

    // one completion event per job, however many times its runs were killed
    const events = await db
      .selectFrom('events')
      .select(['resourceId', 'type', (eb) => eb.fn.countAll<string>().as('n')])
      .where(
        'resourceId',
        'in',
        jobs.map((j) => j.id),
      )
      .where((eb) => eb.or([eb('type', 'like', '%.completed'), eb('type', 'like', '%.failed')]))
      .where('type', 'not like', '%.thumbnail.%')
      .groupBy(['resourceId', 'type'])
      .execute();
    for (const j of jobs) {
      const mine = events.filter((e) => e.resourceId === j.id);
      expect(mine, j.path).toHaveLength(1);
      expect(mine[0]!.type, j.path).toMatch(/\.completed$/);
      expect(Number(mine[0]!.n), j.path).toBe(1);
    }

    // another owner sees none of it
    const bobHeaders = { 'x-api-key': bob.apiKey };
    for (const j of jobs.slice(0, 3)) expect((await fetch(`${base}${j.path}`, { headers: bobHeaders })).status).toBe(404);
    expect((await fetch(`${base}/v1/post-generation/${OTHER_ID}`, { headers: bobHeaders })).status).toBe(404);
  });
});
