import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions, RawRequestDefaultExpression } from 'fastify';
import { type ApiError, errorBody, errors, sendError, toApiError } from './errors.js';
import { addRouteHook } from './route-hooks.js';

/**
 * Errors that Fastify and Node would otherwise answer themselves, in their own shape: a path
 * whose percent-encoding does not decode (`/v1/anecdotes/%ZZ`), a path segment longer than the
 * router accepts, a request arriving while the server shuts down, malformed HTTP. Each is turned
 * into an ApiError from the one factory and answered with the spec's body, `requestId` and the
 * rate-limit headers.
 */

/** Longest path segment the router takes (Fastify's maxParamLength); longer ones answer 414. */
const MAX_PATH_SEGMENT = 200;
/** Longest path (without the query) the API takes; longer ones answer 414. */
const MAX_PATH_LENGTH = 2048;

const REFUSED_PREFIX = '/__refused/';
type Refusal = 'bad-url' | 'uri-too-long';

/** Why a raw request path cannot be routed, if it cannot. */
function refusalOf(url: string): Refusal | undefined {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  // the common case, checked without splitting: short enough for any segment, nothing to decode
  if (path.length <= MAX_PATH_SEGMENT && !path.includes('%')) return undefined;
  if (path.length > MAX_PATH_LENGTH) return 'uri-too-long';
  for (const segment of path.split('/')) {
    if (segment.length > MAX_PATH_SEGMENT) return 'uri-too-long';
    if (segment.includes('%')) {
      try {
        decodeURIComponent(segment);
      } catch {
        return 'bad-url';
      }
    }
  }
  return undefined;
}

function refusalError(reason: string, originalPath: string): ApiError {
  return reason === 'uri-too-long'
    ? errors.uriTooLong(`The request path is too long (at most ${MAX_PATH_LENGTH} characters, ${MAX_PATH_SEGMENT} per segment)`)
    : errors.validation([`path ${JSON.stringify(originalPath.slice(0, 200))} is not valid percent-encoded UTF-8`]);
}

/**
 * Fastify options that route these errors through our own answer: URLs the router cannot decode
 * are rewritten to an internal route (so identity, rate limit and error handler all run), and
 * whatever the router still refuses lands in `frameworkErrors`.
 */
export function frameworkErrorOptions(rate: { max: number; windowSeconds: number }): Partial<FastifyServerOptions> {
  return {
    return503OnClosing: false,
    routerOptions: { maxParamLength: MAX_PATH_SEGMENT },
    rewriteUrl(req: RawRequestDefaultExpression) {
      const url = req.url ?? '/';
      if (url.startsWith(REFUSED_PREFIX)) return '/__refused/not-found';
      const refusal = refusalOf(url);
      return refusal ? `${REFUSED_PREFIX}${refusal}` : url;
    },
    frameworkErrors(err: Error & { code?: string }, req: FastifyRequest, reply: FastifyReply) {
      const apiError = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? errors.uriTooLong('A path segment is too long') : err.code === 'FST_ERR_BAD_URL' ? errors.validation(['path is not valid percent-encoded UTF-8']) : toApiError(err);
      sendOutsideRoutes(reply, req.id, apiError, rate);
    },
    clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
      answerClientError(err, socket, rate);
    },
  };
}

const drainControllers = new WeakMap<object, AbortController>();

/**
 * Aborted when `app` starts draining (SIGTERM, or closing): the readiness probe answers 503
 * `draining` from then on, and a request that waits for a job (`Prefer: wait`, the carousel run)
 * answers at once with the job as it stands instead of holding the shutdown. A route's
 * `req.server` is the plugin instance it was registered in, made from the root app with
 * Object.create: the root's controller is found up its prototype chain.
 */
export function drainingSignal(app: FastifyInstance): AbortSignal {
  for (let a: object | null = app; a; a = Object.getPrototypeOf(a)) {
    const c = drainControllers.get(a);
    if (c) return c.signal;
  }
  return new AbortController().signal; // an app without registerFrameworkErrors never drains
}

/** Whether `app` is draining (see drainingSignal). */
export function isDraining(app: FastifyInstance): boolean {
  return drainingSignal(app).aborted;
}

/** From now on `app` drains (see drainingSignal); the other routes answer as before until it closes. */
export function startDraining(app: FastifyInstance): void {
  drainControllers.get(app)?.abort();
}

/** The probes answer while the process drains (liveness 200, readiness 503 `draining`), in their own shape. */
const PROBES = new Set(['getLiveness', 'getReadiness']);

/** The internal route that answers rewritten URLs, and the answer during shutdown. */
export function registerFrameworkErrors(app: FastifyInstance) {
  drainControllers.set(app, new AbortController());
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    startDraining(app);
  });
  // A route-level hook placed after the rate limiter's (whose onRoute hook ran first), so the 503
  // carries the rate-limit headers; Fastify's own 503 (return503OnClosing) had neither them nor our body.
  // Answered here rather than thrown: the error handler would log each one as an unexpected
  // 5xx, work the process should not do while it drains.
  const refuseWhileClosing = (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!closing) return done();
    const err = errors.shuttingDown();
    // answered, so the hook chain ends here (done is not called)
    void sendError(reply.header('connection', 'close'), err, req.id);
  };
  // An operation without a request body does not declare 413: a body too large for the server
  // is, for it, simply a body it does not take (400), refused before a byte of it is read.
  const limit = app.initialConfig.bodyLimit ?? 1024 * 1024;
  const refuseLargeBody = async (req: FastifyRequest) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) throw errors.validation([`this operation takes no request body (this one has ${req.headers['content-length']} bytes)`]);
  };
  app.addHook('onRoute', (route) => {
    const operation = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (!PROBES.has(operation ?? '')) addRouteHook(route, 'onRequest', refuseWhileClosing);
    const methods = [route.method].flat();
    // (Fastify does not read GET and HEAD bodies at all)
    if (operation && !(route.schema as { body?: unknown }).body && methods.some((m) => m !== 'GET' && m !== 'HEAD')) {
      addRouteHook(route, 'preParsing', refuseLargeBody);
    }
  });
  // Unknown routes: the not-found handler's limiter runs as a preHandler, after the body parser,
  // so a bad body on an unknown path (400/413/415) would answer without the headers. Run it first.
  const limitUnrouted = app.rateLimit();
  app.addHook('onRequest', (req, reply, done) => {
    if (!req.is404) return done();
    limitUnrouted.call(app, req, reply).then(() => done(), done);
  });
  // Refused in preParsing: after identity and the rate limiter, before any body is read.
  const refuse = async (req: FastifyRequest) => {
    const reason = (req.params as { reason: string }).reason;
    const original = (req.originalUrl ?? req.url).split('?')[0]!;
    if (reason === 'bad-url' || reason === 'uri-too-long') throw refusalError(reason, original);
    throw errors.notFound(`Route ${req.method} ${original.slice(0, 200)}`);
  };
  app.all(`${REFUSED_PREFIX}:reason`, { preParsing: refuse }, refuse);
}

/** Answers on a reply that no route (and so no hook) owns: the spec's body and headers. */
function sendOutsideRoutes(reply: FastifyReply, requestId: string, err: ApiError, rate: { max: number; windowSeconds: number }) {
  for (const [name, value] of Object.entries(uncountedRateHeaders(rate))) reply.header(name, value);
  void sendError(reply.header('x-request-id', requestId), err, requestId);
}

/**
 * The rate-limit headers for an answer given before any quota could be looked up (the request
 * never reached the limiter and is not counted): the full quota, reset at the end of a window.
 */
export function uncountedRateHeaders({ max, windowSeconds }: { max: number; windowSeconds: number }) {
  return {
    'x-ratelimit-limit': String(max),
    'x-ratelimit-remaining': String(max),
    'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + windowSeconds),
  };
}

/** Malformed HTTP (Node's parser refused it): answered on the socket, then closed. */
function answerClientError(err: Error & { code?: string }, socket: Socket, rate: { max: number; windowSeconds: number }) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT' || !socket.writable) {
    socket.destroy();
    return;
  }
  const apiError = err.code === 'HPE_HEADER_OVERFLOW' ? errors.uriTooLong('The request line and headers are too long') : errors.validation(['the request is not valid HTTP/1.1']);
  const requestId = randomUUID();
  const body = JSON.stringify(errorBody(apiError, requestId));
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'x-request-id': requestId,
    connection: 'close',
    ...uncountedRateHeaders(rate),
  };
  const head = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${apiError.statusCode} ${STATUS_CODES[apiError.statusCode]}\r\n${head}\r\n\r\n${body}`);
}
