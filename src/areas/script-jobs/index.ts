import type { Area } from '../area.js';
import { scriptJob } from './job.js';

/** Video scripts. */
export const scriptJobsArea: Area = {
  name: 'script-jobs',
  handlers: async () => (await import('./handlers.js')).scriptJobHandlers,
  jobs: [scriptJob],
};
