import { sql } from 'kysely';
import { POST_GENERATION_KIND } from '../../src/areas/post-generation/kind.js';
import type { Db } from '../../src/db/database.js';
import { jobRepository } from '../../src/jobs/repository.js';

/**
 * `count` stored events of `ownerId`, each about `bytes` long on the stream: one real job
 * completed (its event written by the jobs trigger), then copies of that event with a warning of
 * `bytes` characters, inserted in one statement. For replays large enough to fill socket buffers.
 */
export async function seedEvents(db: Db, ownerId: string, count: number, bytes: number): Promise<void> {
  const repo = jobRepository(db);
  const job = await repo.create(ownerId, POST_GENERATION_KIND, { anecdoteId: '00000000-0000-4000-8000-000000000000' });
  await repo.write(job.id, job.run, { status: 'completed' });
  await sql`
    INSERT INTO events (owner_id, type, resource_kind, resource_id, snapshot)
    SELECT e.owner_id, e.type, e.resource_kind, e.resource_id, jsonb_set(e.snapshot, '{warnings}', jsonb_build_array(repeat('x', ${bytes}::int)))
    FROM events e, generate_series(2, ${count}::int)
    WHERE e.resource_id = ${job.id} AND e.owner_id = ${ownerId}`.execute(db);
}
