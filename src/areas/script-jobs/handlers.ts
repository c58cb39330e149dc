import type { Deps } from '../../deps.js';
import type { components } from '../../generated/openapi.js';
import type { Script } from '../../generation/tasks/script.js';
import { ownerOf } from '../../http/auth.js';
import { errors } from '../../http/errors.js';
import type { Handlers } from '../../http/handler.js';
import { waitOn } from '../../http/prefer-wait.js';
import { pageInfo, pageOf } from '../../http/pagination.js';
import { lockJob, patchJob } from '../../jobs/owned.js';
import type { DbOrTrx } from '../../db/database.js';
import { jobRepository, type JobRow } from '../../jobs/repository.js';
import { jobFields } from '../../jobs/serialize.js';
import { anecdoteRepository } from '../anecdotes/repository.js';
import { enqueueThumbnail, requestThumbnail, sendThumbnail, serializeThumbnails, thumbnailsOf, thumbnailStatus } from '../shorts/thumbnails.js';
import { SCRIPT_KIND, type ScriptJobInput } from './pipeline.js';

type ScriptJob = components['schemas']['ScriptJob'];

export function toScriptJob(row: JobRow): ScriptJob {
  const input = row.input as unknown as ScriptJobInput;
  const { script } = row.result as { script?: Script };
  const thumbnails = thumbnailsOf(row);
  return {
    ...jobFields(row),
    title: input.title,
    ...(input.brief !== undefined ? { brief: input.brief } : {}),
    selectedAnecdoteIds: input.selectedAnecdoteIds,
    thumbnailStatus: thumbnailStatus(thumbnails),
    ...(thumbnails.length ? { thumbnails: serializeThumbnails(`/v1/script-jobs/${row.id}`, thumbnails) } : {}),
    ...(script ? { script } : {}),
  };
}

/** 404 naming every selected anecdote id that is unknown or another owner's. */
export async function requireAnecdotes(deps: Deps, ownerId: string, ids: string[]): Promise<void> {
  const missing = await anecdoteRepository(deps.db).missing(ownerId, ids);
  if (missing.length === 1) throw errors.notFound('Anecdote', missing[0]);
  if (missing.length > 1) throw errors.notFound(`Each of the anecdotes ${missing.join(', ')}`);
}

/** Creates a script job and queues its run, in the caller's transaction (the one way to start one). */
export async function startScriptJob(deps: Deps, trx: DbOrTrx, ownerId: string, input: ScriptJobInput): Promise<JobRow> {
  const job = await jobRepository(trx).create(ownerId, SCRIPT_KIND, { ...input });
  await deps.jobs.enqueue(SCRIPT_KIND, { jobId: job.id, run: job.run }, trx);
  return job;
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

export function scriptJobHandlers(deps: Deps): Handlers {
  const { db, jobs } = deps;
  const repo = jobRepository(db);
  const found = (row: JobRow | undefined, id: string) => {
    if (!row) throw errors.notFound('Script job', id);
    return row;
  };

  return {
    async createScriptJob(req, reply) {
      const owner = ownerOf(req);
      const { title, brief, selectedAnecdoteIds } = req.body;
      await requireAnecdotes(deps, owner, selectedAnecdoteIds);
      const input: ScriptJobInput = { title, ...(brief !== undefined ? { brief } : {}), selectedAnecdoteIds };
      const row = await db.transaction().execute((trx) => startScriptJob(deps, trx, owner, input));
      reply.code(201);
      return toScriptJob(row);
    },

    async listScriptJobs(req) {
      const page = pageOf(req.query);
      const { rows, total } = await repo.list(ownerOf(req), SCRIPT_KIND, page);
      return { scriptJobs: rows.map(toScriptJob), ...pageInfo(total, page) };
    },

    async getScriptJob(req) {
      return toScriptJob(found(await repo.get(ownerOf(req), SCRIPT_KIND, req.params.id), req.params.id));
    },

    /**
     * A new brief or anecdote selection writes the script again (a run in progress is replaced);
     * a new title alone keeps the script and re-renders the cover, if there is one yet.
     */
    async updateScriptJob(req) {
      const owner = ownerOf(req);
      const { id } = req.params;
      const patch = req.body;
      found(await repo.get(owner, SCRIPT_KIND, id), id);
      if (patch.selectedAnecdoteIds) await requireAnecdotes(deps, owner, patch.selectedAnecdoteIds);
      const row = await db.transaction().execute(async (trx) => {
        const current = found(await lockJob(trx, owner, SCRIPT_KIND, id), id);
        const input = current.input as unknown as ScriptJobInput;
        // a canceled job runs again on any content update, changed or not
        const contentGiven = patch.brief !== undefined || patch.selectedAnecdoteIds !== undefined;
        const contentChanged =
          (current.status === 'canceled' && contentGiven) ||
          (patch.brief !== undefined && patch.brief !== input.brief) ||
          (patch.selectedAnecdoteIds !== undefined && !sameIds(patch.selectedAnecdoteIds, input.selectedAnecdoteIds));
        const titleChanged = patch.title !== undefined && patch.title !== input.title;
        if (contentChanged) {
          const restarted = (await jobRepository(trx).restart(owner, SCRIPT_KIND, id, { ...patch }))!;
          await jobs.enqueue(SCRIPT_KIND, { jobId: id, run: restarted.run }, trx);
          return restarted;
        }
        if (!titleChanged) return current;
        const renamed = await patchJob(trx, id, { input: { title: patch.title } });
        if (thumbnailsOf(renamed).length === 0) return renamed;
        const target = await requestThumbnail(trx, id, 0);
        waitOn(req, await enqueueThumbnail(deps, trx, owner, { jobId: id, index: 0, target }));
        return (await jobRepository(trx).byId(id))!;
      });
      return toScriptJob(row);
    },

    async getScriptJobThumbnail(req, reply) {
      const row = found(await repo.get(ownerOf(req), SCRIPT_KIND, req.params.id), req.params.id);
      return sendThumbnail(deps, req, reply, row, req.params.index, 'script job');
    },
  };
}
