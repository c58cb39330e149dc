import type { Deps } from '../deps.js';
import type { Handlers } from '../http/handler.js';
import type { OpenApiDocument } from '../http/openapi.js';
import type { JobDefinition } from '../jobs/definition.js';
import type { QueueTask } from '../jobs/kind.js';

/** Builds an area's operation handlers from the process's dependencies. */
type HandlerFactory = (deps: Deps, spec: OpenApiDocument) => Handlers;

/**
 * One area of the API (src/areas/<area>/index.ts is its front door): the handlers of its
 * operations, the job kinds it defines and its other queue tasks. Handlers are loaded only when an HTTP app is built,
 * so that a worker process (`npm run worker`), which runs jobs only, never loads them.
 */
export interface Area {
  name: string;
  handlers(): Promise<HandlerFactory>;
  jobs: readonly JobDefinition<any, Deps>[];
  /** queue tasks it runs in worker processes that are not jobs of an owner (e.g. component previews) */
  tasks?: readonly ((deps: Deps) => QueueTask<any>)[];
}
