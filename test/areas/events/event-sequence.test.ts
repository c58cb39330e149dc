import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_GENERATION_KIND } from '../../../src/areas/post-generation/kind.js';
import { createKey } from '../../../src/auth/keys.js';
import { migrate, MIGRATIONS_DIR } from '../../../src/db/database.js';
import type { Db } from '../../../src/db/database.js';
import { jobRepository } from '../../../src/jobs/repository.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { scratchDatabase } from '../../support/database.js';
import { JWT_ISSUER, jwtConfig, signToken } from '../../support/jwt.js';
import { openSse, type SseMessage } from '../../support/sse.js';
import { until } from '../../support/wait.js';

/** One completed job of the owner: one `post_generation.completed` event. */
async function completeJob(db: Db, ownerId: string): Promise<string> {
  const repo = jobRepository(db);
  const job = await repo.create(ownerId, POST_GENERATION_KIND, { anecdoteId: '00000000-0000-4000-8000-000000000000' });
  await repo.write(job.id, job.run, { status: 'completed' });
  return job.id;
}

const objectId = (m: SseMessage) => (JSON.parse(m.data) as { data: { object: { id: string } } }).data.object.id;

async function listSequences(base: string, headers: Record<string, string>): Promise<number[]> {
  const res = await fetch(`${base}/v1/events?limit=100`, { headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { events: { sequence: number }[] }).events.map((e) => e.sequence);
}

describe("event sequence numbers are each owner's own", () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it("two owners' events recorded interleaved, many at once, are each numbered 1, 2, 3, … on the stream and in the list", { timeout: 60_000 }, async () => {
    const [alice, bob] = [await t.owner(), await t.owner()];
    const streams = [openSse(`${base}/v1/events/stream`, alice.headers), openSse(`${base}/v1/events/stream`, bob.headers)];
    await Promise.all(streams.map((s) => s.ready));
    await until(
      async () => streams.every((s) => s.comments.includes('connected')),
      (ok) => ok,
      10_000,
    );
    const jobs: Record<string, string[]> = { [alice.ownerId]: [], [bob.ownerId]: [] };
    const N = 24;
    // rounds of both owners' jobs completing at once (8 at a time, alternating), in separate transactions
    for (let round = 0; round < N / 4; round++) {
      const done = await Promise.all(
        Array.from({ length: 4 }, (_, i) => (i % 2 === 0 ? [alice, bob] : [bob, alice]))
          .flat()
          .map(async (o) => [o.ownerId, await completeJob(t.db, o.ownerId)] as const),
      );
      for (const [owner, id] of done) jobs[owner]!.push(id);
    }
    const expected = Array.from({ length: N }, (_, i) => String(i + 1));
    for (const [i, o] of [alice, bob].entries()) {
      const s = streams[i]!;
      await until(
        async () => s.messages.length,
        (n) => n >= N,
        20_000,
      );
      expect(s.messages.map((m) => m.id)).toEqual(expected);
      expect(new Set(s.messages.map(objectId))).toEqual(new Set(jobs[o.ownerId]));
      expect(await listSequences(base, o.headers)).toEqual([...expected].reverse().map(Number));
      s.close();
    }
    // another owner's event answers 404
    const aliceEvent = await t.db.selectFrom('events').select('id').where('ownerId', '=', alice.ownerId).executeTakeFirstOrThrow();
    expect((await fetch(`${base}/v1/events/${aliceEvent.id}`, { headers: bob.headers })).status).toBe(404);
    expect((await fetch(`${base}/v1/events/${aliceEvent.id}`, { headers: alice.headers })).status).toBe(200);
    // resuming after 5 replays 6 … 12 of the owner's own
    const resumed = openSse(`${base}/v1/events/stream`, { ...bob.headers, 'last-event-id': '5' });
    await resumed.ready;
    await until(
      async () => resumed.messages.length,
      (n) => n >= N - 5,
      10_000,
    );
    expect(resumed.messages.map((m) => m.id)).toEqual(expected.slice(5));
    expect(resumed.messages.every((m) => jobs[bob.ownerId]!.includes(objectId(m)))).toBe(true);
    resumed.close();
  });

  it('numbers stay consecutive through a rolled-back savepoint and many events of one transaction; the counter keeps the last', { timeout: 60_000 }, async () => {
    const carol = await t.owner();
    const event = (extra = sql``) => sql`INSERT INTO events (owner_id, type, resource_kind, resource_id, snapshot) SELECT ${carol.ownerId}, 'post_generation.completed', 'job', gen_random_uuid(), '{}'::jsonb ${extra}`;
    await completeJob(t.db, carol.ownerId); // 1
    await t.db.transaction().execute(async (tx) => {
      await event().execute(tx); // 2
      await sql`SAVEPOINT s`.execute(tx);
      await event().execute(tx); // rolled back
      await sql`ROLLBACK TO SAVEPOINT s`.execute(tx);
      await event(sql`FROM generate_series(1, 2000)`).execute(tx); // 3 … 2002 in one statement
      await event().execute(tx); // 2003
    });
    const seqs = await t.db.selectFrom('events').select('seq').where('ownerId', '=', carol.ownerId).orderBy('seq').execute();
    expect(seqs.map((r) => Number(r.seq))).toEqual(Array.from({ length: 2003 }, (_, i) => i + 1));
    const counter = await sql<{ last: string }>`SELECT last_seq AS last FROM event_counters WHERE owner_id = ${carol.ownerId}`.execute(t.db);
    expect(Number(counter.rows[0]!.last)).toBe(2003);
    // the next transaction goes on from there
    await completeJob(t.db, carol.ownerId);
    const max = await sql<{ m: string }>`SELECT max(seq) AS m FROM events WHERE owner_id = ${carol.ownerId}`.execute(t.db);
    expect(Number(max.rows[0]!.m)).toBe(2004);
  });
});

describe('upgrading a database from before token identities and per-owner event numbers', () => {
  const SECRET = 'upgrade-secret-that-is-long-enough-for-hs256';
  let t: TestApp;
  let base: string;
  let drop: () => Promise<void>;
  const legacy = { id: '', jobs: [] as string[], oldSeqs: [] as number[] };
  const keyed = { id: '', jobs: [] as string[], oldSeqs: [] as number[] };
  /** an owner whose only event retention had pruned before the upgrade */
  const pruned = { id: '', through: 0 };

  beforeAll(async () => {
    const scratch = await scratchDatabase('upgrade');
    drop = scratch.drop;
    // the schema as it was before 060: the migrations below it only
    const before = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-migrations-'));
    for (const f of await fs.readdir(MIGRATIONS_DIR)) if (/^0([0-5]\d)_/.test(f)) await fs.copyFile(path.join(MIGRATIONS_DIR, f), path.join(before, f));
    const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
    try {
      await migrate(pool, before);
      const q = async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows;
      // an owner a bearer token made (label = its sub, no key), and an owner with an API key
      legacy.id = (await q(`INSERT INTO owners (label) VALUES ('legacy-sub') RETURNING id`))[0].id;
      keyed.id = (await q(`INSERT INTO owners (label) VALUES ('keyed-sub') RETURNING id`))[0].id;
      await q(`INSERT INTO api_keys (owner_id, lookup, secret_hash) VALUES ($1, 'ffffffffffffffffffffffff', '\\x00')`, [keyed.id]);
      await q(`INSERT INTO anecdotes (owner_id, title, content) VALUES ($1, 'Legacy story', 'x'), ($2, 'Keyed story', 'x')`, [legacy.id, keyed.id]);
      // their events interleaved on the old global sequence: legacy 1, 3, 5 and keyed 2, 4, 6
      for (let i = 0; i < 3; i++) {
        for (const o of [legacy, keyed]) {
          const id = (await q(`INSERT INTO jobs (owner_id, kind, input) VALUES ($1, $2, '{}') RETURNING id`, [o.id, POST_GENERATION_KIND]))[0].id;
          await q(`UPDATE jobs SET status = 'completed' WHERE id = $1`, [id]);
          o.jobs.push(id);
        }
      }
      for (const o of [legacy, keyed]) o.oldSeqs = (await q(`SELECT seq FROM events WHERE owner_id = $1 ORDER BY seq`, [o.id])).map((r) => Number(r.seq));
      pruned.id = (await q(`INSERT INTO owners (label) VALUES ('pruned-owner') RETURNING id`))[0].id;
      const job = (await q(`INSERT INTO jobs (owner_id, kind, input) VALUES ($1, $2, '{}') RETURNING id`, [pruned.id, POST_GENERATION_KIND]))[0].id;
      await q(`UPDATE jobs SET status = 'completed' WHERE id = $1`, [job]);
      pruned.through = Number((await q(`DELETE FROM events WHERE owner_id = $1 RETURNING seq`, [pruned.id]))[0].seq);
      await q(`INSERT INTO event_retention (owner_id, pruned_through_seq) VALUES ($1, $2)`, [pruned.id, pruned.through]);
    } finally {
      await pool.end();
      await fs.rm(before, { recursive: true, force: true });
    }
    expect(legacy.oldSeqs).toHaveLength(3);
    t = await createTestApp({ ...jwtConfig(SECRET), databaseUrl: scratch.url }); // migrates the rest
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  const bearer = async (sub: string) => ({ authorization: `Bearer ${await signToken({ sub }, { secret: SECRET })}` });

  it("the first JWT_ISSUER token with a token-made owner's sub claims it; a key owner's label claims nothing", async () => {
    const titles = async (headers: Record<string, string>) => ((await (await fetch(`${base}/v1/anecdotes`, { headers })).json()) as { anecdotes: { title: string }[] }).anecdotes.map((a) => a.title);
    expect(await titles(await bearer('legacy-sub'))).toEqual(['Legacy story']);
    expect(await titles(await bearer('legacy-sub'))).toEqual(['Legacy story']); // the pair now holds it
    expect(await titles(await bearer('keyed-sub'))).toEqual([]);
    expect(await titles(await bearer(keyed.id))).toEqual([]);
    const log = await t.db.selectFrom('tokenIdentityLog').select(['action', 'subject', 'ownerId']).orderBy('id').execute();
    expect(log).toContainEqual({ action: 'claim', subject: 'legacy-sub', ownerId: legacy.id });
    expect(log.find((e) => e.subject === 'keyed-sub')?.action).toBe('create');
    // the claimed one is taken; the other key-less owner still waits for its token
    expect(await t.db.selectFrom('tokenIdentityClaims').select(['subject', 'ownerId']).execute()).toEqual([{ subject: 'pruned-owner', ownerId: pruned.id }]);
    expect((await t.db.selectFrom('tokenIdentities').selectAll().where('subject', '=', 'legacy-sub').executeTakeFirstOrThrow()).issuer).toBe(JWT_ISSUER);
  });

  it("renumbers each owner's events above the highest old number it was shown; an old resume id answers events.pruned, never another owner's event", { timeout: 60_000 }, async () => {
    const keyedKey = await createKey(t.db, 'keyed-sub', ['read', 'write']);
    expect(keyedKey.ownerId).toBe(keyed.id);
    const headers = { legacy: await bearer('legacy-sub'), keyed: { 'x-api-key': keyedKey.apiKey } };
    const legacyThrough = Math.max(...legacy.oldSeqs);
    const keyedThrough = Math.max(...keyed.oldSeqs);
    const renumbered = (through: number) => [through + 3, through + 2, through + 1];
    expect(await listSequences(base, headers.legacy)).toEqual(renumbered(legacyThrough));
    expect(await listSequences(base, headers.keyed)).toEqual(renumbered(keyedThrough));

    const open = async (who: 'legacy' | 'keyed', lastEventId: number) => {
      const s = openSse(`${base}/v1/events/stream`, { ...headers[who], 'last-event-id': String(lastEventId) });
      await s.ready;
      expect(s.status).toBe(200);
      await until(
        async () => s.comments.includes('connected'),
        (ok) => ok,
        10_000,
      );
      return s;
    };
    // every old id of either owner, on either owner's stream: the pruned message, and no replay of the renumbered events
    const stale = [
      await open('legacy', legacy.oldSeqs[0]!),
      await open('legacy', legacyThrough),
      await open('legacy', keyed.oldSeqs[0]!), // another owner's old number
      await open('keyed', legacy.oldSeqs[1]!),
      await open('keyed', keyedThrough),
    ];
    // a new event of each owner follows, numbered after the renumbered ones
    const newLegacy = await completeJob(t.db, legacy.id);
    const newKeyed = await completeJob(t.db, keyed.id);
    for (const [i, s] of stale.entries()) {
      const who = i < 3 ? legacy : keyed;
      const through = i < 3 ? legacyThrough : keyedThrough;
      await until(
        async () => s.messages.length,
        (n) => n >= 2,
        10_000,
      );
      expect(s.messages[0]!.event).toBe('events.pruned');
      expect(JSON.parse(s.messages[0]!.data)).toMatchObject({ prunedThroughSequence: through + 3 });
      expect(s.messages[1]!.id).toBe(String(through + 4));
      expect(objectId(s.messages[1]!)).toBe(who === legacy ? newLegacy : newKeyed);
      s.close();
    }
    // an owner whose events retention had all pruned: its numbers go on above the pruned one; an old id is told
    const prunedKey = await createKey(t.db, 'pruned-owner', ['read']);
    expect(prunedKey.ownerId).toBe(pruned.id);
    const told = openSse(`${base}/v1/events/stream`, { 'x-api-key': prunedKey.apiKey, 'last-event-id': String(pruned.through - 1) });
    await told.ready;
    await until(
      async () => told.comments.includes('connected'),
      (ok) => ok,
      10_000,
    );
    const newPruned = await completeJob(t.db, pruned.id);
    await until(
      async () => told.messages.length,
      (n) => n >= 2,
      10_000,
    );
    expect(told.messages[0]!.event).toBe('events.pruned');
    expect(JSON.parse(told.messages[0]!.data)).toMatchObject({ prunedThroughSequence: pruned.through });
    expect(told.messages.slice(1).map((m) => [m.id, objectId(m)])).toEqual([[String(pruned.through + 1), newPruned]]);
    told.close();

    // an id of the new numbering resumes exactly, with the owner's own events only
    const exact = await open('legacy', legacyThrough + 1);
    await until(
      async () => exact.messages.length,
      (n) => n >= 3,
      10_000,
    );
    expect(exact.messages.map((m) => m.id)).toEqual([legacyThrough + 2, legacyThrough + 3, legacyThrough + 4].map(String));
    expect(exact.messages.map(objectId)).toEqual([legacy.jobs[1], legacy.jobs[2], newLegacy]);
    exact.close();
  });
});
