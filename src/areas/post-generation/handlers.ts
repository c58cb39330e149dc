import type { Deps } from '../../deps.js';
import { ownerOf } from '../../http/auth.js';
import { errors, found } from '../../http/errors.js';
import type { Handlers } from '../../http/handler.js';
import { pageInfo, pageOf } from '../../http/pagination.js';
import { jobRepository } from '../../jobs/repository.js';
import { anecdoteRepository } from '../anecdotes/repository.js';
import { themeRepository } from '../themes/repository.js';
import type { PostGenerationInput } from './pipeline.js';
import { POST_GENERATION_KIND } from './kind.js';
import { postGenerationJob, toPostGenerationJob } from './job.js';

export function postGenerationHandlers({ db, jobs }: Pick<Deps, 'db' | 'jobs'>): Handlers {
  const repo = jobRepository(db);

  return {
    async createPostGeneration(req, reply) {
      const owner = ownerOf(req);
      const { anecdoteId, themeId } = req.body;
      if (!(await anecdoteRepository(db).get(owner, anecdoteId))) throw errors.notFound('Anecdote', anecdoteId);
      const theme = themeId ? await themeRepository(db).get(owner, themeId) : await themeRepository(db).getDefault(owner);
      if (themeId && !theme) throw errors.notFound('Theme', themeId);
      const input: PostGenerationInput = { anecdoteId, ...(theme ? { themeId: theme.id } : {}) };
      const row = await db.transaction().execute((trx) => postGenerationJob.start(jobs, trx, owner, input));
      reply.code(201);
      return toPostGenerationJob(row);
    },

    async listPostGenerations(req) {
      const page = pageOf(req.query);
      const { rows, total } = await repo.list(ownerOf(req), POST_GENERATION_KIND, page);
      return { postGenerations: rows.map(toPostGenerationJob), ...pageInfo(total, page) };
    },

    async getPostGeneration(req) {
      return toPostGenerationJob(found(await repo.get(ownerOf(req), POST_GENERATION_KIND, req.params.id), 'Post generation job', req.params.id));
    },

    async regeneratePostGeneration(req) {
      const owner = ownerOf(req);
      const { id } = req.params;
      const reason = req.body?.reason;
      if (reason !== undefined && reason.trim().length < 10) {
        throw errors.validation(['body.reason must have at least 10 characters besides spaces']);
      }
      const job = found(await repo.get(owner, POST_GENERATION_KIND, id), 'Post generation job', id);
      const { input } = postGenerationJob.row(job);
      if (!(await anecdoteRepository(db).get(owner, input.anecdoteId))) {
        throw errors.conflict(`The source anecdote ${input.anecdoteId} of this job has been deleted; it cannot be regenerated`);
      }
      // one transaction: the new run and its queue entry exist together; the row lock taken by
      // the restart orders concurrent regenerations, and the run they supersede stops
      const row = await db.transaction().execute(async (trx) => {
        const restarted = found(await postGenerationJob.restart(jobs, trx, owner, id, { reason: reason?.trim() ?? null }), 'Post generation job', id);
        return restarted;
      });
      return toPostGenerationJob(row);
    },
  };
}
