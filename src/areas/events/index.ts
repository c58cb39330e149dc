import type { Area } from '../area.js';

/** Events, the event stream, webhook endpoints and deliveries. */
export const eventsArea: Area = {
  name: 'events',
  async handlers() {
    const { eventHandlers } = await import('./handlers.js');
    const { webhookTestHandlers } = await import('./test-event.js');
    return (deps) => ({ ...eventHandlers(deps), ...webhookTestHandlers(deps) });
  },
  jobs: [],
};
