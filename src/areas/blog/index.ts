import type { Area } from '../area.js';
import { blogArticleJob } from './job.js';

/** Site analysis and blog articles. */
export const blogArea: Area = {
  name: 'blog',
  handlers: async () => (await import('./handlers.js')).blogHandlers,
  jobs: [blogArticleJob],
};
