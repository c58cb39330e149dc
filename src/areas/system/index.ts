import type { Area } from '../area.js';

/** Health, readiness, metrics and the contract. */
export const systemArea: Area = {
  name: 'system',
  handlers: async () => (await import('./handlers.js')).systemHandlers,
  jobs: [],
};
