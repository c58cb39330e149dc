import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors } from './errors.js';
import type { OpenApiDocument, OperationInfo } from './openapi.js';

/**
 * The HTTP conventions the document declares (its "HTTP conventions" section), each attached
 * only to the operations that declare it, so no other route pays for them:
 * `ETag`/`If-None-Match` (ops with the IfNoneMatch parameter), `If-Match` (IfMatch), `Location`
 * on 201 (responses with `links`), `Link` on paginated lists (a 200 declaring the Link header),
 * and 405 with `Allow` for a known path called with another method (the not-found handler).
 */

type Done = (err: Error | null, payload?: unknown) => void;
type PreSerialization = (req: FastifyRequest, reply: FastifyReply, payload: unknown, done: Done) => void;

/** A strong validator of a JSON representation: a hash of the exact bytes sent. */
function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match / If-Match list (`"a", W/"b"` or `*`) names `tag`. */
export function tagListMatches(header: string | undefined, tag: string, weak: boolean): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  for (let t of header.split(',')) {
    t = t.trim();
    if (t.startsWith('W/')) {
      if (!weak) continue;
      t = t.slice(2);
    }
    if (t === tag) return true;
  }
  return false;
}

/**
 * ETag on a 200 JSON answer; on a GET whose If-None-Match names it, 304 with no body. The body
 * is serialized once here (the reply's serializer returns it) to hash the bytes that are sent.
 */
export const etagHook: PreSerialization = (req, reply, payload, done) => {
  if (reply.statusCode !== 200 || payload === null || typeof payload !== 'object') return done(null, payload);
  const body = JSON.stringify(payload);
  const tag = etagOf(body);
  reply.header('etag', tag);
  if (req.method === 'GET' && tagListMatches(req.headers['if-none-match'], tag, true)) {
    reply.code(304);
    reply.serializer(() => '');
  } else {
    reply.serializer(() => body);
  }
  done(null, payload);
};

/**
 * If-Match on a PATCH or DELETE: the resource's current representation (what its GET answers,
 * read just before the change) must have one of the tags, else 412 and nothing changes.
 */
export function ifMatchHook(read: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const given = req.headers['if-match'];
    if (given === undefined) return;
    const current = await read(req, reply);
    if (!tagListMatches(given, etagOf(JSON.stringify(current)), false)) throw errors.preconditionFailed();
  };
}

/**
 * `Location` of a 201 from the response's first link: the linked operation's path with its
 * parameters taken from the body (`$response.body#/id`).
 */
export function locationHook(spec: OpenApiDocument, op: OperationInfo): PreSerialization | undefined {
  const created = spec.document.paths[op.path]?.[op.method.toLowerCase()]?.responses?.['201'];
  const link = Object.values<{ operationId?: string; parameters?: Record<string, string> }>(created?.links ?? {})[0];
  const target = link?.operationId ? spec.byOperationId.get(link.operationId) : undefined;
  if (!target) return undefined;
  const params = Object.entries(link!.parameters ?? {}).map(([name, expr]) => [name, /^\$response\.body#\/(\w+)$/.exec(expr)?.[1]] as const);
  return (_req, reply, payload, done) => {
    if (reply.statusCode === 201 && payload && typeof payload === 'object') {
      let location = target.path;
      for (const [name, field] of params) {
        const value = field ? (payload as Record<string, unknown>)[field] : undefined;
        if (typeof value !== 'string') return done(null, payload);
        location = location.replace(`{${name}}`, encodeURIComponent(value));
      }
      reply.header('location', location);
    }
    done(null, payload);
  };
}

/** RFC 8288 first/prev/next/last of a page, server-relative, the other query parameters kept. */
export function setPageLinks(req: FastifyRequest, reply: FastifyReply, page: number, totalPages: number, limit: number): void {
  const q = req.url.indexOf('?');
  const path = q < 0 ? req.url : req.url.slice(0, q);
  const query = new URLSearchParams(q < 0 ? '' : req.url.slice(q + 1));
  query.set('limit', String(limit));
  const to = (n: number) => {
    query.set('page', String(n));
    return `<${path}?${query.toString()}>`;
  };
  const last = Math.max(1, totalPages);
  const links = [`${to(1)}; rel="first"`];
  if (page > 1) links.push(`${to(Math.min(page - 1, last))}; rel="prev"`);
  if (page < last) links.push(`${to(page + 1)}; rel="next"`);
  links.push(`${to(last)}; rel="last"`);
  reply.header('link', links.join(', '));
}

/** Link on a paginated list answer `{<items>, total, page, totalPages}`. */
export const pageLinksHook: PreSerialization = (req, reply, payload, done) => {
  const p = payload as { page?: unknown; totalPages?: unknown } | null;
  if (reply.statusCode === 200 && p && typeof p.page === 'number' && typeof p.totalPages === 'number') {
    const limit = (req.query as { limit?: number } | undefined)?.limit ?? 10;
    setPageLinks(req, reply, p.page, p.totalPages, limit);
  }
  done(null, payload);
};

/**
 * The methods a concrete path answers, from the document (HEAD wherever GET is), or undefined
 * for a path the document does not have. The most specific template wins, as in the router:
 * fewer parameters first, so `/v1/youtube-suggestions/runs` is not read as `{id}`.
 */
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export function allowedMethods(spec: OpenApiDocument, extra: string[] = []): (path: string) => string[] | undefined {
  const templates = Object.keys(spec.document.paths)
    .map((p) => ({
      re: new RegExp(`^${p.replace(/\./g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      params: (p.match(/\{/g) ?? []).length,
      methods: spec.operations.filter((o) => o.path === p).map((o) => o.method),
    }))
    .sort((a, b) => a.params - b.params);
  return (path) => {
    const t = templates.find((t) => t.re.test(path));
    if (!t) return undefined;
    const methods = new Set(t.methods);
    if (methods.has('GET')) methods.add('HEAD');
    for (const m of extra) methods.add(m);
    return ORDER.filter((m) => methods.has(m));
  };
}
