import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { AREA_TASKS, JOB_DEFINITIONS } from './areas/index.js';
import type { Config } from './config.js';
import type { Deps } from './deps.js';
import { migrateDatabase, openDatabase } from './db/connect.js';
import { poolTimeouts } from './db/database.js';
import { createEngine } from './generation/engine.js';
import { checkFfmpeg } from './generation/media/ffmpeg.js';
import { createRenderer, describeIsolation } from './generation/render/index.js';
import { createSpeechService } from './generation/speech/index.js';
import { checkSpeechEngine } from './generation/speech/espeak.js';
import { checkFestival } from './generation/speech/festival.js';
import { JobQueue } from './jobs/queue.js';
import { Retention } from './jobs/retention.js';
import { readQueueStats } from './jobs/queue-stats.js';
import { enableMetrics, watchPool, watchQueues } from './observability/metrics.js';
import { startTracing, stopTracing, tracingEnabled, traceLogMixin } from './observability/tracing.js';
import { EventBus } from './jobs/bus.js';
import { MediaDeletions } from './storage/deletions.js';
import { describeStore, openMediaStore } from './storage/identity.js';
import { sweepScratch } from './storage/scratch.js';
import { WebhookDispatcher } from './areas/events/dispatcher.js';
import { postImageReader } from './areas/posts/own-images.js';
import { bootStep } from './observability/boot.js';

export interface OpenServices {
  services: Deps;
  databaseUrl: string;
  /**
   * With workers: logs whether ffmpeg, the speech engines and the render children's isolation
   * are usable (each a program started and asked). Called once the process serves, so that
   * starting them is not part of the time to a healthy /health.
   */
  checkTools(): void;
  /** stops workers, disconnects the queue, Redis and the database (in that order) */
  close(): Promise<void>;
}

/**
 * Opens everything a process needs: the database (migrated), the job queue with every job
 * kind registered, Redis when configured. `work` starts this process's job workers.
 */
export async function openServices(
  config: Config,
  opts: {
    work: boolean;
    log?: FastifyBaseLogger;
    poolSize?: number;
    queueSchema?: string;
    siteFetch?: Deps['siteFetch'];
    /** work that needs the services but not a started queue (building the HTTP app), done while the queue starts */
    alongside?: (services: Deps) => Promise<void>;
  },
): Promise<OpenServices> {
  // before anything else: the SDK must be up before the app registers its request plugin
  bootStep('load');
  startTracing(config);
  const log = opts.log ?? (pino({ level: config.logLevel, ...(tracingEnabled() ? { mixin: traceLogMixin } : {}) }) as unknown as FastifyBaseLogger);
  // media is written under DATA_DIR (and the readiness probe checks it is writable)
  await fs.mkdir(config.dataDir, { recursive: true });
  // render folders left by a process that died mid-render
  await sweepScratch(config.dataDir).catch((err) => log.warn({ err }, 'could not sweep the render folders'));
  // the bucket must answer before anything else starts (a clear message naming what failed);
  // the store's id (its marker object) goes on every database session, so that job rows record
  // which store their media belong to
  const { store: media, id: mediaStoreId } = await openMediaStore(config);
  log.info({ storage: config.storage.backend, where: describeStore(config), storeId: mediaStoreId }, 'media store');
  bootStep('mediaStore');
  // migrated below, while pg-boss sets up its own schema and queues
  const database = await openDatabase(config, {
    poolSize: opts.poolSize,
    log: (m) => log.debug(m),
    warn: (m) => log.warn(m),
    settings: { 'app.media_store': mediaStoreId },
  });
  bootStep('database');
  const mediaDeletions = new MediaDeletions(database.db, media, mediaStoreId, log);
  const jobs = JobQueue.create(database.url, database.db, log, opts.queueSchema, {
    pool: poolTimeouts(config.dbTimeouts),
    leaseSeconds: config.jobLeaseSeconds,
  });
  if (config.metrics) {
    await enableMetrics();
    watchPool('app', () => database.pool);
    watchPool('queue', () => jobs.bossPool());
    watchQueues(() => readQueueStats(database.db, jobs.schema));
  }
  // ioredis (a tenth of the module evaluation at start) is loaded only when Redis is configured
  const redis = config.redisUrl ? (await import('./redis.js')).openRedis(config.redisUrl) : undefined;
  const events = new EventBus(database.url, log);
  const services: Deps = {
    config,
    db: database.db,
    jobs,
    generation: createEngine(config),
    media,
    mediaDeletions,
    speech: createSpeechService(config, log),
    renderer: createRenderer(config, postImageReader(database.db, media)),
    log,
    redis,
    events,
    siteFetch: opts.siteFetch,
  };
  const webhooks = WebhookDispatcher.for(services);
  try {
    jobs.define(JOB_DEFINITIONS, services);
    jobs.registerTask(webhooks.task(), ...AREA_TASKS.map((task) => task(services)));
    // three things at once, each waiting on Postgres or the CPU: our migrations; pg-boss's schema
    // and queues (which do not depend on ours: its check of our event types waits for them); and
    // the app's routes and schemas (building them reads no table: requests come after listening)
    const migrating = migrateDatabase(database.url).then(() => bootStep('migrations'));
    const starting = (async () => {
      await events.start();
      await jobs.start(migrating);
      bootStep('queue');
    })();
    // all settle before any failure is thrown, so that the clean-up below never races a start
    const settled = await Promise.allSettled([migrating, starting, opts.alongside?.(services)]);
    for (const s of settled) if (s.status === 'rejected') throw s.reason;
    if (opts.work) {
      events.subscribeQueues((queue) => jobs.wake(queue));
      await jobs.work();
      webhooks.start(events);
      services.retention = new Retention(database.db, config.retention, log);
      services.retention.start();
      mediaDeletions.start();
    }
  } catch (err) {
    await mediaDeletions.stop();
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
    checkTools: () => {
      if (opts.work) checkMediaTools(config, log);
    },
    async close() {
      await services.retention?.stop();
      await mediaDeletions.stop();
      await webhooks.stop().catch(() => undefined);
      await events.close();
      await jobs.stop().catch((err) => log.error({ err }, 'stopping the job queue failed'));
      await services.renderer.close();
      await services.generation.close();
      await redis?.quit().catch(() => undefined);
      await database.close();
      await stopTracing();
    },
  };
}

/**
 * A worker says at start whether the tools its media jobs need are there (in the background: a
 * start never waits on them): ffmpeg for B-roll videos, the espeak-ng engine for voice-overs and
 * voice exports, festival when SPEECH_PROVIDER=festival. A missing one is an error line naming what to install; the jobs that need it
 * then fail with a message an API user can read, never a path.
 */
function checkMediaTools(config: Config, log: FastifyBaseLogger) {
  checkFfmpeg(config.ffmpegPath).then(
    (version) => log.info({ version }, 'ffmpeg found: B-roll videos can be rendered'),
    (err: unknown) => log.error({ detail: (err as { detail?: string }).detail ?? (err as Error).message }, 'ffmpeg is not usable: B-roll jobs will fail until it is installed or FFMPEG_PATH names a working binary'),
  );
  const speech = checkSpeechEngine();
  if (speech) log.error({ detail: speech }, 'the espeak-ng speech engine is missing: voice exports will fail');
  if (config.speech.provider === 'festival') {
    checkFestival().then((missing) =>
      missing ? log.error({ detail: missing }, 'festival is not usable (SPEECH_PROVIDER=festival): English voice-overs will fail until it is installed') : log.info('festival found: English is spoken by the festvox-us-slt-hts voice'),
    );
  }
  describeIsolation(config, log);
}
