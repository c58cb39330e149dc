import type { Area } from '../area.js';
import { carouselGenerationJob } from './job.js';

/** Carousels and their generation. */
export const carouselsArea: Area = {
  name: 'carousels',
  handlers: async () => (await import('./handlers.js')).carouselHandlers,
  jobs: [carouselGenerationJob],
};
