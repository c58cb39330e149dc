import type { components } from '../../generated/openapi.js';
import type { Script } from '../../generation/tasks/script.js';
import type { ScriptPlan } from '../../generation/tasks/script-plan.js';
import { defineJob, SAMPLE_ID } from '../../jobs/definition.js';
import type { JobRow } from '../../jobs/repository.js';
import { jobFields } from '../../jobs/serialize.js';
import { serializeThumbnails, thumbnailsOf, thumbnailStatus, type ThumbnailsResult } from '../shorts/thumbnail-state.js';
import type { ScriptJobInput } from './pipeline.js';
import { SCRIPT_KIND } from './kind.js';
import type { Deps } from '../../deps.js';

type ScriptJob = components['schemas']['ScriptJob'];

export function toScriptJob(row: JobRow): ScriptJob {
  const typed = scriptJob.row(row);
  const { input } = typed;
  const { script } = typed.result;
  const thumbnails = thumbnailsOf(typed);
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

/** What a script job's result holds: the script, its plan (internal: the API shows the script alone), and its cover thumbnail. */
interface ScriptResult extends ThumbnailsResult {
  script?: Script;
  /** what each part of the script is for and which sentences it says, read by the shorts made from it; none on a script stored before plans were */
  plan?: ScriptPlan;
}

declare module '../../jobs/definition.js' {
  interface JobTypes {
    [SCRIPT_KIND]: { input: ScriptJobInput; result: ScriptResult };
  }
}

/** A video script written from selected anecdotes, with its thumbnails (POST /v1/script-jobs); editing the brief starts a new run. */
export const scriptJob = defineJob({
  name: SCRIPT_KIND,
  policy: { retryLimit: 2, retryDelaySeconds: 2, retryBackoff: true, expireInSeconds: 600, concurrency: 2 },
  resource: { what: 'Script job', cancelOperation: 'cancelScriptJob', serialize: toScriptJob, sample: { title: 'A script', selectedAnecdoteIds: [SAMPLE_ID] } },
  eventTypes: ['script_job.started', 'script_job.progress', 'script_job.completed', 'script_job.failed', 'script_job.canceled', 'script_job.thumbnail.completed', 'script_job.thumbnail.failed'],
  countedAs: 'scripts',
  pipeline: async (deps: Deps) => (await import('./pipeline.js')).scriptPipeline(deps),
});
