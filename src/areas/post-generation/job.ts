import type { Deps } from '../../deps.js';
import type { components } from '../../generated/openapi.js';
import { compact } from '../../http/serialize.js';
import { defineJob } from '../../jobs/definition.js';
import type { JobRow } from '../../jobs/repository.js';
import { jobFields } from '../../jobs/serialize.js';
import { POST_GENERATION, postGenerationPipeline, type PostGenerationInput } from './pipeline.js';

type PostGenerationJob = components['schemas']['PostGenerationJob'];

export function toPostGenerationJob(row: JobRow): PostGenerationJob {
  const { input } = postGenerationJob.row(row);
  const result = row.result as { postId?: string };
  return compact({
    ...jobFields(row),
    anecdoteId: input.anecdoteId,
    postId: result.postId,
    themeId: input.themeId,
    reason: input.reason ?? undefined,
    progress: row.progress,
  });
}

/** A LinkedIn post written from an anecdote (POST /v1/post-generations); regenerating starts a new run. */
export const postGenerationJob = defineJob<PostGenerationInput, Pick<Deps, 'db' | 'generation'>>({
  name: POST_GENERATION,
  policy: { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true, expireInSeconds: 15 * 60, concurrency: 4 },
  resource: { what: 'Post generation job', cancelOperation: 'cancelPostGeneration', serialize: toPostGenerationJob },
  eventTypes: ['post_generation.started', 'post_generation.progress', 'post_generation.completed', 'post_generation.failed', 'post_generation.canceled'],
  pipeline: postGenerationPipeline,
});
