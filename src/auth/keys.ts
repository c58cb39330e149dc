import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { CredentialCache } from './cache.js';
import { SCOPES, type Principal, type Scope } from './principal.js';

export { SCOPES, type Principal, type Scope } from './principal.js';

const KEY_PREFIX = 'cw_';
// cw_<24 hex lookup>_<43 chars base64url secret>
const KEY_PATTERN = /^cw_([0-9a-f]{24})_([A-Za-z0-9_-]{43})$/;

// one-shot hash (no Hash object per call): this runs on every request that sends a key
function hashSecret(secret: string): Buffer {
  return hash('sha256', secret, 'buffer');
}

export function parseScopes(input: string | undefined): Scope[] {
  if (!input) return ['read', 'write'];
  const list = input.split(/[\s,]+/).filter(Boolean);
  const bad = list.filter((s) => !(SCOPES as readonly string[]).includes(s));
  if (bad.length) throw new Error(`unknown scope(s): ${bad.join(', ')} (known: ${SCOPES.join(', ')})`);
  return [...new Set(list)] as Scope[];
}

/** Finds the owner with this label, creating it when the label is new. */
async function ensureOwner(db: Db, label: string): Promise<string> {
  const inserted = await db
    .insertInto('owners')
    .values({ label })
    .onConflict((oc) => oc.column('label').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const row = await db.selectFrom('owners').select('id').where('label', '=', label).executeTakeFirstOrThrow();
  return row.id;
}

export interface CreatedKey {
  ownerId: string;
  keyId: string;
  apiKey: string;
}

/** Creates a key for the owner (created when new). The plain key is returned once and never stored. */
export async function createKey(db: Db, ownerLabel: string, scopes: Scope[]): Promise<CreatedKey> {
  const ownerId = await ensureOwner(db, ownerLabel);
  const lookup = randomBytes(12).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('apiKeys')
    .values({ ownerId, lookup, secretHash: hashSecret(secret), scopes })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ownerId, keyId: row.id, apiKey: `${KEY_PREFIX}${lookup}_${secret}` };
}

export interface KeyInfo {
  keyId: string;
  ownerId: string;
  owner: string;
  scopes: string[];
  /** ISO 8601 */
  createdAt: string;
  revokedAt: string | null;
}

export async function listKeys(db: Db, ownerLabel?: string): Promise<KeyInfo[]> {
  let q = db.selectFrom('apiKeys').innerJoin('owners', 'owners.id', 'apiKeys.ownerId').select(['apiKeys.id as keyId', 'apiKeys.ownerId', 'owners.label as owner', 'apiKeys.scopes', 'apiKeys.createdAt', 'apiKeys.revokedAt']).orderBy('apiKeys.createdAt');
  if (ownerLabel) q = q.where('owners.label', '=', ownerLabel);
  return q.execute();
}

/** Revokes a key; false when no such key (or not a key id at all). */
export async function revokeKey(db: Db, keyId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(keyId)) return false;
  const res = await db.updateTable('apiKeys').set({ revokedAt: sql`coalesce(revoked_at, now())` }).where('id', '=', keyId).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Verifies a presented key: constant-time comparison of the secret's hash; revoked keys fail.
 * With a cache, a key verified in the last AUTH_CACHE_TTL_SECONDS is not looked up again.
 */
export async function verifyKey(db: Db, presented: string, cache?: CredentialCache): Promise<Principal | undefined> {
  const m = KEY_PATTERN.exec(presented);
  if (!m) return undefined;
  const lookup = m[1]!;
  const presentedHash = hashSecret(m[2]!);
  const cached = cache?.getKey(lookup);
  if (cached) return timingSafeEqual(cached.secretHash, presentedHash) ? cached.principal : undefined;
  const epoch = cache?.epoch ?? 0;
  const row = await db.selectFrom('apiKeys').select(['id', 'ownerId', 'secretHash', 'scopes', 'revokedAt']).where('lookup', '=', lookup).executeTakeFirst();
  if (!row || row.revokedAt) return undefined;
  const principal: Principal = { ownerId: row.ownerId, scopes: new Set(row.scopes as Scope[]), via: 'api_key', keyId: row.id };
  // the row is cached whether or not this secret matched: the next attempt compares again
  cache?.setKey(lookup, { principal, secretHash: row.secretHash }, epoch);
  return timingSafeEqual(row.secretHash, presentedHash) ? principal : undefined;
}
