import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/keys.js';
import { createDb, createPool, type Db } from '../../src/db/database.js';
import { scratchDatabase } from '../support/database.js';
import { startFakeLlm, storyReply, type FakeLlm } from '../support/fake-llm.js';
import { OTHER_ID } from '../support/http.js';
import { alive, freePort, killTree, start, waitForHealth, waitForOutput, type Proc } from '../support/process.js';
import { until } from '../support/wait.js';

// Real processes on a database of their own: an API-only process (WORKERS=false) and
// `npm run worker` processes, one of which is killed with SIGKILL in the middle of a job.

let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let db: Db;
let llm: FakeLlm;
const procs: Proc[] = [];
let stalled = true;

beforeAll(async () => {
  scratch = await scratchDatabase('stranded');
  db = createDb(createPool(scratch.url, 2));
  // the model server holds its answers while `stalled`: a job is then mid-run for as long as the test wants
  llm = await startFakeLlm((req) => (stalled ? { hang: true } : storyReply(req)));
}, 60_000);
afterAll(async () => {
  for (const p of procs) killTree(p.child.pid);
  await llm?.close();
  await db?.destroy();
  await scratch?.drop();
});

function run(script: string, env: Record<string, string>) {
  const proc = start(script, [], {
    DATABASE_URL: scratch.url,
    GENERATION_PROVIDER: 'openai',
    OPENAI_BASE_URL: llm.baseUrl,
    OPENAI_MAX_RETRIES: '0',
    JOB_LEASE_SECONDS: '4',
    CAROUSEL_WAIT_SECONDS: '10',
    SPEECH_WARMUP: 'false',
    ...env,
  });
  procs.push(proc);
  return proc;
}

describe('a worker killed mid-job', () => {
  it('the carousel job is restarted by the next worker and completes; the API-only process answers with the job', { timeout: 300_000 }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = run('src/main.ts', { PORT: String(port), WORKERS: 'false' });
    await waitForHealth(base, api);
    const doomed = run('src/worker.ts', { LOG_LEVEL: 'info' });
    await waitForOutput(doomed, 'workers started');

    const alice = await createKey(db, `stranded-${Date.now()}`, ['read', 'write']);
    const bob = await createKey(db, `stranded-other-${Date.now()}`, ['read', 'write']);
    const headers = { 'x-api-key': alice.apiKey, 'content-type': 'application/json' };
    const anecdote = await (
      await fetch(`${base}/v1/anecdotes`, { method: 'POST', headers, body: JSON.stringify({ title: 'The night the server died', content: 'We lost a machine at 3am. The work it held came back by itself. I learned to trust leases.' }) })
    ).json();

    // the request waits CAROUSEL_WAIT_SECONDS, then answers the job as it stands: running
    const res = await fetch(`${base}/v1/carousel-generation/from-anecdote/run`, { method: 'POST', headers, body: JSON.stringify({ anecdoteId: anecdote.id }) });
    expect(res.status).toBe(201);
    const job = await res.json();
    expect(job, JSON.stringify(job.warnings)).toMatchObject({ status: 'running', currentStep: 'outline', anecdoteId: anecdote.id });
    expect(job.carouselId).toBeUndefined();

    // the worker itself, then whatever launched it (the compiled entry runs in the spawned process itself)
    const workerPid = JSON.parse(
      doomed
        .output()
        .split('\n')
        .find((l) => l.includes('workers started'))!,
    ).pid as number;
    process.kill(workerPid, 'SIGKILL');
    if (doomed.child.pid !== workerPid) doomed.child.kill('SIGKILL');
    await doomed.exited;
    await until(
      async () => alive(workerPid),
      (a) => !a,
      10_000,
    );
    stalled = false;
    const row = await db.selectFrom('jobs').select(['status', 'run', 'leaseExpiresAt']).where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'running', run: 1 });
    expect(row.leaseExpiresAt).not.toBeNull();

    const rescuer = run('src/worker.ts', { LOG_LEVEL: 'info' });
    await waitForOutput(rescuer, 'workers started');
    const done = await until(
      async () => (await fetch(`${base}/v1/carousel-generation/${job.id}`, { headers })).json(),
      (j) => j.status !== 'running' && j.status !== 'pending',
      60_000,
    ).catch((err) => {
      throw new Error(`${String(err).slice(0, 500)}\nrescuer:\n${rescuer.output().slice(-2500)}`);
    });
    expect(done, `${JSON.stringify(done.warnings)} ${done.status}`).toMatchObject({ id: job.id, status: 'completed', progress: 1, currentStep: 'done' });
    expect(done.warnings.join(' ')).toMatch(/restarted: the worker running this job stopped/);
    expect(rescuer.output()).toMatch(/job restarted: the worker running it stopped renewing its lease/);
    const carousel = await fetch(`${base}/v1/carousels/${done.carouselId}`, { headers });
    expect(carousel.status).toBe(200);
    expect((await db.selectFrom('carousels').select('id').where('generationJobId', '=', job.id).execute()).length).toBe(1);
    // the dead run's queue entry was cancelled, not left active until pg-boss expired it
    const entries = await sql<{ state: string }>`select state from pgboss.job where singleton_key = ${job.id} order by created_on`.execute(db);
    expect(entries.rows.map((e) => e.state)).toEqual(['cancelled', 'completed']);
    expect(await db.selectFrom('jobs').select(['run', 'leaseExpiresAt']).where('id', '=', job.id).executeTakeFirstOrThrow()).toEqual({ run: 2, leaseExpiresAt: null });

    // with a live worker, the API-only process answers the completed job, as the spec shows
    const next = await fetch(`${base}/v1/carousel-generation/from-anecdote/run`, { method: 'POST', headers, body: JSON.stringify({ anecdoteId: anecdote.id }) });
    expect(next.status).toBe(201);
    expect(await next.json()).toMatchObject({ status: 'completed', progress: 1 });

    // another owner sees none of it
    const bobHeaders = { 'x-api-key': bob.apiKey };
    expect((await fetch(`${base}/v1/carousel-generation/${job.id}`, { headers: bobHeaders })).status).toBe(404);
    expect((await fetch(`${base}/v1/carousel-generation/${OTHER_ID}`, { headers: bobHeaders })).status).toBe(404);
    expect((await fetch(`${base}/v1/carousels/${done.carouselId}`, { headers: bobHeaders })).status).toBe(404);
  });
});
