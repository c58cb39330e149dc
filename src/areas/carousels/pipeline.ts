import { assessText, mergeWarnings } from '../../generation/quality.js';
import { assembleSlides, carouselOutlineTask, carouselSlidesTask, checkOutline } from '../../generation/tasks/carousel.js';
import type { JobPipeline } from '../../jobs/definition.js';
import type { Deps } from '../../deps.js';
import { loadAnecdoteSource } from '../anecdotes/source.js';
import { themeWarnings } from '../../generation/tasks/post.js';
import { carouselRepository } from './repository.js';

export const CAROUSEL_GENERATION_KIND = 'carousel_generation';

export interface CarouselGenerationInput {
  anecdoteId: string;
  themeId?: string;
}

/**
 * outline → slides → scoring → done, on the queue like every job; the request that creates
 * the job waits for it (up to CAROUSEL_WAIT_SECONDS) and answers it as it then stands.
 */
export function carouselGenerationPipeline({ db, generation }: Pick<Deps, 'db' | 'generation'>): JobPipeline<CarouselGenerationInput> {
  return {
    async run(ctx) {
      const { ownerId, id: jobId } = ctx.job;
      const input = ctx.job.input;
      await ctx.step('outline', 0.1);
      const loaded = await loadAnecdoteSource(db, ctx, input, { step: 'outline', progress: 0.1, product: 'carousel' });
      if (!loaded) return;
      const { row, warnings } = loaded;
      const source = { anecdote: loaded.anecdote, theme: loaded.theme, themeInfo: loaded.themeInfo };
      const outline = await generation.run(carouselOutlineTask, source, { signal: ctx.signal });
      checkOutline(outline.output);

      await ctx.step('slides', 0.5);
      const texts = await generation.run(carouselSlidesTask, { ...source, outline: outline.output }, { signal: ctx.signal });
      const slides = assembleSlides(outline.output, texts.output.slides);

      await ctx.step('scoring', 0.85);
      const quality = assessText(slides.map((s) => `${s.title}\n${s.body}`).join('\n\n'), 'carousel', {
        source: loaded.anecdote.content,
        language: carouselSlidesTask.language?.({ ...source, outline: outline.output }),
        title: loaded.anecdote.title,
      });
      await ctx.finish(
        {
          currentStep: 'done',
          qualityScore: quality.qualityScore,
          riskLevel: quality.riskLevel,
          // what the offline writer could not do as the theme asks (a model is told all of it)
          warnings: mergeWarnings([...outline.warnings, ...texts.warnings], quality.warnings, texts.writer === 'offline' ? themeWarnings(loaded.anecdote, loaded.theme, 'carousel') : [], warnings),
          totalTokensUsed: ctx.job.totalTokensUsed + outline.tokens + texts.tokens,
        },
        async (trx) => {
          const carousel = await carouselRepository(trx).create(ownerId, { anecdoteId: row.id, generationJobId: jobId, title: outline.output.title.trim(), slides });
          return { result: { carouselId: carousel.id } };
        },
      );
    },
  };
}
