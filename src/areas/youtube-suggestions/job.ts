import type { DbOrTrx } from '../../db/database.js';
import type { components } from '../../generated/openapi.js';
import { defineJob } from '../../jobs/definition.js';
import type { JobRow } from '../../jobs/repository.js';
import { jobFields } from '../../jobs/serialize.js';
import type { SuggestionRunInput } from './pipeline.js';
import { YOUTUBE_SUGGESTIONS_KIND } from './kind.js';
import { suggestionRepository, toSuggestion, type SuggestionRow } from './repository.js';
import type { Deps } from '../../deps.js';

type Run = components['schemas']['YoutubeSuggestionRun'];

export function toRun(row: JobRow, suggestions: SuggestionRow[]): Run {
  const { input } = youtubeSuggestionsJob.row(row);
  return {
    ...jobFields(row),
    filters: { ...(input.tags ? { tags: input.tags } : {}), ...(input.anecdoteIds ? { anecdoteIds: input.anecdoteIds } : {}), count: input.count },
    ...(row.status === 'completed' ? { suggestions: suggestions.map(toSuggestion) } : {}),
  };
}

/** A run as its GET answers it, with its suggestions once completed. */
export async function serializeRun(row: JobRow, db: DbOrTrx): Promise<Run> {
  return toRun(row, row.status === 'completed' ? await suggestionRepository(db).ofRuns([row.id]) : []);
}

/** What a suggestion run's result holds (its suggestions are rows of their own). */
interface SuggestionRunResult {
  suggestionCount?: number;
}

declare module '../../jobs/definition.js' {
  interface JobTypes {
    [YOUTUBE_SUGGESTIONS_KIND]: { input: SuggestionRunInput; result: SuggestionRunResult };
  }
}

/** A run of YouTube video suggestions from the owner's anecdotes (POST /v1/youtube-suggestions/runs). */
export const youtubeSuggestionsJob = defineJob({
  name: YOUTUBE_SUGGESTIONS_KIND,
  policy: { retryLimit: 2, retryDelaySeconds: 2, retryBackoff: true, expireInSeconds: 600, concurrency: 2 },
  resource: { what: 'YouTube suggestion run', cancelOperation: 'cancelYoutubeSuggestionRun', serialize: serializeRun, sample: { count: 3 } },
  eventTypes: ['youtube_suggestion_run.started', 'youtube_suggestion_run.progress', 'youtube_suggestion_run.completed', 'youtube_suggestion_run.failed', 'youtube_suggestion_run.canceled'],
  pipeline: async (deps: Deps) => (await import('./pipeline.js')).youtubeSuggestionsPipeline(deps),
});
