import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { JWT_AUDIENCE, JWT_ISSUER, jwtConfig, signToken, type SignOptions } from '../support/jwt.js';
import { freePort, runToEnd, start, waitForHealth, type Proc } from '../support/process.js';
import { until } from '../support/wait.js';

const SECRET = 'token-identity-secret-long-enough-for-hs256';
const DATABASE_URL = inject('databaseUrl');
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp(jwtConfig(SECRET));
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const token = (claims: Record<string, unknown>, opts: Partial<SignOptions> = {}) => signToken(claims, { secret: SECRET, ...opts });
const bearer = (tok: string) => ({ authorization: `Bearer ${tok}` });
const json = { 'content-type': 'application/json' };

async function createAnecdote(headers: Record<string, string>, title: string): Promise<string> {
  const res = await fetch(`${base}/v1/anecdotes`, { method: 'POST', headers: { ...headers, ...json }, body: JSON.stringify({ title, content: 'x' }) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function anecdoteIds(headers: Record<string, string>): Promise<string[]> {
  const res = await fetch(`${base}/v1/anecdotes`, { headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { anecdotes: { id: string }[] }).anecdotes.map((a) => a.id);
}

describe('bearer tokens are bound to one issuer, one audience and a bounded lifetime (real server)', () => {
  it('refuses another audience or issuer, a lifetime or age past JWT_MAX_AGE_SECONDS, a future or missing iat: 401 unauthorized', async () => {
    const sub = `bounds-${randomUUID()}`;
    const now = Math.floor(Date.now() / 1000);
    const good = await token({ sub });
    expect((await fetch(`${base}/v1/anecdotes`, { headers: bearer(good) })).status).toBe(200);
    // an audience given as a list holding ours is ours
    expect((await fetch(`${base}/v1/anecdotes`, { headers: bearer(await token({ sub }, { aud: ['other-api', JWT_AUDIENCE] })) })).status).toBe(200);

    const refused = {
      'another audience': await token({ sub }, { aud: 'another-service' }),
      'no audience': await token({ sub }, { aud: null }),
      'another issuer': await token({ sub }, { iss: 'https://elsewhere.example' }),
      'no issuer': await token({ sub }, { iss: null }),
      'a hundred years of life': await token({ sub }, { exp: now + 100 * 365 * 86_400 }),
      'a lifetime just past a day': await token({ sub }, { iat: now, exp: now + 86_400 + 60 }),
      'issued two days ago, still unexpired': await token({ sub }, { iat: now - 2 * 86_400, exp: now + 600 }),
      'issued in the future': await token({ sub }, { iat: now + 3600, exp: now + 4000 }),
      'no iat': await token({ sub }, { iat: null }),
    };
    for (const [what, tok] of Object.entries(refused)) {
      for (const init of [{ headers: bearer(tok) }, { method: 'POST', headers: { ...bearer(tok), ...json }, body: JSON.stringify({ title: 'no', content: 'no' }) }]) {
        const res = await fetch(`${base}/v1/anecdotes`, init);
        expect(res.status, what).toBe(401);
        expect(((await res.json()) as { code: string }).code, what).toBe('unauthorized');
      }
    }
    // nothing the refused tokens sent was written: the pair's owner (made by the good token) has nothing
    expect(await anecdoteIds(bearer(good))).toEqual([]);
  });

  it("a token whose sub is an API-key owner's label or owner id is an owner of its own and sees none of that owner's data", async () => {
    const label = `bob-${randomUUID()}`;
    const bob = await t.owner();
    await t.db.updateTable('owners').set({ label }).where('id', '=', bob.ownerId).execute();
    const bobs = await createAnecdote(bob.headers, 'Bob only');
    for (const sub of [label, bob.ownerId]) {
      const as = bearer(await token({ sub }));
      expect(await anecdoteIds(as)).toEqual([]);
      expect((await fetch(`${base}/v1/anecdotes/${bobs}`, { headers: as })).status).toBe(404);
      const del = await fetch(`${base}/v1/anecdotes/${bobs}`, { method: 'DELETE', headers: as });
      expect(del.status).toBe(404);
      const mine = await createAnecdote(as, `Not Bob's (${sub})`);
      expect(await anecdoteIds(as)).toEqual([mine]);
      // and Bob does not see it: it went to the token's own owner
      expect((await fetch(`${base}/v1/anecdotes/${mine}`, { headers: bob.headers })).status).toBe(404);
      const identity = await t.db.selectFrom('tokenIdentities').selectAll().where('issuer', '=', JWT_ISSUER).where('subject', '=', sub).executeTakeFirstOrThrow();
      expect(identity.ownerId).not.toBe(bob.ownerId);
    }
    expect(await anecdoteIds(bob.headers)).toEqual([bobs]);
    const log = await t.db.selectFrom('tokenIdentityLog').selectAll().where('subject', 'in', [label, bob.ownerId]).execute();
    expect(log.map((e) => [e.action, e.actor])).toEqual([
      ['create', 'token'],
      ['create', 'token'],
    ]);
  });

  it('two first uses of one pair at once make one owner', async () => {
    const sub = `race-${randomUUID()}`;
    const tok = await token({ sub });
    const answers = await Promise.all(Array.from({ length: 8 }, () => fetch(`${base}/v1/anecdotes`, { headers: bearer(tok) })));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(await t.db.selectFrom('tokenIdentityLog').select('action').where('subject', '=', sub).execute()).toEqual([{ action: 'create' }]);
  });

  it('the token identity log is append-only', async () => {
    await fetch(`${base}/v1/anecdotes`, { headers: bearer(await token({ sub: `log-${randomUUID()}` })) });
    await expect(t.db.updateTable('tokenIdentityLog').set({ actor: 'someone else' }).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('tokenIdentityLog').execute()).rejects.toThrow(/append-only/);
    expect((await t.db.selectFrom('tokenIdentityLog').select('id').execute()).length).toBeGreaterThan(0);
  });
});

describe('owners link, unlink, list and log (the CLI, against a running API process)', () => {
  it('a linked identity acts for the owner at once; unlinked, it is an owner of its own again', { timeout: 120_000 }, async () => {
    const env = { DATABASE_URL, WORKERS: 'false', SPEECH_WARMUP: 'false', AUTH_CACHE_TTL_SECONDS: '3600', JWT_SECRET: SECRET, JWT_ISSUER, JWT_AUDIENCE };
    const port = await freePort();
    const server: Proc = start('src/main.ts', [], { ...env, PORT: String(port) });
    const api = `http://127.0.0.1:${port}`;
    const cli = async (...args: string[]) => runToEnd('src/cli.ts', args, { DATABASE_URL, JWT_ISSUER });
    try {
      await waitForHealth(api, server);
      const bob = await t.owner();
      const bobs = await createAnecdote(bob.headers, 'Bob via the CLI');
      const sub = `alice-${randomUUID()}`;
      const tok = bearer(await token({ sub }, { exp: '10m' }));
      const get = (id: string) => fetch(`${api}/v1/anecdotes/${id}`, { headers: tok });
      for (let i = 0; i < 2; i++) expect((await get(bobs)).status).toBe(404); // verified, then cached

      const unknownOwner = await cli('owners', 'link', '--issuer', JWT_ISSUER, '--subject', sub, '--owner', randomUUID());
      expect(unknownOwner.code, unknownOwner.output).toBe(1);
      const usage = await cli('owners', 'link', '--issuer', JWT_ISSUER, '--owner', bob.ownerId);
      expect(usage.code).toBe(2);
      expect(usage.output).toContain('--subject');

      // an owner made by tokens before 1.8.0 waiting for this sub: the operator's link settles it
      const waiting = await t.owner();
      await t.db.insertInto('tokenIdentityClaims').values({ subject: sub, ownerId: waiting.ownerId }).execute();
      const linked = await cli('owners', 'link', '--issuer', JWT_ISSUER, '--subject', sub, '--owner', bob.ownerId, '--json');
      expect(linked.code, linked.output).toBe(0);
      expect(linked.output).not.toContain('note:');
      expect(await t.db.selectFrom('tokenIdentityClaims').selectAll().where('subject', '=', sub).execute()).toEqual([]);
      const previous = (JSON.parse(linked.output) as { previousOwnerId: string }).previousOwnerId;
      expect(previous).toMatch(/^[0-9a-f-]{36}$/);
      await until(
        async () => (await get(bobs)).status,
        (s) => s === 200,
        15_000,
      ); // the cached answer is evicted
      const other = await t.owner();
      const others = await createAnecdote(other.headers, 'Not linked');
      expect((await get(others)).status).toBe(404);

      const elsewhere = await cli('owners', 'link', '--issuer', 'https://other-idp.example', '--subject', sub, '--owner', bob.ownerId);
      expect(elsewhere.code, elsewhere.output).toBe(0);
      expect(elsewhere.output).toContain(`note: JWT_ISSUER is ${JWT_ISSUER} here: tokens of https://other-idp.example are refused`);
      const list = await cli('owners', 'list', '--json');
      expect(list.code, list.output).toBe(0);
      const listed = (JSON.parse(list.output) as { identities: { issuer: string; subject: string; ownerId: string }[] }).identities;
      expect(listed).toContainEqual(expect.objectContaining({ issuer: JWT_ISSUER, subject: sub, ownerId: bob.ownerId }));

      const unlinked = await cli('owners', 'unlink', '--issuer', JWT_ISSUER, '--subject', sub);
      expect(unlinked.code, unlinked.output).toBe(0);
      await until(
        async () => (await get(bobs)).status,
        (s) => s === 404,
        15_000,
      );
      expect((await cli('owners', 'unlink', '--issuer', JWT_ISSUER, '--subject', `never-${randomUUID()}`)).code).toBe(1);

      const log = await cli('owners', 'log', '--json');
      expect(log.code, log.output).toBe(0);
      type Entry = { action: string; issuer: string; subject: string; ownerId: string | null; previousOwnerId: string | null; actor: string };
      const entries = (JSON.parse(log.output) as Entry[]).filter((e) => e.subject === sub);
      expect(entries.filter((e) => e.issuer !== JWT_ISSUER).map((e) => [e.action, e.issuer, e.ownerId])).toEqual([['link', 'https://other-idp.example', bob.ownerId]]);
      const mine = entries.filter((e) => e.issuer === JWT_ISSUER);
      expect(mine.map((e) => e.action)).toEqual(['create', 'link', 'unlink', 'create']);
      expect(mine[1]).toMatchObject({ ownerId: bob.ownerId, previousOwnerId: previous });
      expect(mine[1]!.actor).toMatch(/^cli/);
      expect(mine[2]).toMatchObject({ ownerId: null, previousOwnerId: bob.ownerId });
      expect(mine[3]!.ownerId).not.toBe(bob.ownerId);
      expect(mine[3]!.ownerId).not.toBe(previous);
      const text = await cli('owners', 'log');
      expect(text.output).toContain(`link  ${JWT_ISSUER}  ${sub}  owner=${bob.ownerId}`);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
