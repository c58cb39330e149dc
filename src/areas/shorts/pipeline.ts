import { assessText, mergeWarnings } from '../../generation/quality.js';
import type { Script } from '../../generation/tasks/script.js';
import type { ScriptPlan } from '../../generation/tasks/script-plan.js';
import { condenseShortTask, retime, shortText } from '../../generation/tasks/short.js';
import type { JobPipeline } from '../../jobs/definition.js';
import type { Deps } from '../../deps.js';
import { failThumbnail, requestThumbnail } from './thumbnails.js';
import { renderThumbnailAt } from './thumbnail-render.js';

const THUMBNAILS_PER_SHORT = 3;

/** A short job's input: its script job, its title, and the script as it was when asked for, with its plan (none on a short asked for before plans were). */
export interface ShortJobInput {
  sourceScriptJobId: string;
  title: string;
  script: Script;
  plan?: ScriptPlan;
}

/**
 * Condenses the script into a 30 to 60 second short (step `draft_generation`: hook, beats with
 * captions, closing line, scored), then renders its three thumbnails (step `render`). A
 * thumbnail that fails is marked failed with a warning and can be regenerated; the short
 * itself still completes.
 */
export function shortPipeline(services: Deps): JobPipeline<ShortJobInput> {
  const { generation, db } = services;
  return {
    async run(ctx) {
      const input = ctx.job.input;
      await ctx.step('draft_generation', 0.1);
      const { output, tokens, warnings: gateWarnings } = await generation.run(condenseShortTask, { title: input.title, script: input.script, ...(input.plan ? { plan: input.plan } : {}) }, { signal: ctx.signal });
      const short = retime(output);
      const quality = assessText(shortText(short), 'short', {
        source: input.script.sections.map((s) => s.spokenText).join('\n'),
        language: condenseShortTask.language?.({ title: input.title, script: input.script }),
        title: input.title,
      });
      const scored = { qualityScore: quality.qualityScore, riskLevel: quality.riskLevel, totalTokensUsed: tokens };
      await ctx.update({ ...scored, result: { short } });

      const warnings = mergeWarnings(gateWarnings, quality.warnings);
      for (let index = 0; index < THUMBNAILS_PER_SHORT; index++) {
        await ctx.step('render', 0.4 + (0.6 * index) / THUMBNAILS_PER_SHORT);
        const target = await requestThumbnail(db, ctx.job.id, index);
        try {
          await renderThumbnailAt(services, ctx.job.id, index, target);
        } catch (err) {
          const message = `thumbnail ${index} failed: ${(err as Error).message}`;
          await db.transaction().execute((trx) => failThumbnail(trx, ctx.job.id, index, target, message));
          warnings.push(message);
        }
      }
      await ctx.finish({ ...scored, currentStep: 'render', warnings });
    },
  };
}
