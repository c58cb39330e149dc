import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { CredentialCache } from '../../auth/cache.js';
import { verifyKey } from '../../auth/keys.js';
import type { Db } from '../../db/database.js';
import { errors } from '../../http/errors.js';

/**
 * Credentials of the MCP endpoint, built on the API's principal resolution (src/http/auth.ts,
 * src/auth/*), which stays as it is: `x-api-key` and bearer JWTs are resolved there for every
 * request. MCP clients send a static credential as `Authorization: Bearer`, so here a bearer
 * token that is an API key (which the JWT verifier refused) is verified as the key it is.
 * Scopes are not checked per HTTP method here (every MCP message is a POST): `tools/list` shows a
 * credential the tools its scopes allow, and a tool call checks them (src/areas/mcp/handlers.ts).
 */

/** The operation that answers `/mcp` (its route gets these hooks instead of enforceAuth). */
export const MCP_OPERATION = 'postMcpMessage';

const REALM = 'content-workflow-api';
/** what API keys look like (src/auth/keys.ts makes `cw_<lookup>_<secret>`); anything else is a JWT or nothing */
const API_KEY_PREFIX = 'cw_';

function bearerToken(req: FastifyRequest): string | undefined {
  const auth = req.headers.authorization;
  if (typeof auth !== 'string' || !/^bearer\s+/i.test(auth)) return undefined;
  return auth.replace(/^bearer\s+/i, '').trim();
}

/**
 * Before the rate limiter (so that the request is counted against its owner): a bearer token
 * that is an API key, sent without `x-api-key`, is verified as a key.
 */
export function bearerApiKey(db: Db, cache?: CredentialCache): onRequestHookHandler {
  return async (req) => {
    if (req.principal || req.credentialError) return;
    const key = req.headers['x-api-key'];
    if (typeof key === 'string' && key.length > 0) return;
    const token = bearerToken(req);
    if (!token?.startsWith(API_KEY_PREFIX) || token.length > 200) return;
    try {
      req.principal = await verifyKey(db, token, cache);
      req.credentialRejected = !req.principal;
    } catch (err) {
      req.credentialError = err;
    }
  };
}

/**
 * After the rate limiter: a missing or invalid credential answers 401 with a `WWW-Authenticate`
 * challenge (RFC 6750); one that could not be checked (the database did not answer) 503; a
 * credential with no scope at all, which no tool would serve, 403.
 */
export const requireMcpCredential: onRequestHookHandler = (req, _reply, done) => {
  if (req.credentialError) throw req.credentialError;
  if (!req.principal) {
    if (req.credentialRejected) throw errors.unauthorized('Invalid credentials', `Bearer realm="${REALM}", error="invalid_token"`);
    throw errors.unauthorized('Missing credentials: send Authorization: Bearer <API key or token>, or x-api-key', `Bearer realm="${REALM}"`);
  }
  if (req.principal.scopes.size === 0) throw errors.forbidden('This credential has neither the read nor the write scope: no tool is open to it');
  done();
};

/** The headers that carry the request's credential on to the operations a tool calls. */
export function forwardedCredential(req: FastifyRequest): Record<string, string> {
  const key = req.headers['x-api-key'];
  if (typeof key === 'string' && key.length > 0) return { 'x-api-key': key };
  const token = bearerToken(req) ?? '';
  return req.principal?.via === 'api_key' ? { 'x-api-key': token } : { authorization: `Bearer ${token}` };
}
