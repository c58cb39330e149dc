import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database.js';
import type { MediaItemsTable } from '../../db/schema.js';
import type { PageRequest } from '../../http/pagination.js';
import type { MediaKind } from './check.js';

export type MediaRow = Selectable<MediaItemsTable>;

/** The owners' media library rows (migration 063); every read is scoped to the owner. */
export function mediaRepository(db: DbOrTrx) {
  return {
    async create(values: Omit<MediaRow, 'createdAt' | 'bytes'> & { bytes: number }): Promise<MediaRow> {
      return db.insertInto('mediaItems').values(values).returningAll().executeTakeFirstOrThrow();
    },

    async list(ownerId: string, page: PageRequest & { offset: number }, kind?: MediaKind) {
      let base = db.selectFrom('mediaItems').where('ownerId', '=', ownerId);
      if (kind) base = base.where('kind', '=', kind);
      const [rows, count] = await Promise.all([base.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(), base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()]);
      return { rows, total: Number(count.n) };
    },

    /** The owner's latest image taken from `url` (its `sourceUrl`), if any. */
    async imageFrom(ownerId: string, url: string): Promise<MediaRow | undefined> {
      return db.selectFrom('mediaItems').selectAll().where('ownerId', '=', ownerId).where('sourceUrl', '=', url).where('kind', '=', 'image').orderBy('createdAt', 'desc').limit(1).executeTakeFirst();
    },

    async get(ownerId: string, id: string): Promise<MediaRow | undefined> {
      return db.selectFrom('mediaItems').selectAll().where('ownerId', '=', ownerId).where('id', '=', id).executeTakeFirst();
    },

    /**
     * The row, locked until the transaction ends: `share` by a job about to use it (a deletion
     * waits for the job to be recorded), `update` by its deletion (a job naming it waits, and
     * then finds it gone).
     */
    async lock(ownerId: string, id: string, mode: 'share' | 'update'): Promise<MediaRow | undefined> {
      const q = db.selectFrom('mediaItems').selectAll().where('ownerId', '=', ownerId).where('id', '=', id);
      return (mode === 'share' ? q.forShare() : q.forUpdate()).executeTakeFirst();
    },

    /** Deletes the row; its object's deletion is scheduled by the table's trigger in the same transaction. */
    async remove(ownerId: string, id: string): Promise<MediaRow | undefined> {
      return db.deleteFrom('mediaItems').where('ownerId', '=', ownerId).where('id', '=', id).returningAll().executeTakeFirst();
    },
  };
}
