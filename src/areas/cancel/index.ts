import type { Area } from '../area.js';

/** The cancel operation of every job kind (from the job definitions). */
export const cancelArea: Area = {
  name: 'cancel',
  handlers: async () => (await import('./handlers.js')).cancelHandlers,
  jobs: [],
};
