import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

// The plugin's own stores (CommonJS, not in its typed exports): the Redis one with its Lua
// script, the in-process one with its window arithmetic. The fallback store below picks one.
const require = createRequire(import.meta.url);
type Counted = { current: number; ttl: number };
type Callback = (err: Error | null, res: Counted | null) => void;
interface PluginStore {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read?(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: Record<string, unknown>): PluginStore;
}
type StoreCtor = new (...args: unknown[]) => PluginStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;

/** Shared by a store and its per-route children: whether Redis is in use, logged on change only. */
class Health {
  degraded = false;
  constructor(
    readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    redis.on('ready', () => this.recovered());
    // ioredis reports every failed reconnect as an 'error' event: without a listener it prints
    // each one; the state change is logged once by `fail` instead.
    redis.on('error', () => undefined);
  }
  usable(): boolean {
    const { status } = this.redis;
    if (status === 'ready' || this.connecting()) return true;
    this.fail(`redis is ${status}`);
    return false;
  }
  /** still making its first connection: a command may wait for it (or fail), not an outage */
  connecting(): boolean {
    return ['wait', 'connecting', 'connect'].includes(this.redis.status);
  }
  fail(why: string) {
    if (this.degraded || this.connecting()) return;
    this.degraded = true;
    this.log.warn({ why }, 'rate limit: Redis is unavailable; counting per process until it answers again');
  }
  recovered() {
    if (!this.degraded) return;
    this.degraded = false;
    this.log.info('rate limit: Redis answers again; counting in Redis');
  }
}

/**
 * A rate-limit store that counts in Redis while Redis answers and in this process's memory
 * while it does not (down, frozen, or refusing): the API keeps answering, with the rate-limit
 * headers, its quota only per process meanwhile. The change is logged once each way.
 * Commands must fail fast for this to help: the client is made with no offline queue and a
 * command timeout (src/services.ts).
 */
export function fallbackStore(redis: Redis, log: FastifyBaseLogger, nameSpace: string) {
  const health = new Health(redis, log);
  return class FallbackStore implements PluginStore {
    private readonly remote: PluginStore;
    private readonly local: PluginStore;
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }, children?: { remote: PluginStore; local: PluginStore }) {
      this.remote = children?.remote ?? new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace);
      this.local = children?.local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff, 5000);
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      if (!health.usable()) return this.local.incr(key, cb, timeWindow, max);
      this.remote.incr(
        key,
        (err, res) => {
          if (!err) return cb(null, res);
          health.fail(err.message);
          this.local.incr(key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: Record<string, unknown>): PluginStore {
      return new FallbackStore({}, { remote: this.remote.child(routeOptions), local: this.local.child(routeOptions) });
    }
  };
}
