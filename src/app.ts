import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { closeEventStreams } from './areas/events/stream.js';
import { bearerApiKey, MCP_OPERATION, requireMcpCredential } from './areas/mcp/auth.js';
import { buildHandlers } from './areas/index.js';
import type { CredentialCache } from './auth/cache.js';
import { createJwtVerifier } from './auth/jwt.js';
import { enforceAuth, registerIdentity } from './http/auth.js';
import { ApiError, errors, sendError, toApiError } from './http/errors.js';
import { allowedMethods, etagHook, ifMatchHook, locationHook, pageLinksHook } from './http/conventions.js';
import { frameworkErrorOptions, registerFrameworkErrors } from './http/framework-errors.js';
import { registerIdempotency } from './http/idempotency.js';
import { hostGuard, mcpOriginGuard } from './http/host-guard.js';
import { registerHttpMetrics } from './http/metrics.js';
import { parseJsonBody, registerInputGuard } from './http/input-guard.js';
import { documentForGlue, loadOpenApi, type OpenApiDocument, type OperationInfo } from './http/openapi.js';
import { preferWaitHook } from './http/prefer-wait.js';
import { registerRateLimit, type RouteQuota } from './http/rate-limit.js';
import { lazyRequestLogger } from './http/request-logger.js';
import { addRouteHook } from './http/route-hooks.js';
import { validatorCompiler } from './http/validation.js';
import { metricsEnabled } from './observability/metrics.js';
import { tracingPlugin } from './observability/tracing.js';
import type { Deps } from './deps.js';

export interface AppDeps extends Deps {
  /** false silences request logging (tests); otherwise `log` is the request logger */
  logger?: false;
  /** called on the bare instance before any route exists (tests attach their contract check here) */
  instrument?: (app: FastifyInstance) => Promise<void> | void;
  /** verified keys and tokens cached in process (npm start sets it up with its revocation listener) */
  credentials?: CredentialCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Builds the HTTP application. No I/O happens here beyond what `deps` already opened. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const spec = loadOpenApi();
  const app = Fastify({
    ...(deps.logger === false ? { logger: false } : { loggerInstance: deps.log, childLoggerFactory: lazyRequestLogger }),
    // Two log lines per request cost the hot path: off unless LOG_REQUESTS=true. Errors and
    // refusals are logged below either way.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    ...frameworkErrorOptions({ max: config.rateLimitMax, windowSeconds: config.rateLimitWindowSeconds }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  app.decorate('deps', deps);
  // tracing (OTEL_EXPORTER_OTLP_ENDPOINT): a span per request, registered before any hook or route
  const tracing = tracingPlugin();
  if (tracing) await app.register(tracing);
  // open event streams end first, so that close() does not wait on them
  app.addHook('preClose', async () => closeEventStreams(deps));
  await deps.instrument?.(app);
  app.setValidatorCompiler(validatorCompiler());

  // JSON only: an empty body is "no body" (for operations whose body is optional or absent);
  // prototype poisoning and deep nesting are refused. text/plain is not a content type this API takes.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);

  // first, so that every answer is measured, refusals included (METRICS=false: no hook at all)
  if (config.metrics && metricsEnabled()) registerHttpMetrics(app);
  // hooks on every request are callback-style where they need not wait: no promise per request
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  // a request for a host this server does not answer for (DNS rebinding) goes no further
  app.addHook('onRequest', hostGuard(config));

  app.setErrorHandler((err, req, reply) => {
    const apiError = toApiError(err);
    if (apiError.code === 'preview_rendering') {
      req.log.info({ code: apiError.code }, 'answered 503: the preview is still rendering');
    } else if (apiError.statusCode === 503) {
      // the database is not answering: the client is told to retry; no stack for an outage
      req.log.warn({ code: (err as { code?: string }).code, message: (err as Error).message }, 'answered 503: the database is unavailable');
    } else if (apiError.statusCode >= 500) {
      req.log.error({ err }, 'unexpected error');
    } else if (!(err instanceof ApiError)) {
      // A client's mistake: which refusal, never what was sent. The framework's message can
      // quote the input (a header, a value, a field name): it is written at debug only.
      req.log.info({ statusCode: apiError.statusCode, code: (err as { code?: string }).code }, 'request refused');
      req.log.debug({ message: (err as Error).message }, 'request refused: detail');
    }
    void sendError(reply, apiError, req.id);
  });

  registerIdentity(app, deps.db, createJwtVerifier(deps.db, { secret: config.jwtSecret, jwksUrl: config.jwtJwksUrl, issuer: config.jwtIssuer, audience: config.jwtAudience, maxAgeSeconds: config.jwtMaxAgeSeconds, cache: deps.credentials }), deps.credentials);
  await registerRateLimit(app, {
    max: config.rateLimitMax,
    windowSeconds: config.rateLimitWindowSeconds,
    publicMax: config.publicRateLimitMax,
    redis: deps.redis,
    log: deps.log,
    quotaOf: (route) => quotaOf(spec, route),
  });

  // Opt-in CORS (CORS_ORIGINS). Its headers are added first thing (so refusals are readable by
  // the page too); a preflight then goes on to the plugin's OPTIONS route, so it is counted and
  // carries the rate-limit headers like every answer.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      preflightContinue: true,
      strictPreflight: false,
      methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
      allowedHeaders: ['Content-Type', 'X-Api-Key', 'Authorization', 'Idempotency-Key', 'Prefer', 'If-Match', 'If-None-Match', 'X-Request-Id', 'Last-Event-ID', 'MCP-Protocol-Version'],
      exposedHeaders: ['ETag', 'Location', 'Link', 'X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After', 'Preference-Applied', 'Idempotent-Replayed', 'Content-Disposition', 'WWW-Authenticate'],
      maxAge: 600,
    });
  }

  registerFrameworkErrors(app);
  registerInputGuard(app);

  // a known path with a method it does not answer: 405 with Allow (found only once the router missed)
  const allowOf = allowedMethods(spec, config.corsOrigins.length > 0 ? ['OPTIONS'] : []);
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (req) => {
    const path = req.url.split('?')[0]!;
    const allow = allowOf(path);
    if (allow && !allow.includes(req.method)) throw errors.methodNotAllowed(req.method, path, allow);
    throw errors.notFound(`Route ${req.method} ${path}`);
  });

  // Idempotency-Key and Prefer: wait, on the operations whose document declares them
  const idempotency = registerIdempotency(app, deps.db);
  const preferWait = preferWaitHook(deps);
  const declares = (op: { path: string; method: string }, parameter: string) => ((spec.document.paths[op.path]?.[op.method.toLowerCase()]?.parameters ?? []) as Array<{ $ref?: string }>).some((p) => p.$ref === `#/components/parameters/${parameter}`);
  const handlers = await buildHandlers(deps, spec);
  const definition = (op: OperationInfo) => spec.document.paths[op.path][op.method.toLowerCase()] as { responses: Record<string, { headers?: object; content?: object }> };
  const answersJson = (op: OperationInfo) => Object.entries(definition(op).responses).some(([code, r]) => code.startsWith('2') && Object.keys(r.content ?? {}).includes('application/json'));
  const answersEventStream = (op: OperationInfo) => Object.entries(definition(op).responses).some(([code, r]) => code.startsWith('2') && Object.keys(r.content ?? {}).includes('text/event-stream'));
  /** If-Match reads the resource as its GET (same path, same params) answers it */
  const readAsGet = (op: OperationInfo) => {
    const get = spec.operations.find((o) => o.path === op.path && o.method === 'GET');
    const handler = get && (handlers[get.operationId as keyof typeof handlers] as unknown as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>);
    if (!handler) throw new Error(`${op.operationId} declares If-Match but ${op.path} has no GET`);
    return handler;
  };

  // Shape every contract route: one JSON body schema (validated strictly), no body schema for
  // multipart (the handler validates the file), no response schemas (they would strip fields;
  // conformance is checked against the document instead), auth enforced after the rate limiter.
  app.addHook('onRoute', (route: RouteOptions) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    const op = operationId ? spec.byOperationId.get(operationId) : undefined;
    if (!op || !route.schema) return;
    const schema = route.schema as Record<string, any>;
    const content = schema.body?.content as Record<string, { schema: unknown }> | undefined;
    if (content) {
      if (content['application/json']) schema.body = content['application/json'].schema;
      else delete schema.body;
    }
    // request header names arrive lower-cased; Fastify lower-cases a header schema only with its own validator
    if (schema.headers?.properties) {
      const lower = (names: string[]) => names.map((n) => n.toLowerCase());
      schema.headers = {
        ...schema.headers,
        properties: Object.fromEntries(Object.entries<unknown>(schema.headers.properties).map(([k, v]) => [k.toLowerCase(), v])),
        ...(Array.isArray(schema.headers.required) ? { required: lower(schema.headers.required) } : {}),
      };
    }
    route.config = { ...(route.config as object), operationId };
    if (operationId === MCP_OPERATION) {
      // MCP: an API key may come as a bearer token (resolved before the rate limiter counts the
      // request), scopes are checked per tool, and refusals are JSON-RPC error responses
      route.config = { ...route.config, jsonRpcErrors: true };
      addRouteHook(route, 'onRequest', bearerApiKey(deps.db, deps.credentials), true);
      addRouteHook(route, 'onRequest', mcpOriginGuard(config));
      addRouteHook(route, 'onRequest', requireMcpCredential);
    } else if (op.requiresAuth) addRouteHook(route, 'onRequest', enforceAuth);
    if (declares(op, 'IdempotencyKey')) {
      addRouteHook(route, 'preHandler', idempotency.preHandler);
      addRouteHook(route, 'onSend', idempotency.onSend);
    }
    if (declares(op, 'PreferWait')) addRouteHook(route, 'preSerialization', preferWait);
    // after Prefer: wait, which may answer another state of the job
    if (declares(op, 'IfNoneMatch') || (declares(op, 'IfMatch') && op.method === 'PATCH')) addRouteHook(route, 'preSerialization', etagHook);
    if (declares(op, 'IfMatch')) addRouteHook(route, 'preHandler', ifMatchHook(readAsGet(op)));
    const location = locationHook(spec, op);
    if (location) addRouteHook(route, 'preSerialization', location);
    if ((definition(op).responses['200']?.headers as Record<string, unknown> | undefined)?.Link) addRouteHook(route, 'preSerialization', pageLinksHook);
    // only JSON answers are compressed: never an event stream (it would be buffered) nor media
    if (!answersJson(op) || answersEventStream(op)) (route as RouteOptions & { compress?: false }).compress = false;
    if (op.optionalBody) {
      // no body at all is an empty object; a literal `null` is a body, and not an object (400)
      const noBodyIsEmpty = async (req: FastifyRequest) => {
        if (req.body === undefined) req.body = {};
      };
      addRouteHook(route, 'preValidation', noBodyIsEmpty, true);
    }
  });

  // JSON answers from COMPRESS_MIN_BYTES up, br or gzip as the client accepts; brotli at a
  // quality that costs about what gzip does (its default, 11, is far too slow for live answers)
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: config.compressMinBytes,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(swagger, { mode: 'static', specification: { document: spec.document as never } });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });

  const glue = (include: (op: OperationInfo) => boolean) => ({
    specification: documentForGlue(spec, include),
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId as keyof typeof handlers];
      if (handler) return handler as never;
      return async () => {
        throw errors.notImplemented(operationId);
      };
    },
  });
  // The upload operations get a context of their own with the multipart parser: the plugin's
  // hooks (a listener and two promises on every request, for files saved to disk, which the
  // uploads here never do) stay off every other route, which takes JSON only.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, parts: 12, fieldSize: 64 * 1024 },
    });
    await uploads.register(
      openapiGlue,
      glue((op) => op.multipart),
    );
  });
  await app.register(
    openapiGlue,
    glue((op) => !op.multipart),
  );
  return app;
}

/**
 * Routes anyone may call (the health probe, the contract, the reference, uploaded images) are
 * not counted against the caller's address quota: they have their own, larger one per address
 * and route (PUBLIC_RATE_LIMIT_MAX), so probes and pages behind one proxy address are not cut off.
 * The metrics scrape is not rate-limited at all.
 */
function quotaOf(spec: OpenApiDocument, route: RouteOptions): RouteQuota {
  if (route.url === '/docs' || route.url.startsWith('/docs/')) return 'public';
  const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
  if (operationId === 'getMetrics') return 'none';
  const op = operationId ? spec.byOperationId.get(operationId) : undefined;
  return op && !op.requiresAuth ? 'public' : 'owner';
}
