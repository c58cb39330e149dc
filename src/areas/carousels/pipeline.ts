import { randomUUID } from 'node:crypto';
import { assessText, mergeWarnings } from '../../generation/quality.js';
import { assembleSlides, carouselOutlineTask, carouselSlidesTask, checkOutline } from '../../generation/tasks/carousel.js';
import type { JobPipeline } from '../../jobs/definition.js';
import type { Deps } from '../../deps.js';
import { loadAnecdoteSource } from '../anecdotes/source.js';
import { themeWarnings } from '../../generation/tasks/post.js';
import { carouselRepository } from './repository.js';
import type { BrollBrand } from '../broll/media.js';
import { timeRender } from '../../observability/metrics.js';
import { carouselPdfKey, renderBrandedPdf, resolveCarouselBrand, type CarouselBrand } from './brand.js';

/** A branded PDF rendered by the job is deleted this long after it was stored unless the job's completion recorded it. */
const PDF_GUARD_SECONDS = 3600;

export interface CarouselGenerationInput {
  anecdoteId: string;
  themeId?: string;
  /** the brand asked for (its logo counts as in use while the job runs: media/in-use.ts) */
  brand?: BrollBrand;
}

/**
 * outline → slides → scoring (→ pdf, with a brand) → done, on the queue like every job; the
 * request that creates the job waits for it (up to CAROUSEL_WAIT_SECONDS) and answers it as it
 * then stands. A carousel with a brand has its PDF rendered here, while the job holds its logo
 * in use; one without is rendered on its first download (getCarouselPdf).
 */
export function carouselGenerationPipeline(deps: Pick<Deps, 'db' | 'generation' | 'media' | 'mediaDeletions' | 'config'>): JobPipeline<CarouselGenerationInput> {
  const { db, generation, media, mediaDeletions } = deps;
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
      const brandWarnings: string[] = [];
      const id = randomUUID();
      let brand: CarouselBrand | undefined;
      let pdfKey: string | undefined;
      if (input.brand !== undefined) {
        await ctx.step('pdf', 0.9);
        brand = await resolveCarouselBrand(db, ownerId, input.brand, brandWarnings);
        if (brand) {
          const carousel = { id, title: outline.output.title.trim(), slides, brand };
          const pdf = await timeRender('pdf', () => renderBrandedPdf(deps, ownerId, carousel, brandWarnings, ctx.signal));
          pdfKey = carouselPdfKey(carousel);
          // stored before the carousel exists, so guarded: a run that ends before its completion leaves no object
          await mediaDeletions.guard(pdfKey, PDF_GUARD_SECONDS);
          await media.put(pdfKey, pdf, { contentType: 'application/pdf' });
        }
      }
      await ctx.finish(
        {
          currentStep: 'done',
          qualityScore: quality.qualityScore,
          riskLevel: quality.riskLevel,
          // what the offline writer could not do as the theme asks (a model is told all of it)
          warnings: mergeWarnings([...outline.warnings, ...texts.warnings], quality.warnings, texts.writer === 'offline' ? themeWarnings(loaded.anecdote, loaded.theme, 'carousel') : [], warnings, brandWarnings),
          totalTokensUsed: ctx.job.totalTokensUsed + outline.tokens + texts.tokens,
        },
        async (trx) => {
          const carousel = await carouselRepository(trx).create(ownerId, { id, anecdoteId: row.id, generationJobId: jobId, title: outline.output.title.trim(), slides, ...(brand ? { brand } : {}) });
          if (pdfKey) await mediaDeletions.settle(trx, pdfKey);
          return { result: { carouselId: carousel.id } };
        },
      );
    },
  };
}
