import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { JwtVerifier } from '../auth/jwt.js';
import type { CredentialCache } from '../auth/cache.js';
import { verifyKey, type Principal } from '../auth/keys.js';
import type { Db } from '../db/database.js';
import { errors } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
    /** set when a credential was sent but did not verify */
    credentialRejected?: boolean;
    /** set when the credential could not be checked at all (the database did not answer) */
    credentialError?: unknown;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

/**
 * Step 1, on every request before anything else: find out who is calling. Nothing is refused
 * here, so that the rate limiter (keyed by owner) runs and its headers are on the 401 too.
 */
export function registerIdentity(app: FastifyInstance, db: Db, verifyJwt: JwtVerifier, cache?: CredentialCache) {
  app.decorateRequest('principal', undefined);
  app.decorateRequest('credentialRejected', false);
  app.decorateRequest('credentialError', undefined);
  app.addHook('onRequest', async (req) => {
    const key = req.headers['x-api-key'];
    const auth = req.headers.authorization;
    try {
      if (typeof key === 'string' && key.length > 0) {
        req.principal = key.length <= 200 ? await verifyKey(db, key, cache) : undefined;
      } else if (typeof auth === 'string' && /^bearer\s+/i.test(auth)) {
        const token = auth.replace(/^bearer\s+/i, '').trim();
        req.principal = token.length <= 8192 ? await verifyJwt(token) : undefined;
      } else {
        return;
      }
    } catch (err) {
      // the key lookup failed (database down): answered by enforceAuth, after the rate limiter
      req.credentialError = err;
      return;
    }
    if (!req.principal) req.credentialRejected = true;
  });
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Step 2, a route-level onRequest hook on the operations that require credentials, run after
 * the rate limiter and before any body parsing or validation: refuse missing or bad credentials
 * (401), writes by keys without the write scope and reads by keys without the read scope (403).
 * Callback-style; Fastify answers a throw from a hook as it would done(err).
 */
export const enforceAuth: onRequestHookHandler = (req, _reply, done) => {
  if (req.credentialError) throw req.credentialError;
  if (!req.principal) {
    throw errors.unauthorized(req.credentialRejected ? 'Invalid credentials' : 'Missing credentials: send an x-api-key header or a bearer token');
  }
  if (READ_METHODS.has(req.method)) {
    if (!req.principal.scopes.has('read')) throw errors.forbidden('This key is write-only: the read scope is needed for this operation');
  } else if (!req.principal.scopes.has('write')) {
    throw errors.forbidden('This key is read-only: the write scope is needed for this operation');
  }
  done();
};

/** The owner of an authenticated request (handlers only run after enforceAuth). */
export function ownerOf(req: FastifyRequest): string {
  if (!req.principal) throw errors.unauthorized();
  return req.principal.ownerId;
}
