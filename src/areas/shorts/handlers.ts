import type { Deps } from '../../deps.js';
import { ownerOf } from '../../http/auth.js';
import { errors, found } from '../../http/errors.js';
import type { Handlers } from '../../http/handler.js';
import { waitOn } from '../../http/prefer-wait.js';
import { pageInfo, pageOf } from '../../http/pagination.js';
import { lockJob, patchJob } from '../../jobs/owned.js';
import { jobRepository } from '../../jobs/repository.js';
import { SCRIPT_KIND } from '../script-jobs/kind.js';
import type { ShortJobInput } from './pipeline.js';
import { SHORT_KIND } from './kind.js';
import { requestThumbnail, sendThumbnail } from './thumbnails.js';
import { thumbnailsOf } from './thumbnail-state.js';
import { shortJob, thumbnailJob, toShort } from './job.js';
import { scriptJob } from '../script-jobs/job.js';
import { readScriptPlan } from '../../generation/tasks/script-plan.js';

export function shortHandlers(deps: Deps): Handlers {
  const { db, jobs } = deps;
  const repo = jobRepository(db);

  return {
    async createShort(req, reply) {
      const owner = ownerOf(req);
      const { sourceScriptJobId } = req.body;
      const source = found(await repo.get(owner, SCRIPT_KIND, sourceScriptJobId), 'Script job', sourceScriptJobId);
      const { input: sourceInput, result: sourceResult } = scriptJob.row(source);
      const { script, plan } = sourceResult;
      if (source.status !== 'completed' || !script) {
        throw errors.conflict(`Script job ${sourceScriptJobId} is ${source.status}, not completed: a short is made from a completed script`, { status: source.status });
      }
      const title = req.body.title ?? sourceInput.title;
      // the script's plan, stored with it; a script stored before plans were is read by its sections' places and its stories' count
      const input: ShortJobInput = { sourceScriptJobId, title, script, plan: readScriptPlan(script, plan, sourceInput.selectedAnecdoteIds.length) };
      const row = await db.transaction().execute((trx) => shortJob.start(jobs, trx, owner, input));
      reply.code(201);
      return toShort(row);
    },

    async listShorts(req) {
      const page = pageOf(req.query);
      const { rows, total } = await repo.list(ownerOf(req), SHORT_KIND, page);
      return { shorts: rows.map(toShort), ...pageInfo(total, page) };
    },

    async getShort(req) {
      return toShort(found(await repo.get(ownerOf(req), SHORT_KIND, req.params.id), 'Short', req.params.id));
    },

    /** Approves a completed short; validating it again changes nothing. */
    async validateShort(req) {
      const owner = ownerOf(req);
      const { id } = req.params;
      const row = await db.transaction().execute(async (trx) => {
        const short = found(await lockJob(trx, owner, SHORT_KIND, id), 'Short', id);
        if (short.status !== 'completed') {
          throw errors.conflict(`Short ${id} is ${short.status}, not completed: only a completed short can be validated`, { status: short.status });
        }
        if (shortJob.row(short).result.validated) return short;
        return patchJob(trx, id, { result: { validated: true, validatedAt: new Date().toISOString() } });
      });
      return toShort(row);
    },

    /** Queues a new variation of one thumbnail; the current image is served until it is ready. */
    async regenerateShortThumbnail(req) {
      const owner = ownerOf(req);
      const { id, index } = req.params;
      const row = await db.transaction().execute(async (trx) => {
        const short = found(await lockJob(trx, owner, SHORT_KIND, id), 'Short', id);
        if (short.status !== 'completed') {
          throw errors.conflict(`Short ${id} is ${short.status}, not completed: its thumbnails can be regenerated once it is`, { status: short.status });
        }
        const n = Number(index);
        const count = thumbnailsOf(shortJob.row(short)).length;
        if (!Number.isSafeInteger(n) || n >= count) throw errors.notFound(`Thumbnail ${index} of short`, id);
        const target = await requestThumbnail(trx, id, n);
        waitOn(req, (await thumbnailJob.start(jobs, trx, owner, { jobId: id, index: n, target })).id);
        return (await jobRepository(trx).byId(id))!;
      });
      return toShort(row);
    },

    async getShortThumbnail(req, reply) {
      const row = found(await repo.get(ownerOf(req), SHORT_KIND, req.params.id), 'Short', req.params.id);
      return sendThumbnail(deps, req, reply, shortJob.row(row), req.params.index, 'short');
    },
  };
}
