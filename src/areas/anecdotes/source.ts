import type { Db } from '../../db/database.js';
import type { StorySource } from '../../generation/writing/analyze/story.js';
import type { StyleConfig, ThemeInfo } from '../../generation/writing/style.js';
import type { JobContext } from '../../jobs/queue.js';
import { themeRepository } from '../themes/repository.js';
import { anecdoteRepository, type AnecdoteRow } from './repository.js';

/** What a job writing from one anecdote (a post, a carousel) works from. */
export interface AnecdoteSource {
  row: AnecdoteRow;
  anecdote: StorySource;
  /** the job's theme config; undefined without a theme, or when the theme was deleted since */
  theme?: StyleConfig;
  /** the theme's name and description, for a model's instructions */
  themeInfo?: ThemeInfo;
  /** for the job's warnings (a theme deleted since the job was created) */
  warnings: string[];
}

/** The part of an anecdote the writing tasks read. */
export function storyOf(row: AnecdoteRow): StorySource {
  return { title: row.title, content: row.content, mood: row.mood, storyType: row.storyType, tags: row.tags };
}

/**
 * Loads the job's anecdote and theme, as they are now. An anecdote deleted since the job was
 * created fails the run (at `step`, `progress`) and answers undefined; a deleted theme only
 * warns, and the job goes on without it.
 */
export async function loadAnecdoteSource(
  db: Db,
  ctx: Pick<JobContext, 'finish'> & { readonly job: { ownerId: string } },
  input: { anecdoteId: string; themeId?: string },
  at: { step: string; progress: number; product: string },
): Promise<AnecdoteSource | undefined> {
  const { ownerId } = ctx.job;
  const row = await anecdoteRepository(db).get(ownerId, input.anecdoteId);
  if (!row) {
    await ctx.finish({ status: 'failed', progress: at.progress, warnings: [`failed at ${at.step}: the anecdote ${input.anecdoteId} no longer exists`] });
    return undefined;
  }
  const warnings: string[] = [];
  const theme = input.themeId ? await themeRepository(db).get(ownerId, input.themeId) : undefined;
  if (input.themeId && !theme) warnings.push(`the theme ${input.themeId} no longer exists; the ${at.product} was written without it`);
  return {
    row,
    anecdote: storyOf(row),
    theme: theme?.config,
    ...(theme ? { themeInfo: { name: theme.name, ...(theme.description ? { description: theme.description } : {}) } } : {}),
    warnings,
  };
}
