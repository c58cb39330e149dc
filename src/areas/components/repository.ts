import { sql, type Insertable, type Selectable } from 'kysely';
import type { ComponentsTable } from '../../db/schema.js';
import { likePattern, type PageRequest } from '../../http/pagination.js';
import type { DbOrTrx } from '../../db/database.js';

export type ComponentRow = Selectable<ComponentsTable>;
export type ComponentCategory = ComponentRow['category'];

export interface ComponentValues {
  name: string;
  category: ComponentCategory;
  description?: string;
  tags?: string[];
  defaultProps?: Record<string, unknown>;
  prompt?: string;
  sourceCode?: string;
  isPublic?: boolean;
  isValidated?: boolean;
  warnings?: string[];
}

interface ComponentFilter {
  category?: ComponentCategory;
  tag?: string;
  q?: string;
  /** the owner's own components only (else also every public one) */
  ownOnly?: boolean;
}

function toColumns(v: Partial<ComponentValues>): Partial<Insertable<ComponentsTable>> {
  const { defaultProps, tags, ...rest } = v;
  return {
    ...rest,
    ...(defaultProps !== undefined ? { defaultProps: JSON.stringify(defaultProps) } : {}),
    ...(tags !== undefined ? { tags: [...new Set(tags)] } : {}),
  };
}

/**
 * Data access for the component library. Reads see the owner's own components and every
 * public one ("visible"); writes are the owner's only.
 */
export function componentRepository(db: DbOrTrx) {
  const visible = (ownerId: string) => db.selectFrom('components').where((eb) => eb.or([eb('ownerId', '=', ownerId), eb('isPublic', '=', true)]));

  return {
    async create(ownerId: string, values: ComponentValues): Promise<ComponentRow> {
      return db
        .insertInto('components')
        .values({ ownerId, ...(toColumns(values) as ComponentValues & { defaultProps?: string }) })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** A component the owner may read: their own or a public one. */
    async getVisible(ownerId: string, id: string): Promise<ComponentRow | undefined> {
      return visible(ownerId).selectAll().where('id', '=', id).executeTakeFirst();
    },

    async list(ownerId: string, filter: ComponentFilter, page: PageRequest & { offset: number }) {
      let q = filter.ownOnly ? db.selectFrom('components').where('ownerId', '=', ownerId) : visible(ownerId);
      if (filter.category) q = q.where('category', '=', filter.category);
      if (filter.tag) q = q.where(sql<boolean>`tags @> ARRAY[${filter.tag}]::text[]`);
      if (filter.q) {
        const pattern = likePattern(filter.q);
        q = q.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('description', 'ilike', pattern)]));
      }
      const [rows, count] = await Promise.all([q.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(), q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()]);
      return { rows, total: Number(count.n) };
    },

    /**
     * Validated components the owner may use in a video, for scene selection: their own only. A
     * public component of another owner is used once the owner duplicates it (a frozen copy).
     */
    async selectable(ownerId: string): Promise<ComponentRow[]> {
      return db.selectFrom('components').where('ownerId', '=', ownerId).selectAll().where('isValidated', '=', true).orderBy('createdAt').orderBy('id').execute();
    },

    /** Owner-only update; undefined when the component is not the owner's. */
    async update(ownerId: string, id: string, patch: Partial<ComponentValues>): Promise<ComponentRow | undefined> {
      return db
        .updateTable('components')
        .set({ ...(toColumns(patch) as object), updatedAt: sql`now()` })
        .where('ownerId', '=', ownerId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Counts a new version of an owner's component in its one-minute window; undefined when the
     * component is not the owner's. `retryAfter` is set when the count passes `perMinute`.
     */
    async countVersion(ownerId: string, id: string, perMinute: number): Promise<{ count: number; retryAfter?: number } | undefined> {
      const fresh = sql<boolean>`versions_window_start IS NULL OR versions_window_start <= now() - interval '1 minute'`;
      const row = await db
        .updateTable('components')
        .set({
          versionsInWindow: sql`CASE WHEN ${fresh} THEN 1 ELSE versions_in_window + 1 END`,
          versionsWindowStart: sql`CASE WHEN ${fresh} THEN now() ELSE versions_window_start END`,
        })
        .where('ownerId', '=', ownerId)
        .where('id', '=', id)
        .returning(['versionsInWindow', sql<number>`ceil(extract(epoch from versions_window_start + interval '1 minute' - now()))`.as('left')])
        .executeTakeFirst();
      if (!row) return undefined;
      return { count: row.versionsInWindow, retryAfter: row.versionsInWindow > perMinute ? Math.max(1, Number(row.left)) : undefined };
    },

    async remove(ownerId: string, id: string): Promise<boolean> {
      const res = await db.deleteFrom('components').where('ownerId', '=', ownerId).where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
  };
}
