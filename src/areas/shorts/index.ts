import type { Area } from '../area.js';
import { shortJob, thumbnailJob } from './job.js';

/** Shorts, and the thumbnail renders of shorts and scripts. */
export const shortsArea: Area = {
  name: 'shorts',
  handlers: async () => (await import('./handlers.js')).shortHandlers,
  jobs: [shortJob, thumbnailJob],
};
