import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import sjson from 'secure-json-parse';
import { buildHandlers } from './areas/index.js';
import type { CredentialCache } from './auth/cache.js';
import { createJwtVerifier } from './auth/jwt.js';
import { enforceAuth, registerIdentity } from './http/auth.js';
import { ApiError, errorBody, errors, toApiError } from './http/errors.js';
import { documentForGlue, loadOpenApi } from './http/openapi.js';
import { registerRateLimit } from './http/rate-limit.js';
import { validatorCompiler } from './http/validation.js';
import type { Services } from './services.js';

export interface AppDeps extends Services {
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
    ...(deps.logger === false ? { logger: false } : { loggerInstance: deps.log }),
    // Two log lines per request were the largest avoidable cost of the hot path (CPU profile
    // under load): off unless LOG_REQUESTS=true. Errors and refusals are logged below either way.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    return503OnClosing: true,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  app.decorate('deps', deps);
  await deps.instrument?.(app);
  app.setValidatorCompiler(validatorCompiler());

  // JSON only: an empty body is "no body" (for operations whose body is optional or absent);
  // prototype poisoning is refused. text/plain is not a content type this API takes.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch (err) {
      done(errors.validation([`body is not valid JSON: ${(err as Error).message}`]), undefined);
    }
  });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  app.setErrorHandler((err, req, reply) => {
    const apiError = toApiError(err);
    if (apiError.statusCode >= 500) {
      req.log.error({ err }, 'unexpected error');
    } else if (!(err instanceof ApiError)) {
      req.log.info({ code: (err as { code?: string }).code, message: (err as Error).message }, 'request refused');
    }
    if (apiError.retryAfter !== undefined) reply.header('retry-after', apiError.retryAfter);
    void reply.code(apiError.statusCode).type('application/json; charset=utf-8').send(errorBody(apiError, req.id));
  });

  registerIdentity(app, deps.db, createJwtVerifier(deps.db, { secret: config.jwtSecret, jwksUrl: config.jwtJwksUrl, cache: deps.credentials }), deps.credentials);
  await registerRateLimit(app, { max: config.rateLimitMax, windowSeconds: config.rateLimitWindowSeconds, redis: deps.redis });

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (req) => {
    throw errors.notFound(`Route ${req.method} ${req.url.split('?')[0]}`);
  });

  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, parts: 12, fieldSize: 64 * 1024 },
  });

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
    route.config = { ...(route.config as object), operationId, requiresAuth: op.requiresAuth, optionalBody: op.optionalBody };
    if (route.url === '/health') (route.config as Record<string, unknown>).rateLimit = false;
    const onRequest = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...onRequest, enforceAuth];
    if (op.optionalBody) {
      const pre = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [
        async (req) => {
          if (req.body === undefined || req.body === null) req.body = {};
        },
        ...pre,
      ];
    }
  });

  await app.register(swagger, { mode: 'static', specification: { document: spec.document as never } });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });

  const handlers = buildHandlers(deps, spec);
  await app.register(openapiGlue, {
    specification: documentForGlue(spec),
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId as keyof typeof handlers];
      if (handler) return handler as never;
      return async () => {
        throw errors.notImplemented(operationId);
      };
    },
  });
  return app;
}
