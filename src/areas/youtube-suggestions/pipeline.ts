import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { assessText } from '../../generation/quality.js';
import { combinationKey, youtubeSuggestionsTask, type Angle, type SuggestedIdea, type SuggestionAnecdote } from '../../generation/tasks/youtube.js';
import type { JobPipeline } from '../../jobs/definition.js';
import type { Deps } from '../../deps.js';
import { storyOf } from '../anecdotes/source.js';
import { suggestionRepository } from './repository.js';

/** A run's input: the filters it was started with. */
export interface SuggestionRunInput {
  tags?: string[];
  anecdoteIds?: string[];
  count: number;
}

/** Anecdotes a run draws from (its newest matching ones). */
const RUN_ANECDOTES_MAX = 50;

/** The owner's anecdotes matching the filters, newest first (ids in `ids`, carrying one of `tags`). */
async function loadAnecdotes(services: Deps, ownerId: string, input: SuggestionRunInput) {
  let q = services.db.selectFrom('anecdotes').selectAll().where('ownerId', '=', ownerId);
  if (input.anecdoteIds?.length) q = q.where('id', 'in', input.anecdoteIds);
  if (input.tags?.length) q = q.where(sql<boolean>`tags && ${sql.val(input.tags)}::text[]`);
  return q.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(RUN_ANECDOTES_MAX).execute();
}

const RISK_ORDER = ['low', 'medium', 'high'] as const;

/**
 * Proposes long-form videos: loads the matching anecdotes and the owner's used or dismissed
 * ideas (step `selecting`), asks the generation engine (step `suggesting`), then checks every
 * idea (step `checking`): anecdote indexes must name given anecdotes, a combination comes once,
 * a used or dismissed combination+angle never comes back; what fails is dropped with a warning.
 * The ideas are stored with the run's outcome in one transaction.
 */
export function youtubeSuggestionsPipeline(services: Deps): JobPipeline<SuggestionRunInput> {
  const { generation, db } = services;
  return {
    async run(ctx) {
      const input = ctx.job.input;
      const { ownerId } = ctx.job;
      await ctx.step('selecting', 0.05);
      const rows = await loadAnecdotes(services, ownerId, input);
      const warnings: string[] = [];
      const missing = (input.anecdoteIds ?? []).filter((id) => !rows.some((r) => r.id === id));
      if (missing.length && !input.tags?.length) warnings.push(...missing.map((id) => `anecdote ${id} no longer exists and was left out`));
      if (rows.length === 0) {
        await ctx.finish({ currentStep: 'selecting', warnings: [...warnings, 'no anecdote matches the filters: no suggestion was made'], result: { suggestionCount: 0 } });
        return;
      }
      const index = new Map(rows.map((r, i) => [r.id, i]));
      const settledKeys = new Set((await suggestionRepository(db).settled(ownerId)).map((s) => `${s.combination}|${s.angle}`));
      const settled = [...settledKeys].flatMap((key) => {
        const [combination, angle] = key.split('|') as [string, Angle];
        const indexes = combination.split(',').map((id) => index.get(id));
        return indexes.every((i) => i !== undefined) ? [{ anecdoteIndexes: indexes as number[], angle }] : [];
      });
      const anecdotes: SuggestionAnecdote[] = rows.map((r) => ({ ...storyOf(r), isFavorite: r.isFavorite }));

      await ctx.step('suggesting', 0.2);
      const generated = await generation.run(youtubeSuggestionsTask, { anecdotes, count: input.count, settled }, { signal: ctx.signal });

      await ctx.step('checking', 0.8);
      warnings.push(...generated.warnings);
      const kept: Array<SuggestedIdea & { ids: string[]; combination: string }> = [];
      for (const idea of generated.output.suggestions) {
        if (kept.length >= input.count) break;
        const ids = idea.anecdoteIndexes.map((i) => rows[i]?.id);
        if (ids.some((id) => id === undefined)) {
          warnings.push(`dropped "${idea.title}": it names anecdote indexes ${idea.anecdoteIndexes.join(', ')}, of which some were not given`);
          continue;
        }
        const combination = combinationKey(ids as string[]);
        if (kept.some((k) => k.combination === combination)) {
          warnings.push(`dropped "${idea.title}": its anecdotes are already combined in this run`);
          continue;
        }
        if (settledKeys.has(`${combination}|${idea.angle}`)) {
          warnings.push(`dropped "${idea.title}": this combination with the angle ${idea.angle} was used or dismissed before`);
          continue;
        }
        kept.push({ ...idea, ids: ids as string[], combination });
      }
      if (kept.length < input.count) warnings.push(`found ${kept.length} new idea${kept.length === 1 ? '' : 's'} of the ${input.count} asked`);

      kept.sort((a, b) => b.score - a.score);
      const risks = kept.map((k) => assessText(`${k.title}\n${k.hook}`, 'short').riskLevel);
      const riskLevel = kept.length ? RISK_ORDER[Math.max(...risks.map((r) => RISK_ORDER.indexOf(r)))] : null;
      const qualityScore = kept.length ? Math.round(kept.reduce((n, k) => n + k.score, 0) / kept.length) : null;
      await ctx.finish({ qualityScore, riskLevel, warnings, totalTokensUsed: generated.tokens, result: { suggestionCount: kept.length } }, async (trx) => {
        await suggestionRepository(trx).insert(
          kept.map((k, position) => ({
            id: randomUUID(),
            ownerId,
            runId: ctx.job.id,
            position,
            title: k.title,
            alternativeTitles: k.alternativeTitles,
            hook: k.hook,
            outline: k.outline,
            anecdoteIds: k.ids,
            combination: k.combination,
            angle: k.angle,
            targetLengthMinutes: k.targetLengthMinutes,
            keywords: k.keywords,
            thumbnailText: k.thumbnailText,
            score: k.score,
            scoreReasons: k.scoreReasons,
          })),
        );
      });
    },
  };
}
