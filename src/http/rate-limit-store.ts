import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

// The plugin's in-process store (CommonJS, not in its typed exports), with its window arithmetic:
// what the fallback store below counts with while Redis does not answer.
const require = createRequire(import.meta.url);
type Counted = { current: number; ttl: number };
type Callback = (err: Error | null, res: Counted | null) => void;
interface PluginStore {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read?(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: Record<string, unknown>): PluginStore;
}
type StoreCtor = new (...args: unknown[]) => PluginStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;

/**
 * Adds `n` to a window's counter and starts the window (its expiry) when the counter is new; the
 * plugin's Redis store does the same one request at a time. Answers [count, ms left].
 */
const INCRBY_LUA = `
  local current = redis.call('INCRBY', KEYS[1], ARGV[1])
  local ttl = redis.call('PTTL', KEYS[1])
  if current == tonumber(ARGV[1]) or ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    ttl = tonumber(ARGV[2])
  end
  return {current, ttl}
`;
type CountingRedis = Redis & { cwRateLimitAdd(key: string, n: number, windowMs: number): Promise<[number, number]> };

/** Shared by a store and its per-route children: whether Redis is in use, logged on change only. */
class Health {
  degraded = false;
  /** once Redis has answered, a connection being made again is an outage, not a start */
  private wasReady: boolean;
  private probing = false;
  constructor(
    readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    this.wasReady = redis.status === 'ready';
    redis.on('ready', () => {
      this.wasReady = true;
      this.recovered();
    });
    // ioredis reports every failed reconnect as an 'error' event: without a listener it prints
    // each one; the state change is logged once by `fail` instead.
    redis.on('error', () => undefined);
  }
  usable(): boolean {
    if (this.degraded) {
      this.probe();
      return false;
    }
    const { status } = this.redis;
    if (status === 'ready' || this.connecting()) return true;
    this.fail(`redis is ${status}`);
    return false;
  }
  /**
   * While degraded on a connection that stays open (a frozen or overloaded Redis keeps it
   * 'ready'), requests do not wait on Redis, each up to the command timeout: one PING at a
   * time, started by the requests, tells when it answers again. A connection that dropped is
   * found again by its 'ready' event.
   */
  private probe() {
    if (this.probing || this.redis.status !== 'ready') return;
    this.probing = true;
    this.redis.ping().then(
      () => {
        this.probing = false;
        this.recovered();
      },
      () => {
        this.probing = false;
      },
    );
  }
  /**
   * Still making its first connection: a command may wait for it (or fail), not an outage. The
   * same statuses during a reconnect are part of the outage: counting there as if Redis were
   * up would mix the two counts (and send batches bound to fail).
   */
  connecting(): boolean {
    return !this.wasReady && ['wait', 'connecting', 'connect'].includes(this.redis.status);
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
 * How long a request waits for Redis's answer before this process counts on its own. The
 * client's own `commandTimeout` (src/services.ts) is only a far backstop: its timer was started
 * when the command was written and, under a saturated event loop, fired in the same loop turn
 * as the answer that had arrived in time (timers run before sockets are read), so an answered
 * command counted as an outage and two processes each admitted a whole quota for those moments.
 */
const REDIS_ANSWER_MS = 500;

/**
 * `command`'s answer, or a timeout error once `ms` have passed since it was sent and no answer
 * has arrived. When the timer fires, the answer is looked for once more after this loop turn
 * has read its sockets (setImmediate runs after the poll phase): a late timer (the event loop
 * was busy) then finds the answer that came in time instead of declaring Redis gone.
 */
function answerWithin<T>(command: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      setImmediate(() => {
        if (settled) return;
        settled = true;
        reject(new Error(`Redis did not answer within ${ms} ms`));
      });
    }, ms);
    command.then(
      (value) => {
        clearTimeout(timer);
        if (settled) return;
        settled = true;
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        if (settled) return;
        settled = true;
        reject(err);
      },
    );
  });
}

/** What this process knows of one counter in Redis. */
interface Window {
  /** the count Redis last answered (every process's requests up to then) */
  known: number;
  /** requests sent to Redis and not answered yet */
  sent: number;
  /** requests counted here and not sent yet */
  pending: number;
  /** when the window ends (ms since the epoch) */
  resetAt: number;
}

/**
 * How long counts made here wait to go to Redis together (at most one batch per counter in
 * flight). Exactness does not depend on it: a process would have to admit half a quota (at least
 * 100) in one interval before the others heard of it; a longer batch costs a busy process less.
 */
const BATCH_MS = 50;

/** Far from its limit a counter may answer first and tell Redis after: this much of the quota is kept for exact counting. */
function exactMargin(max: number): number {
  return Math.max(100, Math.ceil(max / 2));
}

/**
 * A rate-limit store that counts in Redis while Redis answers and in this process's memory
 * while it does not (down, frozen, or refusing): the API keeps answering, with the rate-limit
 * headers, its quota only per process meanwhile. The change is logged once each way.
 * Commands must fail fast for this to help: the client is made with no offline queue
 * (src/services.ts), and a request waits at most REDIS_ANSWER_MS for an answer, measured so
 * that a busy event loop does not turn an answer that came in time into an outage.
 *
 * A request does not wait for Redis while its counter is far from the limit: while this process
 * knows the count to be below the limit by more than `exactMargin(max)` (half the quota, at
 * least 100), the request is counted here and answered at once, and the counts go to Redis in
 * batches (every BATCH_MS, one command per counter in flight at a time) whose answers bring the
 * other processes' counts back. Nearer the limit (and for any quota of 200 or less) every request
 * waits for Redis's count, so the limit itself is exact across processes. The Redis round trip on
 * every request was the largest cost the full stack added to a list request (a tenth of its
 * requests per second).
 */
export function fallbackStore(redis: Redis, log: FastifyBaseLogger, nameSpace: string) {
  const health = new Health(redis, log);
  const counting = redis as CountingRedis;
  if (!counting.cwRateLimitAdd) redis.defineCommand('cwRateLimitAdd', { numberOfKeys: 1, lua: INCRBY_LUA });

  return class FallbackStore implements PluginStore {
    private readonly local: PluginStore;
    private readonly windows = new Map<string, Window>();
    /** counters with counts not sent yet, and the window length each is counted in */
    private readonly unsent = new Map<string, { w: Window; timeWindow: number }>();
    private batchTimer: NodeJS.Timeout | undefined;
    private sinceSweep = 0;

    constructor(
      _params: { continueExceeding?: boolean; exponentialBackoff?: boolean },
      children?: { local: PluginStore; prefix: string },
      private readonly prefix = children?.prefix ?? nameSpace,
    ) {
      // continueExceeding and exponentialBackoff are not used by this API's limiter
      this.local = children?.local ?? new LocalStore(false, false, 5000);
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      if (!health.usable()) return this.local.incr(key, cb, timeWindow, max);
      const now = Date.now();
      let w = this.windows.get(key);
      if (w && w.resetAt <= now) {
        this.windows.delete(key);
        w = undefined;
      }
      if (w && w.known + w.sent + w.pending + 1 + exactMargin(max) <= max) {
        w.pending++;
        cb(null, { current: w.known + w.sent + w.pending, ttl: w.resetAt - now });
        this.later(key, w, timeWindow);
        return;
      }
      // near the limit, or a counter this process has not seen this window: Redis's count decides
      const n = (w?.pending ?? 0) + 1;
      if (w) {
        w.pending = 0;
        w.sent += n;
      }
      this.add(key, n, timeWindow).then(
        ([count, ttl]) => {
          this.learn(key, w, count, ttl, n, timeWindow);
          cb(null, { current: count, ttl });
        },
        (err: Error) => {
          if (w) w.sent -= n;
          health.fail(err.message);
          this.local.incr(key, cb, timeWindow, max);
        },
      );
    }

    child(routeOptions: Record<string, unknown>): PluginStore {
      const route = routeOptions.routeInfo as { method: string; url: string };
      // the key prefix the plugin's own Redis store gives a route with a quota of its own
      return new FallbackStore({}, { local: this.local.child(routeOptions), prefix: `${this.prefix}${route.method}${route.url}-` });
    }

    private add(key: string, n: number, windowMs: number): Promise<[number, number]> {
      return answerWithin(counting.cwRateLimitAdd(this.prefix + key, n, windowMs), REDIS_ANSWER_MS);
    }

    /** Sends this counter's counts with the next batch. */
    private later(key: string, w: Window, timeWindow: number) {
      this.unsent.set(key, { w, timeWindow });
      if (this.batchTimer) return;
      this.batchTimer = setTimeout(() => {
        this.batchTimer = undefined;
        const due = [...this.unsent];
        this.unsent.clear();
        for (const [k, { w: window, timeWindow: ms }] of due) this.send(k, window, ms);
      }, BATCH_MS);
      this.batchTimer.unref();
    }

    /** Sends what was counted here, unless a batch of this counter is still out (its answer sends the rest). */
    private send(key: string, w: Window, timeWindow: number) {
      if (w.sent > 0 || w.pending === 0 || this.windows.get(key) !== w) return;
      const n = w.pending;
      w.pending = 0;
      w.sent = n;
      this.add(key, n, timeWindow).then(
        ([count, ttl]) => this.learn(key, w, count, ttl, n, timeWindow),
        (err: Error) => {
          w.sent -= n;
          health.fail(err.message);
          this.windows.delete(key);
        },
      );
    }

    /** Redis answered a batch of `n`: its count includes every process's requests up to it. */
    private learn(key: string, w: Window | undefined, count: number, ttl: number, n: number, timeWindow: number) {
      const now = Date.now();
      const current = this.windows.get(key);
      if (!w || current !== w) {
        // the answer to a first request of a window (or of one since replaced): remember the
        // window, or what the answer adds to the one another answer already made, bounded
        if (current && current.resetAt > now) current.known = Math.max(current.known, count);
        else {
          if (++this.sinceSweep >= 1000) this.sweep();
          this.windows.set(key, { known: count, sent: 0, pending: 0, resetAt: now + ttl });
        }
        return;
      }
      w.sent -= n;
      if (count >= w.known) {
        w.known = count;
        w.resetAt = now + ttl;
      }
      if (w.pending > 0) this.later(key, w, timeWindow);
    }

    /** Forgets the windows that ended, and all of them past 10,000 counters. */
    private sweep() {
      this.sinceSweep = 0;
      const now = Date.now();
      for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
      if (this.windows.size > 10_000) this.windows.clear();
    }
  };
}
