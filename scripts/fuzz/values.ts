import fc from 'fast-check';

/**
 * Values for the contract fuzzer, from a JSON schema of the document: valid ones, boundary ones
 * and hostile ones (wrong types, control characters, NUL, lone surrogates, huge numbers, long
 * strings, deep nesting). No vitest here: the suite, `npm run fuzz` and the bench share it.
 */

export type Schema = Record<string, any>;

/** A piece of JSON text put into a body as is (`1e999` cannot be made with JSON.stringify). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold RawJson pieces. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Strings that broke or could break something: storage, decoding, logging, rendering. */
export const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x\ud800',
  '\udfffy',
  'a\ud83d',
  '😀🎉👍🏽',
  '\u202eevil',
  '\r\n\t\u0007\u001b[31m',
  '%ZZ',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '\\',
  '"',
  'null',
  'true',
  '-1',
  '1e999',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  'ﬃ'.repeat(50),
  'a'.repeat(10_001),
  '😀'.repeat(3000),
];

/** Numbers at and beyond every edge; RawJson for those JSON.stringify cannot write. */
export const NASTY_NUMBERS: unknown[] = [0, -0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, 1e17, -1e17, 1e308, 5e-324, new RawJson('1e999'), new RawJson('-1e999'), new RawJson('1e-999'), new RawJson('123456789012345678901234567890')];

/** Host names a generated URL may carry: the service refuses them without any DNS or outside traffic. */
const SAFE_HOSTS = ['127.0.0.1', 'localhost', '[::1]', '10.0.0.1', '169.254.169.254', '0.0.0.0', '192.168.1.1', '127.0.0.1:1'];

export const urlString: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.constantFrom('http', 'https', 'ftp', 'file', 'javascript', 'gopher'), fc.constantFrom(...SAFE_HOSTS), fc.string({ maxLength: 20 })).map(([scheme, host, rest]) => `${scheme}://${host}/${pctEncode(rest)}`),
  fc.constantFrom('not a url', 'http://', '//127.0.0.1', 'http://127.0.0.1:99999/', 'http://%ZZ/', 'http://user:pw@127.0.0.1/', 'data:text/html,hi'),
);

const nastyString = fc.constantFrom(...NASTY_STRINGS);

/** A value whose JSON type is anything (for wrong-type and free-form cases). */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof({ depthSize: 'small' }, nastyString, fc.constantFrom(...NASTY_NUMBERS), fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({}), fc.jsonValue({ maxDepth: 3 }));

/** Arrays or objects nested `depth` levels deep, as JSON text. */
export function nested(depth: number, kind: 'array' | 'object'): RawJson {
  return kind === 'array' ? new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`) : new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
}

function validString(s: Schema, name: string): fc.Arbitrary<string> {
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as string[]));
  if (s.format === 'uuid') return fc.uuid({ version: 4 });
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((d) => d.toISOString());
  if (s.format === 'uri' || /url$/i.test(name)) return urlString;
  if (typeof s.pattern === 'string') return fc.stringMatching(new RegExp(s.pattern)).filter((x) => x.length <= (s.maxLength ?? 1e9));
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 60, min + 60);
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: max }).filter((x) => x.trim().length >= Math.min(min, 1) || min === 0) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: max }) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(s.maxLength ?? 200)) },
  );
}

/** Characters a JSON string may hold but Postgres text may not (or that Unicode forbids alone). */
export const STORAGE_HOSTILE = ['\u0000', '\ud800', '\udfff', '\ud83d', '\ude00'];

/** A valid string with one storage-hostile character put in: it passes the schema and reaches the handler. */
export function poisoned(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(valid, fc.constantFrom(...STORAGE_HOSTILE), fc.nat()).map(([v, bad, at]) => {
    if (v.length === 0) return bad;
    const i = at % v.length;
    return `${v.slice(0, i)}${bad}${v.slice(i + 1)}`;
  });
}

function boundaryString(s: Schema): fc.Arbitrary<string> {
  const edges: string[] = [];
  if (typeof s.minLength === 'number') edges.push('a'.repeat(Math.max(0, s.minLength - 1)), 'a'.repeat(s.minLength));
  if (typeof s.maxLength === 'number') edges.push('a'.repeat(s.maxLength), 'a'.repeat(s.maxLength + 1), '😀'.repeat(Math.ceil(s.maxLength / 2) + 1));
  return edges.length ? fc.constantFrom(...edges) : nastyString;
}

function numberValue(s: Schema): fc.Arbitrary<unknown> {
  const integer = s.type === 'integer';
  const min = typeof s.minimum === 'number' ? s.minimum : integer ? -1000 : -1e6;
  const max = typeof s.maximum === 'number' ? s.maximum : integer ? 1000 : 1e6;
  const valid = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const edges = [min, max, min - 1, max + 1].filter((n) => Number.isFinite(n));
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: fc.constantFrom(...edges) }, { weight: 2, arbitrary: fc.constantFrom(...NASTY_NUMBERS) });
}

export interface ValueOptions {
  /** deref of `$ref`s in the document */
  deref: (s: Schema) => Schema;
  depth?: number;
}

/**
 * A value for a schema: mostly valid (so handlers run), with boundary values and, at every
 * level, a small chance of something hostile in its place.
 */
export function valueFor(schema: Schema | undefined, name: string, opts: ValueOptions): fc.Arbitrary<unknown> {
  const depth = opts.depth ?? 0;
  const s = schema ? opts.deref(schema) : {};
  const hostile = fc.oneof(nastyString, anyJson, fc.constant(nested(40, depth % 2 ? 'array' : 'object')));
  return fc.oneof({ weight: 12, arbitrary: normalFor(s, name, { ...opts, depth }) }, { weight: 1, arbitrary: hostile });
}

function normalFor(s: Schema, name: string, opts: ValueOptions & { depth: number }): fc.Arbitrary<unknown> {
  const next = { ...opts, depth: opts.depth + 1 };
  if (opts.depth > 6) return fc.constant(null);
  const choices = s.oneOf ?? s.anyOf;
  if (Array.isArray(choices) && choices.length) return fc.oneof(...choices.map((c: Schema) => normalFor(opts.deref(c), name, opts)));
  if (Array.isArray(s.allOf) && s.allOf.length) return normalFor(Object.assign({}, ...s.allOf.map((c: Schema) => opts.deref(c))), name, opts);
  const type = Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ['object'] : [];
  if (type.length > 1) return fc.oneof(...type.map((t: string) => normalFor({ ...s, type: t }, name, opts)));
  switch (type[0]) {
    case 'string':
      return fc.oneof({ weight: 5, arbitrary: validString(s, name) }, { weight: 2, arbitrary: poisoned(validString(s, name)) }, { weight: 1, arbitrary: boundaryString(s) }, { weight: 1, arbitrary: nastyString });
    case 'integer':
    case 'number':
      return numberValue(s);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = s.minItems ?? 0;
      const maxLength = Math.min(s.maxItems ?? 5, minLength + 5);
      return fc.oneof(
        { weight: 5, arbitrary: fc.array(valueFor(s.items, `${name}[]`, next), { minLength, maxLength }) },
        { weight: 1, arbitrary: fc.array(valueFor(s.items, `${name}[]`, next), { minLength: (s.maxItems ?? 50) + 1, maxLength: (s.maxItems ?? 50) + 1 }) },
      );
    }
    case 'object':
      return objectFor(s, next);
    default:
      return anyJson;
  }
}

function objectFor(s: Schema, opts: ValueOptions & { depth: number }): fc.Arbitrary<unknown> {
  const props = Object.entries<Schema>(s.properties ?? {});
  const required = new Set<string>(s.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, v] of props) record[k] = valueFor(v, k, opts);
  const base = fc.record(record, { requiredKeys: [...required].filter((k) => k in record) });
  const extra =
    s.additionalProperties && typeof s.additionalProperties === 'object'
      ? fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), valueFor(s.additionalProperties, 'additional', opts), { maxKeys: 3 })
      : fc.oneof({ weight: 8, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('unknownField', '__proto__x', 'constructorx', 'a\u0000'), anyJson, { maxKeys: 1 }) });
  const dropRequired = fc.oneof({ weight: 9, arbitrary: fc.constant<string | undefined>(undefined) }, { weight: 1, arbitrary: required.size ? fc.constantFrom<string | undefined>(...required) : fc.constant(undefined) });
  return fc.tuple(base, extra, dropRequired).map(([obj, more, drop]) => {
    const out: Record<string, unknown> = { ...more, ...(obj as Record<string, unknown>) };
    if (drop) delete out[drop];
    return out;
  });
}

/** encodeURIComponent that also writes lone surrogates (as their WTF-8 bytes) instead of throwing. */
export function pctEncode(s: string): string {
  return s.replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]|[^\ud800-\udfff]+/g, (part) => {
    if (part.length !== 1 || part.charCodeAt(0) < 0xd800 || part.charCodeAt(0) > 0xdfff) return encodeURIComponent(part);
    const u = part.charCodeAt(0);
    return [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  });
}
