import type { Area } from '../area.js';
import { youtubeSuggestionsJob } from './job.js';

/** YouTube video suggestions. */
export const youtubeSuggestionsArea: Area = {
  name: 'youtube-suggestions',
  handlers: async () => (await import('./handlers.js')).youtubeSuggestionHandlers,
  jobs: [youtubeSuggestionsJob],
};
