import fc from 'fast-check';
import { loadOpenApi } from '../../src/http/openapi.js';
import { nested, NASTY_STRINGS, pctEncode, toJsonText, valueFor, type Schema } from './values.js';

/**
 * Requests for every operation of `openapi/openapi.yaml`, generated from its parameters and
 * request body schema: a new operation is fuzzed without anyone editing this file.
 */

interface Param {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

export interface FuzzOperation {
  operationId: string;
  method: string;
  path: string;
  requiresAuth: boolean;
  params: Param[];
  /** content type → schema of the request body */
  body?: { required: boolean; contentTypes: Record<string, Schema> };
  /** the success answer is a file or stream (ZIP, video, PDF, image): costlier, fuzzed less */
  heavy: boolean;
}

export type Credential = 'write' | 'read' | 'none' | 'bogus';

/**
 * One generated request, before the ids of live resources are known: `pick` numbers choose
 * among ids seen in earlier answers when the request is sent (see materialize).
 */
export interface FuzzRequest {
  operationId: string;
  method: string;
  pathParts: Array<string | { param: string; value: string | { pick: number } }>;
  query: string;
  headers: Record<string, string>;
  credential: Credential;
  body?: string | Buffer | { multipart: number };
}

export interface MaterializedRequest {
  operationId: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  credential: Credential;
  body?: string | Buffer;
}

function deref(doc: Record<string, any>) {
  return (obj: Schema): Schema => {
    let o = obj;
    for (let i = 0; o && typeof o.$ref === 'string' && i < 20; i++) {
      o = o.$ref
        .slice(2)
        .split('/')
        .reduce((acc: any, k: string) => acc?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    }
    return o ?? {};
  };
}

/** The operations of the document, as the fuzzer sees them. */
export function fuzzOperations(): FuzzOperation[] {
  const spec = loadOpenApi();
  const doc = spec.document;
  const d = deref(doc);
  return spec.operations
    .filter((op) => op.path !== '/docs')
    .map((op) => {
      const item = doc.paths[op.path];
      const def = item[op.method.toLowerCase()];
      const params = [...(item.parameters ?? []), ...(def.parameters ?? [])]
        .map((p: Schema) => d(p))
        .map((p: Schema) => ({
          name: p.name as string,
          in: p.in as Param['in'],
          required: Boolean(p.required),
          schema: d(p.schema ?? {}),
        }));
      const rb = def.requestBody ? d(def.requestBody) : undefined;
      const success = Object.entries<Schema>(def.responses ?? {}).find(([s]) => s.startsWith('2'))?.[1];
      const successTypes = Object.keys(d(success ?? {}).content ?? {});
      return {
        operationId: op.operationId,
        method: op.method,
        path: op.path,
        requiresAuth: op.requiresAuth,
        params,
        body: rb ? { required: rb.required === true, contentTypes: Object.fromEntries(Object.entries<Schema>(rb.content ?? {}).map(([t, c]) => [t, d(c.schema ?? {})])) } : undefined,
        heavy: successTypes.length > 0 && !successTypes.includes('application/json'),
      };
    });
}

const BAD_PATH_VALUES = ['not-a-uuid', '%ZZ', '%00', 'a%00b', '%ED%A0%80', '%F0%9F%98%80', '..', '%2E%2E', '%2F', '-1', '1e17', '99999999999999999999', 'NaN', 'a'.repeat(150), 'b'.repeat(400), '00000000-0000-0000-0000-00000000000g'];

function pathValue(p: Param, opts: { deref: (s: Schema) => Schema }): fc.Arbitrary<string | { pick: number }> {
  const valid = valueFor(p.schema, p.name, { ...opts, depth: 99 }) as fc.Arbitrary<unknown>;
  const isId = p.schema.format === 'uuid';
  return fc.oneof({ weight: isId ? 6 : 0, arbitrary: fc.nat().map((pick) => ({ pick })) }, { weight: 3, arbitrary: valid.map((v) => pctEncode(String(v))) }, { weight: 2, arbitrary: fc.constantFrom(...BAD_PATH_VALUES) });
}

function queryValue(p: Param, opts: { deref: (s: Schema) => Schema }): fc.Arbitrary<string> {
  const valid = valueFor(p.schema, p.name, { ...opts, depth: 99 }).map((v) => pctEncode(typeof v === 'object' ? toJsonText(v) : String(v)));
  const junk = fc.constantFrom('', '%ZZ', '%00', 'a%00', '%ED%A0%80', '1e17', '1e999', 'Infinity', '-Infinity', 'NaN', '-1', '0', '1.5', '0x10', '1000001', 'true', 'null', '%F0%9F%98%80', pctEncode('\ud800'), 'x'.repeat(3000));
  const edges = typeof p.schema.maximum === 'number' ? fc.constantFrom(String(p.schema.maximum), String(p.schema.maximum + 1), String(p.schema.minimum ?? 0)) : junk;
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 3, arbitrary: junk }, { weight: 1, arbitrary: edges });
}

const CONTENT_TYPES = ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'application/json-patch+json', 'multipart/form-data; boundary=zz', 'image/png', '*/*', 'application/json;;;', 'application/JSON'];

function rawBodies(): fc.Arbitrary<string | Buffer> {
  return fc.oneof(
    fc.constantFrom('{', '{"a":', '}', 'null', '[]', '"text"', '1e999', '-1e999', '123456789012345678901234567890', 'NaN', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}', '\u0000', '{"a":"\\ud800"}', '{"a":1,"a":2}'),
    fc.constantFrom(nested(5000, 'array').text, nested(5000, 'object').text, nested(40, 'array').text),
    fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
    fc.constant(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])), // {"a":"<invalid UTF-8>"}
    fc.string({ maxLength: 60 }),
  );
}

/** Arbitrary requests for one operation. */
export function requestArbitrary(op: FuzzOperation): fc.Arbitrary<FuzzRequest> {
  const doc = loadOpenApi().document;
  const opts = { deref: deref(doc) };
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const pathArb = fc.tuple(...pathParams.map((p) => pathValue(p, opts))).map((values) =>
    op.path
      .split(/(\{[^}]+\})/)
      .filter(Boolean)
      .map((part) => {
        const m = /^\{(.+)\}$/.exec(part);
        if (!m) return part;
        const i = pathParams.findIndex((p) => p.name === m[1]);
        return { param: m[1]!, value: values[i] ?? 'x' };
      }),
  );
  const queryArb = fc
    .tuple(
      fc.tuple(...queryParams.map((p) => fc.option(queryValue(p, opts), { nil: undefined, freq: 2 }))),
      fc.oneof({ weight: 8, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom('unknown=1', 'page=1&page=2', '%ZZ=1', 'a=%00', '&&&', '=', `${'q'.repeat(100)}=${'x'.repeat(2000)}`) }),
    )
    .map(([values, extra]) => {
      const parts = values.flatMap((v, i) => (v === undefined ? [] : [`${queryParams[i]!.name}=${v}`]));
      if (extra) parts.push(extra);
      return parts.length ? `?${parts.join('&')}` : '';
    });
  const credential = fc.constantFrom<Credential>('write', 'write', 'write', 'write', 'write', 'write', 'read', 'none', 'bogus');
  const bodyArb = bodyArbitrary(op, opts);
  return fc.tuple(pathArb, queryArb, credential, bodyArb).map(([pathParts, query, cred, body]) => ({
    operationId: op.operationId,
    method: op.method,
    pathParts,
    query,
    credential: cred,
    headers: (body.contentType === undefined ? {} : { 'content-type': body.contentType }) as Record<string, string>,
    body: body.body,
  }));
}

type BodyChoice = { contentType?: string; body?: FuzzRequest['body'] };

function bodyArbitrary(op: FuzzOperation, opts: { deref: (s: Schema) => Schema }): fc.Arbitrary<BodyChoice> {
  const tooLarge = fc.constantFrom('application/json', 'text/plain', undefined).map((contentType) => ({ contentType, body: `{"a":"${'x'.repeat(1024 * 1024 + 16)}"}` }));
  if (!op.body) {
    return fc.oneof(
      { weight: 14, arbitrary: fc.constant<BodyChoice>({}) },
      { weight: 2, arbitrary: fc.constantFrom<BodyChoice>({ contentType: 'application/json', body: '{"unexpected":true}' }, { contentType: 'application/json', body: '{}' }) },
      { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES, undefined).chain((contentType) => rawBodies().map((body) => ({ contentType, body }))) },
      { weight: 1, arbitrary: tooLarge },
    );
  }
  const jsonSchema = op.body.contentTypes['application/json'];
  const multipart = op.body.contentTypes['multipart/form-data'];
  const choices: Array<{ weight: number; arbitrary: fc.Arbitrary<BodyChoice> }> = [
    { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES).chain((contentType) => rawBodies().map((body) => ({ contentType, body }))) },
    { weight: 1, arbitrary: fc.constant<BodyChoice>({}) },
    { weight: 1, arbitrary: rawBodies().map((body) => ({ contentType: 'application/json', body })) },
    { weight: 1, arbitrary: tooLarge },
  ];
  if (jsonSchema) {
    const top = valueFor(jsonSchema, 'body', opts);
    choices.push({ weight: 12, arbitrary: top.map((v) => ({ contentType: 'application/json', body: toJsonText(v) })) });
    choices.push({ weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS.slice(0, 8), null, 7).map((v) => ({ contentType: 'application/json', body: JSON.stringify(v) })) });
  }
  if (multipart) choices.push({ weight: 6, arbitrary: fc.nat({ max: 1000 }).map((n) => ({ contentType: 'multipart', body: { multipart: n } })) });
  return fc.oneof(...choices);
}

// A valid 1x1 PNG, then some ways to break an upload.
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
function multipartBody(n: number): { contentType: string; body: Buffer } {
  const boundary = `----fuzz${n}`;
  const variants: Array<[string, string, Buffer]> = [
    ['image', 'image/png', PNG],
    ['image', 'image/png', PNG.subarray(0, 20)],
    ['image', 'text/plain', Buffer.from('not an image')],
    ['file', 'image/png', PNG],
    ['image', 'image/gif', Buffer.from('GIF89a\u0000\u0000')],
    ['image', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ];
  const [field, type, bytes] = variants[n % variants.length]!;
  const filename = n % 7 === 0 ? 'a\u0000b.png' : n % 5 === 0 ? '../../x.png' : 'x.png';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`, 'utf8');
  const tail = n % 11 === 0 ? Buffer.alloc(0) : Buffer.from(`\r\n--${boundary}--\r\n`);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([head, bytes, tail]) };
}

/** Fixes a generated request to concrete bytes, choosing live ids from `ids` (seen in earlier answers). */
export function materialize(req: FuzzRequest, ids: readonly string[], keys: { write: string; read?: string }): MaterializedRequest {
  const path = req.pathParts
    .map((part) => {
      if (typeof part === 'string') return part;
      const v = part.value;
      if (typeof v === 'string') return v;
      return ids.length ? ids[v.pick % ids.length]! : '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
    })
    .join('');
  const headers = { ...req.headers };
  let body: string | Buffer | undefined;
  if (req.body && typeof req.body === 'object' && 'multipart' in req.body) {
    const m = multipartBody(req.body.multipart);
    headers['content-type'] = m.contentType;
    body = m.body;
  } else {
    body = req.body as string | Buffer | undefined;
  }
  if (req.credential === 'write') headers['x-api-key'] = keys.write;
  else if (req.credential === 'read') headers['x-api-key'] = keys.read ?? keys.write;
  else if (req.credential === 'bogus') headers['x-api-key'] = 'cw_bogus_key_that_does_not_exist';
  return { operationId: req.operationId, method: req.method, url: `${path}${req.query}`, headers, credential: req.credential, body };
}
