import type { components } from '../../generated/openapi.js';
import type { ShortScript } from '../../generation/tasks/short.js';
import { defineJob, SAMPLE_ID } from '../../jobs/definition.js';
import type { JobRow } from '../../jobs/repository.js';
import { jobFields } from '../../jobs/serialize.js';
import type { ShortJobInput } from './pipeline.js';
import { SHORT_KIND } from './kind.js';
import { serializeThumbnails, THUMBNAIL_KIND, thumbnailsOf, thumbnailStatus, type ThumbnailRequest, type ThumbnailsResult } from './thumbnail-state.js';
import type { Deps } from '../../deps.js';

type ShortJob = components['schemas']['ShortJob'];

/** What an owner action stores on a short (besides the pipeline's `short` and `thumbnails`). */
interface ShortResult extends ThumbnailsResult {
  short?: ShortScript;
  validated?: boolean;
  validatedAt?: string;
}

export function toShort(row: JobRow): ShortJob {
  const typed = shortJob.row(row);
  const { input, result } = typed;
  const thumbnails = thumbnailsOf(typed);
  return {
    ...jobFields(row),
    title: input.title,
    sourceScriptJobId: input.sourceScriptJobId,
    thumbnailStatus: thumbnailStatus(thumbnails),
    validated: result.validated === true,
    ...(result.validatedAt ? { validatedAt: result.validatedAt } : {}),
    ...(result.short ? { short: result.short } : {}),
    thumbnails: serializeThumbnails(`/v1/shorts/${row.id}`, thumbnails),
  };
}

declare module '../../jobs/definition.js' {
  interface JobTypes {
    [SHORT_KIND]: { input: ShortJobInput; result: ShortResult };
    [THUMBNAIL_KIND]: { input: ThumbnailRequest; result: Record<string, never> };
  }
}

/** A short condensed from a completed script, with its thumbnails (POST /v1/shorts); validated by the owner. */
export const shortJob = defineJob({
  name: SHORT_KIND,
  policy: { retryLimit: 2, retryDelaySeconds: 2, retryBackoff: true, expireInSeconds: 300, concurrency: 2 },
  resource: { what: 'Short', cancelOperation: 'cancelShort', serialize: toShort, sample: { sourceScriptJobId: SAMPLE_ID, title: 'A short' } },
  eventTypes: ['short.started', 'short.progress', 'short.completed', 'short.failed', 'short.canceled', 'short.validated', 'short.thumbnail.completed', 'short.thumbnail.failed'],
  countedAs: 'shorts',
  pipeline: async (deps: Deps) => (await import('./pipeline.js')).shortPipeline(deps),
});

/**
 * One thumbnail (re-)render of a short or a script job: an internal row, not a resource (its
 * events are the owning job's `thumbnail.*` ones).
 */
export const thumbnailJob = defineJob({
  name: THUMBNAIL_KIND,
  policy: { retryLimit: 2, retryDelaySeconds: 2, retryBackoff: true, expireInSeconds: 120, concurrency: 2 },
  eventTypes: [],
  pipeline: async (deps: Deps) => (await import('./thumbnail-render.js')).thumbnailPipeline(deps),
});
