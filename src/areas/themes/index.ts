import type { Area } from '../area.js';

/** Themes (the voice and brand a generation is written in). */
export const themesArea: Area = {
  name: 'themes',
  handlers: async () => (await import('./handlers.js')).themeHandlers,
  jobs: [],
};
