import type { components } from '../../generated/openapi.js';
import { compact } from '../../http/serialize.js';
import { defineJob, SAMPLE_ID } from '../../jobs/definition.js';
import type { JobRow } from '../../jobs/repository.js';
import { jobFields } from '../../jobs/serialize.js';
import { CAROUSEL_GENERATION_KIND } from './kind.js';
import type { CarouselGenerationInput } from './pipeline.js';
import type { Deps } from '../../deps.js';

type CarouselGenerationJob = components['schemas']['CarouselGenerationJob'];

export function toCarouselGenerationJob(row: JobRow): CarouselGenerationJob {
  const { input, result } = carouselGenerationJob.row(row);
  const brand = input.brand && (input.brand === 'site' || Object.keys(input.brand).length) ? input.brand : undefined;
  return compact({ ...jobFields(row), anecdoteId: input.anecdoteId, carouselId: result.carouselId, ...(brand ? { brand } : {}), progress: row.progress });
}

/** What a carousel generation job's result holds. */
interface CarouselGenerationResult {
  carouselId?: string;
}

declare module '../../jobs/definition.js' {
  interface JobTypes {
    [CAROUSEL_GENERATION_KIND]: { input: CarouselGenerationInput; result: CarouselGenerationResult };
  }
}

/** A carousel outlined and written from an anecdote (POST /v1/carousels/generate, which waits for it). */
export const carouselGenerationJob = defineJob({
  name: CAROUSEL_GENERATION_KIND,
  // requests wait on these: two at once per worker process
  policy: { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 10 * 60, concurrency: 2 },
  resource: { what: 'Carousel generation job', cancelOperation: 'cancelCarouselGeneration', serialize: toCarouselGenerationJob, sample: { anecdoteId: SAMPLE_ID } },
  eventTypes: ['carousel_generation.started', 'carousel_generation.progress', 'carousel_generation.completed', 'carousel_generation.failed', 'carousel_generation.canceled'],
  pipeline: async (deps: Pick<Deps, 'db' | 'generation' | 'media' | 'mediaDeletions' | 'config'>) => (await import('./pipeline.js')).carouselGenerationPipeline(deps),
});
