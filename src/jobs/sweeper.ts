import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Db, DbOrTrx } from '../db/database.js';
import type { JobMessage } from './kind.js';
import { jobRepository } from './repository.js';

/** What the sweeper works with: the queue's connections and the way it queues and wakes work. */
export interface SweepHost {
  db: Db;
  boss: PgBoss;
  log: FastifyBaseLogger;
  /** the schema of pg-boss's tables */
  schema: string;
  leaseSeconds: number;
  /** the job kinds this queue runs */
  kinds: string[];
  enqueue(kind: string, message: JobMessage, trx?: DbOrTrx): Promise<void>;
  wake(kind?: string): void;
}

/**
 * Restarts the runs whose worker died (lease expired): each becomes a new run, queued again in
 * the same transaction; then the dead run's queue entry, still `active` for pg-boss and so
 * holding the job's singleton slot, is cancelled so the new run can start at once. Then
 * `reconcile`. Any worker process may sweep: rows are locked, skipping those another sweeper
 * holds. Answers how many jobs it restarted; a failure is logged and left to the next sweep.
 */
export async function sweepStranded(h: SweepHost): Promise<number> {
  try {
    const restarted = await h.db.transaction().execute(async (trx) => {
      const rows = await jobRepository(trx).restartExpired(h.kinds);
      for (const r of rows) await h.enqueue(r.kind, { jobId: r.id, run: r.run }, trx);
      return rows;
    });
    for (const r of restarted) {
      h.log.warn({ jobId: r.id, kind: r.kind, run: r.run }, 'job restarted: the worker running it stopped renewing its lease');
      if (r.queueEntryId) await h.boss.cancel(r.kind, r.queueEntryId).catch((err) => h.log.warn({ err }, "cancelling a dead run's queue entry failed"));
      h.wake(r.kind); // the new run could not start while the dead run held the slot
    }
    return restarted.length + (await reconcile(h));
  } catch (err) {
    h.log.warn({ err }, 'sweeping for stranded jobs failed; trying again later');
    return 0;
  }
}

/**
 * A job that is not final must have a live lease (a run working on it) or a live queue entry
 * (a run waiting to be taken). A process that dies between two of those steps can leave it
 * with neither, or with an entry no run stands behind; both are mended here, a lease after
 * the fact (so a live worker in the middle of such a step is never disturbed):
 * 1. entries taken (pg-boss marks them `active` as it hands them out) more than a lease ago
 *    with no live run behind them (the job is gone, ended, restarted, or has no lease: its
 *    worker died before writing it) are cancelled: they would hold the job's slot, or run an
 *    ended job again when pg-boss expired them;
 * 2. jobs waiting or running with no lease and no waiting, retrying or active entry of their
 *    current run (unchanged for a lease), among those this queue has had an entry of, are
 *    restarted as a new run, queued in the same transaction.
 * Answers how many jobs it restarted.
 */
async function reconcile(h: SweepHost): Promise<number> {
  const kinds = h.kinds;
  if (kinds.length === 0) return 0;
  const entries = sql.table(`${h.schema}.job`);
  const lease = sql`make_interval(secs => ${h.leaseSeconds})`;
  const { rows: dead } = await sql<{ entryId: string; kind: string }>`
    SELECT q.id AS entry_id, q.name AS kind
    FROM ${entries} q LEFT JOIN jobs j ON j.id = q.singleton_key::uuid
    WHERE q.name = ANY(${kinds}::text[]) AND q.state = 'active' AND q.started_on < now() - ${lease}
      AND (j.id IS NULL OR j.run <> (q.data->>'run')::int OR j.status NOT IN ('pending', 'running') OR j.lease_expires_at IS NULL)
    LIMIT 100`.execute(h.db);
  for (const d of dead) await h.boss.cancel(d.kind, d.entryId);
  const { rows: orphans } = await sql<{ id: string; run: number }>`
    SELECT j.id, j.run FROM jobs j
    WHERE j.kind = ANY(${kinds}::text[]) AND j.status IN ('pending', 'running') AND j.lease_expires_at IS NULL
      AND j.updated_at < now() - ${lease}
      -- a job this queue has had an entry of (a job queued elsewhere, in another pg-boss schema
      -- on the same database, is not this queue's to restart)
      AND EXISTS (SELECT 1 FROM ${entries} q WHERE q.name = j.kind AND q.singleton_key = j.id::text)
      AND NOT EXISTS (
        SELECT 1 FROM ${entries} q
        WHERE q.name = j.kind AND q.singleton_key = j.id::text AND q.state IN ('created', 'retry', 'active')
          AND (q.data->>'run')::int = j.run)
    LIMIT 100`.execute(h.db);
  let restarted = 0;
  for (const o of orphans) {
    const row = await h.db.transaction().execute(async (trx) => {
      const next = await jobRepository(trx).restartUnleased(o.id, o.run);
      if (next) await h.enqueue(next.kind, { jobId: next.id, run: next.run }, trx);
      return next;
    });
    if (!row) continue;
    restarted++;
    h.log.warn({ jobId: row.id, kind: row.kind, run: row.run }, 'job restarted: no worker held it and none was queued to (a process stopped between two steps)');
    h.wake(row.kind);
  }
  return restarted;
}
