import { sql, type Selectable } from 'kysely';
import type { Db, DbOrTrx } from '../db/database.js';
import type { JobsTable, JobStatus } from '../db/schema.js';
import type { PageRequest } from '../http/pagination.js';

export type JobRow = Selectable<JobsTable>;

/** Statuses a run ends in: nothing more happens to the job until an owner restarts it. */
export const FINAL_STATUSES: ReadonlySet<JobStatus> = new Set<JobStatus>(['completed', 'failed', 'draft', 'delivered', 'canceled']);

export function isFinal(status: JobStatus): boolean {
  return FINAL_STATUSES.has(status);
}

/**
 * A run left `running` by a worker that died: its lease expired. It is as good as failed for
 * an owner who wants to restart it (re-render, regenerate); a worker restarts it by itself too.
 */
export function isStale(row: Pick<JobRow, 'status' | 'leaseExpiresAt'>, now = new Date()): boolean {
  return row.status === 'running' && row.leaseExpiresAt !== null && Date.parse(row.leaseExpiresAt) < now.getTime();
}

/** Final or intermediate values a run writes on its job row. */
export interface JobOutcome {
  status?: JobStatus;
  currentStep?: string;
  progress?: number;
  qualityScore?: number | null;
  riskLevel?: string | null;
  /** appended to the run's warnings */
  warnings?: string[];
  totalTokensUsed?: number;
  /** merged into the stored result (top-level keys) */
  result?: Record<string, unknown>;
}

/** Data access for the jobs table. Reads are scoped to one owner; run-guarded writes are for workers. */
export function jobRepository(db: DbOrTrx) {
  return {
    async create(ownerId: string, kind: string, input: Record<string, unknown>, result: Record<string, unknown> = {}): Promise<JobRow> {
      return db
        .insertInto('jobs')
        .values({ ownerId, kind, input: JSON.stringify(input), result: JSON.stringify(result) })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async get(ownerId: string, kind: string, id: string): Promise<JobRow | undefined> {
      return db.selectFrom('jobs').selectAll().where('id', '=', id).where('ownerId', '=', ownerId).where('kind', '=', kind).executeTakeFirst();
    },

    async byId(id: string): Promise<JobRow | undefined> {
      return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Newest first. */
    async list(ownerId: string, kind: string, page: PageRequest & { offset: number }) {
      const base = db.selectFrom('jobs').where('ownerId', '=', ownerId).where('kind', '=', kind);
      const [rows, count] = await Promise.all([base.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(), base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()]);
      return { rows, total: Number(count.n) };
    },

    /**
     * Starts a new run: bumps `run`, resets the progress fields and merges `inputPatch` into
     * the input. A worker still busy with the previous run notices at its next step and stops.
     */
    async restart(ownerId: string, kind: string, id: string, inputPatch: Record<string, unknown> = {}, resultPatch?: Record<string, unknown>) {
      return db
        .updateTable('jobs')
        .set({
          run: sql`run + 1`,
          status: 'pending',
          currentStep: 'queued',
          progress: 0,
          warnings: [],
          startedAt: null,
          completedAt: null,
          // a live worker's lease goes (it stops at its next step); a dead one's stays expired,
          // so a sweeper still cancels the dead run's queue entry, which holds the job's slot
          leaseExpiresAt: sql`CASE WHEN lease_expires_at < now() THEN lease_expires_at END`,
          input: sql`input || ${JSON.stringify(inputPatch)}::jsonb`,
          ...(resultPatch ? { result: sql`result || ${JSON.stringify(resultPatch)}::jsonb` } : {}),
          updatedAt: sql`now()`,
        })
        .where('id', '=', id)
        .where('ownerId', '=', ownerId)
        .where('kind', '=', kind)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Writes `outcome` if `run` is still the job's current run; false when it was superseded.
     * `completedAt` is set when the status becomes final.
     */
    async write(id: string, run: number, outcome: JobOutcome): Promise<boolean> {
      const final = outcome.status !== undefined && isFinal(outcome.status);
      const res = await db
        .updateTable('jobs')
        .set({
          ...(outcome.status ? { status: outcome.status } : {}),
          ...(outcome.currentStep ? { currentStep: outcome.currentStep } : {}),
          ...(outcome.progress !== undefined ? { progress: outcome.progress } : {}),
          ...(outcome.qualityScore !== undefined ? { qualityScore: outcome.qualityScore } : {}),
          ...(outcome.riskLevel !== undefined ? { riskLevel: outcome.riskLevel } : {}),
          ...(outcome.totalTokensUsed !== undefined ? { totalTokensUsed: outcome.totalTokensUsed } : {}),
          ...(outcome.warnings?.length ? { warnings: sql`warnings || ${outcome.warnings}::text[]` } : {}),
          ...(outcome.result ? { result: sql`result || ${JSON.stringify(outcome.result)}::jsonb` } : {}),
          ...(outcome.status === 'running' ? { startedAt: sql`coalesce(started_at, now())` } : {}),
          ...(final ? { completedAt: sql`now()`, leaseExpiresAt: null } : {}),
          updatedAt: sql`now()`,
        })
        .where('id', '=', id)
        .where('run', '=', run)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /**
     * The worker running `run` holds the job for `seconds` more (taken when the run starts,
     * renewed as it works); false when the run was superseded. `queueEntryId` records which
     * queue entry the run came from. `seconds` 0 lets go (a retry waits in the queue).
     */
    async lease(id: string, run: number, seconds: number, queueEntryId?: string): Promise<boolean> {
      const res = await db
        .updateTable('jobs')
        .set({
          leaseExpiresAt: seconds > 0 ? sql`now() + make_interval(secs => ${seconds})` : null,
          ...(queueEntryId ? { queueEntryId } : {}),
        })
        .where('id', '=', id)
        .where('run', '=', run)
        // a renewal that races the run's final write must not put a lease back on a final job
        .$if(seconds > 0, (q) => q.where('status', 'in', ['pending', 'running']))
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /**
     * Jobs of these kinds whose worker stopped renewing its lease (it died): each is restarted
     * as a new run (pending, progress reset, a warning saying why) and its lease cleared. Rows
     * are locked (skipping rows another sweeper holds); answers the new runs with the queue
     * entry of the dead one, for the caller to queue and cancel in the same transaction.
     */
    async restartExpired(kinds: string[], limit = 100) {
      if (kinds.length === 0) return [];
      const stale = db.selectFrom('jobs').select(['id', 'queueEntryId']).where('leaseExpiresAt', '<', sql<string>`now()`).where('status', 'in', ['pending', 'running']).where('kind', 'in', kinds).orderBy('leaseExpiresAt').limit(limit).forUpdate().skipLocked();
      const { rows } = await sql<{ id: string; kind: string; run: number; queueEntryId: string | null }>`
        WITH stale AS (${stale})
        UPDATE jobs j SET
          run = j.run + 1, status = 'pending', current_step = 'queued', progress = 0, started_at = NULL,
          completed_at = NULL, lease_expires_at = NULL, queue_entry_id = NULL, updated_at = now(),
          warnings = ARRAY[${'restarted: the worker running this job stopped (its lease expired)'}]::text[]
        FROM stale WHERE j.id = stale.id
        RETURNING j.id, j.kind, j.run, stale.queue_entry_id`.execute(db);
      return rows;
    },

    /**
     * Restarts run `run` of a job whose queue entry a worker took without ever writing the run's
     * lease (it died in between): a new run, pending, with a warning saying why. Only if `run` is
     * still current, unleased and not final; the row is locked (skipped when another sweeper
     * holds it). Answers the new run, for the caller to queue in the same transaction.
     */
    async restartUnleased(id: string, run: number) {
      const { rows } = await sql<{ id: string; kind: string; run: number }>`
        UPDATE jobs j SET
          run = j.run + 1, status = 'pending', current_step = 'queued', progress = 0, started_at = NULL,
          completed_at = NULL, lease_expires_at = NULL, queue_entry_id = NULL, updated_at = now(),
          warnings = ARRAY[${'restarted: no worker held this job and none was queued to (a process stopped between two steps)'}]::text[]
        WHERE j.id = (SELECT id FROM jobs WHERE id = ${id} AND run = ${run} AND lease_expires_at IS NULL AND status IN ('pending', 'running') FOR UPDATE SKIP LOCKED)
        RETURNING j.id, j.kind, j.run`.execute(db);
      return rows[0];
    },

    /** Locks the job row for the rest of the transaction if `run` is current. */
    async lockRun(id: string, run: number): Promise<JobRow | undefined> {
      return db.selectFrom('jobs').selectAll().where('id', '=', id).where('run', '=', run).forUpdate().executeTakeFirst();
    },

    /**
     * Cancels one of the owner's jobs of `kind` unless it is final: the run is bumped (so a run
     * in progress stops at its next step, and its queue entry is skipped) and the new run is
     * written `canceled` at once through `write`, as any run's end is. Answers `{ canceled }`,
     * `{ final }` (the row, untouched) when it had already ended, undefined when there is no
     * such job. The row is locked meanwhile, so a cancel and a restart decide one after the other.
     */
    async cancel(ownerId: string, kind: string, id: string): Promise<{ canceled: JobRow } | { final: JobRow } | undefined> {
      const go = async (trx: DbOrTrx) => {
        const current = await trx.selectFrom('jobs').selectAll().where('id', '=', id).where('ownerId', '=', ownerId).where('kind', '=', kind).forUpdate().executeTakeFirst();
        if (!current) return undefined;
        if (isFinal(current.status)) return { final: current };
        const { run } = await trx.updateTable('jobs').set({ run: sql`run + 1` }).where('id', '=', id).returning('run').executeTakeFirstOrThrow();
        const repo = jobRepository(trx);
        await repo.write(id, run, { status: 'canceled' });
        return { canceled: (await repo.byId(id))! };
      };
      return db.isTransaction ? go(db) : (db as Db).transaction().execute(go);
    },

    async remove(ownerId: string, kind: string, id: string): Promise<boolean> {
      const res = await db.deleteFrom('jobs').where('id', '=', id).where('ownerId', '=', ownerId).where('kind', '=', kind).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
  };
}
