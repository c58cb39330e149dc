import type { Deps } from '../../deps.js';
import { ownerOf } from '../../http/auth.js';
import { errors, found } from '../../http/errors.js';
import type { Handlers } from '../../http/handler.js';
import { waitOn } from '../../http/prefer-wait.js';
import { pageInfo, pageOf } from '../../http/pagination.js';
import { lockJob, patchJob } from '../../jobs/owned.js';
import { jobRepository } from '../../jobs/repository.js';
import { anecdoteRepository } from '../anecdotes/repository.js';
import { requestThumbnail, sendThumbnail } from '../shorts/thumbnails.js';
import { thumbnailsOf } from '../shorts/thumbnail-state.js';
import type { ScriptJobInput } from './pipeline.js';
import { SCRIPT_KIND } from './kind.js';
import { scriptJob, toScriptJob } from './job.js';
import { thumbnailJob } from '../shorts/job.js';

/** 404 naming every selected anecdote id that is unknown or another owner's. */
export async function requireAnecdotes(deps: Deps, ownerId: string, ids: string[]): Promise<void> {
  const missing = await anecdoteRepository(deps.db).missing(ownerId, ids);
  if (missing.length === 1) throw errors.notFound('Anecdote', missing[0]);
  if (missing.length > 1) throw errors.notFound(`Each of the anecdotes ${missing.join(', ')}`);
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

export function scriptJobHandlers(deps: Deps): Handlers {
  const { db, jobs } = deps;
  const repo = jobRepository(db);

  return {
    async createScriptJob(req, reply) {
      const owner = ownerOf(req);
      const { title, brief, selectedAnecdoteIds } = req.body;
      await requireAnecdotes(deps, owner, selectedAnecdoteIds);
      const input: ScriptJobInput = { title, ...(brief !== undefined ? { brief } : {}), selectedAnecdoteIds };
      const row = await db.transaction().execute((trx) => scriptJob.start(jobs, trx, owner, input));
      reply.code(201);
      return toScriptJob(row);
    },

    async listScriptJobs(req) {
      const page = pageOf(req.query);
      const { rows, total } = await repo.list(ownerOf(req), SCRIPT_KIND, page);
      return { scriptJobs: rows.map(toScriptJob), ...pageInfo(total, page) };
    },

    async getScriptJob(req) {
      return toScriptJob(found(await repo.get(ownerOf(req), SCRIPT_KIND, req.params.id), 'Script job', req.params.id));
    },

    /**
     * A new brief or anecdote selection writes the script again (a run in progress is replaced);
     * a new title alone keeps the script and re-renders the cover, if there is one yet.
     */
    async updateScriptJob(req) {
      const owner = ownerOf(req);
      const { id } = req.params;
      const patch = req.body;
      found(await repo.get(owner, SCRIPT_KIND, id), 'Script job', id);
      if (patch.selectedAnecdoteIds) await requireAnecdotes(deps, owner, patch.selectedAnecdoteIds);
      const row = await db.transaction().execute(async (trx) => {
        const current = found(await lockJob(trx, owner, SCRIPT_KIND, id), 'Script job', id);
        const { input } = scriptJob.row(current);
        // a canceled job runs again on any content update, changed or not
        const contentGiven = patch.brief !== undefined || patch.selectedAnecdoteIds !== undefined;
        const contentChanged = (current.status === 'canceled' && contentGiven) || (patch.brief !== undefined && patch.brief !== input.brief) || (patch.selectedAnecdoteIds !== undefined && !sameIds(patch.selectedAnecdoteIds, input.selectedAnecdoteIds));
        const titleChanged = patch.title !== undefined && patch.title !== input.title;
        if (contentChanged) {
          return (await scriptJob.restart(jobs, trx, owner, id, { ...patch }))!;
        }
        if (!titleChanged) return current;
        const renamed = await patchJob(trx, id, { input: { title: patch.title } });
        if (thumbnailsOf(scriptJob.row(renamed)).length === 0) return renamed;
        const target = await requestThumbnail(trx, id, 0);
        waitOn(req, (await thumbnailJob.start(jobs, trx, owner, { jobId: id, index: 0, target })).id);
        return (await jobRepository(trx).byId(id))!;
      });
      return toScriptJob(row);
    },

    async getScriptJobThumbnail(req, reply) {
      const row = found(await repo.get(ownerOf(req), SCRIPT_KIND, req.params.id), 'Script job', req.params.id);
      return sendThumbnail(deps, req, reply, scriptJob.row(row), req.params.index, 'script job');
    },
  };
}
