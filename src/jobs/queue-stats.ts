import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { QueueStat } from '../observability/metrics.js';

/** a scrape never waits longer than this on the queue query (statement timeout, and a timer for a pool with no free connection) */
const STATS_TIMEOUT_MS = 2000;

/**
 * The job queue's depth per queue (job kind or task) and state, and the age of the oldest entry
 * that is due and waiting (`created`, or `retry` past its retry time): read from pg-boss's table
 * at scrape time, on its own short statement timeout, never on a request's path.
 */
export async function readQueueStats(db: Db, schema: string): Promise<QueueStat[]> {
  const entries = sql.table(`${schema}.job`);
  const query = db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('statement_timeout', ${String(STATS_TIMEOUT_MS)}, true)`.execute(trx);
    const { rows } = await sql<{ queue: string; state: string; count: number; oldestSeconds: number | null }>`
      SELECT name AS queue, state::text AS state, count(*)::int AS count,
        extract(epoch FROM now() - min(start_after) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now()))::float8 AS oldest_seconds
      FROM ${entries}
      WHERE state IN ('created', 'retry', 'active')
      GROUP BY name, state`.execute(trx);
    return rows;
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`queue stats: no answer in ${STATS_TIMEOUT_MS} ms`)), STATS_TIMEOUT_MS + 500);
  });
  try {
    return await Promise.race([query, late]);
  } finally {
    clearTimeout(timer);
    query.catch(() => undefined);
  }
}
