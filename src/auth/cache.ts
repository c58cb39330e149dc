import type { Principal } from './principal.js';

/**
 * Verified credentials kept in process memory for a short time (AUTH_CACHE_TTL_SECONDS), so
 * that an authenticated request does not look its key up in Postgres every time.
 *
 * - API keys are cached by their lookup id with the SHA-256 of their secret: a hit still
 *   compares the presented secret's hash in constant time, and no plain secret is kept.
 * - Bearer tokens are cached by the SHA-256 of the token, never past the token's own `exp`.
 * - A revoked or deleted key, and a token identity linked or unlinked, are evicted at once in every process through Postgres
 *   LISTEN/NOTIFY (`revocations.ts`); the TTL bounds how long a missed notification can
 *   matter, and the whole cache is dropped whenever the listening connection is lost.
 */
export interface CachedKey {
  principal: Principal;
  secretHash: Buffer;
}

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/** Largest number of entries of each kind; past it the oldest are dropped (a Map keeps insertion order). */
const MAX_ENTRIES = 10_000;

export class CredentialCache {
  private readonly keys = new Map<string, Entry<CachedKey>>();
  private readonly tokens = new Map<string, Entry<Principal>>();
  /**
   * Bumped by every eviction: a verification that read the database before an eviction must
   * not cache what it read after it (the row may be the one just revoked).
   */
  private generation = 0;

  /** @param ttlMs how long a verified credential is trusted without asking the database; 0 disables the cache */
  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Take before reading the database; pass to setKey/setToken. */
  get epoch(): number {
    return this.generation;
  }

  getKey(lookup: string): CachedKey | undefined {
    return this.read(this.keys, lookup);
  }

  setKey(lookup: string, value: CachedKey, epoch: number): void {
    if (epoch !== this.generation) return;
    this.write(this.keys, lookup, value, this.now() + this.ttlMs);
  }

  getToken(tokenHash: string): Principal | undefined {
    return this.read(this.tokens, tokenHash);
  }

  /** @param expiresAtMs the token's own expiry: the entry never outlives it */
  setToken(tokenHash: string, principal: Principal, expiresAtMs: number, epoch: number): void {
    if (epoch !== this.generation) return;
    this.write(this.tokens, tokenHash, principal, Math.min(this.now() + this.ttlMs, expiresAtMs));
  }

  /** A key was revoked, changed or deleted. */
  evictKey(lookup: string): void {
    this.generation++;
    this.keys.delete(lookup);
  }

  /** An owner was deleted: everything that authenticates as it goes. */
  evictOwner(ownerId: string): void {
    this.generation++;
    for (const [k, e] of this.keys) if (e.value.principal.ownerId === ownerId) this.keys.delete(k);
    for (const [k, e] of this.tokens) if (e.value.ownerId === ownerId) this.tokens.delete(k);
  }

  /** A token identity was tied to another owner or untied: every cached token goes. */
  evictTokens(): void {
    this.generation++;
    this.tokens.clear();
  }

  clear(): void {
    this.generation++;
    this.keys.clear();
    this.tokens.clear();
  }

  get size(): number {
    return this.keys.size + this.tokens.size;
  }

  private read<T>(map: Map<string, Entry<T>>, id: string): T | undefined {
    if (!this.enabled) return undefined;
    const entry = map.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      map.delete(id);
      return undefined;
    }
    return entry.value;
  }

  private write<T>(map: Map<string, Entry<T>>, id: string, value: T, expiresAt: number): void {
    if (!this.enabled) return;
    map.delete(id);
    if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
    map.set(id, { value, expiresAt });
  }
}
