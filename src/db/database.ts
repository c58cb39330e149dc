import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { CamelCaseRows } from './rows.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/** the database or an open transaction: what repositories take, so that a caller can make their writes one transaction */
export type DbOrTrx = Db | Transaction<Database>;

// bigint counts → number
pg.types.setTypeParser(20, (v) => Number(v));

const TIMESTAMPTZ = 1184;
const parseTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ);
/** `2026-11-23 00:38:26.123456+00`, `... +05:30`: Postgres's output for a timestamptz of years 1 to 9999 AD, with an offset of whole minutes */
const PLAIN_TIMESTAMPTZ = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?[+-]\d\d(?::\d\d)?$/;

/**
 * timestamptz → Date. What Postgres writes is ISO 8601 once its space is a `T` and its offset has
 * minutes, which the engine's own date parser reads several times faster than pg's
 * regular-expression parser. Anything else
 * (infinity, BC, a year past 9999, an offset with seconds) goes to pg's parser as before.
 */
export function parseTimestamp(text: string): Date {
  // (pg's parser answers ±Infinity, a number, for ±infinity: passed on as it always was)
  if (!PLAIN_TIMESTAMPTZ.test(text)) return parseTimestamptz(text) as Date;
  const offsetHasMinutes = text.charCodeAt(text.length - 3) === 58; // ':'
  return new Date(`${text.slice(0, 10)}T${text.slice(11)}${offsetHasMinutes ? '' : ':00'}`);
}
pg.types.setTypeParser(TIMESTAMPTZ, parseTimestamp);

/** `2026-11-23 00:38:26.123456+00`: Postgres's output for a UTC timestamptz of years 1 to 9999 AD (a session whose TimeZone is UTC) */
const UTC_TIMESTAMPTZ = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?\+00$/;

/**
 * timestamptz → the ISO 8601 string the API answers with (`2026-11-23T00:38:26.123Z`, what
 * `toISOString` gives: milliseconds, the rest of the microseconds cut off, as the engine's date
 * parser cuts them). The application's own pool reads timestamps this way, so that a list page
 * does not parse every timestamp into a Date only to format it back. A UTC value is rewritten in
 * place; any other (an offset other than +00, infinity, BC, a year past 9999) goes through
 * `parseTimestamp` and `toISOString`, and ±infinity stays the number pg answers for it.
 */
export function timestampText(text: string): string {
  if (!UTC_TIMESTAMPTZ.test(text)) {
    const d = parseTimestamp(text);
    return d instanceof Date ? d.toISOString() : (d as unknown as string);
  }
  // `YYYY-MM-DD HH:MM:SS` is 19 characters; then `.f{1,6}` or nothing; then `+00`
  const fraction = text.length > 22 ? text.slice(20, Math.min(23, text.length - 3)) : '';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction.padEnd(3, '0')}Z`;
}

/** The type parsers of every Kysely query: pg's (with the ones set above), but timestamptz as ISO strings. */
const kyselyTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === TIMESTAMPTZ && format !== 'binary' ? timestampText : pg.types.getTypeParser(oid, format as 'text'))) as typeof pg.types.getTypeParser,
};

/** Bounds on waiting for the database (DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS). */
export interface DbTimeouts {
  /** opening a connection, and waiting for a free one of the pool */
  connectMs: number;
  /** a statement on the server (statement_timeout); the client gives up one second later (query_timeout), for a server that does not answer at all */
  statementMs: number;
}

/** The pg settings for these timeouts; pg-boss's pool takes the same. */
export function poolTimeouts(t: DbTimeouts) {
  return { connectionTimeoutMillis: t.connectMs, statement_timeout: t.statementMs, query_timeout: t.statementMs + 1000, keepAlive: true };
}

export function createPool(url: string, max = 20, timeouts?: DbTimeouts, settings?: Record<string, string>): pg.Pool {
  // settings: session parameters of every connection (`-c name=value` in the startup packet)
  const options =
    settings &&
    Object.entries(settings)
      .map(([k, v]) => `-c ${k}=${v.replace(/[\\ ]/g, '\\$&')}`)
      .join(' ');
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, ...(timeouts ? poolTimeouts(timeouts) : {}), ...(options ? { options } : {}) });
  // A client that loses its connection (the server restarted, a backend was terminated, a proxy
  // reset) emits 'error'. pg-pool listens while the client is idle (the pool's 'error' event), but
  // not while it is checked out: by a Kysely query or transaction, or between the statements of
  // one. With no listener then, the 'error' event would end the process. Every client keeps a
  // listener of its own for its whole life: the query in flight, if any, is rejected all the
  // same (the request answers 503), the client is no longer queryable, and the pool drops it on
  // release and opens a new one.
  pool.on('connect', (client) => client.on('error', () => undefined));
  pool.on('error', () => undefined);
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  // camelCase names in queries, rows built with camelCase keys (rows.ts), timestamps as ISO strings
  const camelCase = new CamelCaseRows();
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: camelCase.pool(pool, kyselyTypes) }),
    plugins: [camelCase],
  });
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');

/**
 * Applies the numbered SQL files of db/migrations that have not run yet, each in its own
 * transaction, under an advisory lock so concurrent starters do not race.
 * Returns the names applied.
 */
export async function migrate(pool: pg.Pool, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await fs.readdir(dir)).filter((f) => /^\d+_.*\.sql$/.test(f)).sort();
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock(727001)');
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      const text = await fs.readFile(path.join(dir, file), 'utf8');
      try {
        await client.query('BEGIN');
        await client.query(text);
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${file} failed: ${(err as Error).message}`);
      }
      applied.push(file);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
    client.release();
  }
  return applied;
}

/** Whether the database answers within `timeoutMs` (a frozen server must not hold a health probe). */
export async function ping(db: Db, timeoutMs = 1500): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = sql`SELECT 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
