import type { Deps } from '../../deps.js';
import { sendStored } from '../../http/send-file.js';
import { timeRender } from '../../observability/metrics.js';
import type { components } from '../../generated/openapi.js';
import { ownerOf } from '../../http/auth.js';
import { drainingSignal } from '../../http/framework-errors.js';
import { errors, found } from '../../http/errors.js';
import type { Handlers } from '../../http/handler.js';
import { setPageLinks } from '../../http/conventions.js';
import { pageInfo, pageOf } from '../../http/pagination.js';
import { compact, iso } from '../../http/serialize.js';
import { jobRepository } from '../../jobs/repository.js';
import { waitForJob } from '../../jobs/wait.js';
import { anecdoteRepository } from '../anecdotes/repository.js';
import { themeRepository } from '../themes/repository.js';
import { checkMediaChoice } from '../broll/media.js';
import { carouselPdfKey, renderBrandedPdf } from './brand.js';
import { CAROUSEL_GENERATION_KIND } from './kind.js';
import type { CarouselGenerationInput } from './pipeline.js';
import { carouselRepository, type CarouselRow } from './repository.js';
import { carouselGenerationJob, toCarouselGenerationJob } from './job.js';

type Carousel = components['schemas']['Carousel'];

export function toCarousel(row: CarouselRow): Carousel {
  return compact({
    id: row.id,
    anecdoteId: row.anecdoteId ?? undefined,
    generationJobId: row.generationJobId ?? undefined,
    title: row.title,
    // fields in reading order (jsonb keeps its own)
    slides: row.slides.map(({ index, kind, title, body, visualHint }) => compact({ index, kind, title, body, visualHint })),
    pdfUrl: `/v1/carousels/${row.id}/pdf`,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  });
}

export function carouselHandlers(deps: Deps): Handlers {
  const { db, jobs, config } = deps;
  const repo = jobRepository(db);
  const carousel = async (owner: string, id: string) => {
    return found(await carouselRepository(db).get(owner, id), 'Carousel', id);
  };

  return {
    async runCarouselGenerationFromAnecdote(req, reply) {
      const owner = ownerOf(req);
      const { anecdoteId, brand } = req.body;
      if (!(await anecdoteRepository(db).get(owner, anecdoteId))) throw errors.notFound('Anecdote', anecdoteId);
      const theme = await themeRepository(db).getDefault(owner);
      const input: CarouselGenerationInput = { anecdoteId, ...(theme ? { themeId: theme.id } : {}), ...(brand !== undefined ? { brand } : {}) };
      const created = await db.transaction().execute(async (trx) => {
        // the logo is one of the owner's images (404 / 400 as for a B-roll's), held until the job is recorded
        await checkMediaChoice(trx, owner, { brand }, 0);
        return carouselGenerationJob.start(jobs, trx, owner, input);
      });
      // A worker (this process's or another's) runs it; the answer is the job once it is
      // final, or as it stands after CAROUSEL_WAIT_SECONDS (or when the client goes away).
      const gone = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableEnded) gone.abort();
      };
      reply.raw.once('close', onClose);
      try {
        const row = (await waitForJob(deps, created.id, config.carouselWaitMs, AbortSignal.any([gone.signal, drainingSignal(req.server)]))) ?? created;
        reply.code(201);
        return toCarouselGenerationJob(row);
      } finally {
        reply.raw.off('close', onClose);
      }
    },

    async getCarouselGeneration(req) {
      const row = found(await repo.get(ownerOf(req), CAROUSEL_GENERATION_KIND, req.params.id), 'Carousel generation job', req.params.id);
      return toCarouselGenerationJob(row);
    },

    async listCarouselGenerations(req, reply) {
      const page = pageOf(req.query);
      const { rows, total } = await repo.list(ownerOf(req), CAROUSEL_GENERATION_KIND, page);
      // the spec fixes a bare array here: the pages are told in the Link header only
      setPageLinks(req, reply, page.page, pageInfo(total, page).totalPages, page.limit);
      return rows.map(toCarouselGenerationJob);
    },

    async getCarousel(req) {
      return toCarousel(await carousel(ownerOf(req), req.params.id));
    },

    async getCarouselPdf(req, reply) {
      const owner = ownerOf(req);
      const row = await carousel(owner, req.params.id);
      // rendered once per content (by its generation when it has a brand) and kept in the media store; later downloads stream it
      const key = carouselPdfKey(row);
      if (!(await deps.media.head(key))) {
        const warnings: string[] = [];
        const pdf = await timeRender('pdf', () => renderBrandedPdf(deps, owner, row, warnings));
        if (warnings.length) req.log.warn({ carouselId: row.id, warnings }, 'the carousel PDF was rendered again without part of its brand');
        await deps.media.put(key, pdf, { contentType: 'application/pdf' });
      }
      return sendStored(req, reply, deps.media, key, {
        contentType: 'application/pdf',
        headers: { 'content-disposition': `inline; filename="carousel-${row.id}.pdf"` },
        missing: () => errors.notFound('PDF of carousel', row.id),
      });
    },
  };
}
