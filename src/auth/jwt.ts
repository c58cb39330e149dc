import type { JWTVerifyGetKey } from 'jose';
import { hash } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { CredentialCache } from './cache.js';
import { jose } from '../on-demand.js';
import { ensureOwner, SCOPES, type Principal, type Scope } from './keys.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type JwtVerifier = (token: string) => Promise<Principal | undefined>;

/**
 * Bearer tokens are verified with JWT_SECRET (HS256) or the key set at JWT_JWKS_URL.
 * The owner is the token's `sub`: an owner id, or an owner label (created on first use).
 * Scopes come from the `scope` claim when present, else read and write.
 * Without either setting every bearer token is refused.
 */
export function createJwtVerifier(db: Db, opts: { secret?: string; jwksUrl?: string; cache?: CredentialCache }): JwtVerifier {
  let key: Uint8Array | JWTVerifyGetKey | undefined;
  let algorithms: string[] | undefined;
  if (opts.secret) {
    key = new TextEncoder().encode(opts.secret);
    algorithms = ['HS256'];
  } else if (opts.jwksUrl) {
    key = jose().createRemoteJWKSet(new URL(opts.jwksUrl));
    algorithms = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'];
  }
  const { cache } = opts;
  return async (token) => {
    if (!key) return undefined;
    const tokenHash = cache?.enabled ? hash('sha256', token, 'base64url') : '';
    const cached = cache?.getToken(tokenHash);
    if (cached) return cached;
    const epoch = cache?.epoch ?? 0;
    let payload;
    try {
      ({ payload } = await jose().jwtVerify(token, key as Uint8Array, { algorithms, requiredClaims: ['sub', 'exp'] }));
    } catch {
      return undefined;
    }
    const sub = payload.sub!;
    if (sub.length === 0 || sub.length > 200) return undefined;
    const claimed = scopeClaim(payload.scope);
    if (!claimed) return undefined;
    let ownerId: string | undefined;
    if (UUID.test(sub)) {
      ownerId = (await db.selectFrom('owners').select('id').where('id', '=', sub).executeTakeFirst())?.id;
    }
    ownerId ??= await ensureOwner(db, sub);
    const scopes = new Set(claimed.filter((s): s is Scope => (SCOPES as readonly string[]).includes(s)));
    const principal: Principal = { ownerId, scopes, via: 'jwt' };
    cache?.setToken(tokenHash, principal, payload.exp! * 1000, epoch);
    return principal;
  };
}

/**
 * The scopes a `scope` claim names: absent means read and write; a space-separated string
 * (RFC 8693) or an array of strings (as some identity providers send it) names them. Any other
 * shape (a number, an object, an array holding anything but strings) is not understood, and a
 * token the service does not understand is refused rather than trusted: undefined.
 */
export function scopeClaim(claim: unknown): string[] | undefined {
  if (claim === undefined) return [...SCOPES];
  if (typeof claim === 'string') return claim.split(' ').filter(Boolean);
  if (Array.isArray(claim) && claim.every((s) => typeof s === 'string')) return claim.flatMap((s: string) => s.split(' ')).filter(Boolean);
  return undefined;
}
