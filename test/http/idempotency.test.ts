import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { POST_GENERATION_KIND } from '../../src/areas/post-generation/kind.js';
import { Retention } from '../../src/jobs/retention.js';
import { jobRepository } from '../../src/jobs/repository.js';
import { createTestApp, silentLog, type TestApp, type TestOwner } from '../support/app.js';
import { expectError, OTHER_ID } from '../support/http.js';
import { freePort, start, waitForHealth, type Proc } from '../support/process.js';

let t: TestApp;
let alice: TestOwner;
let bob: TestOwner;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.owner();
  bob = await t.owner();
});
afterAll(() => t?.close());

const STORY = { title: 'The first hire', content: 'We hired our first engineer after eight months alone. She rewrote half the code in her first month. I learned to hire before it hurts.' };

const send = (owner: TestOwner, url: string, payload: object | undefined, key?: string, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...owner.headers, ...(key ? { 'idempotency-key': key } : {}), ...extra }, ...(payload ? { payload } : {}) });
const count = async (table: 'anecdotes' | 'jobs', ownerId: string) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ownerId', '=', ownerId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('Idempotency-Key', () => {
  it('replays the first answer (status, body, headers) without doing the work again', async () => {
    const owner = await t.owner();
    const key = randomUUID();
    const first = await send(owner, '/v1/anecdotes', STORY, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await send(owner, '/v1/anecdotes', { content: STORY.content, title: STORY.title }, key);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(await count('anecdotes', owner.ownerId)).toBe(1);

    // without a key, the same request is new work
    expect((await send(owner, '/v1/anecdotes', STORY)).statusCode).toBe(201);
    expect(await count('anecdotes', owner.ownerId)).toBe(2);
  });

  it('replays a job start once, with its Preference-Applied; a no-body POST (cancel) too', async () => {
    const owner = await t.owner();
    const a = (await send(owner, '/v1/anecdotes', STORY)).json();
    const key = randomUUID();
    const first = await send(owner, '/v1/post-generation', { anecdoteId: a.id }, key, { prefer: 'wait=30' });
    expect(first.statusCode).toBe(201);
    expect(first.json().status).toBe('completed');
    const again = await send(owner, '/v1/post-generation', { anecdoteId: a.id }, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['preference-applied']).toBe('wait=30');
    expect(again.json()).toEqual(first.json());
    expect(await count('jobs', owner.ownerId)).toBe(1);

    // a job not started yet (never queued): a retry of a cancel that worked answers the same
    // 200, not the 409 a second cancel would get
    const pending = await jobRepository(t.db).create(owner.ownerId, POST_GENERATION_KIND, { anecdoteId: a.id });
    const cancelKey = randomUUID();
    const canceled = await send(owner, `/v1/post-generation/${pending.id}/cancel`, undefined, cancelKey);
    expect(canceled.statusCode).toBe(200);
    const retry = await send(owner, `/v1/post-generation/${pending.id}/cancel`, undefined, cancelKey);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(canceled.json());
    expectError(await send(owner, `/v1/post-generation/${pending.id}/cancel`, undefined, randomUUID()), 409, 'conflict');
  });

  it('stores 4xx answers of the operation, but not requests refused before it (validation)', async () => {
    const owner = await t.owner();
    const key = randomUUID();
    const missing = await send(owner, '/v1/post-generation', { anecdoteId: OTHER_ID }, key);
    expectError(missing, 404, 'not_found');
    const replayed = await send(owner, '/v1/post-generation', { anecdoteId: OTHER_ID }, key);
    const body = expectError(replayed, 404, 'not_found');
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(body.message).toBe(missing.json().message);
    expect(body.requestId).toBe(replayed.headers['x-request-id']);

    const other = randomUUID();
    expectError(await send(owner, '/v1/anecdotes', { title: '' }, other), 400, 'validation_failed');
    const good = await send(owner, '/v1/anecdotes', STORY, other);
    expect(good.statusCode).toBe(201);
    expect(good.headers['idempotent-replayed']).toBeUndefined();
  });

  it('does not store a 5xx: the key is freed and a retry runs the operation', async () => {
    const owner = await t.owner();
    const key = randomUUID();
    const marker = `explode-${randomUUID()}`;
    // the database refuses this one post, as a database in trouble would (500 internal_server_error)
    const fn = `wc_refuse_${randomUUID().replace(/-/g, '')}`;
    await sql
      .raw(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.content = '${marker}' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$;
            CREATE TRIGGER ${fn} BEFORE INSERT ON posts FOR EACH ROW EXECUTE FUNCTION ${fn}();`)
      .execute(t.db);
    try {
      expectError(await send(owner, '/v1/posts', { content: marker }, key), 500, 'internal_server_error');
      expect(await t.db.selectFrom('idempotencyKeys').select('key').where('ownerId', '=', owner.ownerId).execute()).toEqual([]);
    } finally {
      await sql.raw(`DROP TRIGGER ${fn} ON posts; DROP FUNCTION ${fn}();`).execute(t.db);
    }
    const retry = await send(owner, '/v1/posts', { content: marker }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.json().content).toBe(marker);
  });

  it('refuses the same key with another body or another path (422), and bad keys (400)', async () => {
    const key = randomUUID();
    expect((await send(alice, '/v1/anecdotes', STORY, key)).statusCode).toBe(201);
    const body = expectError(await send(alice, '/v1/anecdotes', { ...STORY, title: 'Another title' }, key), 422, 'idempotency_key_mismatch');
    expect(body.message).toMatch(/another request body/);
    const p = expectError(await send(alice, '/v1/posts', { content: 'A post' }, key), 422, 'idempotency_key_mismatch');
    expect(p.message).toMatch(/\/v1\/anecdotes/);
    expect(await count('jobs', alice.ownerId)).toBe(0);

    expectError(await send(alice, '/v1/anecdotes', STORY, 'x'.repeat(256)), 400, 'validation_failed');
    expectError(await send(alice, '/v1/anecdotes', STORY, 'two words'), 400, 'validation_failed');
    expect((await send(alice, '/v1/anecdotes', STORY, 'k'.repeat(255))).statusCode).toBe(201);
  });

  it('keys are per owner: another owner reusing a key gets its own answer', async () => {
    const key = randomUUID();
    const mine = await send(alice, '/v1/anecdotes', STORY, key);
    const theirs = await send(bob, '/v1/anecdotes', { ...STORY, title: 'Bob’s hire' }, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.json().title).toBe('Bob’s hire');
    // and bob cannot read alice's anecdote through it
    expectError(await t.app.inject({ method: 'GET', url: `/v1/anecdotes/${mine.json().id}`, headers: bob.headers }), 404, 'not_found');
  });

  it('a key held by a request still in flight answers 409 after waiting; one held by a dead process is taken over', { timeout: 30_000 }, async () => {
    const owner = await t.owner();
    const key = randomUUID();
    // a request elsewhere holds the key, with this very request
    await t.db
      .insertInto('idempotencyKeys')
      .values({ ownerId: owner.ownerId, key, fingerprint: 'elsewhere', requestPath: '/v1/anecdotes', token: randomUUID(), lockedUntil: sql<Date>`now() + interval '5 minutes'`, expiresAt: sql<Date>`now() + interval '1 day'` })
      .execute();
    const held = await send(owner, '/v1/anecdotes', STORY, key);
    // its fingerprint differs: the mismatch is told at once
    expectError(held, 422, 'idempotency_key_mismatch');

    const first = await send(owner, '/v1/anecdotes', STORY, randomUUID());
    const fingerprint = (await t.db.selectFrom('idempotencyKeys').select('fingerprint').where('ownerId', '=', owner.ownerId).where('responseStatus', '=', 201).executeTakeFirstOrThrow()).fingerprint;
    const busy = randomUUID();
    await t.db
      .insertInto('idempotencyKeys')
      .values({ ownerId: owner.ownerId, key: busy, fingerprint, requestPath: '/v1/anecdotes', token: randomUUID(), lockedUntil: sql<Date>`now() + interval '5 minutes'`, expiresAt: sql<Date>`now() + interval '1 day'` })
      .execute();
    const conflict = expectError(await send(owner, '/v1/anecdotes', STORY, busy), 409, 'conflict');
    expect(conflict.message).toMatch(/still in progress/);
    expect(first.statusCode).toBe(201);

    await t.db.updateTable('idempotencyKeys').set({ lockedUntil: sql<Date>`now() - interval '1 second'` }).where('ownerId', '=', owner.ownerId).where('key', '=', busy).execute();
    const taken = await send(owner, '/v1/anecdotes', STORY, busy);
    expect(taken.statusCode).toBe(201);
    expect(taken.headers['idempotent-replayed']).toBeUndefined();
  });

  it('expired keys are purged, and an expired key runs the request again', async () => {
    const owner = await t.owner();
    const key = randomUUID();
    const first = await send(owner, '/v1/anecdotes', STORY, key);
    await t.db.updateTable('idempotencyKeys').set({ expiresAt: sql<Date>`now() - interval '1 second'` }).where('ownerId', '=', owner.ownerId).execute();
    const second = await send(owner, '/v1/anecdotes', STORY, key);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().id).not.toBe(first.json().id);

    await t.db.updateTable('idempotencyKeys').set({ expiresAt: sql<Date>`now() - interval '1 second'` }).where('ownerId', '=', owner.ownerId).execute();
    const pruned = await new Retention(t.db, t.config.retention, silentLog).prune();
    expect(pruned?.idempotencyKeys).toBeGreaterThanOrEqual(1);
    const left = await t.db.selectFrom('idempotencyKeys').select('key').where('ownerId', '=', owner.ownerId).execute();
    expect(left).toEqual([]);
  });
});

describe('Idempotency-Key across processes', () => {
  const servers: Proc[] = [];
  let dataDir: string;
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('the same POST racing on two API processes runs once: one answer, replayed by the other', { timeout: 180_000 }, async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-idem-'));
    const bases: string[] = [];
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const env = { PORT: String(port), DATABASE_URL: inject('databaseUrl'), DATA_DIR: dataDir, WORKERS: 'false', SPEECH_WARMUP: 'false', RATE_LIMIT_MAX: '100000' };
      servers.push(start('src/main.ts', [], env));
      bases.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(servers.map((s, i) => waitForHealth(bases[i]!, s)));

    const owner = await t.owner();
    const a = (await send(owner, '/v1/anecdotes', STORY)).json();
    const post = (base: string, key: string) =>
      fetch(`${base}/v1/post-generation`, {
        method: 'POST',
        headers: { ...owner.headers, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ anecdoteId: a.id }),
      }).then(async (res) => ({ status: res.status, replayed: res.headers.get('idempotent-replayed'), body: await res.json() }));

    const ROUNDS = 15;
    for (let i = 0; i < ROUNDS; i++) {
      const key = randomUUID();
      const [x, y] = await Promise.all([post(bases[0]!, key), post(bases[1]!, key)]);
      expect([x.status, y.status]).toEqual([201, 201]);
      expect(x.body).toEqual(y.body);
      expect([x.replayed, y.replayed].filter((r) => r === 'true')).toHaveLength(1);
    }
    const jobs = await t.db.selectFrom('jobs').select('id').where('ownerId', '=', owner.ownerId).where('kind', '=', POST_GENERATION_KIND).execute();
    expect(jobs).toHaveLength(ROUNDS);
  });
});
