import type { Deps } from '../deps.js';
import type { Handlers } from '../http/handler.js';
import type { OpenApiDocument } from '../http/openapi.js';
import type { JobKind } from '../jobs/queue.js';
import { carouselGenerationKind } from './carousels/pipeline.js';
import { anecdoteHandlers } from './anecdotes/handlers.js';
import { voiceExportHandlers } from './anecdotes/voice-handlers.js';
import { carouselHandlers } from './carousels/handlers.js';
import { postGenerationHandlers } from './post-generation/handlers.js';
import { postGenerationKind } from './post-generation/pipeline.js';
import { blogArticleKind } from './blog/article-job.js';
import { blogHandlers } from './blog/handlers.js';
import { componentHandlers } from './components/handlers.js';
import { cancelHandlers } from './job-resources.js';
import { eventHandlers } from './events/handlers.js';
import { webhookTestHandlers } from './events/test-event.js';
import { postHandlers } from './posts/handlers.js';
import { brollHandlers } from './broll/handlers.js';
import { brollKind } from './broll/pipeline.js';
import { scriptJobHandlers } from './script-jobs/handlers.js';
import { scriptKind } from './script-jobs/pipeline.js';
import { shortHandlers } from './shorts/handlers.js';
import { shortKind } from './shorts/pipeline.js';
import { thumbnailKind } from './shorts/thumbnails.js';
import { systemHandlers } from './system/handlers.js';
import { themeHandlers } from './themes/handlers.js';
import { youtubeSuggestionHandlers } from './youtube-suggestions/handlers.js';
import { youtubeSuggestionsKind } from './youtube-suggestions/pipeline.js';
import { statisticsHandlers } from './statistics/handlers.js';

/** Every implemented operation, by operationId. Operations missing here answer 501 not_implemented. */
export function buildHandlers(deps: Deps, spec: OpenApiDocument): Handlers {
  return {
    ...systemHandlers(deps, spec),
    ...anecdoteHandlers(deps),
    ...voiceExportHandlers(deps),
    ...postGenerationHandlers(deps),
    ...carouselHandlers(deps),
    ...blogHandlers(deps),
    ...postHandlers(deps),
    ...themeHandlers(deps),
    ...componentHandlers(deps),
    ...scriptJobHandlers(deps),
    ...shortHandlers(deps),
    ...brollHandlers(deps),
    ...youtubeSuggestionHandlers(deps),
    ...statisticsHandlers(deps),
    ...cancelHandlers(deps),
    ...eventHandlers(deps),
    ...webhookTestHandlers(deps),
  };
}

/** Every background job kind, for the queue (API processes send, worker processes run). */
export function buildJobKinds(services: Deps): JobKind[] {
  return [
    postGenerationKind(services),
    carouselGenerationKind(services),
    blogArticleKind(services),
    scriptKind(services),
    shortKind(services),
    thumbnailKind(services),
    brollKind(services),
    youtubeSuggestionsKind(services),
  ];
}
