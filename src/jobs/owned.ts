import { sql } from 'kysely';
import type { DbOrTrx } from '../db/database.js';
import type { JobRow } from './repository.js';

/**
 * Owner actions on a job outside its runs (validate a short, rename a script, re-render a
 * B-roll job): they read and write the row under a lock, so that two requests on one job
 * decide one after the other.
 */

/** Locks one of the owner's jobs of `kind` for the rest of the transaction. */
export async function lockJob(trx: DbOrTrx, ownerId: string, kind: string, id: string): Promise<JobRow | undefined> {
  return trx.selectFrom('jobs').selectAll().where('id', '=', id).where('ownerId', '=', ownerId).where('kind', '=', kind).forUpdate().executeTakeFirst();
}

/** Merges top-level keys into a job's input and/or result, without starting a run. */
export async function patchJob(db: DbOrTrx, id: string, patch: { input?: Record<string, unknown>; result?: Record<string, unknown> }): Promise<JobRow> {
  return db
    .updateTable('jobs')
    .set({
      ...(patch.input ? { input: sql`input || ${JSON.stringify(patch.input)}::jsonb` } : {}),
      ...(patch.result ? { result: sql`result || ${JSON.stringify(patch.result)}::jsonb` } : {}),
      updatedAt: sql`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
