/** `2026-11-23T00:38:26.123Z`: what toISOString writes for years 0 to 9999, and how the pool reads timestamps (`timestampText`) */
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * Date or timestamp → ISO 8601 UTC string; undefined/null stay absent (the contract omits
 * unknown values). A string already in that form (every timestamp a row holds) is the answer
 * itself; any other string is read as a date and written again.
 */
export function iso(d: Date | string): string;
export function iso(d: Date | string | null | undefined): string | undefined;
export function iso(d: Date | string | null | undefined): string | undefined {
  if (d === null || d === undefined) return undefined;
  if (typeof d === 'string' && ISO_UTC.test(d)) return d;
  return (d instanceof Date ? d : new Date(d)).toISOString();
}

/** Drops keys whose value is undefined or null, so optional fields are omitted rather than null. */
export function compact<T extends Record<string, unknown>>(obj: T): T {
  for (const k of Object.keys(obj)) if (obj[k] === undefined || obj[k] === null) delete obj[k];
  return obj;
}

/** The default name of a duplicate: the original's followed by " (copy)", cut to stay within `max` characters. */
export function copyName(name: string, max: number): string {
  const suffix = ' (copy)';
  return `${[...name]
    .slice(0, Math.max(0, max - suffix.length))
    .join('')
    .trimEnd()}${suffix}`;
}

/** JSON with object keys sorted, so that two values that mean the same write one text (a request's fingerprint, a stored object's digest). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
