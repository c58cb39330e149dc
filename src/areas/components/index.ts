import type { Area } from '../area.js';
import { componentPreviewTask } from './preview.js';

/** Visual components for B-roll. */
export const componentsArea: Area = {
  name: 'components',
  handlers: async () => (await import('./handlers.js')).componentHandlers,
  jobs: [],
  tasks: [componentPreviewTask],
};
