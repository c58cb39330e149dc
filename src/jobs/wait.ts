import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/database.js';
import { isFinal, jobRepository, type JobRow } from './repository.js';

/**
 * Waits for a job to reach a final status (any process may be running it: the row in Postgres
 * is the truth), polling with a growing interval. Answers the row as it stands when it is final,
 * when `timeoutMs` has passed, or when `signal` aborts (the client went away); undefined when
 * the job no longer exists.
 */
export async function waitForJob(db: Db, jobId: string, timeoutMs: number, signal?: AbortSignal): Promise<JobRow | undefined> {
  const repo = jobRepository(db);
  const deadline = Date.now() + timeoutMs;
  let interval = 25;
  for (;;) {
    const row = await repo.byId(jobId);
    if (!row || isFinal(row.status)) return row;
    const left = deadline - Date.now();
    if (left <= 0 || signal?.aborted) return row;
    try {
      await sleep(Math.min(interval, left), undefined, { signal });
    } catch {
      return repo.byId(jobId);
    }
    interval = Math.min(interval * 2, 250);
  }
}
