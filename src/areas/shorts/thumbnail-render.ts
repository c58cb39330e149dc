// Rendering a job's thumbnails (the images, and the job kind that renders one in the background):
// apart from the requests and answers (thumbnails.ts), so that the handlers load no writer or renderer.
import { sql } from 'kysely';
import { timeRender } from '../../observability/metrics.js';
import { renderThumbnail, type ThumbnailContent } from '../../generation/media/thumbnail.js';
import { detectTextLanguage } from '../../generation/language.js';
import { captionOf, figureWithUnit, shorten, wordCount } from '../../generation/tasks/spoken.js';
import { checkSameStore } from '../../storage/identity.js';
import { mediaKey } from '../../storage/store.js';
import { jobRow, type AnyJobRow, type JobPipeline } from '../../jobs/definition.js';
import { addJobBytes } from '../statistics/media.js';
import { jobRepository } from '../../jobs/repository.js';
import type { Deps } from '../../deps.js';
import { ownerPalette } from './brand.js';
import type { ThumbnailRequest } from './thumbnail-state.js';
import { failThumbnail, settle } from './thumbnails.js';

/** A rendered thumbnail is deleted this long after it was stored unless its job recorded it. */
const THUMBNAIL_GUARD_SECONDS = 3600;

/**
 * A thumbnail line of at most `max` words: the text's whole clauses that fit, else its first
 * whole phrase that fits, else nothing; never a sentence cut mid-clause with "…".
 */
function line(text: string, max: number): string | undefined {
  const language = detectTextLanguage(text).code;
  const clauses = shorten(text, max, language);
  return wordCount(clauses) <= max ? clauses : captionOf(text, language, max);
}

/** What thumbnail `index` of a job shows: the script's cover, or one of a short's three. */
export function contentOf(row: AnyJobRow, index: number): ThumbnailContent {
  const title = (row.kind === 'short' || row.kind === 'script' ? row.input.title : undefined) ?? 'Untitled';
  if (row.kind === 'short' && row.result.short) {
    const { hook, closingLine, beats, durationSeconds } = row.result.short;
    // a figure only with its unit ("14 people", "4:47 p.m."): a bare "4" reads as torn from its sentence
    const figure = beats.map((b) => figureWithUnit(b.text, detectTextLanguage(b.text).code)).find(Boolean);
    const badge = figure ?? `${Math.round(durationSeconds ?? 0)}s`;
    if (index === 1) return { title: line(hook, 16) ?? title, subtitle: title, badge };
    if (index === 2) return { title, subtitle: closingLine ? line(closingLine, 14) : undefined, badge };
    return { title, subtitle: line(hook, 14), badge };
  }
  const opening = row.kind === 'script' ? row.result.script?.sections?.[0]?.spokenText.split(/(?<=[.!?])\s/)[0] : undefined;
  return { title, subtitle: opening ? line(opening, 14) : undefined, badge: (opening && figureWithUnit(opening, detectTextLanguage(opening).code)) || '▶' };
}

/**
 * Renders thumbnail `index` of a job for render `target` (SVG → PNG with sharp, stored under
 * DATA_DIR/media/thumbnails) and records it; the image it replaces is removed. The layout and
 * decoration follow index and target, so each regeneration is a new variation. Answers false
 * when a newer render was asked for meanwhile (nothing is recorded then).
 */
export async function renderThumbnailAt(services: Deps, jobId: string, index: number, target: number): Promise<boolean> {
  const { db, media, mediaDeletions } = services;
  if (!(await db.transaction().execute((trx) => settle(trx, jobId, index, target, { status: 'running' })))) return false;
  const row = await jobRepository(db).byId(jobId);
  if (!row) return false;
  checkSameStore(services, row);
  const palette = await ownerPalette(db, row.ownerId);
  const png = await timeRender('thumbnail', () => renderThumbnail(contentOf(jobRow(row), index), palette, index + target - 1));
  const file = `thumbnails/${jobId}/${index}-v${target}.png`;
  const key = mediaKey(file);
  const recorded = await mediaDeletions.replace({
    keys: key,
    guardSeconds: THUMBNAIL_GUARD_SECONDS,
    // a retry of this render writes the same key again: a failed attempt's object is left to its guard
    onFailure: 'guard',
    put: async () => {
      await media.put(key, png, { contentType: 'image/png' });
    },
    swap: async (trx) => {
      const previous = await settle(trx, jobId, index, target, { status: 'completed', version: target, file, bytes: png.length, updatedAt: new Date().toISOString(), error: null });
      if (!previous) return undefined;
      const replacedFile = previous.file && previous.file !== file ? previous.file : undefined;
      await addJobBytes(trx, jobId, png.length - (replacedFile ? (previous.bytes ?? 0) : 0));
      // the image it replaces goes with the commit that replaced it
      return { result: true, replaced: replacedFile ? [{ key: mediaKey(replacedFile) }] : [] };
    },
  });
  return recorded ?? false;
}

/**
 * The job kind that renders one thumbnail in the background (a regeneration, or a script
 * job's cover after a title change). Its own row is internal; the outcome lands on the target
 * job's thumbnail item, and a render that keeps failing marks the item failed with the cause
 * among the target job's warnings.
 */
export function thumbnailPipeline(services: Deps): JobPipeline<ThumbnailRequest> {
  return {
    async run(ctx) {
      const { jobId, index, target } = ctx.job.input;
      await ctx.step('render', 0.1);
      try {
        await renderThumbnailAt(services, jobId, index, target);
      } catch (err) {
        if (ctx.isLastAttempt) {
          const message = `thumbnail ${index} failed: ${(err as Error).message}`;
          await services.db.transaction().execute(async (trx) => {
            await failThumbnail(trx, jobId, index, target, message);
            await trx
              .updateTable('jobs')
              .set({ warnings: sql`warnings || ${[message]}::text[]` })
              .where('id', '=', jobId)
              .execute();
          });
        }
        throw err;
      }
      await ctx.finish({ currentStep: 'render' });
    },
  };
}
