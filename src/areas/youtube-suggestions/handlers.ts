import type { Deps } from '../../deps.js';
import { ownerOf } from '../../http/auth.js';
import { errors, found } from '../../http/errors.js';
import type { Handlers } from '../../http/handler.js';
import { pageInfo, pageOf } from '../../http/pagination.js';
import { jobRepository } from '../../jobs/repository.js';
import { requireAnecdotes } from '../script-jobs/handlers.js';
import { suggestionRepository, toSuggestion, type SuggestionRow } from './repository.js';
import type { SuggestionRunInput } from './pipeline.js';
import { YOUTUBE_SUGGESTIONS_KIND } from './kind.js';
import { serializeRun, toRun, youtubeSuggestionsJob } from './job.js';
import { scriptJob, toScriptJob } from '../script-jobs/job.js';

const DEFAULT_COUNT = 5;
const BRIEF_MAX = 5000;

const ANGLE_BRIEF: Record<string, string> = {
  lesson: 'Angle: the lesson the stories teach.',
  numbers: 'Angle: the figure the story turns on.',
  'turning-point': 'Angle: the turning point.',
  question: 'Angle: the question the story raises.',
  story: 'Angle: the story itself, told in full.',
};

/** The script job's brief: what the suggestion says the video should be. */
function briefOf(s: SuggestionRow): string {
  const brief = [
    `Target length: ${s.targetLengthMinutes} minutes.`,
    ANGLE_BRIEF[s.angle] ?? '',
    `Hook (first 15 seconds): ${s.hook}`,
    `Outline: ${s.outline.join(' / ')}.`,
    s.keywords.length ? `Keywords: ${s.keywords.join(', ')}.` : '',
    `Thumbnail text: ${s.thumbnailText}.`,
  ]
    .filter(Boolean)
    .join('\n');
  return [...brief].slice(0, BRIEF_MAX).join('');
}

export function youtubeSuggestionHandlers(deps: Deps): Handlers {
  const { db, jobs } = deps;
  const runs = jobRepository(db);
  const suggestions = suggestionRepository(db);

  return {
    async createYoutubeSuggestionRun(req, reply) {
      const owner = ownerOf(req);
      const { tags, anecdoteIds, count = DEFAULT_COUNT } = req.body;
      if (anecdoteIds) await requireAnecdotes(deps, owner, anecdoteIds);
      const input: SuggestionRunInput = { ...(tags?.length ? { tags } : {}), ...(anecdoteIds ? { anecdoteIds } : {}), count };
      const row = await db.transaction().execute((trx) => youtubeSuggestionsJob.start(jobs, trx, owner, input));
      reply.code(201);
      return toRun(row, []);
    },

    async listYoutubeSuggestionRuns(req) {
      const page = pageOf(req.query);
      const { rows, total } = await runs.list(ownerOf(req), YOUTUBE_SUGGESTIONS_KIND, page);
      const all = await suggestions.ofRuns(rows.map((r) => r.id));
      return {
        youtubeSuggestionRuns: rows.map((r) =>
          toRun(
            r,
            all.filter((s) => s.runId === r.id),
          ),
        ),
        ...pageInfo(total, page),
      };
    },

    async getYoutubeSuggestionRun(req) {
      return serializeRun(found(await runs.get(ownerOf(req), YOUTUBE_SUGGESTIONS_KIND, req.params.id), 'YouTube suggestion run', req.params.id), db);
    },

    async listYoutubeSuggestions(req) {
      const page = pageOf(req.query);
      const { rows, total } = await suggestions.list(ownerOf(req), { status: req.query.status, runId: req.query.runId }, page);
      return { youtubeSuggestions: rows.map(toSuggestion), ...pageInfo(total, page) };
    },

    async getYoutubeSuggestion(req) {
      return toSuggestion(found(await suggestions.get(ownerOf(req), req.params.id), 'YouTube suggestion', req.params.id));
    },

    /**
     * One transaction: the suggestion is locked, the script job created (with the anecdotes of
     * the suggestion that still exist) and the suggestion marked used; of two calls at once,
     * one creates the job and the other answers 409.
     */
    async createScriptJobFromYoutubeSuggestion(req, reply) {
      const owner = ownerOf(req);
      const { id } = req.params;
      const job = await db.transaction().execute(async (trx) => {
        const repo = suggestionRepository(trx);
        const s = found(await repo.lock(owner, id), 'YouTube suggestion', id);
        if (s.status !== 'new') throw errors.conflict(`The suggestion ${id} was already ${s.status}`, { status: s.status, ...(s.scriptJobId ? { scriptJobId: s.scriptJobId } : {}) });
        const existing = await trx.selectFrom('anecdotes').select('id').where('ownerId', '=', owner).where('id', 'in', s.anecdoteIds).execute();
        const selectedAnecdoteIds = s.anecdoteIds.filter((a) => existing.some((e) => e.id === a));
        if (selectedAnecdoteIds.length === 0) throw errors.conflict(`The anecdotes of the suggestion ${id} no longer exist`);
        const created = await scriptJob.start(jobs, trx, owner, { title: s.title, brief: briefOf(s), selectedAnecdoteIds });
        await repo.setStatus(id, 'used', created.id);
        return created;
      });
      reply.code(201);
      return toScriptJob(job);
    },

    async dismissYoutubeSuggestion(req) {
      const owner = ownerOf(req);
      const { id } = req.params;
      const row = await db.transaction().execute(async (trx) => {
        const repo = suggestionRepository(trx);
        const s = found(await repo.lock(owner, id), 'YouTube suggestion', id);
        if (s.status === 'used') throw errors.conflict(`The suggestion ${id} was already used`, { status: s.status, ...(s.scriptJobId ? { scriptJobId: s.scriptJobId } : {}) });
        return s.status === 'dismissed' ? s : repo.setStatus(id, 'dismissed');
      });
      return toSuggestion(row);
    },
  };
}
