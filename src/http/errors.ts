import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/outage.js';
import type { components } from '../generated/openapi.js';

/** The body of every error answer, as the contract's `ErrorResponse` schema declares it. */
type ErrorResponse = components['schemas']['ErrorResponse'];

/** The stable machine-readable codes of the error body. */
export type ErrorCode = NonNullable<ErrorResponse['code']>;

/** The one error type of the service: every error answer is built from one of these. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string | string[],
    readonly details?: Record<string, unknown>,
    readonly retryAfter?: number,
    /** response headers the answer carries (such as `Allow` on a 405) */
    readonly headers?: Record<string, string>,
  ) {
    super(Array.isArray(message) ? message.join('; ') : message);
    this.messages = message;
  }
  readonly messages: string | string[];
}

/**
 * The one "not found" path of a lookup by id: the row, or the 404 naming what was looked up
 * ("Short 123 was not found"). Repositories scope reads to the owner, so another owner's row is
 * as unknown as a missing one.
 */
export function found<T>(row: T | undefined | null, what: string, id: string): T {
  if (row === undefined || row === null) throw errors.notFound(what, id);
  return row;
}

/** The factory: one function per error of the spec's table. */
export const errors = {
  validation: (message: string | string[], details?: Record<string, unknown>) => new ApiError(400, 'validation_failed', message, details),
  /** `challenge`: the `WWW-Authenticate` header the answer carries (RFC 6750), when the route sends one */
  unauthorized: (message = 'Missing or invalid credentials', challenge?: string) => new ApiError(401, 'unauthorized', message, undefined, undefined, challenge ? { 'www-authenticate': challenge } : undefined),
  forbidden: (message = 'You do not have access to this resource') => new ApiError(403, 'forbidden', message),
  notFound: (what: string, id?: string) => new ApiError(404, 'not_found', id ? `${what} ${id} was not found` : `${what} was not found`),
  conflict: (message: string, details?: Record<string, unknown>) => new ApiError(409, 'conflict', message, details),
  idempotencyKeyMismatch: (message: string) => new ApiError(422, 'idempotency_key_mismatch', message),
  payloadTooLarge: (message: string) => new ApiError(413, 'payload_too_large', message),
  unsupportedMediaType: (message: string) => new ApiError(415, 'unsupported_media_type', message),
  rateLimited: (retryAfter: number, message = `Rate limit exceeded, retry in ${retryAfter} seconds`, details?: Record<string, unknown>) => new ApiError(429, 'rate_limit_exceeded', message, details, retryAfter),
  internal: () => new ApiError(500, 'internal_server_error', 'An unexpected error occurred'),
  notImplemented: (operationId: string) => new ApiError(501, 'not_implemented', `Operation ${operationId} is not implemented yet`),
  unavailable: (message: string, retryAfter?: number) => new ApiError(503, 'service_unavailable', message, undefined, retryAfter),
  /** Something being drawn (a component preview) is not ready yet: not an outage. */
  rendering: (message: string, retryAfter: number) => new ApiError(503, 'preview_rendering', message, undefined, retryAfter),
  uriTooLong: (message: string) => new ApiError(414, 'uri_too_long', message),
  /** A request naming in `Host` a host this server is not configured for (DNS rebinding). */
  misdirected: (message: string) => new ApiError(421, 'misdirected_request', message),
  preconditionFailed: (message = 'The resource has changed since the ETag given in If-Match') => new ApiError(412, 'precondition_failed', message),
  methodNotAllowed: (method: string, path: string, allow: string[]) => new ApiError(405, 'method_not_allowed', `${method} is not allowed on ${path}; use ${allow.join(', ')}`, undefined, undefined, { allow: allow.join(', ') }),
  rangeNotSatisfiable: (range: string, size: number) =>
    new ApiError(416, 'range_not_satisfiable', `The range ${range} starts past the end of the file (${size} bytes)`, undefined, undefined, {
      'content-range': `bytes */${size}`,
    }),
  /** A request that arrives while the server drains: come back to another instance, or this one restarted. */
  shuttingDown: (retryAfter = 5) => errors.unavailable('The server is shutting down; retry shortly', retryAfter),
};

/** What this service always sends of `ErrorResponse` (the schema leaves `error`, `code` and `requestId` optional). */
export type ErrorBody = ErrorResponse & Required<Pick<ErrorResponse, 'error' | 'code' | 'requestId'>>;

export function errorBody(err: ApiError, requestId: string): ErrorBody {
  const body: ErrorBody = {
    statusCode: err.statusCode,
    message: err.messages,
    error: STATUS_CODES[err.statusCode] ?? 'Error',
    code: err.code,
    requestId,
  };
  if (err.retryAfter !== undefined) body.retryAfter = err.retryAfter;
  if (err.details) body.details = err.details;
  return body;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route speaks JSON-RPC (the MCP endpoint): its errors are sent as JSON-RPC error responses */
    jsonRpcErrors?: boolean;
  }
}

/**
 * JSON-RPC 2.0 code of an error answered at the HTTP level: a body that is not JSON is a parse
 * error, any other 400 an invalid request, a 500 an internal error; every other refusal (401,
 * 403, 413, 415, 429, 503) is a server error of the implementation-defined range, its HTTP
 * status and API code in `data`.
 */
function jsonRpcCode(err: ApiError): number {
  if (err.statusCode === 400) return /not valid JSON/.test(err.message) ? -32700 : -32600;
  return err.statusCode === 500 ? -32603 : -32000;
}

/**
 * The error body of a route that speaks JSON-RPC (`/mcp`): a JSON-RPC error response (`id` null:
 * the refusal came before the message was read) that also carries the API's error fields, so
 * that JSON-RPC clients and HTTP tooling read the same answer. JSON-RPC takes `error` for its
 * error object, in place of the HTTP status phrase.
 */
function jsonRpcErrorBody(err: ApiError, requestId: string) {
  const { error: _phrase, ...fields } = errorBody(err, requestId);
  return {
    jsonrpc: '2.0' as const,
    id: null,
    error: { code: jsonRpcCode(err), message: err.message, data: { statusCode: err.statusCode, code: err.code } },
    ...fields,
  };
}

/**
 * Answers `err` on `reply`: its status, `Retry-After` and headers, and the spec's body (in the
 * JSON-RPC envelope on a route that speaks JSON-RPC). The one place an error is sent (the error
 * handler, refusals outside any route, the 503 while draining); only malformed HTTP, which never
 * becomes a request, is written on the socket instead.
 */
export function sendError(reply: FastifyReply, err: ApiError, requestId: string): FastifyReply {
  if (err.retryAfter !== undefined) reply.header('retry-after', err.retryAfter);
  if (err.headers) reply.headers(err.headers);
  const body = reply.request?.routeOptions?.config?.jsonRpcErrors ? jsonRpcErrorBody(err, requestId) : errorBody(err, requestId);
  return reply.code(err.statusCode).type('application/json; charset=utf-8').send(body);
}

const FASTIFY_CODES: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limit_exceeded',
};

/**
 * Turns anything thrown (our ApiError, Fastify's validation and parser errors, a plugin's
 * HTTP error, an unexpected exception) into an ApiError. Unknown errors become a 500.
 */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const e = err as { statusCode?: number; code?: string; message?: string; validation?: unknown[]; validationContext?: string };
  if (Array.isArray(e?.validation)) {
    return errors.validation(validationMessages(e.validation as AjvLikeError[], e.validationContext ?? 'body'));
  }
  const status = e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && FASTIFY_CODES[status]) {
    let message = e.message ?? STATUS_CODES[status] ?? 'Bad request';
    if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || /JSON/.test(e.code ?? '') || e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      message = `body is not valid JSON: ${e.message}`;
      return errors.validation([message]);
    }
    if (status === 400) return errors.validation([message]);
    return new ApiError(status, FASTIFY_CODES[status]!, message);
  }
  if (isDatabaseUnavailable(err)) return errors.unavailable('The database is not answering; try again shortly', DATABASE_RETRY_AFTER_SECONDS);
  return errors.internal();
}

interface AjvLikeError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Field-level messages such as `body.title must NOT have fewer than 1 characters`. */
export function validationMessages(list: AjvLikeError[], context: string): string[] {
  const seen = new Set<string>();
  for (const v of list) {
    const where = `${context}${(v.instancePath ?? '').replace(/\//g, '.')}`;
    let msg: string;
    if (v.keyword === 'additionalProperties') msg = `${where}.${String(v.params?.additionalProperty)} is not allowed`;
    else if (v.keyword === 'required') msg = `${where}.${String(v.params?.missingProperty)} is required`;
    else if (v.keyword === 'enum') msg = `${where} must be one of ${((v.params?.allowedValues ?? []) as unknown[]).join(', ')}`;
    else msg = `${where} ${v.message ?? 'is invalid'}`;
    seen.add(msg);
  }
  return [...seen];
}
