import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { QueueStat } from '../observability/metrics.js';

/** a scrape never waits longer than this on the queue query (statement timeout, and a timer for a pool with no free connection) */
const STATS_TIMEOUT_MS = 2000;

/**
 * The job queue's depth per queue (job kind or task; every queue, 0 when empty) and state, and the age of the oldest entry
 * that is due and waiting (`created`, or `retry` past its retry time): read from pg-boss's table
 * at scrape time, on its own short statement timeout, never on a request's path.
 */
export async function readQueueStats(db: Db, schema: string): Promise<QueueStat[]> {
  const entries = sql.table(`${schema}.job`);
  const queues = sql.table(`${schema}.queue`);
  const query = db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('statement_timeout', ${String(STATS_TIMEOUT_MS)}, true)`.execute(trx);
    const { rows } = await sql<{ queue: string; state: string; count: number; oldestSeconds: number | null }>`
      SELECT q.name AS queue, s.state, count(j.id)::int AS count,
        extract(epoch FROM now() - min(j.start_after) FILTER (WHERE s.state IN ('created', 'retry') AND j.start_after <= now()))::float8 AS oldest_seconds
      FROM ${queues} q
      CROSS JOIN (VALUES ('created'), ('retry'), ('active')) AS s (state)
      LEFT JOIN ${entries} j ON j.name = q.name AND j.state::text = s.state
      GROUP BY q.name, s.state`.execute(trx);
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
