import { randomUUID } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createKey } from '../../src/auth/keys.js';
import { createDb, createPool, type Db } from '../../src/db/database.js';
import { JobQueue, type JobContext, type JobKind } from '../../src/jobs/queue.js';
import { jobRepository } from '../../src/jobs/repository.js';
import { silentLog } from '../support/app.js';
import { until } from '../support/wait.js';

let db: Db;
let queue: JobQueue;
let ownerId: string;
const events: string[] = [];
let active = 0;
let maxActive = 0;
const gates = new Map<string, () => void>();

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function kind(name: string, retryLimit: number, run: (ctx: JobContext) => Promise<void>): JobKind {
  return { name, retryLimit, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 30, concurrency: 2, run };
}

const ok = kind(`test-ok-${process.pid}`, 0, async (ctx) => {
  await ctx.step('first', 0.3);
  await ctx.step('second', 0.6);
  await ctx.finish({ qualityScore: 80, riskLevel: 'low', totalTokensUsed: 12, result: { answer: 42 } });
});
const flaky = kind(`test-flaky-${process.pid}`, 2, async (ctx) => {
  events.push(`flaky attempt ${ctx.attempt}`);
  await ctx.step('trying');
  throw new Error('the model server said 503');
});
const slow = kind(`test-slow-${process.pid}`, 0, async (ctx) => {
  active++;
  maxActive = Math.max(maxActive, active);
  try {
    events.push(`slow run ${ctx.run} started`);
    await new Promise<void>((resolve) => gates.set(`${ctx.job.id}:${ctx.run}`, resolve));
    await ctx.step('after-gate');
    await ctx.finish({ result: { finishedRun: ctx.run } });
    events.push(`slow run ${ctx.run} finished`);
  } finally {
    active--;
  }
});

beforeAll(async () => {
  const url = inject('databaseUrl');
  db = createDb(createPool(url, 5));
  queue = JobQueue.create(url, db, silentLog).register(ok, flaky, slow);
  await queue.work();
  ownerId = (await createKey(db, `jobs-${randomUUID()}`, ['read', 'write'])).ownerId;
});
afterAll(async () => {
  for (const release of gates.values()) release();
  await queue.stop();
  await db.destroy();
});

describe('the job abstraction', () => {
  const repo = () => jobRepository(db);

  it('runs a job through its steps to completed, with timestamps and outcome', async () => {
    const job = await repo().create(ownerId, ok.name, { x: 1 });
    expect(job).toMatchObject({ status: 'pending', currentStep: 'queued', run: 1 });
    await queue.enqueue(ok.name, { jobId: job.id, run: job.run });
    const done = await until(
      () => repo().byId(job.id),
      (r) => r?.status === 'completed',
    );
    expect(done).toMatchObject({ currentStep: 'second', progress: 1, qualityScore: 80, riskLevel: 'low', totalTokensUsed: 12, result: { answer: 42 } });
    expect(done!.startedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(done!.completedAt!)).toBeGreaterThanOrEqual(Date.parse(done!.startedAt!));
  });

  it('retries a job that throws, then ends failed with a warning naming the cause', async () => {
    const job = await repo().create(ownerId, flaky.name, {});
    await queue.enqueue(flaky.name, { jobId: job.id, run: job.run });
    const failed = await until(
      () => repo().byId(job.id),
      (r) => r?.status === 'failed',
      30_000,
    );
    expect(events.filter((e) => e.startsWith('flaky'))).toEqual(['flaky attempt 0', 'flaky attempt 1', 'flaky attempt 2']);
    expect(failed!.warnings.join(' ')).toMatch(/503/);
    expect(failed!.completedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('a restart supersedes the running run: the old run never writes, the same job never runs twice at once', async () => {
    const job = await repo().create(ownerId, slow.name, {});
    await queue.enqueue(slow.name, { jobId: job.id, run: 1 });
    await until(
      async () => events.includes('slow run 1 started'),
      (v) => v,
    );
    const restarted = await jobRepository(db).restart(ownerId, slow.name, job.id, { reason: 'again' });
    expect(restarted!.run).toBe(2);
    await queue.enqueue(slow.name, { jobId: job.id, run: 2 });
    await wait(1500);
    // run 2 waits: run 1 of the same job is still active
    expect(events).not.toContain('slow run 2 started');
    gates.get(`${job.id}:1`)!();
    await until(
      async () => events.includes('slow run 2 started'),
      (v) => v,
    );
    gates.get(`${job.id}:2`)!();
    const done = await until(
      () => repo().byId(job.id),
      (r) => r?.status === 'completed',
    );
    expect(done!.result).toEqual({ finishedRun: 2 });
    expect(done!.input).toEqual({ reason: 'again' });
    expect(events).not.toContain('slow run 1 finished');
    expect(maxActive).toBe(1);
  });
});

describe('queue set-up', () => {
  it('several processes starting at once on a fresh schema all start (no "deadlock detected")', { timeout: 60_000 }, async () => {
    const url = inject('databaseUrl');
    const schema = `race_${process.pid}_${Date.now()}`;
    const kinds = Array.from({ length: 6 }, (_, i) => kind(`race-${i}`, 0, async () => undefined));
    const dbs = Array.from({ length: 4 }, () => createDb(createPool(url, 2)));
    const queues = dbs.map((d) => JobQueue.create(url, d, silentLog, schema).register(...kinds));
    try {
      const results = await Promise.allSettled(queues.map((q) => q.start()));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    } finally {
      await Promise.all(queues.map((q) => q.stop().catch(() => undefined)));
      await db.executeQuery(CompiledQuery.raw(`drop schema if exists "${schema}" cascade`));
      await Promise.all(dbs.map((d) => d.destroy()));
    }
  });
});

describe('a worker process that dies between two steps', () => {
  // The states a SIGKILL leaves, made on purpose: pg-boss hands an entry out (marks it
  // `active`) to a "worker" that then never does anything more.
  const runs: string[] = [];
  const counted = kind(`test-crash-${process.pid}`, 0, async (ctx) => {
    runs.push(`${ctx.job.id}:${ctx.run}`);
    await ctx.finish({ result: { ran: ctx.run } });
  });
  const schema = `crash_${process.pid}_${Date.now()}`;
  let crashQueue: JobQueue;
  let dead: PgBoss;

  beforeAll(async () => {
    const url = inject('databaseUrl');
    crashQueue = JobQueue.create(url, db, silentLog, schema, { leaseSeconds: 2 }).register(counted);
    await crashQueue.start();
    dead = new PgBoss({ connectionString: url, schema, supervise: false, schedule: false, migrate: false });
    await dead.start();
  });
  afterAll(async () => {
    await dead.stop({ graceful: false, close: true }).catch(() => undefined);
    await crashQueue.stop().catch(() => undefined);
    await db.executeQuery(CompiledQuery.raw(`drop schema if exists "${schema}" cascade`));
  });

  it('after taking an entry and before writing its lease: the job is restarted within 1.5 leases and runs once', { timeout: 60_000 }, async () => {
    const job = await jobRepository(db).create(ownerId, counted.name, {});
    await crashQueue.enqueue(counted.name, { jobId: job.id, run: 1 });
    const [taken] = await dead.fetch(counted.name);
    expect(taken!.data).toEqual({ jobId: job.id, run: 1 });
    // the next worker process starts
    await crashQueue.work();
    const done = await until(
      () => jobRepository(db).byId(job.id),
      (r) => r?.status === 'completed',
      20_000,
    );
    expect(done).toMatchObject({ run: 2, result: { ran: 2 } });
    expect(done!.warnings.join(' ')).toMatch(/restarted: no worker held this job/);
    expect(runs.filter((r) => r.startsWith(job.id))).toEqual([`${job.id}:2`]);
    const entries = await db.executeQuery<{ state: string }>(CompiledQuery.raw(`select state from "${schema}".job where singleton_key = $1 order by created_on`, [job.id]));
    expect(entries.rows.map((e) => e.state)).toEqual(['cancelled', 'completed']);
  });

  it('after the final commit and before completing its entry: the entry is settled and the job never runs again', { timeout: 60_000 }, async () => {
    const job = await jobRepository(db).create(ownerId, counted.name, {});
    // queued without waking the live workers (they poll every 10 s): the dead one takes it first
    await dead.send(counted.name, { jobId: job.id, run: 1 }, { singletonKey: job.id, retryLimit: 1, retryDelay: 0 });
    // the dead worker took the entry, ran the job and committed its end, then died
    const [taken] = await dead.fetch(counted.name);
    expect(taken!.data).toMatchObject({ jobId: job.id });
    expect(await jobRepository(db).write(job.id, 1, { status: 'completed', result: { ran: 'dead worker' } })).toBe(true);
    // pg-boss expires the entry into a retry: a live worker takes it, and does nothing
    await dead.fail(counted.name, taken!.id);
    crashQueue.wake(counted.name);
    await until(
      () => db.executeQuery<{ state: string }>(CompiledQuery.raw(`select state from "${schema}".job where id = $1`, [taken!.id])),
      (r) => r.rows[0]?.state === 'completed',
      20_000,
    );
    const row = await jobRepository(db).byId(job.id);
    expect(row).toMatchObject({ status: 'completed', run: 1, result: { ran: 'dead worker' } });
    expect(runs.filter((r) => r.startsWith(job.id))).toEqual([]);
  });

  it('an entry left active behind a final job is cancelled by the sweeper, not left to expire', { timeout: 60_000 }, async () => {
    const job = await jobRepository(db).create(ownerId, counted.name, {});
    await dead.send(counted.name, { jobId: job.id, run: 1 }, { singletonKey: job.id });
    const [taken] = await dead.fetch(counted.name);
    expect(await jobRepository(db).write(job.id, 1, { status: 'completed' })).toBe(true);
    await until(
      () => db.executeQuery<{ state: string }>(CompiledQuery.raw(`select state from "${schema}".job where id = $1`, [taken!.id])),
      (r) => r.rows[0]?.state === 'cancelled',
      20_000,
    );
    expect(runs.filter((r) => r.startsWith(job.id))).toEqual([]);
  });
});
