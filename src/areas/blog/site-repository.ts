import { sql, type Selectable } from 'kysely';
import type { SiteContextsTable } from '../../db/schema.js';
import type { DbOrTrx } from '../../jobs/repository.js';

export type SiteContextRow = Selectable<SiteContextsTable>;

/** The owner's stored website context (one per owner; a new analysis replaces it). */
export function siteContextRepository(db: DbOrTrx) {
  return {
    async get(ownerId: string): Promise<SiteContextRow | undefined> {
      return db.selectFrom('siteContexts').selectAll().where('ownerId', '=', ownerId).executeTakeFirst();
    },

    async replace(ownerId: string, values: { siteUrl: string; audience: string; positioning: string; recap: Record<string, unknown> }): Promise<SiteContextRow> {
      const row = { ownerId, ...values, recap: JSON.stringify(values.recap) };
      return db
        .insertInto('siteContexts')
        .values(row)
        .onConflict((oc) =>
          oc.column('ownerId').doUpdateSet({
            siteUrl: values.siteUrl,
            audience: values.audience,
            positioning: values.positioning,
            recap: row.recap,
            analyzedAt: sql`now()`,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}
