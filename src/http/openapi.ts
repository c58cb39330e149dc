import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { yaml as yamlParser } from '../on-demand.js';

const OPENAPI_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi/openapi.yaml');
/** the document as JSON, written by the build next to the compiled code (absent when running the TypeScript sources) */
const BUILT_JSON = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../openapi.json');

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  /** true when the operation's security list is non-empty */
  requiresAuth: boolean;
  /** request body present but `required: false` */
  optionalBody: boolean;
  /** the request body is multipart/form-data (a file upload) */
  multipart: boolean;
}

export interface OpenApiDocument {
  yaml: string;
  json: string;
  document: Record<string, any>;
  operations: OperationInfo[];
  byOperationId: Map<string, OperationInfo>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

let cached: OpenApiDocument | undefined;

/** The published contract, read once per process. */
export function loadOpenApi(): OpenApiDocument {
  if (cached) return cached;
  const yaml = readFileSync(OPENAPI_PATH, 'utf8');
  // compiled: the build's JSON (no YAML parser at start), which is already what /openapi.json
  // sends (JSON.stringify of the document); sources: parse the YAML
  const built = existsSync(BUILT_JSON) ? readFileSync(BUILT_JSON, 'utf8') : undefined;
  const document = (built !== undefined ? JSON.parse(built) : yamlParser().parse(yaml)) as Record<string, any>;
  const operations: OperationInfo[] = [];
  for (const [p, item] of Object.entries<Record<string, any>>(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const security = op.security ?? document.security ?? [];
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: p,
        requiresAuth: security.length > 0,
        optionalBody: Boolean(op.requestBody) && op.requestBody.required !== true,
        multipart: Boolean(op.requestBody?.content?.['multipart/form-data']),
      });
    }
  }
  cached = {
    yaml,
    json: built ?? JSON.stringify(document),
    document,
    operations,
    byOperationId: new Map(operations.map((o) => [o.operationId, o])),
  };
  return cached;
}

/** Paths that infrastructure plugins serve themselves, so the glue must not route them. */
const SELF_SERVED_PATHS = ['/docs'];

/**
 * The document as the glue should read it: the operations `include` takes, without the
 * self-served paths, and without response bodies. Response schemas are not used for
 * serialization here (handlers answer JSON, files and streams themselves; tests check every
 * answer against the document), and the glue would otherwise warn at every start that no body
 * parser exists for response-only types (zip, pdf, mp4, images, yaml).
 */
export function documentForGlue(doc: OpenApiDocument, include: (op: OperationInfo) => boolean): Record<string, any> {
  // a new object down to the responses, sharing everything below them with the document: the
  // glue deep-copies what it is given before it changes anything (a deep copy here as well was
  // 1.4% of a boot's CPU profile, twice)
  const excluded = new Set(doc.operations.filter((op) => !include(op)).map((op) => `${op.method.toLowerCase()} ${op.path}`));
  const withoutContent = (responses: Record<string, any> | undefined) => responses && Object.fromEntries(Object.entries(responses).map(([code, r]) => [code, r && typeof r === 'object' ? (({ content: _, ...rest }) => rest)(r) : r]));
  const paths: Record<string, any> = {};
  for (const [p, item] of Object.entries<Record<string, any>>(doc.document.paths ?? {})) {
    if (SELF_SERVED_PATHS.includes(p)) continue;
    const kept: Record<string, any> = {};
    for (const [key, op] of Object.entries<any>(item)) {
      if (excluded.has(`${key} ${p}`)) continue;
      kept[key] = op && typeof op === 'object' && op.responses ? { ...op, responses: withoutContent(op.responses) } : op;
    }
    paths[p] = kept;
  }
  const { components } = doc.document;
  return { ...doc.document, paths, ...(components ? { components: { ...components, ...(components.responses ? { responses: withoutContent(components.responses) } : {}) } } : {}) };
}
