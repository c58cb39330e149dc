import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { OpenAPIBackend } from 'openapi-backend';
import { loadOpenApi } from '../../src/http/openapi.js';

/**
 * Test-only: every response the app sends is checked against the published document (status
 * declared for the operation, headers, JSON body). Violations are collected here and fail the
 * test that caused them (see setup.ts).
 */
export const violations: string[] = [];

let backend: OpenAPIBackend | undefined;

/**
 * openapi-backend requires every declared response header. Headers declared `required: false`
 * (Preference-Applied, Idempotent-Replayed) are taken out of its copy of the document and
 * checked here instead, when present: name → compiled schema.
 */
const optionalHeaders = new Map<string, ValidateFunction>();

function withoutOptionalHeaders(doc: any): any {
  const ajv = new Ajv.default({ strict: false });
  const optionalRefs = new Set<string>();
  for (const [name, h] of Object.entries<any>(doc.components?.headers ?? {})) {
    if (h.required === false) {
      optionalRefs.add(`#/components/headers/${name}`);
      optionalHeaders.set(name.toLowerCase(), ajv.compile(h.schema ?? {}));
    }
  }
  const strip = (responses: Record<string, any> | undefined) => {
    for (const r of Object.values(responses ?? {})) {
      for (const [name, h] of Object.entries<any>(r?.headers ?? {})) if (optionalRefs.has(h?.$ref)) delete r.headers[name];
    }
  };
  strip(doc.components?.responses);
  for (const item of Object.values<any>(doc.paths ?? {})) for (const op of Object.values<any>(item)) if (op?.responses) strip(op.responses);
  return doc;
}

async function getBackend() {
  if (!backend) {
    const spec = loadOpenApi();
    backend = new OpenAPIBackend({
      definition: withoutOptionalHeaders(structuredClone(spec.document)) as never,
      strict: false,
      quick: true, // its definition check knows OpenAPI 3.0 only; spectral and redocly check the document
      validate: true,
      customizeAjv: (ajv: any) => {
        addFormats.default(ajv);
        return ajv;
      },
    });
    await backend.init();
  }
  return backend;
}

const RATE_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'];

export interface ResponseFacts {
  operationId?: string;
  method: string;
  url: string;
  status: number;
  headers: Record<string, unknown>;
  payload: unknown;
}

/** Everything wrong with one response, measured against the published document. */
export async function checkResponse(r: ResponseFacts): Promise<string[]> {
  const api = await getBackend();
  const spec = loadOpenApi();
  const found: string[] = [];
  const { operationId, status, headers, payload } = r;
  const where = `${r.method} ${r.url} → ${status}`;
  if (!operationId) {
    // unknown routes (404) and plugin routes (/docs): the error shape and headers still apply
    if (r.url.startsWith('/docs')) return found;
    if (status >= 400) checkErrorBody(found, where, payload);
    if (status === 405 && !headers.allow) found.push(`${where}: 405 without Allow`);
    checkRateHeaders(found, where, headers);
    return found;
  }
  if (status === 405) {
    // the document's HTTP conventions: any path answers a method it does not list with 405, the
    // error body and Allow (a request meant for one operation can land on another path, `..`)
    checkErrorBody(found, where, payload);
    checkRateHeaders(found, where, headers);
    if (!headers.allow) found.push(`${where}: 405 without Allow`);
    return found;
  }
  const op = spec.byOperationId.get(operationId)!;
  const opDef = spec.document.paths[op.path][op.method.toLowerCase()];
  if (status === 501) {
    const body = parse(payload);
    if (body?.code !== 'not_implemented' || body.statusCode !== 501) found.push(`${where}: 501 without the not_implemented error body`);
    checkRateHeaders(found, where, headers);
    return found;
  }
  const declared = deref(spec.document, opDef.responses?.[String(status)] ?? opDef.responses?.default);
  if (!declared) {
    found.push(`${where}: status ${status} is not declared for ${operationId}`);
    return found;
  }
  if (operationId !== 'getHealth' && operationId !== 'getMetrics') checkRateHeaders(found, where, headers);
  if (!headers['x-request-id']) found.push(`${where}: no x-request-id header`);
  const declaredTypes = Object.keys(declared.content ?? {});
  const contentType = String(headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  if (declaredTypes.length === 0) {
    if (payload && String(payload).length > 0 && status !== 204) found.push(`${where}: body sent where none is declared`);
  } else if (!declaredTypes.includes(contentType)) {
    found.push(`${where}: content-type ${contentType} not among ${declaredTypes.join(', ')}`);
  } else if (contentType === 'application/json') {
    const body = parse(payload);
    const res = api.validateResponse(body, operationId, status);
    if (!res.valid) found.push(`${where}: body breaks the schema: ${JSON.stringify(res.errors)}`);
  }
  const hres = api.validateResponseHeaders(lowerHeaders(headers), operationId, { statusCode: status, setMatchType: 'superset' as never });
  if (!hres.valid) found.push(`${where}: headers break the schema: ${JSON.stringify(hres.errors)}`);
  const declaredHeaders = new Set(Object.keys(declared.headers ?? {}).map((h) => h.toLowerCase()));
  for (const [name, validate] of optionalHeaders) {
    const value = lowerHeaders(headers)[name];
    if (value === undefined) continue;
    if (!declaredHeaders.has(name)) found.push(`${where}: header ${name} is not declared for this answer`);
    else if (!validate(String(value))) found.push(`${where}: header ${name} breaks its schema: ${String(value)}`);
  }
  return found;
}

export async function attachConformance(app: FastifyInstance) {
  await getBackend();
  app.addHook('onSend', async (req, reply, payload) => {
    violations.push(
      ...(await checkResponse({
        operationId: req.routeOptions.config?.operationId,
        method: req.method,
        url: req.url,
        status: reply.statusCode,
        headers: reply.getHeaders(),
        payload,
      })),
    );
    return payload;
  });
}

function deref(doc: any, obj: any): any {
  while (obj && typeof obj.$ref === 'string' && obj.$ref.startsWith('#/')) {
    obj = obj.$ref
      .slice(2)
      .split('/')
      .reduce((o: any, k: string) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return obj;
}

function lowerHeaders(h: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(h)) out[k.toLowerCase()] = v;
  return out;
}

function parse(payload: unknown): any {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
  try {
    return JSON.parse(String(payload));
  } catch {
    return undefined;
  }
}

function checkRateHeaders(found: string[], where: string, headers: Record<string, unknown>) {
  for (const h of RATE_HEADERS) {
    if (headers[h] === undefined || !/^\d+$/.test(String(headers[h]))) found.push(`${where}: missing or non-integer ${h}`);
  }
}

function checkErrorBody(found: string[], where: string, payload: unknown) {
  const body = parse(payload);
  if (!body || typeof body.statusCode !== 'number' || !(typeof body.message === 'string' || Array.isArray(body.message)) || !body.code || !body.requestId) {
    found.push(`${where}: error body is not the spec's shape: ${String(payload).slice(0, 200)}`);
  }
}
