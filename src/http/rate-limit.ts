import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { rateLimited } from '../observability/metrics.js';
import { errors } from './errors.js';
import { fallbackStore } from './rate-limit-store.js';

/**
 * How a route is counted: `owner` (the owner's quota, per client address when unauthenticated)
 * or `public` (a separate, larger quota per client address and route, for the health probe,
 * documents and images anyone may fetch), or `none` (not rate-limited: the metrics scrape).
 */
export type RouteQuota = 'owner' | 'public' | 'none';

/**
 * Fixed-window quota per owner (per client address when unauthenticated). Counters live in
 * process memory, or in Redis when REDIS_URL is set so several API processes share one quota.
 * Runs onRequest, so 400 and 401 answers carry the headers too.
 */
export async function registerRateLimit(app: FastifyInstance, opts: { max: number; windowSeconds: number; publicMax: number; redis?: Redis; log: FastifyBaseLogger; quotaOf: (route: RouteOptions) => RouteQuota }) {
  const nameSpace = 'cw-ratelimit:';
  // Must run before the plugin's own onRoute hook, which reads `config.rateLimit` once.
  app.addHook('onRoute', (route) => {
    const quota = opts.quotaOf(route);
    if (quota === 'owner') return;
    const config = (route.config ?? {}) as Record<string, unknown>;
    route.config = config as never;
    config.rateLimit = quota === 'none' ? false : { max: opts.publicMax, keyGenerator: (req: FastifyRequest) => `public:${req.ip}` };
  });
  await app.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    max: opts.max,
    timeWindow: opts.windowSeconds * 1000,
    ...(opts.redis ? { store: fallbackStore(opts.redis, opts.log, nameSpace) as never } : {}),
    nameSpace,
    skipOnError: false,
    keyGenerator: (req) => (req.principal ? `owner:${req.principal.ownerId}` : `ip:${req.ip}`),
    onExceeded: (_req, key) => rateLimited(key.startsWith('public:') ? 'public' : 'owner'),
    errorResponseBuilder: (_req, ctx) => errors.rateLimited(Math.max(1, Math.ceil(ctx.ttl / 1000))),
    addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
    addHeaders: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
      'retry-after': true,
    },
  });
  // The plugin sends seconds-until-reset; the spec wants the Unix time (seconds) of the reset.
  // A value already converted (onSend runs again when an error is sent after a failed send) is
  // a Unix time, far above any window's length. Callback-style: no promise per request.
  const UNIX_TIME = 1e9;
  app.addHook('onSend', (_req, reply, payload, done) => {
    const left = Number(reply.getHeader('x-ratelimit-reset'));
    if (left < UNIX_TIME) reply.header('x-ratelimit-reset', Math.ceil(Date.now() / 1000) + left);
    done(null, payload);
  });
}
