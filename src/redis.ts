import { Redis } from 'ioredis';

/**
 * Redis must fail fast when it is down or frozen, so that its users (the rate limiter) fall back
 * at once instead of holding requests: no offline queue (a command while disconnected fails
 * immediately), and reconnection in the background every 0.2 to 2 s. The limiter bounds its own
 * wait (REDIS_ANSWER_MS, 500 ms, in a way a busy event loop does not fool); the client's command
 * timeout is only a backstop that frees commands a frozen Redis never answers.
 */
export function openRedis(url: string): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: 5000,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
}
