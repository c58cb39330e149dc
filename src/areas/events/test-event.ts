import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps.js';
import { ownerOf } from '../../http/auth.js';
import { found } from '../../http/errors.js';
import type { Handlers } from '../../http/handler.js';
import { WebhookDispatcher } from './dispatcher.js';
import { toEndpoint } from './handlers.js';
import { endpointRepository } from './repository.js';

/**
 * `POST /v1/webhook-endpoints/{id}/test`: one signed `webhook_endpoint.test` event sent now,
 * through the same send as real deliveries (secrets, address guard, time limit), answered with
 * the attempt. Not an event row nor a delivery: nothing is retried or listed.
 */
export function webhookTestHandlers(deps: Deps): Handlers {
  const endpoints = endpointRepository(deps.db);
  return {
    async testWebhookEndpoint(req) {
      const row = found(await endpoints.get(ownerOf(req), req.params.id), 'Webhook endpoint', req.params.id);
      const eventId = randomUUID();
      const event = { id: eventId, type: 'webhook_endpoint.test' as const, createdAt: new Date().toISOString(), data: { object: toEndpoint(row) } };
      const body = JSON.stringify(event);
      const dispatcher = WebhookDispatcher.for(deps);
      try {
        const attempt = await dispatcher.send(row, eventId, body);
        return { eventId, succeeded: attempt.error === undefined, attempt, event };
      } finally {
        await dispatcher.stop();
      }
    },
  };
}
