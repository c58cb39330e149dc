import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { buildJobKinds } from './areas/index.js';
import type { SiteFetchOptions } from './areas/blog/fetch/fetcher.js';
import type { Config } from './config.js';
import { openDatabase } from './db/connect.js';
import { poolTimeouts, type Db } from './db/database.js';
import { createEngine, type GenerationEngine } from './generation/engine.js';
import { createSpeechService, type SpeechService } from './generation/speech/index.js';
import { JobQueue } from './jobs/queue.js';
import { readQueueStats } from './jobs/queue-stats.js';
import { enableMetrics, watchPool, watchQueues } from './observability/metrics.js';
import { startTracing, stopTracing, tracingEnabled, traceLogMixin } from './observability/tracing.js';
import { EventBus } from './areas/events/bus.js';
import { WebhookDispatcher } from './areas/events/dispatcher.js';

/** What handlers and job pipelines are given: one instance of each per process. */
export interface Services {
  config: Config;
  db: Db;
  jobs: JobQueue;
  generation: GenerationEngine;
  /** text to speech (offline espeak-ng, cached under DATA_DIR) */
  speech: SpeechService;
  log: FastifyBaseLogger;
  redis?: Redis;
  /**
   * Site analysis fetch limits and network seams (DNS lookup, dialing). Unset in production:
   * the defaults are the system resolver and the real network; tests inject a local "internet".
   */
  siteFetch?: Partial<Omit<SiteFetchOptions, 'allowPrivate'>>;
  /** wakes live event streams and the webhook relay when any process records an event */
  events?: EventBus;
}

export interface OpenServices {
  services: Services;
  databaseUrl: string;
  /** stops workers, disconnects the queue, Redis and the database (in that order) */
  close(): Promise<void>;
}

/**
 * Opens everything a process needs: the database (migrated), the job queue with every job
 * kind registered, Redis when configured. `work` starts this process's job workers.
 */
export async function openServices(
  config: Config,
  opts: { work: boolean; log?: FastifyBaseLogger; poolSize?: number; queueSchema?: string },
): Promise<OpenServices> {
  // before anything else: the SDK must be up before the app registers its request plugin
  startTracing(config);
  const log = opts.log ?? (pino({ level: config.logLevel, ...(tracingEnabled() ? { mixin: traceLogMixin } : {}) }) as unknown as FastifyBaseLogger);
  const database = await openDatabase(config, { migrate: true, poolSize: opts.poolSize, log: (m) => log.debug(m) });
  const jobs = JobQueue.create(database.url, database.db, log, opts.queueSchema, {
    pool: poolTimeouts(config.dbTimeouts),
    leaseSeconds: config.jobLeaseSeconds,
  });
  if (config.metrics) {
    enableMetrics();
    watchPool('app', () => database.pool);
    watchPool('queue', () => jobs.bossPool());
    watchQueues(() => readQueueStats(database.db, jobs.schema));
  }
  const redis = config.redisUrl ? openRedis(config.redisUrl) : undefined;
  const events = new EventBus(database.url, log);
  const services: Services = { config, db: database.db, jobs, generation: createEngine(config), speech: createSpeechService(config, log), log, redis, events };
  const webhooks = WebhookDispatcher.for(services);
  try {
    jobs.register(...buildJobKinds(services));
    jobs.registerTask(webhooks.task());
    await events.start();
    await jobs.start();
    if (opts.work) {
      events.subscribeQueues((queue) => jobs.wake(queue));
      await jobs.work();
      webhooks.start(events);
    }
  } catch (err) {
    await webhooks.stop().catch(() => undefined);
    await events.close();
    await jobs.stop().catch(() => undefined);
    redis?.disconnect();
    await database.close();
    throw err;
  }
  return {
    services,
    databaseUrl: database.url,
    async close() {
      await webhooks.stop().catch(() => undefined);
      await events.close();
      await jobs.stop().catch((err) => log.error({ err }, 'stopping the job queue failed'));
      await redis?.quit().catch(() => undefined);
      await database.close();
      await stopTracing();
    },
  };
}

/**
 * Redis must fail fast when it is down or frozen, so that its users (the rate limiter) fall back
 * at once instead of holding requests: no offline queue (a command while disconnected fails
 * immediately), a command timeout, and reconnection in the background every 0.2 to 2 s.
 */
export function openRedis(url: string): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: 500,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
}
