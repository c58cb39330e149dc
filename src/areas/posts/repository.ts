import { sql, type Selectable } from 'kysely';
import type { PostRevisionsTable, PostsTable } from '../../db/schema.js';
import type { PageRequest } from '../../http/pagination.js';
import type { DbOrTrx } from '../../db/database.js';

export type PostRow = Selectable<PostsTable>;
export type PostRevisionRow = Selectable<PostRevisionsTable>;

/** Data access for posts and their revision history. Every method is scoped to one owner. */
export function postRepository(db: DbOrTrx) {
  return {
    async create(ownerId: string, values: { content: string; videoUrl?: string | null; generationJobId?: string }): Promise<PostRow> {
      return db
        .insertInto('posts')
        .values({ ownerId, ...values })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async get(ownerId: string, id: string): Promise<PostRow | undefined> {
      return db.selectFrom('posts').selectAll().where('ownerId', '=', ownerId).where('id', '=', id).executeTakeFirst();
    },

    async byGenerationJob(ownerId: string, jobId: string): Promise<PostRow | undefined> {
      return db.selectFrom('posts').selectAll().where('ownerId', '=', ownerId).where('generationJobId', '=', jobId).executeTakeFirst();
    },

    async list(ownerId: string, page: PageRequest & { offset: number }) {
      const base = db.selectFrom('posts').where('ownerId', '=', ownerId);
      const [rows, count] = await Promise.all([base.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(), base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()]);
      return { rows, total: Number(count.n) };
    },

    async update(ownerId: string, id: string, patch: { content?: string; videoUrl?: string | null; imageFile?: string | null; imageBytes?: number }): Promise<PostRow | undefined> {
      return db
        .updateTable('posts')
        .set({ ...patch, updatedAt: sql`now()` })
        .where('ownerId', '=', ownerId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Points the post at a new image file and answers the file it replaces, so the caller can
     * delete it once this commits (use inside a transaction: the row lock orders concurrent
     * uploads, so each replaced file is named exactly once). Undefined when there is no such post.
     */
    async setImage(ownerId: string, id: string, imageFile: string, imageBytes = 0): Promise<{ post: PostRow; previous: string | null } | undefined> {
      const current = await db.selectFrom('posts').select('imageFile').where('ownerId', '=', ownerId).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!current) return undefined;
      const post = await this.update(ownerId, id, { imageFile, imageBytes });
      return post && { post, previous: current.imageFile };
    },

    /** Replaces the content, keeping the previous content as a revision (use inside a transaction). */
    async replaceContent(ownerId: string, id: string, content: string, reason?: string): Promise<PostRow | undefined> {
      const current = await db.selectFrom('posts').select(['id', 'content']).where('ownerId', '=', ownerId).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!current) return undefined;
      await db
        .insertInto('postRevisions')
        .values({ postId: id, content: current.content, reason: reason ?? null })
        .execute();
      return this.update(ownerId, id, { content });
    },

    /** Previous drafts, newest first. */
    async history(ownerId: string, id: string): Promise<PostRevisionRow[] | undefined> {
      if (!(await this.get(ownerId, id))) return undefined;
      return db.selectFrom('postRevisions').selectAll().where('postId', '=', id).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
    },

    async remove(ownerId: string, id: string): Promise<PostRow | undefined> {
      return db.deleteFrom('posts').where('ownerId', '=', ownerId).where('id', '=', id).returningAll().executeTakeFirst();
    },
  };
}
