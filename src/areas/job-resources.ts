import type { Deps } from '../deps.js';
import { ownerOf } from '../http/auth.js';
import { errors } from '../http/errors.js';
import type { Handlers, OperationId } from '../http/handler.js';
import type { DbOrTrx } from '../db/database.js';
import { jobRepository, type JobRow } from '../jobs/repository.js';
import { BLOG_ARTICLE } from './blog/article-job.js';
import { toArticle } from './blog/articles.js';
import { toBroll } from './broll/handlers.js';
import { BROLL_KIND } from './broll/pipeline.js';
import { toCarouselGenerationJob } from './carousels/handlers.js';
import { CAROUSEL_GENERATION } from './carousels/pipeline.js';
import { toPostGenerationJob } from './post-generation/handlers.js';
import { POST_GENERATION } from './post-generation/pipeline.js';
import { toScriptJob } from './script-jobs/handlers.js';
import { SCRIPT_KIND } from './script-jobs/pipeline.js';
import { toShort } from './shorts/handlers.js';
import { SHORT_KIND } from './shorts/pipeline.js';
import { serializeRun } from './youtube-suggestions/handlers.js';
import { YOUTUBE_SUGGESTIONS_KIND } from './youtube-suggestions/pipeline.js';

/** A job kind owners see as a resource: how its GET shows it, and what it is called in errors. */
export interface JobResource {
  kind: string;
  /** for messages: "Post generation job 123 was not found" */
  what: string;
  /** the resource as its GET answers it (a YouTube suggestion run reads its suggestions: hence `db`) */
  serialize(row: JobRow, db: DbOrTrx): unknown;
}

/**
 * Every job kind that is an owner-facing resource, by kind. The `Prefer: wait` hook answers a
 * waited-for job through its `serialize` (the same shape its GET answers), events carry their
 * job rendered by it, and each kind's cancel operation comes from here too. (Thumbnail renders
 * are internal rows: not listed.) Callers await `serialize`.
 */
export const JOB_RESOURCES: Record<string, JobResource> = {
  [POST_GENERATION]: { kind: POST_GENERATION, what: 'Post generation job', serialize: toPostGenerationJob },
  [CAROUSEL_GENERATION]: { kind: CAROUSEL_GENERATION, what: 'Carousel generation job', serialize: toCarouselGenerationJob },
  [SCRIPT_KIND]: { kind: SCRIPT_KIND, what: 'Script job', serialize: toScriptJob },
  [SHORT_KIND]: { kind: SHORT_KIND, what: 'Short', serialize: toShort },
  [BROLL_KIND]: { kind: BROLL_KIND, what: 'B-roll job', serialize: toBroll },
  [BLOG_ARTICLE]: { kind: BLOG_ARTICLE, what: 'Blog article', serialize: toArticle },
  [YOUTUBE_SUGGESTIONS_KIND]: { kind: YOUTUBE_SUGGESTIONS_KIND, what: 'YouTube suggestion run', serialize: serializeRun },
};

/** The cancel operation of each job kind that runs in the background. */
const CANCEL_OPERATIONS: Partial<Record<OperationId, string>> = {
  cancelPostGeneration: POST_GENERATION,
  cancelCarouselGeneration: CAROUSEL_GENERATION,
  cancelScriptJob: SCRIPT_KIND,
  cancelShort: SHORT_KIND,
  cancelBroll: BROLL_KIND,
  cancelBlogArticle: BLOG_ARTICLE,
  cancelYoutubeSuggestionRun: YOUTUBE_SUGGESTIONS_KIND,
};

/**
 * `POST .../{id}/cancel` for every kind: a pending or running job ends `canceled` (its run
 * stops at its next step), a final one answers 409, another owner's or an unknown id 404.
 */
export function cancelHandlers({ db }: Pick<Deps, 'db'>): Handlers {
  const handlers: Record<string, (req: any) => Promise<unknown>> = {};
  for (const [operationId, kind] of Object.entries(CANCEL_OPERATIONS)) {
    const resource = JOB_RESOURCES[kind!]!;
    handlers[operationId] = async (req) => {
      const id = (req.params as { id: string }).id;
      const outcome = await jobRepository(db).cancel(ownerOf(req), kind!, id);
      if (!outcome) throw errors.notFound(resource.what, id);
      if ('final' in outcome) {
        const { status } = outcome.final;
        throw errors.conflict(`${resource.what} ${id} is ${status}, which is final: only a pending or running job can be canceled`, { status });
      }
      return resource.serialize(outcome.canceled, db);
    };
  }
  return handlers as Handlers;
}
