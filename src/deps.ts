import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { GenerationEngine } from './generation/engine.js';
import type { SceneRenderer } from './generation/render/scene-renderer.js';
import type { SpeechService } from './generation/speech/index.js';
import type { EventBus } from './jobs/bus.js';
import type { JobQueue } from './jobs/queue.js';
import type { Retention } from './jobs/retention.js';
import type { SiteFetchOptions } from './net/fetcher.js';
import type { MediaDeletions } from './storage/deletions.js';
import type { MediaStore } from './storage/store.js';

/**
 * What handlers and job pipelines are given: one instance of each per process, opened by
 * `openServices` (src/services.ts). Types only, from the modules that define them, so that any
 * handler or pipeline can name what it takes (`Pick<Deps, 'db' | 'jobs'>`) without importing the
 * composition root or the HTTP app.
 */
export interface Deps {
  config: Config;
  db: Db;
  jobs: JobQueue;
  generation: GenerationEngine;
  /** where every media file is written and read (STORAGE_BACKEND): pipelines and handlers name objects by key */
  media: MediaStore;
  /** the outbox of media deletions of this store (scheduled in transactions, carried out after them) */
  mediaDeletions: MediaDeletions;
  /** text to speech (offline espeak-ng, cached under DATA_DIR) */
  speech: SpeechService;
  /** draws B-roll scenes and component previews (RENDERER): sandboxed components, or ffmpeg's plain card */
  renderer: SceneRenderer;
  log: FastifyBaseLogger;
  redis?: Redis;
  /**
   * Site analysis fetch limits and network seams (DNS lookup, dialing). Unset in production:
   * the defaults are the system resolver and the real network; tests inject a local "internet".
   */
  siteFetch?: Partial<Omit<SiteFetchOptions, 'allowPrivate'>>;
  /** wakes live event streams and the webhook relay when any process records an event */
  events?: EventBus;
  /** prunes old events, deliveries, idempotency keys and settled suggestions (worker processes only) */
  retention?: Retention;
}
