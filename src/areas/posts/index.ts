import type { Area } from '../area.js';

/** Posts and their images. */
export const postsArea: Area = {
  name: 'posts',
  handlers: async () => (await import('./handlers.js')).postHandlers,
  jobs: [],
};
