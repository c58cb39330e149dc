import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';
import type { Principal } from '../../auth/principal.js';
import type { Deps } from '../../deps.js';
import { ApiError, errorBody, errors, type ErrorCode } from '../../http/errors.js';
import { isDraining } from '../../http/framework-errors.js';
import type { OpenApiDocument, OperationInfo } from '../../http/openapi.js';
import { FINAL_STATUSES } from '../../jobs/repository.js';
import { IDEMPOTENCY_ARGUMENT, type ArgumentPlaces } from './schemas.js';
import { separateThirdParty, THIRD_PARTY_FIELD } from './third-party.js';

/**
 * How a tool calls the operation it stands for: through the app itself (`app.inject`), with the
 * caller's credential, so that authentication and scopes, owner scoping, validation, idempotency,
 * rate limiting and serialization are the operation's own, exactly as over HTTP; and how its
 * answer becomes a tool result (the resource as structured content, a short text summary, media
 * as resource links) or a tool error (the API's error body).
 */

/** Who calls, and what a tool needs to act for them. */
export interface Caller {
  app: FastifyInstance;
  deps: Deps;
  spec: OpenApiDocument;
  principal: Principal;
  /** the headers that carry the caller's credential to the operations */
  credential: Record<string, string>;
  /** the MCP request's id: the operations' requests carry it too, so that logs and error bodies correlate */
  requestId: string;
  /** absolute links start with it (PUBLIC_BASE_URL, else the request's own scheme and host) */
  baseUrl: string;
  log: FastifyBaseLogger;
}

export interface Answer {
  status: number;
  body: any;
  /** the operation answered a stored answer again (`Idempotent-Replayed`) */
  replayed: boolean;
}

/** What a tool returns (an MCP CallToolResult). */
export interface ToolResult {
  [key: string]: unknown;
  content: Array<{ type: 'text'; text: string } | { type: 'resource_link'; uri: string; name: string; title?: string; mimeType?: string }>;
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
  _meta?: Record<string, unknown>;
}

/** Splits validated arguments into the parts of the HTTP request, as `places` says. */
export function requestParts(args: Record<string, unknown>, places: ArgumentPlaces) {
  const pick = (names: string[]) => Object.fromEntries(names.filter((n) => args[n] !== undefined).map((n) => [n, args[n]]));
  const key = args[IDEMPOTENCY_ARGUMENT];
  return { path: pick(places.path), query: pick(places.query), body: places.body.length ? pick(places.body) : undefined, idempotencyKey: typeof key === 'string' ? key : undefined };
}

/**
 * Calls an operation for the caller; answers its success, or throws its error answer as the
 * ApiError it was (same status, code, message, details, Retry-After).
 */
export async function callOperation(caller: Caller, op: OperationInfo, parts: { path?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; idempotencyKey?: string }): Promise<Answer> {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(parts.path?.[name] ?? '')));
  const query = new URLSearchParams(Object.entries(parts.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  const res = await injectOrDrain(caller, {
    method: op.method as 'GET',
    url: query ? `${path}?${query}` : path,
    headers: {
      ...caller.credential,
      'x-request-id': caller.requestId,
      accept: 'application/json',
      ...(parts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(parts.idempotencyKey !== undefined ? { 'idempotency-key': parts.idempotencyKey } : {}),
    },
    ...(parts.body !== undefined ? { payload: JSON.stringify(parts.body) } : {}),
  });
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  const body = json && res.body ? res.json() : undefined;
  if (res.statusCode >= 400) {
    if (!body || typeof body.code !== 'string') throw errors.internal();
    throw new ApiError(res.statusCode, body.code as ErrorCode, body.message, body.details, body.retryAfter, undefined);
  }
  return { status: res.statusCode, body, replayed: res.headers['idempotent-replayed'] === 'true' };
}

/** The app refuses to be injected into once it closes: a tool call caught by the shutdown is told to retry, as any request is. */
async function injectOrDrain(caller: Caller, opts: InjectOptions) {
  try {
    return await caller.app.inject(opts);
  } catch (err) {
    if (isDraining(caller.app)) throw errors.shuttingDown();
    throw err;
  }
}

/** A tool error: the API's error body (status, code, message, requestId, ...) as its text. */
export function toolFailure(err: ApiError, requestId: string): ToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(errorBody(err, requestId)) }], isError: true };
}

/**
 * A tool result: the resource as structured content, a one-line summary, and its media as
 * resource links. Text the caller did not write (src/areas/mcp/third-party.ts) is taken out of
 * the resource into `structuredContent.thirdPartyText` first, and the summary, made from what
 * stays, only counts it.
 */
export function toolSuccess(caller: Caller, op: OperationInfo, answer: Record<string, unknown>, summaryOf: (body: Record<string, any>) => string, replayed = false): ToolResult {
  const { body, items, note } = separateThirdParty(caller.spec, op, answer, caller.principal.ownerId);
  const summary = `${summaryOf(body)}${note}`;
  const text = replayed ? `${summary} (Replayed: the first answer given to this idempotencyKey.)` : summary;
  return {
    content: [{ type: 'text', text }, ...mediaLinks(caller, body)],
    structuredContent: items.length ? { ...body, [THIRD_PARTY_FIELD]: items } : body,
    ...(replayed ? { _meta: { idempotentReplayed: true } } : {}),
  };
}

const percent = (p: unknown) => (typeof p === 'number' ? `, ${Math.round(p * 100)}%` : '');

/** One line saying what the tool answered: a job and where it stands, a page of a list, or a resource. */
export function summarize(noun: string, body: Record<string, any>): string {
  if (typeof body.status === 'string' && typeof body.id === 'string') {
    const step = typeof body.currentStep === 'string' ? ` (${body.currentStep}${percent(body.progress)})` : '';
    const final = FINAL_STATUSES.has(body.status as never);
    return `${noun} ${body.id} is ${body.status}${step}.${final ? '' : ' Call wait_for_job with its id to wait for it.'}`;
  }
  const list = Object.entries(body).find(([, v]) => Array.isArray(v));
  if (list && typeof body.total === 'number') {
    return `${noun}: ${list[1].length} of ${body.total} on page ${body.page} of ${body.totalPages}.`;
  }
  const name = body.title ?? body.name ?? body.siteUrl;
  return `${noun}${typeof body.id === 'string' ? ` ${body.id}` : ''}${typeof name === 'string' ? ` "${name.slice(0, 80)}"` : ''}.`;
}

/** GET operations that answer a file (PDF, video, captions, image), to name the links that lead to them. */
interface MediaOperation {
  pattern: RegExp;
  operationId: string;
  summary: string;
  /** its content type, when it declares only one */
  mimeType?: string;
}

const mediaOperationsBySpec = new WeakMap<OpenApiDocument, MediaOperation[]>();

function mediaOperations(spec: OpenApiDocument): MediaOperation[] {
  let found = mediaOperationsBySpec.get(spec);
  if (found) return found;
  found = [];
  for (const op of spec.operations) {
    if (op.method !== 'GET' || !(op.path.startsWith('/v1/') || op.path.startsWith('/media/'))) continue;
    const def = spec.document.paths[op.path].get;
    const ok = def.responses?.['200'];
    const types = Object.keys(ok?.content ?? {});
    if (types.length === 0 || types.includes('application/json')) continue;
    const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(
      `^${op.path
        .split(/\{[^}]+\}/)
        .map(escape)
        .join('[^/]+')}$`,
    );
    found.push({ pattern, operationId: op.operationId, summary: def.summary ?? op.operationId, ...(types.length === 1 ? { mimeType: types[0] } : {}) });
  }
  mediaOperationsBySpec.set(spec, found);
  return found;
}

/**
 * The media of a resource as resource links: its top-level `…Url` fields and its rendered
 * thumbnails, when they name a file the API serves (never the bytes). Fetched with the same
 * credential as the tools.
 */
export function mediaLinks(caller: Caller, body: Record<string, any>): ToolResult['content'] {
  const urls: string[] = [];
  for (const [key, value] of Object.entries(body)) if (/Url$/.test(key) && typeof value === 'string') urls.push(value);
  if (Array.isArray(body.thumbnails)) {
    for (const t of body.thumbnails) if (t && t.status === 'completed' && typeof t.url === 'string') urls.push(t.url);
  }
  const links: ToolResult['content'] = [];
  for (const url of urls) {
    const path = url.split('?')[0]!;
    const media = url.startsWith('/') ? mediaOperations(caller.spec).find((m) => m.pattern.test(path)) : undefined;
    if (!media) continue;
    links.push({
      type: 'resource_link',
      uri: `${caller.baseUrl}${url}`,
      name: path,
      title: media.summary,
      ...(media.mimeType ? { mimeType: media.mimeType } : {}),
    });
  }
  return links;
}
