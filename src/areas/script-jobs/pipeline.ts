import { assessText, mergeWarnings } from '../../generation/quality.js';
import { assembleScript, lengthWarning, scriptOutlineTask, scriptPlanOf, scriptSectionsTask, spokenText, type ScriptAnecdote } from '../../generation/tasks/script.js';
import type { JobPipeline } from '../../jobs/definition.js';
import { storyOf } from '../anecdotes/source.js';
import type { Deps } from '../../deps.js';
import { failThumbnail, requestThumbnail } from '../shorts/thumbnails.js';
import { renderThumbnailAt } from '../shorts/thumbnail-render.js';

/** A script job's input (what the owner asked for). */
export interface ScriptJobInput {
  title: string;
  brief?: string;
  selectedAnecdoteIds: string[];
}

/** The selected anecdotes of the owner, in the selected order; ids no longer found are listed apart. */
async function loadAnecdotes(services: Deps, ownerId: string, ids: string[]) {
  const rows = ids.length ? await services.db.selectFrom('anecdotes').selectAll().where('ownerId', '=', ownerId).where('id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const found: ScriptAnecdote[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    const r = byId.get(id);
    if (r) found.push(storyOf(r));
    else missing.push(id);
  }
  return { found, missing };
}

/**
 * Writes a long-form script: the outline (step `outline`), then the sections with spoken text
 * and on-screen notes (step `sections`), scored with the quality rubric, then the cover
 * thumbnail (step `thumbnail`; a cover that fails to render is a warning, not a failed job).
 */
export function scriptPipeline(services: Deps): JobPipeline<ScriptJobInput> {
  const { generation, db } = services;
  return {
    async run(ctx) {
      const input = ctx.job.input;
      await ctx.step('outline', 0.05);
      const { found, missing } = await loadAnecdotes(services, ctx.job.ownerId, input.selectedAnecdoteIds);
      const warnings = missing.map((id) => `anecdote ${id} no longer exists and was left out`);
      if (found.length === 0) {
        await ctx.finish({ status: 'failed', progress: 0, warnings: [...warnings, 'none of the selected anecdotes exists any more: select others (PATCH selectedAnecdoteIds)'] });
        return;
      }
      const base = { title: input.title, brief: input.brief, anecdotes: found };
      const outline = await generation.run(scriptOutlineTask, base, { signal: ctx.signal });
      await ctx.step('sections', 0.35);
      const sections = await generation.run(scriptSectionsTask, { ...base, outline: outline.output.outline }, { signal: ctx.signal });
      const script = assembleScript(outline.output.outline, sections.output.sections);
      // the plan (each part's purpose and sentences) is kept with the script for the shorts made from it, never shown with it
      const plan = scriptPlanOf({ ...base, outline: outline.output.outline }, sections.output.sections);
      const quality = assessText(spokenText(script), 'script', {
        source: found.map((a) => a.content).join('\n'),
        language: scriptSectionsTask.language?.({ ...base, outline: outline.output.outline }),
        title: found.length === 1 ? found[0]!.title : undefined,
      });
      const tooShort = lengthWarning(script, input.brief);
      warnings.push(...mergeWarnings([...outline.warnings, ...sections.warnings], quality.warnings, tooShort ? [tooShort] : []).filter((w) => !warnings.includes(w)));

      await ctx.step('thumbnail', 0.85);
      await ctx.update({ result: { script, plan } });
      const target = await requestThumbnail(db, ctx.job.id, 0);
      try {
        await renderThumbnailAt(services, ctx.job.id, 0, target);
      } catch (err) {
        const message = `cover thumbnail failed: ${(err as Error).message}`;
        await db.transaction().execute((trx) => failThumbnail(trx, ctx.job.id, 0, target, message));
        warnings.push(message);
      }
      await ctx.finish({
        qualityScore: quality.qualityScore,
        riskLevel: quality.riskLevel,
        warnings,
        totalTokensUsed: outline.tokens + sections.tokens,
        result: { script, plan },
      });
    },
  };
}
