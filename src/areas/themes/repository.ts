import { sql, type Selectable } from 'kysely';
import type { ThemesTable } from '../../db/schema.js';
import type { PageRequest } from '../../http/pagination.js';
import type { DbOrTrx } from '../../db/database.js';

export type ThemeRow = Selectable<ThemesTable>;
export type ThemeConfig = Record<string, string | number | boolean>;

/** Data access for writing-style themes. Every method is scoped to one owner. */
export function themeRepository(db: DbOrTrx) {
  return {
    async create(ownerId: string, values: { name: string; description?: string; config?: ThemeConfig }): Promise<ThemeRow> {
      return db
        .insertInto('themes')
        .values({ ownerId, name: values.name, description: values.description, config: JSON.stringify(values.config ?? {}) })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async get(ownerId: string, id: string): Promise<ThemeRow | undefined> {
      return db.selectFrom('themes').selectAll().where('ownerId', '=', ownerId).where('id', '=', id).executeTakeFirst();
    },

    /** The owner's default theme, if one is marked. */
    async getDefault(ownerId: string): Promise<ThemeRow | undefined> {
      return db.selectFrom('themes').selectAll().where('ownerId', '=', ownerId).where('isDefault', '=', true).executeTakeFirst();
    },

    async list(ownerId: string, page: PageRequest & { offset: number }) {
      const base = db.selectFrom('themes').where('ownerId', '=', ownerId);
      const [rows, count] = await Promise.all([base.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(), base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()]);
      return { rows, total: Number(count.n) };
    },

    /**
     * `config` keys merge into the stored config, or with `configMode: 'replace'` the given
     * config replaces it whole. Making a theme the default is done by setDefault.
     */
    async update(ownerId: string, id: string, patch: { name?: string; description?: string; config?: ThemeConfig }, configMode: 'merge' | 'replace' = 'merge'): Promise<ThemeRow | undefined> {
      const config = patch.config && JSON.stringify(patch.config);
      return db
        .updateTable('themes')
        .set({
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.description !== undefined ? { description: patch.description } : {}),
          ...(config !== undefined ? { config: configMode === 'replace' ? sql`${config}::jsonb` : sql`config || ${config}::jsonb` } : {}),
          updatedAt: sql`now()`,
        })
        .where('ownerId', '=', ownerId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Makes `id` the owner's only default (or clears it with false). Call inside a transaction:
     * the other default is cleared first so the one-default index holds at every step.
     */
    async setDefault(ownerId: string, id: string, isDefault: boolean): Promise<ThemeRow | undefined> {
      if (isDefault) {
        // concurrent switches of one owner queue here: without it, two transactions could each
        // clear the other defaults before either commits, and the second would break the index
        await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`themes.default:${ownerId}`}, 0))`.execute(db);
        await db.updateTable('themes').set({ isDefault: false, updatedAt: sql`now()` }).where('ownerId', '=', ownerId).where('isDefault', '=', true).where('id', '!=', id).execute();
      }
      return db.updateTable('themes').set({ isDefault, updatedAt: sql`now()` }).where('ownerId', '=', ownerId).where('id', '=', id).returningAll().executeTakeFirst();
    },

    async remove(ownerId: string, id: string): Promise<boolean> {
      const res = await db.deleteFrom('themes').where('ownerId', '=', ownerId).where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
  };
}
