import type { OpenApiDocument, OperationInfo } from '../../http/openapi.js';

/**
 * The MCP tools' input and output schemas, taken from the contract (openapi/openapi.yaml): an
 * operation's path and query parameters, its `Idempotency-Key` and its JSON request body's
 * properties are a tool's arguments; its JSON success body is the tool's output. Every `$ref` is
 * replaced by what it names, so each schema stands alone (MCP clients and the models behind them
 * read a tool's schema without the document). Nothing here is written by hand: a change to the
 * document is a change to the tools.
 */

export type JsonSchema = Record<string, any>;

/** Where each argument of an operation's tool goes in the HTTP request. */
export interface ArgumentPlaces {
  path: string[];
  query: string[];
  body: string[];
  /** the `Idempotency-Key` header, as the `idempotencyKey` argument */
  idempotencyKey: boolean;
}

/** The argument that carries an operation's `Idempotency-Key` header. */
export const IDEMPOTENCY_ARGUMENT = 'idempotencyKey';

/** Keys a request body schema may have for its properties to be a tool's arguments. */
const FLAT_BODY_KEYS = new Set(['type', 'properties', 'required', 'additionalProperties', 'description', 'title', 'examples']);

/** What a local reference (`#/components/...`) of the document names. */
function resolveRef(doc: JsonSchema, ref: string): JsonSchema {
  if (!ref.startsWith('#/')) throw new Error(`only local references are supported (${ref})`);
  const target = ref
    .slice(2)
    .split('/')
    .reduce<any>((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  if (target === undefined) throw new Error(`${ref} names nothing in the document`);
  return target as JsonSchema;
}

/** A copy of `node` with every `$ref` replaced by (a copy of) what it names; a cycle is an error. */
export function inline(doc: JsonSchema, node: unknown, trail: readonly string[] = []): any {
  if (Array.isArray(node)) return node.map((n) => inline(doc, n, trail));
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as JsonSchema;
  const own = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, inline(doc, v, trail)]));
  if (typeof $ref !== 'string') return own;
  if (trail.includes($ref)) throw new Error(`${$ref} refers to itself (${[...trail, $ref].join(' → ')}): it cannot be inlined`);
  // sibling keywords (OpenAPI 3.1 allows a description next to a $ref) win over the target's
  return { ...inline(doc, resolveRef(doc, $ref), [...trail, $ref]), ...own };
}

/** MCP wants `type: object` at the root of a tool's schemas; an `allOf` of objects is one. */
export function asObjectSchema(schema: JsonSchema, what: string): JsonSchema {
  if (schema.type === 'object') return schema;
  if (schema.type === undefined && (schema.allOf || schema.anyOf || schema.oneOf || schema.properties)) return { type: 'object', ...schema };
  throw new Error(`${what} is not an object schema (type ${JSON.stringify(schema.type)}): it cannot be a tool's schema`);
}

function definitionOf(spec: OpenApiDocument, op: OperationInfo): JsonSchema {
  return spec.document.paths[op.path][op.method.toLowerCase()] as JsonSchema;
}

/** An operation's parameters (path item's and operation's), resolved. */
function parametersOf(spec: OpenApiDocument, op: OperationInfo): JsonSchema[] {
  const doc = spec.document;
  const item = doc.paths[op.path] as JsonSchema;
  return [...(item.parameters ?? []), ...(definitionOf(spec, op).parameters ?? [])].map((p: JsonSchema) => (p.$ref ? resolveRef(doc, p.$ref) : p));
}

/** The description of a parameter as its schema's own, when the schema has none. */
function withDescription(schema: JsonSchema, description: unknown): JsonSchema {
  return typeof description === 'string' && schema.description === undefined ? { ...schema, description } : schema;
}

/**
 * The input schema of the tool that calls `op`: its path and query parameters, its
 * `Idempotency-Key` (as `idempotencyKey`) and the properties of its JSON request body, side by
 * side; and where each one goes. Other header parameters (`Prefer`, `If-Match`, `Range`) are the
 * HTTP client's business, not a tool's.
 */
export function operationInput(spec: OpenApiDocument, op: OperationInfo): { schema: JsonSchema; places: ArgumentPlaces } {
  const doc = spec.document;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const places: ArgumentPlaces = { path: [], query: [], body: [], idempotencyKey: false };
  const add = (name: string, schema: JsonSchema, isRequired: boolean) => {
    if (properties[name]) throw new Error(`${op.operationId}: two arguments are named ${name}`);
    properties[name] = schema;
    if (isRequired) required.push(name);
  };
  for (const p of parametersOf(spec, op)) {
    const schema = withDescription(inline(doc, p.schema ?? {}), p.description);
    if (p.in === 'path' || p.in === 'query') {
      add(p.name, schema, p.required === true);
      places[p.in as 'path' | 'query'].push(p.name);
    } else if (p.in === 'header' && String(p.name).toLowerCase() === 'idempotency-key') {
      add(IDEMPOTENCY_ARGUMENT, schema, false);
      places.idempotencyKey = true;
    }
  }
  const body = definitionOf(spec, op).requestBody;
  const bodySchema = body && (body.$ref ? resolveRef(doc, body.$ref) : body).content?.['application/json']?.schema;
  if (bodySchema) {
    const flat = inline(doc, bodySchema) as JsonSchema;
    const extra = Object.keys(flat).filter((k) => !FLAT_BODY_KEYS.has(k));
    if (flat.type !== 'object' || extra.length > 0) {
      throw new Error(`${op.operationId}: its request body schema (${extra.join(', ') || `type ${flat.type}`}) cannot be spread into a tool's arguments`);
    }
    const bodyRequired = new Set<string>(flat.required ?? []);
    for (const [name, schema] of Object.entries<JsonSchema>(flat.properties ?? {})) {
      add(name, schema, bodyRequired.has(name));
      places.body.push(name);
    }
  }
  return { schema: { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false }, places };
}

/** The output schema of the tool that calls `op`: its JSON success body. */
export function operationOutput(spec: OpenApiDocument, op: OperationInfo): JsonSchema {
  const doc = spec.document;
  const success = Object.entries<JsonSchema>(definitionOf(spec, op).responses ?? {}).find(([status, r]) => {
    const response = r.$ref ? resolveRef(doc, r.$ref) : r;
    return status.startsWith('2') && response.content?.['application/json']?.schema;
  });
  if (!success) throw new Error(`${op.operationId} answers no JSON body: it cannot be a tool`);
  const response = success[1].$ref ? resolveRef(doc, success[1].$ref) : success[1];
  return asObjectSchema(inline(doc, response.content['application/json'].schema), `the ${success[0]} body of ${op.operationId}`);
}

/** The schema of one parameter of the document (`components/parameters/<name>`), inlined, with its description. */
export function parameterSchema(spec: OpenApiDocument, name: string): JsonSchema {
  const p = resolveRef(spec.document, `#/components/parameters/${name}`);
  return withDescription(inline(spec.document, p.schema ?? {}), p.description);
}
