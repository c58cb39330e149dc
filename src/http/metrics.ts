import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderMetrics, requestAborted, requestEnded, requestStarted } from '../observability/metrics.js';
import { errors } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** counted in http_requests_in_flight and not yet taken out */
    metricsOpen: boolean;
  }
}

/** the route label of a request no route matched (a 404): never the raw URL */
const UNMATCHED = 'unmatched';

/**
 * Request metrics on every route, the unmatched ones and refusals included: in-flight count, and
 * on response one observation of the duration Fastify already measured (`reply.elapsedTime`)
 * labelled by the route's template (`/v1/anecdotes/:id`), method and status. Callback-style
 * hooks: no promise per request. A client that goes away before its answer is finished is taken
 * out of the in-flight count by onRequestAbort (onResponse does not run then).
 */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.decorateRequest('metricsOpen', false);
  app.addHook('onRequest', (req, _reply, done) => {
    req.metricsOpen = true;
    requestStarted();
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    if (req.metricsOpen) {
      req.metricsOpen = false;
      requestEnded(req.method, req.routeOptions.url ?? UNMATCHED, reply.statusCode, reply.elapsedTime / 1000);
    }
    done();
  });
  app.addHook('onRequestAbort', (req, done) => {
    if (req.metricsOpen) {
      req.metricsOpen = false;
      requestAborted();
    }
    done();
  });
}

/** GET /metrics: the Prometheus text; with METRICS_TOKEN set, only for `Authorization: Bearer <token>`. */
export function metricsHandler(enabled: boolean, token: string | undefined) {
  const expected = token === undefined ? undefined : Buffer.from(`Bearer ${token}`);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (expected) {
      const given = Buffer.from(req.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw errors.unauthorized('GET /metrics needs Authorization: Bearer <METRICS_TOKEN>');
      }
    }
    if (!enabled) throw errors.notFound('Route GET /metrics');
    const { contentType, text } = await renderMetrics();
    return reply.type(contentType).header('cache-control', 'no-store').send(text);
  };
}
