import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTokenIdentity } from '../../src/auth/identities.js';
import { revokeKey } from '../../src/auth/keys.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { expectError, OTHER_ID } from '../support/http.js';
import { JWT_AUDIENCE, JWT_ISSUER, jwtConfig, signToken } from '../support/jwt.js';

const SECRET = 'test-secret-that-is-long-enough-for-hs256';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(jwtConfig(SECRET));
});
afterAll(() => t.close());

const sign = (claims: Record<string, unknown>, opts: { secret?: string; exp?: string | number } = {}) => signToken(claims, { secret: opts.secret ?? SECRET, exp: opts.exp });

/** A token subject tied to the owner by the operator (`cli owners link`). */
async function linkedSubject(ownerId: string): Promise<string> {
  const sub = `linked-${ownerId}`;
  await linkTokenIdentity(t.db, JWT_ISSUER, sub, ownerId, 'test');
  return sub;
}

describe('API keys', () => {
  it('answers 401 unauthorized without a key, with a malformed key and with an unknown key', async () => {
    for (const headers of [{}, { 'x-api-key': 'nope' }, { 'x-api-key': `cw_${'0'.repeat(24)}_${'A'.repeat(43)}` }, { 'x-api-key': 'x'.repeat(5000) }]) {
      expectError(await t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers }), 401, 'unauthorized');
    }
  });

  it('refuses a key whose secret is wrong even when its public part matches', async () => {
    const o = await t.owner();
    const tampered = o.apiKey.slice(0, -1) + (o.apiKey.endsWith('A') ? 'B' : 'A');
    expectError(await t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: { 'x-api-key': tampered } }), 401, 'unauthorized');
    expect((await t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: o.headers })).statusCode).toBe(200);
  });

  it('stores only a hash of the key', async () => {
    const o = await t.owner();
    const row = await t.db.selectFrom('apiKeys').selectAll().where('id', '=', o.keyId).executeTakeFirstOrThrow();
    const secret = o.apiKey.split('_').slice(2).join('_');
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.secretHash.toString('utf8')).not.toContain(secret);
  });

  it('decides 401 before validating parameters or the body', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/v1/anecdotes/not-a-uuid' }), 401, 'unauthorized');
    expectError(await t.app.inject({ method: 'GET', url: '/v1/anecdotes?limit=5000' }), 401, 'unauthorized');
    expectError(await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: { 'content-type': 'application/json' }, payload: '{not json' }), 401, 'unauthorized');
  });

  it('a revoked key stops working', async () => {
    const o = await t.owner();
    expect((await t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: o.headers })).statusCode).toBe(200);
    expect(await revokeKey(t.db, o.keyId)).toBe(true);
    expectError(await t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: o.headers }), 401, 'unauthorized');
  });

  it('a read-only key reads but gets 403 forbidden on every other method', async () => {
    const o = await t.owner(['read']);
    expect((await t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: o.headers })).statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: o.headers, payload: { title: 'a', content: 'b' } }), 403, 'forbidden');
    expectError(await t.app.inject({ method: 'PATCH', url: `/v1/anecdotes/${OTHER_ID}`, headers: o.headers, payload: { title: 'a' } }), 403, 'forbidden');
    expectError(await t.app.inject({ method: 'DELETE', url: `/v1/anecdotes/${OTHER_ID}`, headers: o.headers }), 403, 'forbidden');
    expectError(await t.app.inject({ method: 'POST', url: `/v1/anecdotes/${OTHER_ID}/favorite`, headers: o.headers }), 403, 'forbidden');
  });

  it('a write-only key writes but gets 403 forbidden on reads', async () => {
    const o = await t.owner(['write']);
    const created = await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: o.headers, payload: { title: 'a', content: 'b' } });
    expect(created.statusCode).toBe(201);
    const read = expectError(await t.app.inject({ method: 'GET', url: `/v1/anecdotes/${created.json().id}`, headers: o.headers }), 403, 'forbidden');
    expect(read.message).toMatch(/read scope/);
    expectError(await t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: o.headers }), 403, 'forbidden');
    expect((await t.app.inject({ method: 'HEAD', url: '/v1/anecdotes', headers: o.headers })).statusCode).toBe(403);
  });
});

describe('bearer JWT', () => {
  it('accepts a valid HS256 token; the owner is its (issuer, sub) identity, made on first use', async () => {
    const token = await sign({ sub: `jwt-user-${Date.now()}` });
    const headers = { authorization: `Bearer ${token}` };
    const created = await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers, payload: { title: 'Via JWT', content: 'Hello' } });
    expect(created.statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers });
    expect(list.json().anecdotes.map((a: { id: string }) => a.id)).toEqual([created.json().id]);
    // the same sub is the same owner on the next token
    const again = await t.app.inject({ method: 'GET', url: `/v1/anecdotes/${created.json().id}`, headers });
    expect(again.statusCode).toBe(200);
  });

  it('an identity linked to an owner acts for that owner; a read scope claim is read-only', async () => {
    const o = await t.owner();
    const a = (await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: o.headers, payload: { title: 'Mine', content: 'x' } })).json();
    const sub = await linkedSubject(o.ownerId);
    const token = await sign({ sub, scope: 'read' });
    const got = await t.app.inject({ method: 'GET', url: `/v1/anecdotes/${a.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(got.statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'DELETE', url: `/v1/anecdotes/${a.id}`, headers: { authorization: `Bearer ${token}` } }), 403, 'forbidden');
    const writeOnly = await sign({ sub, scope: 'write' });
    expectError(await t.app.inject({ method: 'GET', url: `/v1/anecdotes/${a.id}`, headers: { authorization: `Bearer ${writeOnly}` } }), 403, 'forbidden');
  });

  it('a scope claim may be a space-separated string or an array of strings; any other shape is refused (401)', async () => {
    const o = await t.owner();
    const a = (await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: o.headers, payload: { title: 'Scoped', content: 'x' } })).json();
    const sub = await linkedSubject(o.ownerId);
    const as = async (scope: unknown) => ({ authorization: `Bearer ${await sign({ sub, scope })}` });
    const readArray = await as(['read']);
    expect((await t.app.inject({ method: 'GET', url: `/v1/anecdotes/${a.id}`, headers: readArray })).statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'DELETE', url: `/v1/anecdotes/${a.id}`, headers: readArray }), 403, 'forbidden');
    const both = await as(['read', 'write']);
    const patched = await t.app.inject({ method: 'PATCH', url: `/v1/anecdotes/${a.id}`, headers: both, payload: { title: 'Scoped again' } });
    expect(patched.statusCode).toBe(200);
    const spaced = await as('read write');
    expect((await t.app.inject({ method: 'PATCH', url: `/v1/anecdotes/${a.id}`, headers: spaced, payload: { title: 'Third' } })).statusCode).toBe(200);
    // another owner's id stays a 404 for a token with both scopes
    const other = await t.owner();
    const theirs = (await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: other.headers, payload: { title: 'Theirs', content: 'x' } })).json();
    expectError(await t.app.inject({ method: 'GET', url: `/v1/anecdotes/${theirs.id}`, headers: both }), 404, 'not_found');
    for (const bad of [7, { read: true }, ['read', 1], [['read']], null, true]) {
      for (const method of ['GET', 'DELETE'] as const) {
        expectError(await t.app.inject({ method, url: `/v1/anecdotes/${a.id}`, headers: await as(bad) }), 401, 'unauthorized');
      }
    }
    expect((await t.app.inject({ method: 'GET', url: `/v1/anecdotes/${a.id}`, headers: o.headers })).statusCode).toBe(200);
  });

  it('refuses expired, wrongly signed, unsigned and malformed tokens with 401', async () => {
    const expired = await sign({ sub: 'someone' }, { exp: Math.floor(Date.now() / 1000) - 60 });
    const wrong = await sign({ sub: 'someone' }, { secret: 'another-secret-another-secret-another' });
    const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: 'someone', exp: Math.floor(Date.now() / 1000) + 600 })}.`;
    for (const token of [expired, wrong, unsigned, 'abc.def.ghi', '']) {
      expectError(await t.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: { authorization: `Bearer ${token}` } }), 401, 'unauthorized');
    }
  });

  it('without JWT_SECRET or JWT_JWKS_URL every bearer token is refused', async () => {
    const plain = await createTestApp();
    try {
      const token = await sign({ sub: 'someone' });
      expectError(await plain.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: { authorization: `Bearer ${token}` } }), 401, 'unauthorized');
    } finally {
      await plain.close();
    }
  });
});

describe('bearer JWT verified against a JWKS endpoint', () => {
  it('accepts a token signed by a key of the set and refuses one signed by another key', async () => {
    const { generateKeyPair, exportJWK } = await import('jose');
    const http = await import('node:http');
    const good = await generateKeyPair('RS256');
    const rogue = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(good.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    const server = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    const withJwks = await createTestApp({ jwtJwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`, jwtIssuer: JWT_ISSUER, jwtAudience: JWT_AUDIENCE });
    try {
      const token = (key: Parameters<SignJWT['sign']>[0]) => new SignJWT({ sub: `jwks-user-${Date.now()}` }).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(JWT_ISSUER).setAudience(JWT_AUDIENCE).setIssuedAt().setExpirationTime('5m').sign(key);
      const ok = await withJwks.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: { authorization: `Bearer ${await token(good.privateKey)}` } });
      expect(ok.statusCode).toBe(200);
      const bad = await withJwks.app.inject({ method: 'GET', url: '/v1/anecdotes', headers: { authorization: `Bearer ${await token(rogue.privateKey)}` } });
      expectError(bad, 401, 'unauthorized');
    } finally {
      await withJwks.close();
      server.close();
    }
  });
});
