import type { Deps } from '../../deps.js';
import type { components } from '../../generated/openapi.js';
import { ownerOf } from '../../http/auth.js';
import { errors, found } from '../../http/errors.js';
import type { Handlers } from '../../http/handler.js';
import { pageInfo, pageOf } from '../../http/pagination.js';
import { compact, iso } from '../../http/serialize.js';
import { refusedHostReason, refusedPortReason } from '../../net/address.js';
import { deliveryRepository, endpointRepository, eventRepository, type DeliveryRow, type EndpointRow } from './repository.js';
import { toEvent } from './resources.js';
import { streamEvents } from './stream.js';

type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
type WebhookDelivery = components['schemas']['WebhookDelivery'];

/** bounds the fan-out of one event */
const MAX_ENDPOINTS = 16;

export function toEndpoint(row: EndpointRow): WebhookEndpoint {
  const overlap = row.previousSecretExpiresAt && Date.parse(row.previousSecretExpiresAt) > Date.now() ? row.previousSecretExpiresAt : undefined;
  return compact({
    id: row.id,
    url: row.url,
    description: row.description ?? undefined,
    events: row.events as WebhookEndpoint['events'],
    enabled: row.enabled,
    disabledReason: row.enabled ? undefined : (row.disabledReason ?? undefined),
    previousSecretExpiresAt: iso(overlap),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  });
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return compact({
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType as WebhookDelivery['eventType'],
    endpointId: row.endpointId,
    status: row.status,
    attemptCount: row.attemptCount,
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : undefined,
    attempts: row.attempts.map((a) => compact({ ...a })),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  });
}

/**
 * An endpoint URL as given: absolute http(s), no credentials, and (unless
 * SITE_FETCH_ALLOW_PRIVATE) no host that is clearly not public and no refused port. Names are checked again on
 * every address they resolve to at each delivery (DNS rebinding).
 */
function endpointUrl(raw: string, allowPrivate: boolean): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw errors.validation([`url is not an absolute URL: "${raw.slice(0, 200)}"`]);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw errors.validation([`url must use http or https (got "${url.protocol}")`]);
  if (url.username || url.password) throw errors.validation(['url must not carry credentials (user:password@)']);
  if (!allowPrivate) {
    const reason = refusedHostReason(url.hostname);
    if (reason) throw errors.validation([`url is refused: ${reason}; webhooks are sent to public addresses only`]);
    const port = refusedPortReason(url);
    if (port) throw errors.validation([`url is refused: ${port}`]);
  }
  url.hash = '';
  return url.href;
}

export function eventHandlers(deps: Deps): Handlers {
  const { db, config } = deps;
  const endpoints = endpointRepository(db);
  const events = eventRepository(db);
  const deliveries = deliveryRepository(db);
  const endpointOf = async (owner: string, id: string) => {
    return found(await endpoints.get(owner, id), 'Webhook endpoint', id);
  };

  return {
    async createWebhookEndpoint(req, reply) {
      const { url, description, events: types, enabled } = req.body;
      const owner = ownerOf(req);
      const checked = endpointUrl(url, config.siteFetchAllowPrivate);
      const { total } = await endpoints.list(owner, { limit: 1, offset: 0 });
      if (total >= MAX_ENDPOINTS) throw errors.conflict(`An owner has at most ${MAX_ENDPOINTS} webhook endpoints: delete one first`, { limit: MAX_ENDPOINTS });
      const row = await endpoints.create(owner, { url: checked, description, events: types, enabled });
      reply.code(201);
      return { ...toEndpoint(row), secret: row.secret };
    },

    async listWebhookEndpoints(req) {
      const page = pageOf(req.query);
      const { rows, total } = await endpoints.list(ownerOf(req), page);
      return { webhookEndpoints: rows.map(toEndpoint), ...pageInfo(total, page) };
    },

    async getWebhookEndpoint(req) {
      return toEndpoint(await endpointOf(ownerOf(req), req.params.id));
    },

    async updateWebhookEndpoint(req) {
      const { url, ...rest } = req.body;
      const row = found(await endpoints.update(ownerOf(req), req.params.id, { ...rest, ...(url !== undefined ? { url: endpointUrl(url, config.siteFetchAllowPrivate) } : {}) }), 'Webhook endpoint', req.params.id);
      return toEndpoint(row);
    },

    async deleteWebhookEndpoint(req, reply) {
      if (!(await endpoints.remove(ownerOf(req), req.params.id))) throw errors.notFound('Webhook endpoint', req.params.id);
      return reply.code(204).send();
    },

    async rotateWebhookEndpointSecret(req) {
      const row = found(await endpoints.rotate(ownerOf(req), req.params.id), 'Webhook endpoint', req.params.id);
      return { ...toEndpoint(row), secret: row.secret };
    },

    async listWebhookDeliveries(req) {
      const endpoint = await endpointOf(ownerOf(req), req.params.id);
      const page = pageOf(req.query);
      const { rows, total } = await deliveries.listForEndpoint(endpoint.id, page);
      return { deliveries: rows.map(toDelivery), ...pageInfo(total, page) };
    },

    async listEvents(req) {
      const page = pageOf(req.query);
      const { rows, total } = await events.list(ownerOf(req), { type: req.query.type, resourceId: req.query.resourceId }, page);
      return { events: await Promise.all(rows.map((row) => toEvent(row, deps.db, deps.jobs))), ...pageInfo(total, page) };
    },

    async getEvent(req) {
      const row = found(await events.get(ownerOf(req), req.params.id), 'Event', req.params.id);
      return toEvent(row, deps.db, deps.jobs);
    },

    async redeliverEvent(req, reply) {
      const owner = ownerOf(req);
      const event = found(await events.get(owner, req.params.id), 'Event', req.params.id);
      const subscribes = (e: EndpointRow) => e.events.includes('*') || e.events.includes(event.type);
      let targets: EndpointRow[];
      const { endpointId } = req.body ?? {};
      if (endpointId) {
        const endpoint = await endpointOf(owner, endpointId);
        if (!endpoint.enabled) throw errors.conflict(`Webhook endpoint ${endpointId} is disabled: enable it first`, { endpointId });
        if (!subscribes(endpoint)) throw errors.conflict(`Webhook endpoint ${endpointId} does not subscribe to ${event.type}`, { endpointId, type: event.type });
        targets = [endpoint];
      } else {
        const { rows } = await endpoints.list(owner, { limit: 1000, offset: 0 });
        targets = rows.filter((e) => e.enabled && subscribes(e));
        if (targets.length === 0) throw errors.conflict(`No enabled webhook endpoint subscribes to ${event.type}`, { type: event.type });
      }
      const created = await deliveries.create(
        owner,
        event.id,
        targets.map((e) => e.id),
      );
      return reply.code(202).send({ deliveries: created.map(toDelivery) });
    },

    async streamEvents(req, reply) {
      return streamEvents(deps, req, reply);
    },
  };
}
