import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db, DbOrTrx } from '../db/database.js';
import { JOBS_CHANNEL } from './bus.js';
import { isDatabaseUnavailable } from '../db/outage.js';
import { jobRun, type JobOutcome as RunOutcome } from '../observability/metrics.js';
import { currentTraceparent, inSpan } from '../observability/tracing.js';
import { isFinal, jobRepository, type JobRow } from './repository.js';
import { JobSuperseded, type JobContext, type JobKind, type JobMessage, type QueueTask } from './kind.js';
import { sweepStranded } from './sweeper.js';
import type { JobDefinition } from './definition.js';

export type { JobContext, JobKind, JobMessage, QueueTask } from './kind.js';

/** advisory lock key (any constant bigint) serializing queue set-up across processes */
const QUEUE_SETUP_LOCK = '7315500241';

/** How many times one run is queued again after the database failed under it, and after how long. */
const OUTAGE_REQUEUES = 10;
const OUTAGE_RETRY_MS = 2000;

const DEAD_LETTER = 'jobs-dead-letter';

/**
 * Tracing on: the webhook deliveries this transaction fans out (the jobs trigger) continue the
 * active span's trace. Their `traceparent` column defaults to `cw.traceparent`, set here for
 * this transaction only (db/migrations/046_webhook_traceparent.sql).
 */
async function traceDeliveries(trx: DbOrTrx): Promise<void> {
  const traceparent = currentTraceparent();
  if (traceparent) await trx.executeQuery(CompiledQuery.raw("select set_config('cw.traceparent', $1, true)", [traceparent]));
}

/**
 * A send announces its queue on JOBS_CHANNEL (src/jobs/bus.ts, payload: the queue name), delivered at commit to
 * every process; their listeners (EventBus) wake that queue's idle workers at once. So workers
 * need not poll often: their polling is only a fallback. A delayed message wakes the sending
 * process's workers when it is due, a retry the failing process's, a listener that reconnects
 * wakes every queue, and a worker that finishes looks again at once.
 */
const POLL_SECONDS = 10;
/** how often a working run checks whether a newer run replaced it */
const SUPERSEDE_CHECK_MS = 500;

/**
 * The one job abstraction over pg-boss. Each job row gets at most one active queue entry per
 * run (singleton key = job id on a singleton-policy queue), retries with backoff, and a run
 * that exhausts its retries (or expires) ends `failed` with a warning, never stuck in `running`.
 */
export class JobQueue {
  private readonly kinds = new Map<string, JobKind>();
  private readonly definitionsByKind = new Map<string, JobDefinition>();
  private readonly tasks = new Map<string, QueueTask<any>>();
  private readonly workerIds = new Map<string, string[]>();
  private readonly controllers = new Set<AbortController>();
  private started = false;

  constructor(
    private readonly boss: PgBoss,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** the schema of pg-boss's tables (the sweeper reads its queue entries, the metrics count them) */
    readonly schema = 'pgboss',
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid queue schema name ${schema}`);
  }

  /** `schema` holds pg-boss's tables; processes that share work share it (tests isolate each app in its own). */
  static create(connectionString: string, db: Db, log: FastifyBaseLogger, schema = 'pgboss', opts: { pool?: Record<string, unknown>; leaseSeconds?: number } = {}): JobQueue {
    const boss = new PgBoss({ ...opts.pool, connectionString, schema, max: 5, supervise: true, migrate: true });
    boss.on('error', (err) => {
      // a lost connection of pg-boss's pool (its idle clients, its supervisor): it reconnects by itself
      if (isDatabaseUnavailable(err)) log.warn({ code: (err as { code?: string }).code, message: err.message }, 'job queue: database connection lost');
      else log.error({ err }, 'job queue error');
    });
    const queue = new JobQueue(boss, db, log, schema);
    if (opts.leaseSeconds) queue.leaseSeconds = opts.leaseSeconds;
    return queue;
  }

  /**
   * How long a run's lease holds without renewal (JOB_LEASE_SECONDS). A working run renews it
   * every quarter of that; every worker process sweeps for expired leases at start and every
   * half of it. So a job whose worker died runs again at most about 1.5 leases (plus the
   * queue's pick-up) after a worker process is up.
   */
  leaseSeconds = 20;
  private sweeper: NodeJS.Timeout | undefined;
  /** the sweep in progress (stop waits for it, so that it never meets a closed pool) */
  private sweeping: Promise<number> | undefined;

  /** pg-boss's own connection pool once started (the metrics report its usage) */
  bossPool(): import('pg').Pool | undefined {
    return (this.boss.getDb() as { pool?: import('pg').Pool }).pool;
  }

  register(...kinds: JobKind[]): this {
    for (const k of kinds) this.kinds.set(k.name, k);
    return this;
  }

  /**
   * Takes the job definitions of the application: each kind is registered with its pipeline
   * bound to `deps`, and the definitions answer `definition(kind)` for whoever renders, waits
   * for or cancels jobs. `start` checks their event types against the `event_types` table.
   */
  define<D>(definitions: readonly JobDefinition<any, D>[], deps: D): this {
    for (const d of definitions) {
      this.definitionsByKind.set(d.name, d);
      this.register(d.kind(deps));
    }
    return this;
  }

  /** The definition of a job kind (undefined for a kind that has none, or an unknown one). */
  definition(kind: string): JobDefinition | undefined {
    return this.definitionsByKind.get(kind);
  }

  /** Every job definition, in the order given. */
  definitions(): JobDefinition[] {
    return [...this.definitionsByKind.values()];
  }

  /**
   * The event types each definition declares must be the `event_types` rows of its kind (the
   * jobs trigger records events from that table), and every kind there must be defined: a
   * mismatch is a start-up error naming it, not an event missing in production.
   */
  private async checkEventTypes(): Promise<void> {
    if (this.definitionsByKind.size === 0) return;
    const rows = await this.db.selectFrom('eventTypes').select(['kind', 'type']).execute();
    const problems: string[] = [];
    for (const kind of new Set(rows.map((r) => r.kind))) {
      if (!this.definitionsByKind.has(kind)) problems.push(`event_types has rows for job kind ${kind}, which no definition declares`);
    }
    for (const d of this.definitionsByKind.values()) {
      const stored = rows
        .filter((r) => r.kind === d.name)
        .map((r) => r.type)
        .sort();
      const declared = [...d.eventTypes].sort();
      if (stored.join() !== declared.join()) problems.push(`job kind ${d.name} declares event types [${declared.join(', ')}] but event_types holds [${stored.join(', ')}]`);
    }
    if (problems.length) throw new Error(`job definitions and the event_types table disagree: ${problems.join('; ')}`);
  }

  registerTask(...tasks: QueueTask<any>[]): this {
    for (const t of tasks) this.tasks.set(t.name, t);
    return this;
  }

  /** Queues a task message (through `trx` when given), to run at `startAfter` at the earliest. */
  async sendTask(name: string, data: object, opts: { trx?: DbOrTrx; startAfter?: Date; singletonKey?: string } = {}): Promise<void> {
    if (!this.tasks.has(name)) throw new Error(`unknown queue task ${name}`);
    const options: PgBoss.SendOptions = { ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}), ...(opts.startAfter ? { startAfter: opts.startAfter } : {}) };
    const trx = opts.trx;
    if (trx) options.db = { executeSql: (text: string, values: unknown[]) => trx.executeQuery(CompiledQuery.raw(text, values)) } as never;
    await this.boss.send(name, data, options);
    await this.announce(name, trx);
    if (opts.startAfter) this.wakeWhenDue(name, opts.startAfter);
  }

  /** A message due later: this process's workers of `name` look then rather than at their next poll. */
  private wakeWhenDue(name: string, at: Date | string): void {
    const due = new Date(at).getTime() - Date.now();
    if (due > 0) setTimeout(() => this.wake(name), due + 5).unref();
  }

  /**
   * Wakes this process's idle workers of a queue (a job kind or a task) now; `undefined` wakes
   * every queue (after the listener reconnected, when notifications may have been lost).
   */
  wake(name?: string): void {
    const names = name === undefined ? [...this.workerIds.keys()] : [name];
    for (const n of names) for (const id of this.workerIds.get(n) ?? []) this.boss.notifyWorker(id);
  }

  /** Tells every process (this one included) that `name` has work, at the commit of `trx` when given. */
  private async announce(name: string, trx?: DbOrTrx): Promise<void> {
    await (trx ?? this.db).executeQuery(CompiledQuery.raw('select pg_notify($1, $2)', [JOBS_CHANNEL, name]));
    if (!trx) this.wake(name);
  }

  /**
   * Connects pg-boss (creating its schema and the queues). Needed to send and to work.
   * `migrated` is our own migrations when they are still running: pg-boss's schema and queues
   * do not depend on ours, so they are set up meanwhile (on a new database both are DDL, about
   * 0.2 s each), and the check of the event types waits for the migrated tables.
   */
  async start(migrated?: Promise<unknown>): Promise<void> {
    if (this.started) return;
    const [ours, theirs] = await Promise.allSettled([
      (async () => {
        await migrated;
        await this.checkEventTypes();
      })(),
      this.setUp(),
    ]);
    if (ours.status === 'rejected' || theirs.status === 'rejected') {
      // a pg-boss that started must not outlive a failed start (its supervisor keeps a pool open)
      await this.boss.stop({ graceful: false, close: true, wait: true }).catch(() => undefined);
      throw ours.status === 'rejected' ? ours.reason : (theirs as PromiseRejectedResult).reason;
    }
    this.started = true;
  }

  private async setUp(): Promise<void> {
    await this.boss.start();
    // Processes starting together (several `npm run worker`) would create or alter the queues'
    // partitions at once, and Postgres answers some of them "deadlock detected": one process at
    // a time sets the queues up, under an advisory lock held by a transaction of our own pool.
    await this.db.transaction().execute(async (trx) => {
      await trx.executeQuery(CompiledQuery.raw('select pg_advisory_xact_lock($1)', [QUEUE_SETUP_LOCK]));
      // one read of every queue, then a write only for a queue that is new or whose options changed
      // (a start used to read and rewrite each queue in turn: two round trips per queue)
      const existing = new Map((await this.boss.getQueues()).map((q) => [q.name, q]));
      const ensureQueue = (name: string, options: PgBoss.Queue) => this.ensureQueue(existing.get(name), name, options);
      await ensureQueue(DEAD_LETTER, { name: DEAD_LETTER, policy: 'standard' });
      for (const k of this.kinds.values()) {
        await ensureQueue(k.name, {
          name: k.name,
          policy: 'singleton',
          retryLimit: k.retryLimit,
          retryDelay: k.retryDelaySeconds,
          retryBackoff: k.retryBackoff,
          expireInSeconds: k.expireInSeconds,
          deadLetter: DEAD_LETTER,
        });
      }
      for (const t of this.tasks.values()) {
        await ensureQueue(t.name, { name: t.name, policy: 'standard', retryLimit: t.retryLimit, retryDelay: 1, retryBackoff: true, expireInSeconds: t.expireInSeconds });
      }
    });
  }

  private async ensureQueue(existing: PgBoss.QueueResult | undefined, name: string, options: PgBoss.Queue) {
    if (!existing) return this.boss.createQueue(name, options);
    const same = (['policy', 'retryLimit', 'retryDelay', 'retryBackoff', 'expireInSeconds', 'deadLetter'] as const).every((key) => options[key] === undefined || (existing[key] ?? null) === (options[key] ?? null));
    if (!same) await this.boss.updateQueue(name, options);
  }

  /** Queues a run of a job. Pass the transaction when the job row is written in one. */
  async enqueue(kindName: string, message: JobMessage, trx?: DbOrTrx, startAfter?: Date): Promise<void> {
    const kind = this.kinds.get(kindName);
    if (!kind) throw new Error(`unknown job kind ${kindName}`);
    const options: PgBoss.SendOptions = { singletonKey: message.jobId, ...(startAfter ? { startAfter } : {}) };
    const traceparent = message.traceparent ?? currentTraceparent();
    if (traceparent) message = { ...message, traceparent };
    if (trx) {
      // pg-boss writes its queue row through the caller's transaction: both commit or neither
      const db = { executeSql: (text: string, values: unknown[]) => trx.executeQuery(CompiledQuery.raw(text, values)) };
      await this.boss.send(kind.name, { ...message }, { ...options, db });
    } else {
      await this.boss.send(kind.name, { ...message }, options);
    }
    await this.announce(kind.name, trx);
    if (startAfter) this.wakeWhenDue(kind.name, startAfter);
  }

  /** Starts this process's workers for every registered kind. */
  async work(): Promise<void> {
    await this.start();
    for (const kind of this.kinds.values()) {
      const ids: string[] = [];
      for (let i = 0; i < kind.concurrency; i++) {
        let id = '';
        id = await this.boss.work<JobMessage>(kind.name, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: POLL_SECONDS }, async ([job]) => {
          if (!job) return;
          await this.runOne(kind, job as PgBoss.JobWithMetadata<JobMessage>);
          // a backlog is drained at once: without this, pg-boss waits out the polling
          // interval after every job (2 jobs/s per worker whatever their speed)
          this.boss.notifyWorker(id);
        });
        ids.push(id);
      }
      this.workerIds.set(kind.name, ids);
    }
    for (const task of this.tasks.values()) {
      const ids: string[] = [];
      for (let i = 0; i < task.concurrency; i++) {
        let id = '';
        id = await this.boss.work<object>(task.name, { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS }, async ([job]) => {
          if (!job) return;
          await task.handle(job.data);
          this.boss.notifyWorker(id);
        });
        ids.push(id);
      }
      this.workerIds.set(task.name, ids);
    }
    await this.boss.work<JobMessage & { kind?: string }>(DEAD_LETTER, { batchSize: 5, includeMetadata: true }, async (jobs) => {
      for (const job of jobs) await this.markDead(job as PgBoss.JobWithMetadata<JobMessage>);
    });
    // the first sweep runs beside the start, not before it: the API answers meanwhile, and the
    // jobs it restarts are queued as any others (about 40 ms of a start with workers)
    const sweepNow = () => {
      this.sweeping ??= this.sweep().finally(() => (this.sweeping = undefined));
    };
    sweepNow();
    this.sweeper = setInterval(sweepNow, (this.leaseSeconds * 1000) / 2);
    this.sweeper.unref();
  }

  /**
   * Mends what dead workers left (src/jobs/sweeper.ts): runs whose lease expired, entries no live
   * run stands behind, jobs with neither a lease nor a live entry. Answers how many jobs it restarted.
   */
  async sweep(): Promise<number> {
    return sweepStranded({
      db: this.db,
      boss: this.boss,
      log: this.log,
      schema: this.schema,
      leaseSeconds: this.leaseSeconds,
      kinds: [...this.kinds.keys()],
      enqueue: (kind, message, trx) => this.enqueue(kind, message, trx),
      wake: (kind) => this.wake(kind),
    });
  }

  /** Completes a queue entry through `trx` (a no-op once it is no longer active). */
  private async settle(name: string, queueEntryId: string, trx: DbOrTrx): Promise<void> {
    await this.boss.complete(name, queueEntryId, undefined as never, { db: { executeSql: (text: string, values: unknown[]) => trx.executeQuery(CompiledQuery.raw(text, values)) } } as never);
  }

  /**
   * A run the database failed under (a lost connection, an outage): the attempt is not the
   * job's fault, so it is queued again for the same run a little later, without spending one
   * of the kind's retries (bounded: after OUTAGE_REQUEUES it counts as a failure like any other).
   * When even that cannot be written, the run is left to the sweeper (src/jobs/sweeper.ts), which
   * restarts it once the database answers; either way the job is not lost.
   */
  private async requeue(kind: JobKind, queued: PgBoss.JobWithMetadata<JobMessage>): Promise<void> {
    const { jobId, run } = queued.data;
    const outages = (queued.data.outages ?? 0) + 1;
    try {
      await this.db.transaction().execute(async (trx) => {
        if (!(await jobRepository(trx).lease(jobId, run, 0))) return; // superseded meanwhile
        await this.settle(kind.name, queued.id, trx);
        await this.enqueue(kind.name, { jobId, run, outages, traceparent: queued.data.traceparent }, trx, new Date(Date.now() + OUTAGE_RETRY_MS));
      });
      this.log.warn({ jobId, kind: kind.name, run, outages }, 'job attempt stopped: the database is unavailable; queued again');
    } catch (err) {
      this.log.warn({ jobId, kind: kind.name, run, message: (err as Error).message }, 'job attempt stopped: the database is unavailable; the sweeper restarts it');
    }
  }

  /** Stops taking jobs, aborts the runs in progress (they are retried elsewhere) and disconnects. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    clearInterval(this.sweeper);
    await this.sweeping;
    for (const c of this.controllers) c.abort(new Error('worker stopping'));
    await this.boss.stop({ graceful: true, close: true, wait: true, timeout: 10_000 });
  }

  private async runOne(kind: JobKind, queued: PgBoss.JobWithMetadata<JobMessage>): Promise<void> {
    const { jobId, run } = queued.data;
    let outcome: { retry?: string; outage?: boolean; ended?: RunOutcome };
    const started = performance.now();
    try {
      const row = await jobRepository(this.db).byId(jobId);
      // deleted, superseded before it started, or this run already ended (its process died between
      // the final commit and completing the entry): the entry is completed and nothing runs again
      if (!row || row.run !== run || isFinal(row.status)) return jobRun(kind.name, 'skipped', (performance.now() - started) / 1000);
      outcome = await inSpan(`job ${kind.name}`, queued.data.traceparent, { 'job.kind': kind.name, 'job.id': jobId, 'job.run': run, 'job.attempt': queued.retryCount }, () =>
        this.execute(kind, row, queued.retryCount, queued.retryLimit, queued.id, (queued.data.outages ?? 0) < OUTAGE_REQUEUES),
      );
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      outcome = { outage: true };
    }
    jobRun(kind.name, outcome.outage ? 'outage' : outcome.retry ? 'retry' : (outcome.ended ?? 'completed'), (performance.now() - started) / 1000);
    if (outcome.outage) return this.requeue(kind, queued);
    if (outcome.retry) {
      // the retry waits in the queue, held by no worker: pg-boss owns it until then
      await jobRepository(this.db).lease(jobId, run, 0);
      await this.boss.fail(kind.name, queued.id, { message: outcome.retry });
      // pg-boss picks the retry's time (backoff with jitter): read it back
      const retry = await this.boss.getJobById(kind.name, queued.id).catch(() => null);
      if (retry?.startAfter) this.wakeWhenDue(kind.name, retry.startAfter);
    } else await this.boss.complete(kind.name, queued.id);
  }

  /**
   * One attempt of one run. A run that throws on its last attempt ends `failed` with a
   * warning naming the step and the cause; earlier attempts answer `retry`. While the run
   * works, the row is watched: once a newer run replaces it (regenerate, re-render), `signal`
   * aborts, so a run waiting on a slow model server stops at once instead of at its next step.
   */
  private async execute(kind: JobKind, row: JobRow, attempt: number, retryLimit: number, queueEntryId: string, requeueOutage: boolean): Promise<{ retry?: string; outage?: boolean; ended?: RunOutcome }> {
    const { id: jobId, run } = row;
    const repo = jobRepository(this.db);
    const controller = new AbortController();
    this.controllers.add(controller);
    const log = this.log.child({ jobId, kind: kind.name, run, attempt });
    const guard = async (written: boolean) => {
      if (!written) {
        controller.abort(new JobSuperseded(jobId));
        throw new JobSuperseded(jobId);
      }
    };
    const watch = setInterval(() => {
      repo.byId(jobId).then(
        (now) => {
          if (!now || now.run !== run) controller.abort(new JobSuperseded(jobId));
        },
        () => undefined,
      );
    }, SUPERSEDE_CHECK_MS);
    watch.unref();
    // the lease says this run is alive; once superseded, the write finds no row and stops
    const heartbeat = setInterval(
      () => {
        repo.lease(jobId, run, this.leaseSeconds).catch(() => undefined);
      },
      (this.leaseSeconds * 1000) / 4,
    );
    heartbeat.unref();
    const ctx: JobContext = {
      job: row,
      run,
      attempt,
      isLastAttempt: attempt >= retryLimit,
      signal: controller.signal,
      log,
      step: async (currentStep, progress) => guard(await repo.write(jobId, run, { currentStep, ...(progress !== undefined ? { progress } : {}) })),
      update: async (outcome) => guard(await repo.write(jobId, run, outcome)),
      finish: async (outcome, write) => {
        await this.db.transaction().execute(async (trx) => {
          const trxRepo = jobRepository(trx);
          if (!(await trxRepo.lockRun(jobId, run))) throw new JobSuperseded(jobId);
          await traceDeliveries(trx);
          const extra = (await write?.(trx)) ?? {};
          await trxRepo.write(jobId, run, {
            status: 'completed',
            progress: 1,
            ...outcome,
            ...extra,
            result: { ...outcome.result, ...extra.result },
            warnings: [...(outcome.warnings ?? []), ...(extra.warnings ?? [])],
          });
          // the queue entry ends with the job, in the same commit: no crash between the two can
          // leave an active entry behind a final job (which would run the job again)
          await this.settle(kind.name, queueEntryId, trx);
        });
      },
    };
    try {
      await guard(await repo.lease(jobId, run, this.leaseSeconds, queueEntryId));
      await guard(await repo.write(jobId, run, { status: 'running' }));
      await kind.run(ctx);
      await repo.lease(jobId, run, 0);
      log.debug('job run finished');
      return { ended: 'completed' };
    } catch (err) {
      if (err instanceof JobSuperseded || controller.signal.reason instanceof JobSuperseded) return { ended: 'superseded' };
      if (requeueOutage && isDatabaseUnavailable(err)) return { outage: true };
      const message = (err as Error)?.message ?? String(err);
      if (!ctx.isLastAttempt) {
        log.info({ err }, 'job attempt failed; it will be retried');
        return { retry: message };
      }
      log.error({ err }, 'job failed for good');
      const step = (await repo.byId(jobId))?.currentStep ?? 'start';
      await this.db.transaction().execute(async (trx) => {
        await traceDeliveries(trx);
        if (await jobRepository(trx).write(jobId, run, { status: 'failed', warnings: [`failed at ${step}: ${message}`] })) await this.settle(kind.name, queueEntryId, trx);
      });
      return { ended: 'failed' };
    } finally {
      clearInterval(watch);
      clearInterval(heartbeat);
      this.controllers.delete(controller);
    }
  }

  /** A queue entry that expired or failed without the runner marking it: fail its job run. */
  private async markDead(job: PgBoss.JobWithMetadata<JobMessage>): Promise<void> {
    const { jobId, run } = job.data ?? {};
    if (!jobId || typeof run !== 'number') return;
    const repo = jobRepository(this.db);
    const row = await repo.byId(jobId);
    if (!row || row.run !== run || !['pending', 'running'].includes(row.status)) return;
    await repo.write(jobId, run, { status: 'failed', warnings: ['failed: the job did not finish in time and ran out of retries'] });
  }
}
