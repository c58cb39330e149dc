import type { Deps } from '../deps.js';
import type { Handlers } from '../http/handler.js';
import type { OpenApiDocument } from '../http/openapi.js';
import type { JobDefinition } from '../jobs/definition.js';
import type { Area } from './area.js';
import { anecdotesArea } from './anecdotes/index.js';
import { themesArea } from './themes/index.js';
import { postGenerationArea } from './post-generation/index.js';
import { postsArea } from './posts/index.js';
import { mediaArea } from './media/index.js';
import { carouselsArea } from './carousels/index.js';
import { blogArea } from './blog/index.js';
import { componentsArea } from './components/index.js';
import { scriptJobsArea } from './script-jobs/index.js';
import { shortsArea } from './shorts/index.js';
import { brollArea } from './broll/index.js';
import { youtubeSuggestionsArea } from './youtube-suggestions/index.js';
import { statisticsArea } from './statistics/index.js';
import { eventsArea } from './events/index.js';
import { cancelArea } from './cancel/index.js';
import { mcpArea } from './mcp/index.js';
import { systemArea } from './system/index.js';

/** Every area of the API, each through its front door (src/areas/<area>/index.ts). */
const AREAS: readonly Area[] = [
  anecdotesArea,
  themesArea,
  postGenerationArea,
  postsArea,
  mediaArea,
  carouselsArea,
  blogArea,
  componentsArea,
  scriptJobsArea,
  shortsArea,
  brollArea,
  youtubeSuggestionsArea,
  statisticsArea,
  eventsArea,
  cancelArea,
  mcpArea,
  systemArea,
];

/** Every job kind, for the queue (API processes send, worker processes run). */
export const JOB_DEFINITIONS: readonly JobDefinition<any, Deps>[] = AREAS.flatMap((area) => area.jobs);

/** The areas' queue tasks that are not owners' jobs, built from the process's dependencies. */
export const AREA_TASKS = AREAS.flatMap((area) => area.tasks ?? []);

/** Every implemented operation, by operationId. Operations missing here answer 501 not_implemented. */
export async function buildHandlers(deps: Deps, spec: OpenApiDocument): Promise<Handlers> {
  const factories = await Promise.all(AREAS.map((area) => area.handlers()));
  return Object.assign({}, ...factories.map((build) => build(deps, spec))) as Handlers;
}
