import type { JWTVerifyGetKey } from 'jose';
import { hash } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { CredentialCache } from './cache.js';
import { jose } from '../on-demand.js';
import { ownerOfTokenIdentity } from './identities.js';
import { SCOPES, type Principal, type Scope } from './keys.js';

export type JwtVerifier = (token: string) => Promise<Principal | undefined>;

/** Clock skew allowed between the token's issuer and this machine, on `exp`, `nbf` and `iat`. */
export const CLOCK_TOLERANCE_SECONDS = 30;

export interface JwtOptions {
  secret?: string;
  jwksUrl?: string;
  /** JWT_ISSUER and JWT_AUDIENCE: required with a secret or a key set */
  issuer?: string;
  audience?: string;
  /** JWT_MAX_AGE_SECONDS: bound of `exp - iat` and of the token's age */
  maxAgeSeconds?: number;
  cache?: CredentialCache;
}

/**
 * Bearer tokens are verified with JWT_SECRET (HS256) or the key set at JWT_JWKS_URL, and must
 * carry `iss` = JWT_ISSUER, `aud` = JWT_AUDIENCE (or a list holding it), `sub`, `iat` and `exp`,
 * with `exp - iat` and the token's age at most JWT_MAX_AGE_SECONDS (all within
 * CLOCK_TOLERANCE_SECONDS). The owner is the one the (iss, sub) pair is tied to (identities.ts).
 * Scopes come from the `scope` claim when present, else read and write.
 * Without a secret or a key set every bearer token is refused.
 */
export function createJwtVerifier(db: Db, opts: JwtOptions): JwtVerifier {
  let key: Uint8Array | JWTVerifyGetKey | undefined;
  let algorithms: string[] | undefined;
  if (opts.secret) {
    key = new TextEncoder().encode(opts.secret);
    algorithms = ['HS256'];
  } else if (opts.jwksUrl) {
    key = jose().createRemoteJWKSet(new URL(opts.jwksUrl));
    algorithms = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'];
  }
  const { cache, issuer, audience } = opts;
  const maxAge = opts.maxAgeSeconds ?? 86_400;
  if (key && (!issuer || !audience)) throw new Error('bearer tokens need JWT_ISSUER and JWT_AUDIENCE');
  return async (token) => {
    if (!key) return undefined;
    const tokenHash = cache?.enabled ? hash('sha256', token, 'base64url') : '';
    const cached = cache?.getToken(tokenHash);
    if (cached) return cached;
    const epoch = cache?.epoch ?? 0;
    let payload;
    try {
      ({ payload } = await jose().jwtVerify(token, key as Uint8Array, {
        algorithms,
        issuer,
        audience,
        maxTokenAge: maxAge,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['iss', 'aud', 'sub', 'iat', 'exp'],
      }));
    } catch {
      return undefined;
    }
    // maxTokenAge bounds the age; the lifetime the issuer granted is bounded too
    if (payload.exp! - payload.iat! > maxAge + CLOCK_TOLERANCE_SECONDS) return undefined;
    const sub = payload.sub!;
    if (sub.length === 0 || sub.length > 200) return undefined;
    const claimed = scopeClaim(payload.scope);
    if (!claimed) return undefined;
    const ownerId = await ownerOfTokenIdentity(db, payload.iss!, sub, issuer);
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
function scopeClaim(claim: unknown): string[] | undefined {
  if (claim === undefined) return [...SCOPES];
  if (typeof claim === 'string') return claim.split(' ').filter(Boolean);
  if (Array.isArray(claim) && claim.every((s) => typeof s === 'string')) return claim.flatMap((s: string) => s.split(' ')).filter(Boolean);
  return undefined;
}
