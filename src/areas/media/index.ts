import type { Area } from '../area.js';

/** The owner's media library: uploaded images, video clips and audio. */
export const mediaArea: Area = {
  name: 'media',
  handlers: async () => (await import('./handlers.js')).mediaHandlers,
  jobs: [],
};
