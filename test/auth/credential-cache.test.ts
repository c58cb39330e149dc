import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { CredentialCache } from '../../src/auth/cache.js';
import { CLOCK_TOLERANCE_SECONDS, createJwtVerifier } from '../../src/auth/jwt.js';
import { linkTokenIdentity, unlinkTokenIdentity } from '../../src/auth/identities.js';
import { createKey, verifyKey } from '../../src/auth/keys.js';
import { listenForRevocations } from '../../src/auth/revocations.js';
import { createDb, createPool, type Db } from '../../src/db/database.js';
import type pg from 'pg';
import { freePort, runToEnd, start, waitForHealth, type Proc } from '../support/process.js';
import { JWT_AUDIENCE, JWT_ISSUER, signToken } from '../support/jwt.js';

const DATABASE_URL = inject('databaseUrl');
const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

let pool: pg.Pool;
let db: Db;
beforeAll(() => {
  pool = createPool(DATABASE_URL, 3);
  db = createDb(pool);
});
afterAll(() => db.destroy());

/** Polls `check` until it returns true; false when `ms` ran out first. */
async function eventually(check: () => Promise<boolean> | boolean, ms = 15_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/** Revokes a key without firing the notification trigger (this session only), as if the notification were lost. */
async function revokeSilently(keyId: string) {
  const client = await pool.connect();
  try {
    await client.query("SET session_replication_role = 'replica'");
    await client.query('UPDATE api_keys SET revoked_at = now() WHERE id = $1', [keyId]);
  } finally {
    await client.query("SET session_replication_role = 'origin'").catch(() => undefined);
    client.release();
  }
}

/** A TCP proxy to Postgres that can cut every connection and stop accepting, then accept again. */
async function pgProxy() {
  const target = new URL(DATABASE_URL);
  const sockets = new Set<net.Socket>();
  const port = await freePort();
  let server: net.Server | undefined;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await open();
  const url = new URL(DATABASE_URL);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    /** the outage: refuse new connections and cut the open ones */
    async cut() {
      await new Promise<void>((resolve) => {
        server!.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
    restore: open,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
  };
}

describe('credential cache in one process', () => {
  it('trusts a verified key for the TTL without the database, and no longer once the TTL has passed', async () => {
    let now = 1_000_000;
    const cache = new CredentialCache(30_000, () => now);
    const key = await createKey(db, `cache-${randomUUID()}`, ['read']);
    const first = await verifyKey(db, key.apiKey, cache);
    expect(first?.ownerId).toBe(key.ownerId);
    // a wrong secret with the same public part is refused from the cache too
    const wrong = key.apiKey.slice(0, -4) + (key.apiKey.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(await verifyKey(db, wrong, cache)).toBeUndefined();

    await revokeSilently(key.keyId); // the notification is lost: only the TTL bounds the cached answer
    expect((await verifyKey(db, key.apiKey, cache))?.ownerId).toBe(key.ownerId);
    now += 30_000;
    expect(await verifyKey(db, key.apiKey, cache)).toBeUndefined();
    expect(await verifyKey(db, key.apiKey)).toBeUndefined();
  });

  it('caches a verified bearer token no longer than its own exp, and drops it with its owner', async () => {
    const secret = 'a-secret-long-enough-for-hs256-signatures';
    const cache = new CredentialCache(3_600_000);
    const verify = createJwtVerifier(db, { secret, cache, issuer: JWT_ISSUER, audience: JWT_AUDIENCE });
    const label = `jwt-${randomUUID()}`;
    const exp = Math.floor(Date.now() / 1000) + 2;
    const token = await signToken({ sub: label }, { secret, exp });
    const first = await verify(token);
    expect(first?.via).toBe('jwt');
    expect(cache.size).toBe(1);
    expect(await verify(token)).toBe(first); // the cached principal itself
    cache.evictOwner(first!.ownerId);
    expect(cache.size).toBe(0);
    expect((await verify(token))?.ownerId).toBe(first!.ownerId);
    await new Promise((r) => setTimeout(r, Math.max(0, exp * 1000 - Date.now()) + 100));
    // past exp the cached entry is gone: within the clock tolerance jose verifies it afresh (another principal object)
    const again = await verify(token);
    expect(again?.ownerId).toBe(first!.ownerId);
    expect(again).not.toBe(first);
    expect(await verify(`${token}x`)).toBeUndefined();
    // past exp by more than the tolerance, neither the cache nor jose accepts it
    const now = Math.floor(Date.now() / 1000);
    const stale = await signToken({ sub: label }, { secret, iat: now - 120, exp: now - CLOCK_TOLERANCE_SECONDS - 5 });
    expect(await verify(stale)).toBeUndefined();
  });

  it('AUTH_CACHE_TTL_SECONDS=0 caches nothing', async () => {
    const cache = new CredentialCache(0);
    const key = await createKey(db, `cache-${randomUUID()}`, ['read']);
    expect(await verifyKey(db, key.apiKey, cache)).toBeDefined();
    expect(cache.size).toBe(0);
    await revokeSilently(key.keyId);
    expect(await verifyKey(db, key.apiKey, cache)).toBeUndefined();
  });

  it('a token identity linked to another owner, or unlinked, ends its cached verifications at once', async () => {
    const now = 1_000_000; // the clock stands still: only an eviction can end a cached answer
    const cache = new CredentialCache(3_600_000, () => now);
    const listener = listenForRevocations(DATABASE_URL, cache, log);
    try {
      await listener.ready;
      const secret = 'a-secret-long-enough-for-hs256-signatures';
      const verify = createJwtVerifier(db, { secret, cache, issuer: JWT_ISSUER, audience: JWT_AUDIENCE });
      const sub = `cached-${randomUUID()}`;
      const token = await signToken({ sub }, { secret, exp: '10m' });
      const first = await verify(token);
      expect(await verify(token)).toBe(first);
      const bob = await createKey(db, `bob-${randomUUID()}`, ['read']);
      expect(first!.ownerId).not.toBe(bob.ownerId);
      await linkTokenIdentity(db, JWT_ISSUER, sub, bob.ownerId, 'test');
      expect(await eventually(async () => (await verify(token))?.ownerId === bob.ownerId)).toBe(true);
      expect(await unlinkTokenIdentity(db, JWT_ISSUER, sub, 'test')).toBe(true);
      // untied: the next verification makes the pair an owner of its own, neither bob nor the first
      expect(await eventually(async () => ![bob.ownerId, first!.ownerId].includes((await verify(token))!.ownerId))).toBe(true);
    } finally {
      await listener.close();
    }
  });

  it('the revocation listener evicts at once, and listens again after a database outage', { timeout: 60_000 }, async () => {
    const proxy = await pgProxy();
    const now = 1_000_000; // the clock stands still: only an eviction can end a cached answer
    const cache = new CredentialCache(3_600_000, () => now);
    const listener = listenForRevocations(proxy.url, cache, log);
    try {
      await listener.ready;
      expect(listener.listening).toBe(true);
      const a = await createKey(db, `cache-${randomUUID()}`, ['read', 'write']);
      expect(await verifyKey(db, a.apiKey, cache)).toBeDefined();
      expect(cache.size).toBe(1);
      await db.updateTable('apiKeys').set({ revokedAt: new Date() }).where('id', '=', a.keyId).execute();
      expect(await eventually(async () => (await verifyKey(db, a.apiKey, cache)) === undefined)).toBe(true);

      // the outage: the listening connection is cut and cannot come back for a while
      const b = await createKey(db, `cache-${randomUUID()}`, ['read']);
      expect(await verifyKey(db, b.apiKey, cache)).toBeDefined();
      await proxy.cut();
      expect(await eventually(() => !listener.listening)).toBe(true);
      expect(cache.size).toBe(0); // what was cached may have been revoked unheard
      await new Promise((r) => setTimeout(r, 1000));
      await proxy.restore();
      expect(await eventually(() => listener.listening, 30_000)).toBe(true);

      // listening again: a revocation evicts at once
      expect(await verifyKey(db, b.apiKey, cache)).toBeDefined();
      expect(cache.size).toBe(1);
      await db.updateTable('apiKeys').set({ revokedAt: new Date() }).where('id', '=', b.keyId).execute();
      expect(await eventually(() => cache.size === 0)).toBe(true);
      expect(await verifyKey(db, b.apiKey, cache)).toBeUndefined();
    } finally {
      await listener.close();
      await proxy.close();
    }
  });
});

describe('credential cache across processes', () => {
  it('a key revoked with the CLI stops working at once in two running API processes', { timeout: 120_000 }, async () => {
    // an hour of TTL: within this test, only the revocation notification can end the cached answers
    const env = { DATABASE_URL, WORKERS: 'false', SPEECH_WARMUP: 'false', AUTH_CACHE_TTL_SECONDS: '3600' };
    const servers: { proc: Proc; base: string }[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const port = await freePort();
        servers.push({ proc: start('src/main.ts', [], { ...env, PORT: String(port) }), base: `http://127.0.0.1:${port}` });
      }
      for (const s of servers) await waitForHealth(s.base, s.proc);
      const create = async (label: string) => JSON.parse((await runToEnd('src/cli.ts', ['keys', 'create', '--owner', label, '--json'], { DATABASE_URL })).output);
      const [alice, bob] = [await create(`two-${randomUUID()}`), await create(`two-${randomUUID()}`)];
      const get = (base: string, key: string, path = '/v1/anecdotes') => fetch(`${base}${path}`, { headers: { 'x-api-key': key } });

      const created = await fetch(`${servers[0]!.base}/v1/anecdotes`, {
        method: 'POST',
        headers: { 'x-api-key': bob.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Bob only', content: 'Not for Alice.' }),
      });
      expect(created.status).toBe(201);
      const bobsId = ((await created.json()) as { id: string }).id;
      for (const s of servers) {
        for (let i = 0; i < 3; i++) expect((await get(s.base, alice.apiKey)).status).toBe(200); // verified, then cached
        expect((await get(s.base, alice.apiKey, `/v1/anecdotes/${bobsId}`)).status).toBe(404); // another owner's id
      }

      const revoked = await runToEnd('src/cli.ts', ['keys', 'revoke', alice.keyId], { DATABASE_URL });
      expect(revoked.code, revoked.output).toBe(0);
      for (const s of servers) {
        expect(await eventually(async () => (await get(s.base, alice.apiKey)).status === 401)).toBe(true);
        expect((await get(s.base, bob.apiKey)).status).toBe(200); // the other key is untouched
      }
    } finally {
      for (const s of servers) s.proc.child.kill('SIGTERM');
      await Promise.all(servers.map((s) => s.proc.exited));
    }
  });
});
