import type { Deps } from '../../deps.js';
import { ownerOf } from '../../http/auth.js';
import { errors } from '../../http/errors.js';
import type { Handlers } from '../../http/handler.js';
import { jobRepository } from '../../jobs/repository.js';

/**
 * `POST .../{id}/cancel` of every job kind whose definition names a cancel operation: a pending
 * or running job ends `canceled` (its run stops at its next step), a final one answers 409,
 * another owner's or an unknown id 404.
 */
export function cancelHandlers({ db, jobs }: Pick<Deps, 'db' | 'jobs'>): Handlers {
  const handlers: Record<string, (req: any) => Promise<unknown>> = {};
  for (const definition of jobs.definitions()) {
    const resource = definition.resource;
    if (!resource) continue;
    handlers[resource.cancelOperation] = async (req) => {
      const id = (req.params as { id: string }).id;
      const outcome = await jobRepository(db).cancel(ownerOf(req), definition.name, id);
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
