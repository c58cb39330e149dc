import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.js';
import type { JobRow } from '../../jobs/repository.js';
import { BLOG_ARTICLE_KIND } from './kind.js';

/** Writes that only blog articles have (reads go through the shared job repository). */
export function articleRepository(db: DbOrTrx) {
  return {
    /**
     * Moves a draft to `delivered` with the delivery fields merged into its result, in one
     * statement guarded by status and run: a concurrent delivery or restart makes it a no-op
     * (undefined), never a double delivery.
     */
    async deliver(ownerId: string, id: string, run: number, result: Record<string, unknown>): Promise<JobRow | undefined> {
      return db
        .updateTable('jobs')
        .set({
          status: 'delivered',
          currentStep: 'delivered',
          result: sql`result || ${JSON.stringify(result)}::jsonb`,
          updatedAt: sql`now()`,
        })
        .where('id', '=', id)
        .where('ownerId', '=', ownerId)
        .where('kind', '=', BLOG_ARTICLE_KIND)
        .where('status', '=', 'draft')
        .where('run', '=', run)
        .returningAll()
        .executeTakeFirst();
    },
  };
}
