import type { components } from '../../generated/openapi.js';
import { compact } from '../../http/serialize.js';
import { defineJob, SAMPLE_ID } from '../../jobs/definition.js';
import type { JobRow } from '../../jobs/repository.js';
import { jobFields } from '../../jobs/serialize.js';
import type { PostGenerationInput } from './pipeline.js';
import { POST_GENERATION_KIND } from './kind.js';
import type { Deps } from '../../deps.js';

type PostGenerationJob = components['schemas']['PostGenerationJob'];

export function toPostGenerationJob(row: JobRow): PostGenerationJob {
  const { input, result } = postGenerationJob.row(row);
  return compact({
    ...jobFields(row),
    anecdoteId: input.anecdoteId,
    postId: result.postId,
    themeId: input.themeId,
    reason: input.reason ?? undefined,
    progress: row.progress,
  });
}

/** What a post generation job's result holds. */
interface PostGenerationResult {
  postId?: string;
}

declare module '../../jobs/definition.js' {
  interface JobTypes {
    [POST_GENERATION_KIND]: { input: PostGenerationInput; result: PostGenerationResult };
  }
}

/** A LinkedIn post written from an anecdote (POST /v1/post-generations); regenerating starts a new run. */
export const postGenerationJob = defineJob({
  name: POST_GENERATION_KIND,
  policy: { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true, expireInSeconds: 15 * 60, concurrency: 4 },
  resource: { what: 'Post generation job', cancelOperation: 'cancelPostGeneration', serialize: toPostGenerationJob, sample: { anecdoteId: SAMPLE_ID } },
  eventTypes: ['post_generation.started', 'post_generation.progress', 'post_generation.completed', 'post_generation.failed', 'post_generation.canceled'],
  pipeline: async (deps: Pick<Deps, 'db' | 'generation'>) => (await import('./pipeline.js')).postGenerationPipeline(deps),
});
