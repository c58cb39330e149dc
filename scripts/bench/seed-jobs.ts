import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';

/**
 * Inserts `n` finished-looking jobs for one owner in one statement (generate_series), spread
 * one a minute back from now over five kinds and statuses, with input and result of a realistic
 * size; each ran 30 s. Used by the statistics bench and by the test of its query plan.
 *
 * One statement writes every row (and, through the jobs trigger, an event for each finished
 * one), which takes longer than a request may (DB_STATEMENT_TIMEOUT_MS): the seed lifts that
 * bound for its own transaction only.
 */
export async function seedJobs(db: Db, ownerId: string, n: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`SET LOCAL statement_timeout = 0`.execute(tx);
    await insertJobs(tx, ownerId, n);
  });
}

async function insertJobs(db: Db, ownerId: string, n: number): Promise<void> {
  await sql`
    INSERT INTO jobs (owner_id, kind, status, current_step, quality_score, risk_level, total_tokens_used, input, result, started_at, completed_at, created_at)
    SELECT ${ownerId}, (ARRAY['script','short','broll','post_generation','blog_article'])[1 + i % 5],
           (ARRAY['completed','completed','completed','failed','running'])[1 + i % 5], 'done',
           50 + i % 50, (ARRAY['low','medium','high'])[1 + i % 3], i % 1000,
           jsonb_build_object('title', 'Job ' || i, 'brief', repeat('x', 200), 'selectedAnecdoteIds', '[]'::jsonb),
           jsonb_build_object('note', repeat('y', 300)),
           now() - make_interval(secs => i * 60 + 30), now() - make_interval(secs => i * 60),
           now() - make_interval(secs => i * 60 + 60)
    FROM generate_series(1, ${n}) AS i`.execute(db);
}
