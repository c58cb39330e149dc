import { createRequire } from 'node:module';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseTimestamp, timestampText } from '../../src/db/database.js';

/** pg's own timestamptz parser (the package has no types) */
const parsePgDate = createRequire(import.meta.url)('postgres-date') as (text: string) => Date | number | null;

// timestamptz values are read with a fast path (the engine's ISO parser) where Postgres writes
// plain ISO 8601; these are checked against Postgres's own epoch and pg's parser, in several
// session time zones (offsets of hours, of hours and minutes, and of seconds before 1900).
// Kysely's queries read them as the ISO strings the API answers with (timestampText): checked
// against what toISOString makes of the parsed Date, in the same zones.
let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
});
afterAll(() => client.end());

const VALUES = [
  '2026-11-23 00:38:26.123456+00',
  '2026-11-23 00:38:26.999999+00',
  '2026-11-23 00:38:26+00',
  '2026-11-23 00:38:26.1+00',
  '2026-11-23 00:38:26.12+00',
  '2026-11-23 00:38:26.1234+00',
  '2026-11-23 00:38:26.000001+00',
  '2024-02-29 23:59:59.5+00',
  '1970-01-01 00:00:00+00',
  '1969-12-31 23:59:59.001+00',
  '1850-06-01 12:00:00+00',
  '0044-03-15 12:00:00+00',
  '0100-01-01 00:00:00+00 BC',
  '9999-12-31 23:59:59.999999+00',
  '12000-01-01 00:00:00+00',
];

describe('timestamptz parsing', () => {
  it.each(['UTC', 'Asia/Kolkata', 'America/St_Johns', 'Europe/Amsterdam', 'Pacific/Chatham'])('agrees with Postgres in time zone %s', async (zone) => {
    await client.query(`SET TimeZone = '${zone}'`);
    for (const v of VALUES) {
      const { rows } = await client.query({
        text: 'SELECT $1::timestamptz::text AS text, floor(extract(epoch FROM $1::timestamptz) * 1000) AS ms',
        values: [v],
        rowMode: 'array',
      });
      const [text, ms] = rows[0] as [string, string];
      const parsed = parseTimestamp(text);
      expect(parsed.getTime(), `${v} read as ${text}`).toBe(Number(ms));
      expect(parsed.getTime(), text).toBe((parsePgDate(text) as Date).getTime());
      expect(timestampText(text), text).toBe(parsed.toISOString());
    }
    for (const v of ['infinity', '-infinity']) {
      const { rows } = await client.query({ text: 'SELECT $1::timestamptz::text', values: [v], rowMode: 'array' });
      const text = (rows[0] as [string])[0];
      expect(parseTimestamp(text)).toBe(parsePgDate(text));
      expect(timestampText(text)).toBe(parsePgDate(text));
    }
  });

  it('reads them as ISO strings through Kysely, and as Dates through the pool itself', async () => {
    const { createDb, createPool } = await import('../../src/db/database.js');
    const { sql } = await import('kysely');
    const pool = createPool(inject('databaseUrl'), 1);
    const db = createDb(pool);
    try {
      const at = `'2026-11-23 00:38:26.123456+00'::timestamptz`;
      const { rows } = await sql.raw<{ at: unknown }>(`SELECT ${at} AS at`).execute(db);
      expect(rows[0]!.at).toBe('2026-11-23T00:38:26.123Z');
      expect((await pool.query(`SELECT ${at} AS at`)).rows[0].at).toEqual(new Date('2026-11-23T00:38:26.123Z'));
    } finally {
      await db.destroy();
    }
  });

  it('is what pg reads timestamptz columns with outside Kysely', async () => {
    const { rows } = await client.query(`SELECT '2026-11-23 00:38:26.123456+00'::timestamptz AS at`);
    expect(rows[0].at).toBeInstanceOf(Date);
    expect(rows[0].at.toISOString()).toBe('2026-11-23T00:38:26.123Z');
  });
});

describe('rows built for Kysely (CamelCaseRows)', () => {
  // the same statements through createDb and through Kysely's own CamelCasePlugin on pg's own rows
  const statements = [
    `SELECT 1::int AS plain_int, 9007199254740993::int8 AS big_count, 'x'::text AS some_text, NULL::text AS nothing,
            true AS is_on, '2026-11-23 00:38:26.123456+00'::timestamptz AS created_at, '\\x0102'::bytea AS raw_bytes,
            ARRAY['a','b']::text[] AS tag_list, '{"snake_key": {"inner_key": [{"deep_key": 1}, 2]}, "n": null}'::jsonb AS doc_value,
            '[{"list_key": 1}, "s", [{"x_y": 2}]]'::json AS json_list, ARRAY['{"a_b":1}'::jsonb] AS jsonb_array,
            'infinity'::timestamptz AS forever, 2 AS "1", 3 AS "0"`,
    `SELECT 1 AS a_b, 2 AS "aB", 3 AS a_b`,
    `SELECT 1 AS "__proto__", 2 AS other_value`,
    `SELECT g AS row_no, 'r' || g AS row_label FROM generate_series(1, 3) AS g`,
    `SELECT 1 AS none WHERE false`,
  ];

  it.each(statements)('are what CamelCasePlugin makes of pg rows: %s', async (text) => {
    const { CamelCasePlugin, Kysely, PostgresDialect, sql } = await import('kysely');
    const { createDb, createPool } = await import('../../src/db/database.js');
    const pool = createPool(inject('databaseUrl'), 2);
    const db = createDb(pool);
    const reference = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
    try {
      for (let round = 0; round < 2; round++) {
        const ours = (await sql.raw(text).execute(db)).rows;
        const theirs = (await sql.raw(text).execute(reference)).rows;
        // and timestamps as ISO strings (timestampText) where pg's own rows have Dates
        for (const row of theirs as Record<string, unknown>[]) {
          for (const [k, v] of Object.entries(row)) if (v instanceof Date) row[k] = v.toISOString();
        }
        expect(ours).toEqual(theirs);
        expect(ours.map((r) => Object.keys(r as object))).toEqual(theirs.map((r) => Object.keys(r as object)));
        expect(ours.map((r) => Object.getPrototypeOf(r))).toEqual(theirs.map((r) => Object.getPrototypeOf(r)));
      }
    } finally {
      await db.destroy(); // ends the pool
    }
  });

  it('reach the code through a transaction too', async () => {
    const { createDb, createPool } = await import('../../src/db/database.js');
    const db = createDb(createPool(inject('databaseUrl'), 1));
    try {
      const row = await db.transaction().execute((trx) => trx.selectNoFrom((eb) => [eb.val('v').as('some_value'), eb.fn<number>('pg_backend_pid', []).as('backend_pid')]).executeTakeFirstOrThrow());
      expect(row).toEqual({ someValue: 'v', backendPid: expect.any(Number) });
    } finally {
      await db.destroy();
    }
  });
});
