import type { Area } from '../area.js';
import { postGenerationJob } from './job.js';

/** LinkedIn post generation jobs. */
export const postGenerationArea: Area = {
  name: 'post-generation',
  handlers: async () => (await import('./handlers.js')).postGenerationHandlers,
  jobs: [postGenerationJob],
};
