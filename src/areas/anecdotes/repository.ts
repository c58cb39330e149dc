import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AnecdotesTable } from '../../db/schema.js';
import { likePattern, type PageRequest } from '../../http/pagination.js';

export type AnecdoteRow = Selectable<AnecdotesTable>;

interface AnecdoteInput {
  title: string;
  content: string;
  mood?: string;
  storyType?: string;
  tags?: string[];
}

interface AnecdotePatch extends Partial<AnecdoteInput> {
  isFavorite?: boolean;
}

interface AnecdoteFilter {
  isFavorite?: boolean;
  tag?: string;
  q?: string;
}

/** Data access for anecdotes. Every method is scoped to one owner. */
export function anecdoteRepository(db: Db) {
  const filtered = (ownerId: string, f: AnecdoteFilter) => {
    let q = db.selectFrom('anecdotes').where('ownerId', '=', ownerId);
    if (f.isFavorite !== undefined) q = q.where('isFavorite', '=', f.isFavorite);
    if (f.tag !== undefined) q = q.where(sql<boolean>`tags @> ARRAY[${f.tag}]::text[]`);
    if (f.q !== undefined) {
      const pattern = likePattern(f.q);
      q = q.where((eb) => eb.or([eb('title', 'ilike', pattern), eb('content', 'ilike', pattern)]));
    }
    return q;
  };

  return {
    async create(ownerId: string, input: AnecdoteInput): Promise<AnecdoteRow> {
      return db
        .insertInto('anecdotes')
        .values({ ownerId, ...input, tags: input.tags ? [...new Set(input.tags)] : undefined })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async list(ownerId: string, filter: AnecdoteFilter, page: PageRequest & { offset: number }) {
      const [rows, count] = await Promise.all([
        filtered(ownerId, filter).selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
        filtered(ownerId, filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /**
     * Every anecdote of the owner in creation order, streamed in batches (for exports). The
     * keyset cursor is the row's created_at as Postgres text: a JS Date keeps milliseconds
     * only, and comparing with it would return a batch's last row again.
     */
    async *iterate(ownerId: string, batch = 50): AsyncGenerator<AnecdoteRow> {
      let after: { cursor: string; id: string } | undefined;
      for (;;) {
        let q = db.selectFrom('anecdotes').selectAll().select(sql<string>`created_at::text`.as('cursor')).where('ownerId', '=', ownerId);
        if (after) q = q.where(sql<boolean>`(created_at, id) > (${after.cursor}::timestamptz, ${after.id}::uuid)`);
        const rows = await q.orderBy('createdAt').orderBy('id').limit(batch).execute();
        for (const { cursor: _cursor, ...row } of rows) yield row;
        if (rows.length < batch) return;
        const last = rows[rows.length - 1]!;
        after = { cursor: last.cursor, id: last.id };
      }
    },

    async get(ownerId: string, id: string): Promise<AnecdoteRow | undefined> {
      return db.selectFrom('anecdotes').selectAll().where('ownerId', '=', ownerId).where('id', '=', id).executeTakeFirst();
    },

    /** The ids among `ids` that do not name one of the owner's anecdotes. */
    async missing(ownerId: string, ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const found = await db.selectFrom('anecdotes').select('id').where('ownerId', '=', ownerId).where('id', 'in', ids).execute();
      const have = new Set(found.map((r) => r.id));
      return ids.filter((id) => !have.has(id));
    },

    async update(ownerId: string, id: string, patch: AnecdotePatch): Promise<AnecdoteRow | undefined> {
      const values = { ...patch, ...(patch.tags ? { tags: [...new Set(patch.tags)] } : {}) };
      return db
        .updateTable('anecdotes')
        .set({ ...values, updatedAt: sql`now()` })
        .where('ownerId', '=', ownerId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Flips the favorite flag in one statement, so concurrent toggles never lose an update. */
    async toggleFavorite(ownerId: string, id: string): Promise<AnecdoteRow | undefined> {
      return db.updateTable('anecdotes').set({ isFavorite: sql`NOT is_favorite`, updatedAt: sql`now()` }).where('ownerId', '=', ownerId).where('id', '=', id).returningAll().executeTakeFirst();
    },

    async remove(ownerId: string, id: string): Promise<boolean> {
      const res = await db.deleteFrom('anecdotes').where('ownerId', '=', ownerId).where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
  };
}
