import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { SiteContextsTable } from '../../db/schema.js';
import type { DbOrTrx } from '../../db/database.js';

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

    /**
     * Takes the owner's analysis lease for `seconds` (the token to release it with), or
     * undefined while another analysis of the owner holds an unexpired lease.
     */
    async acquireAnalysis(ownerId: string, seconds: number): Promise<string | undefined> {
      const token = randomUUID();
      const expiresAt = sql<string>`now() + make_interval(secs => ${seconds})`;
      const row = await db
        .insertInto('siteAnalysisLeases')
        .values({ ownerId, token, expiresAt })
        .onConflict((oc) => oc.column('ownerId').doUpdateSet({ token, expiresAt }).where('siteAnalysisLeases.expiresAt', '<', sql<string>`now()`))
        .returning('token')
        .executeTakeFirst();
      return row?.token;
    },

    async releaseAnalysis(ownerId: string, token: string): Promise<void> {
      await db.deleteFrom('siteAnalysisLeases').where('ownerId', '=', ownerId).where('token', '=', token).execute();
    },
  };
}
