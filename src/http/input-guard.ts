import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sjson from 'secure-json-parse';
import { errors } from './errors.js';
import { addRouteHook } from './route-hooks.js';

/**
 * Input the schemas cannot see but the database or JSON cannot hold, refused in one place for
 * every operation: text with NUL characters or unpaired surrogates (Postgres refuses both),
 * numbers JSON cannot round-trip (`1e999` parses to Infinity, which would be stored as null),
 * and JSON nested deeper than any of our schemas needs (deep nesting costs stack in the parser,
 * the validator and the driver).
 */

/** Deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 32;

/** True when the JSON text nests arrays/objects deeper than `max` (strings are skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

/** `charset` of a Content-Type header, lower case, or undefined when it names none. */
function charsetOf(contentType: string | undefined): string | undefined {
  const m = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  return m ? (m[1] ?? m[2] ?? '').toLowerCase() : undefined;
}

/**
 * The application/json body parser: empty is "no body", prototype poisoning and deep nesting
 * refused. JSON is UTF-8 (RFC 8259): a body declaring another charset (`charset=utf-16`,
 * `iso-8859-1`) is refused with 415 rather than read as UTF-8 into garbled text.
 */
export function parseJsonBody(req: FastifyRequest, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) {
  const charset = charsetOf(req.headers['content-type']);
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    return done(errors.unsupportedMediaType(`JSON bodies are UTF-8: charset=${charset.slice(0, 40)} is not accepted (send UTF-8, with charset=utf-8 or no charset)`), undefined);
  }
  const text = String(body);
  if (text.trim() === '') return done(null, undefined);
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    return done(errors.validation([`body nests arrays or objects deeper than ${MAX_JSON_DEPTH} levels`]), undefined);
  }
  try {
    done(null, sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
  } catch (err) {
    done(errors.validation([`body is not valid JSON: ${(err as Error).message}`]), undefined);
  }
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with one string for storage, if anything. */
export function unstorableText(s: string): string | undefined {
  if (s.includes('\u0000')) return 'contains a NUL character';
  if (LONE_SURROGATE.test(s)) return 'contains an unpaired surrogate (not valid Unicode text)';
  return undefined;
}

/** Field-level messages for every string, key and number in `value` that cannot be stored. */
export function unstorableFields(value: unknown, where: string, out: string[] = [], depth = 0): string[] {
  if (out.length >= 20 || depth > MAX_JSON_DEPTH + 2) return out;
  if (typeof value === 'string') {
    const problem = unstorableText(value);
    if (problem) out.push(`${where} ${problem}`);
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) out.push(`${where} is a number JSON cannot represent (too large)`);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => unstorableFields(v, `${where}.${i}`, out, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const keyProblem = unstorableText(k);
      const name = keyProblem ? `${where}.${JSON.stringify(k)}` : `${where}.${k}`;
      if (keyProblem) out.push(`${where} has a property name that ${keyProblem}`);
      unstorableFields(v, name, out, depth + 1);
    }
  }
  return out;
}

/** The one check, before schema validation, on the body, query and path parameters of every route. */
export function registerInputGuard(app: FastifyInstance) {
  // per route, so that the query parameters it declares are looked up once (the others are
  // ignored, never stored); callback-style: it never waits, and it runs on every request
  app.addHook('onRoute', (route) => {
    const declared = (route.schema?.querystring as { properties?: Record<string, unknown> } | undefined)?.properties;
    const guard = (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
      const found = unstorableFields(req.params, 'params');
      const query = req.query as Record<string, unknown> | undefined;
      if (declared && query) for (const k in query) if (Object.hasOwn(declared, k)) unstorableFields(query[k], `query.${k}`, found, 1);
      unstorableFields(req.body, 'body', found);
      done(found.length ? errors.validation(found) : undefined);
    };
    addRouteHook(route, 'preValidation', guard, true);
  });
}
