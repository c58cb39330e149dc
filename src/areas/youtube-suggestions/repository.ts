import type { Insertable, Selectable } from 'kysely';
import type { YoutubeSuggestionsTable } from '../../db/schema.js';
import type { components } from '../../generated/openapi.js';
import { iso } from '../../http/serialize.js';
import type { PageRequest } from '../../http/pagination.js';
import type { DbOrTrx } from '../../db/database.js';

export type SuggestionRow = Selectable<YoutubeSuggestionsTable>;
type SuggestionStatus = SuggestionRow['status'];
type YoutubeSuggestion = components['schemas']['YoutubeSuggestion'];

export function toSuggestion(row: SuggestionRow): YoutubeSuggestion {
  return {
    id: row.id,
    runId: row.runId,
    status: row.status,
    title: row.title,
    alternativeTitles: row.alternativeTitles,
    hook: row.hook,
    outline: row.outline,
    anecdoteIds: row.anecdoteIds,
    angle: row.angle as YoutubeSuggestion['angle'],
    targetLengthMinutes: row.targetLengthMinutes,
    keywords: row.keywords,
    thumbnailText: row.thumbnailText,
    score: row.score,
    scoreReasons: row.scoreReasons,
    ...(row.scriptJobId ? { scriptJobId: row.scriptJobId } : {}),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Data access for suggestions; every read is scoped to one owner (or to a run already owner-checked). */
export function suggestionRepository(db: DbOrTrx) {
  return {
    async insert(rows: Insertable<YoutubeSuggestionsTable>[]): Promise<void> {
      if (rows.length) await db.insertInto('youtubeSuggestions').values(rows).execute();
    },

    /** The suggestions of these runs, best first within each run. */
    async ofRuns(runIds: string[]): Promise<SuggestionRow[]> {
      if (runIds.length === 0) return [];
      return db.selectFrom('youtubeSuggestions').selectAll().where('runId', 'in', runIds).orderBy('runId').orderBy('position').execute();
    },

    async get(ownerId: string, id: string): Promise<SuggestionRow | undefined> {
      return db.selectFrom('youtubeSuggestions').selectAll().where('id', '=', id).where('ownerId', '=', ownerId).executeTakeFirst();
    },

    /** Locks one of the owner's suggestions for the rest of the transaction. */
    async lock(ownerId: string, id: string): Promise<SuggestionRow | undefined> {
      return db.selectFrom('youtubeSuggestions').selectAll().where('id', '=', id).where('ownerId', '=', ownerId).forUpdate().executeTakeFirst();
    },

    async setStatus(id: string, status: SuggestionStatus, scriptJobId?: string): Promise<SuggestionRow> {
      return db
        .updateTable('youtubeSuggestions')
        .set({ status, ...(scriptJobId ? { scriptJobId } : {}), updatedAt: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Newest run first, best first within a run. */
    async list(ownerId: string, filter: { status?: SuggestionStatus; runId?: string }, page: PageRequest & { offset: number }) {
      let base = db.selectFrom('youtubeSuggestions').where('ownerId', '=', ownerId);
      if (filter.status) base = base.where('status', '=', filter.status);
      if (filter.runId) base = base.where('runId', '=', filter.runId);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('createdAt', 'desc').orderBy('runId').orderBy('position').limit(page.limit).offset(page.offset).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** The owner's used and dismissed ideas: combination and angle (partial index). */
    async settled(ownerId: string): Promise<Array<{ combination: string; angle: string }>> {
      return db.selectFrom('youtubeSuggestions').select(['combination', 'angle']).where('ownerId', '=', ownerId).where('status', '<>', 'new').execute();
    },
  };
}
