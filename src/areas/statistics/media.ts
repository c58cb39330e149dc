import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.js';

/**
 * What the statistics count as rendered media and storage, recorded as files are written
 * (migration 031): a job's `media_bytes` (its files under DATA_DIR) and `media_seconds` (its
 * rendered video), a post's `image_bytes`.
 */

/** Sets the bytes and seconds of a job's rendered video (a render replaces the previous one). */
export async function recordRender(db: DbOrTrx, jobId: string, bytes: number, seconds: number): Promise<void> {
  await db.updateTable('jobs').set({ mediaBytes: bytes, mediaSeconds: seconds }).where('id', '=', jobId).execute();
}

/** Adds `delta` bytes (negative when a file is replaced by a smaller one) to a job's stored files. */
export async function addJobBytes(db: DbOrTrx, jobId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await db
    .updateTable('jobs')
    .set({ mediaBytes: sql`greatest(0, media_bytes + ${delta})` })
    .where('id', '=', jobId)
    .execute();
}
