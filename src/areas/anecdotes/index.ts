import type { Area } from '../area.js';

/** Anecdotes, and their voice exports. */
export const anecdotesArea: Area = {
  name: 'anecdotes',
  async handlers() {
    const { anecdoteHandlers } = await import('./handlers.js');
    const { voiceExportHandlers } = await import('./voice-handlers.js');
    return (deps) => ({ ...anecdoteHandlers(deps), ...voiceExportHandlers(deps) });
  },
  jobs: [],
};
