import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { errors } from '../../http/errors.js';
import { sendStored } from '../../http/send-file.js';
import { mediaKey } from '../../storage/store.js';
import type { DbOrTrx } from '../../db/database.js';
import type { JobRow } from '../../jobs/repository.js';
import type { Deps } from '../../deps.js';
import { type ThumbnailState, type ThumbnailsResult, thumbnailsOf } from './thumbnail-state.js';

/**
 * Asks for a new render of thumbnail `index` (creating the item, the next index, when the job
 * has none yet): status back to pending, target + 1. Answers the new target.
 */
export async function requestThumbnail(db: DbOrTrx, jobId: string, index: number): Promise<number> {
  const item = sql`coalesce(result->'thumbnails'->${index}::int, jsonb_build_object('index', ${index}::int))`;
  const next = sql`coalesce((result->'thumbnails'->${index}::int->>'target')::int, 0) + 1`;
  const row = await db
    .updateTable('jobs')
    .set({
      result: sql`jsonb_set(
        CASE WHEN jsonb_typeof(result->'thumbnails') = 'array' THEN result ELSE result || '{"thumbnails": []}'::jsonb END,
        ARRAY['thumbnails', ${String(index)}],
        ${item} || jsonb_build_object('status', 'pending', 'target', ${next}),
        true)`,
      updatedAt: sql`now()`,
    })
    .where('id', '=', jobId)
    .returning(sql<number>`(result->'thumbnails'->${index}::int->>'target')::int`.as('target'))
    .executeTakeFirstOrThrow();
  return row.target;
}

/**
 * Merges `patch` into thumbnail `index` if `target` is still its target. Answers the item as
 * it was before, or undefined when a newer render was asked for meanwhile.
 */
export async function settle(db: DbOrTrx, jobId: string, index: number, target: number, patch: Partial<ThumbnailState>): Promise<ThumbnailState | undefined> {
  const current = await db.selectFrom('jobs').select(sql<ThumbnailState | null>`result->'thumbnails'->${index}::int`.as('item')).where('id', '=', jobId).forUpdate().executeTakeFirst();
  if (!current?.item || current.item.target !== target) return undefined;
  await db
    .updateTable('jobs')
    .set({ result: sql`jsonb_set(result, ARRAY['thumbnails', ${String(index)}], (result->'thumbnails'->${index}::int) || ${JSON.stringify(patch)}::jsonb)`, updatedAt: sql`now()` })
    .where('id', '=', jobId)
    .execute();
  return current.item;
}

/** Marks render `target` of thumbnail `index` failed (if still current). */
export async function failThumbnail(db: DbOrTrx, jobId: string, index: number, target: number, error: string): Promise<void> {
  await settle(db, jobId, index, target, { status: 'failed', error });
}

/** Answers the PNG of thumbnail `index` of a job (the last rendered version), or 404. */
export async function sendThumbnail(services: Deps, req: FastifyRequest, reply: FastifyReply, row: Pick<JobRow, 'id'> & { result: ThumbnailsResult }, index: string, what: string): Promise<FastifyReply> {
  const item = thumbnailsOf(row).find((t) => String(t.index) === index.replace(/^0+(?=\d)/, ''));
  const missing = () => errors.notFound(`Thumbnail ${index} of ${what} ${row.id}`);
  if (!item?.file) throw missing();
  return sendStored(req, reply, services.media, mediaKey(item.file), { contentType: 'image/png', missing });
}
