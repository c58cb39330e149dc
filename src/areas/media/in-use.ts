import { sql, type RawBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/database.js';
import { BROLL_KIND } from '../broll/kind.js';
import { CAROUSEL_GENERATION_KIND } from '../carousels/kind.js';

/** The kinds of jobs whose input may name the owner's media items, and what each is called in a message. */
export const MEDIA_JOB_KINDS: Record<string, string> = { [BROLL_KIND]: 'B-roll job', [CAROUSEL_GENERATION_KIND]: 'carousel generation job' };

/**
 * Whether a job's `input` (a jsonb expression) names the media item whose id (a text
 * expression) is `mediaId`: as a B-roll scene's image or clip, its music, or the logo of a
 * B-roll's or a carousel's brand. The one test of "a job uses this item", for deleteMedia's 409
 * and retention's pruning alike (with the job's kind one of MEDIA_JOB_KINDS).
 */
export function inputNamesMedia(input: RawBuilder<unknown>, mediaId: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`(${input}->'mediaScenes' @> jsonb_build_array(jsonb_build_object('mediaId', ${mediaId})) OR ${input}->>'musicMediaId' = ${mediaId} OR ${input}->'brand'->>'logoMediaId' = ${mediaId})`;
}

/**
 * A queued or running job of the owner's that uses the media item (a B-roll's scene image or
 * clip, its music or its logo; a carousel's logo), if any: such an item is not deleted
 * (deleteMedia answers 409).
 */
export async function jobUsingMedia(db: DbOrTrx, owner: string, mediaId: string): Promise<{ id: string; kind: string; status: string } | undefined> {
  return db
    .selectFrom('jobs')
    .select(['id', 'kind', 'status'])
    .where('ownerId', '=', owner)
    .where('kind', 'in', Object.keys(MEDIA_JOB_KINDS))
    .where('status', 'in', ['pending', 'running'])
    .where(inputNamesMedia(sql.ref('input'), sql`${mediaId}::text`))
    .orderBy('createdAt', 'asc')
    .executeTakeFirst();
}
