/** Date → ISO 8601 UTC string; undefined/null stay absent (the contract omits unknown values). */
export function iso(d: Date | string): string;
export function iso(d: Date | string | null | undefined): string | undefined;
export function iso(d: Date | string | null | undefined): string | undefined {
  if (d === null || d === undefined) return undefined;
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
  return `${[...name].slice(0, Math.max(0, max - suffix.length)).join('').trimEnd()}${suffix}`;
}
