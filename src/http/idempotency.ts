import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { ownerOf } from './auth.js';
import { errors } from './errors.js';
import { preferredWait } from './prefer-wait.js';
import { canonicalJson } from './serialize.js';

/** How long a key's stored answer is replayed. */
const IDEMPOTENCY_TTL_HOURS = 24;
/** Answers larger than this are not stored (the key is released; a retry runs again). */
const IDEMPOTENCY_MAX_STORED_BYTES = 1024 * 1024;
/** How long a second request with a key in flight waits for the first one's answer (at least). */
const IDEMPOTENCY_IN_FLIGHT_WAIT_MS = 10_000;
/** A key held longer than this by a request that never answered (its process died) is free again. */
const LOCK_SECONDS = 300;
/** Response headers that are part of the answer (the rate-limit and request-id headers are not). */
const STORED_HEADERS = ['content-type', 'location', 'preference-applied'];

interface Claim {
  ownerId: string;
  key: string;
  token: string;
  settled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: Claim;
  }
}

type KeyRow = { fingerprint: string; requestPath: string; token: string; responseStatus: number | null; responseHeaders: Record<string, string> | null; responseBody: Buffer | null };

function keyStore(db: Db) {
  return {
    /**
     * Takes the key for this request: inserted when new, or taken over when the stored one has
     * expired or its holder died mid-request with the same request. Answers the token when taken.
     */
    async claim(ownerId: string, key: string, fingerprint: string, requestPath: string): Promise<string | undefined> {
      const token = randomUUID();
      const row = await db
        .insertInto('idempotencyKeys')
        .values({
          ownerId,
          key,
          fingerprint,
          requestPath,
          token,
          lockedUntil: sql<string>`now() + make_interval(secs => ${LOCK_SECONDS})`,
          expiresAt: sql<string>`now() + make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`,
        })
        .onConflict((oc) =>
          oc
            .columns(['ownerId', 'key'])
            .doUpdateSet({
              fingerprint,
              requestPath,
              token,
              lockedUntil: (eb) => eb.ref('excluded.lockedUntil'),
              expiresAt: (eb) => eb.ref('excluded.expiresAt'),
              createdAt: sql<string>`now()`,
              responseStatus: null,
              responseHeaders: null,
              responseBody: null,
            })
            .where((eb) =>
              eb.or([eb('idempotencyKeys.expiresAt', '<', sql<string>`now()`), eb.and([eb('idempotencyKeys.responseStatus', 'is', null), eb('idempotencyKeys.lockedUntil', '<', sql<string>`now()`), eb('idempotencyKeys.fingerprint', '=', fingerprint)])]),
            ),
        )
        .returning('token')
        .executeTakeFirst();
      return row?.token === token ? token : undefined;
    },

    async get(ownerId: string, key: string): Promise<KeyRow | undefined> {
      return db
        .selectFrom('idempotencyKeys')
        .select(['fingerprint', 'requestPath', 'token', 'responseStatus', 'responseHeaders', 'responseBody'])
        .where('ownerId', '=', ownerId)
        .where('key', '=', key)
        .where('expiresAt', '>', sql<string>`now()`)
        .executeTakeFirst();
    },

    async save(claim: Claim, status: number, headers: Record<string, string>, body: Buffer): Promise<void> {
      await db
        .updateTable('idempotencyKeys')
        .set({ responseStatus: status, responseHeaders: JSON.stringify(headers), responseBody: body })
        .where('ownerId', '=', claim.ownerId)
        .where('key', '=', claim.key)
        .where('token', '=', claim.token)
        .execute();
    },

    /** Frees the key (no answer stored): the next request with it runs the operation. */
    async release(claim: Claim): Promise<void> {
      await db.deleteFrom('idempotencyKeys').where('ownerId', '=', claim.ownerId).where('key', '=', claim.key).where('token', '=', claim.token).where('responseStatus', 'is', null).execute();
    },
  };
}

/** Sends a stored answer again, flagged; an error body's requestId becomes this request's. */
function replay(req: FastifyRequest, reply: FastifyReply, row: KeyRow): FastifyReply {
  let body: Buffer | string = row.responseBody ?? Buffer.alloc(0);
  const type = row.responseHeaders?.['content-type'] ?? '';
  if (type.startsWith('application/json') && (row.responseStatus ?? 0) >= 400) {
    const parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    if (typeof parsed.requestId === 'string') body = JSON.stringify({ ...parsed, requestId: req.id });
  }
  reply.code(row.responseStatus!);
  for (const [name, value] of Object.entries(row.responseHeaders ?? {})) reply.header(name, value);
  reply.header('idempotent-replayed', 'true');
  return reply.send(body);
}

/**
 * `Idempotency-Key` on POST operations, per owner: a row per (owner, key) is inserted before the
 * operation runs, so that of requests with one key only one does the work, whichever API
 * process they reach; the others replay its stored answer (waiting for it while it is in flight,
 * then 409), and the same key with another path or body is a 422. Only 2xx and 4xx answers are
 * stored; a 5xx frees the key. Requests refused before the handler (401, 429, 400 on
 * validation) never take a key. Expired keys are pruned by the retention sweep of a worker process
 * (src/jobs/retention.ts); until then an expired key is simply not honoured.
 */
export function registerIdempotency(_app: FastifyInstance, db: Db): { preHandler: preHandlerAsyncHookHandler; onSend: onSendAsyncHookHandler } {
  const store = keyStore(db);

  const preHandler: preHandlerAsyncHookHandler = async (req, reply) => {
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string') return;
    const ownerId = ownerOf(req);
    const path = req.url;
    const fingerprint = createHash('sha256')
      .update(`${req.method} ${path}\n${canonicalJson(req.body)}`)
      .digest('hex');
    const deadline = Date.now() + Math.max(IDEMPOTENCY_IN_FLIGHT_WAIT_MS, (preferredWait(req.headers.prefer) ?? 0) * 1000);
    for (;;) {
      const token = await store.claim(ownerId, key, fingerprint, path);
      if (token) {
        req.idempotency = { ownerId, key, token, settled: false };
        return;
      }
      const row = await store.get(ownerId, key);
      if (!row && Date.now() < deadline) continue; // released or expired meanwhile: claim it again
      if (!row) throw errors.conflict('A request with this Idempotency-Key is still in progress; retry it once that one has answered', { idempotencyKey: key });
      if (row.fingerprint !== fingerprint) {
        const what = row.requestPath !== path ? `another request (POST ${row.requestPath})` : 'another request body';
        throw errors.idempotencyKeyMismatch(`This Idempotency-Key was used with ${what}; use a new key for a new request`);
      }
      if (row.responseStatus !== null) return replay(req, reply, row);
      if (Date.now() >= deadline) {
        throw errors.conflict('A request with this Idempotency-Key is still in progress; retry it once that one has answered', { idempotencyKey: key });
      }
      await sleep(100);
    }
  };

  const onSend: onSendAsyncHookHandler = async (req, reply, payload) => {
    const claim = req.idempotency;
    if (!claim || claim.settled) return payload;
    claim.settled = true;
    const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : undefined;
    try {
      if (reply.statusCode >= 500 || !body || body.length > IDEMPOTENCY_MAX_STORED_BYTES) {
        await store.release(claim);
      } else {
        const headers: Record<string, string> = {};
        for (const name of STORED_HEADERS) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        await store.save(claim, reply.statusCode, headers, body);
      }
    } catch (err) {
      // the answer still goes out; the key stays held until its lock expires
      req.log.error({ err }, 'storing the idempotent answer failed');
    }
    return payload;
  };

  return { preHandler, onSend };
}
