import type { Area } from '../area.js';
import { brollJob } from './job.js';

/** B-roll videos. */
export const brollArea: Area = {
  name: 'broll',
  handlers: async () => (await import('./handlers.js')).brollHandlers,
  jobs: [brollJob],
};
