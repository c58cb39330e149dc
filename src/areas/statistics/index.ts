import type { Area } from '../area.js';

/** Statistics of an owner's jobs and content. */
export const statisticsArea: Area = {
  name: 'statistics',
  handlers: async () => (await import('./handlers.js')).statisticsHandlers,
  jobs: [],
};
