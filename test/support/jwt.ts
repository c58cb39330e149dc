import { SignJWT } from 'jose';
import type { Config } from '../../src/config.js';

/** The issuer and audience test apps verify bearer tokens against. */
export const JWT_ISSUER = 'https://idp.test.example';
export const JWT_AUDIENCE = 'content-workflow-api';

/** The config overrides of an app that verifies HS256 tokens signed with `secret`. */
export const jwtConfig = (secret: string): Partial<Config> => ({ jwtSecret: secret, jwtIssuer: JWT_ISSUER, jwtAudience: JWT_AUDIENCE });

export interface SignOptions {
  secret: string;
  /** default JWT_ISSUER; null leaves the claim out */
  iss?: string | null;
  aud?: string | string[] | null;
  /** seconds since the epoch; default now; null leaves the claim out */
  iat?: number | null;
  /** seconds since the epoch or a jose time span ('5m'); default 5 minutes from now */
  exp?: string | number;
}

/** An HS256 token with the claims given plus iss, aud, iat and exp as the options say. */
export function signToken(claims: Record<string, unknown>, opts: SignOptions): Promise<string> {
  let jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(opts.exp ?? '5m');
  if (opts.iss !== null) jwt = jwt.setIssuer(opts.iss ?? JWT_ISSUER);
  if (opts.aud !== null) jwt = jwt.setAudience(opts.aud ?? JWT_AUDIENCE);
  if (opts.iat !== null) jwt = jwt.setIssuedAt(opts.iat ?? undefined);
  return jwt.sign(new TextEncoder().encode(opts.secret));
}
