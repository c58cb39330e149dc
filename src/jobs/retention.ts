import type { FastifyBaseLogger } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { inputNamesMedia, MEDIA_JOB_KINDS } from '../areas/media/in-use.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { retentionPruned } from '../observability/metrics.js';

/** advisory lock key (any constant bigint) held by the one process pruning at a time */
const RETENTION_LOCK = '7315500242';
/** rows deleted by one statement: each is short, holds few locks, and stays far from statement_timeout */
const BATCH = 500;
/** batches of one table in one round at most (the next round goes on) */
const MAX_BATCHES = 200;

export type RetentionSettings = Pick<Config, 'retention'>['retention'];

/** What one round removed, per table. */
export interface Pruned {
  events: number;
  webhookDeliveries: number;
  idempotencyKeys: number;
  youtubeSuggestions: number;
  /** media library items past MEDIA_RETENTION_DAYS (their stored files' deletion scheduled by the table's trigger) */
  mediaItems: number;
}

/**
 * Prunes what would otherwise grow for ever, in small batches, by one worker process at a time
 * (a session advisory lock on one connection: the others skip the round). Every RETENTION's:
 * - webhook deliveries, and then events, older than `eventsDays` (an owner's highest pruned
 *   event `seq` is kept in `event_retention`, so that a stream resuming from before it is told);
 * - idempotency keys past their expiry (24 h after their request);
 * - YouTube suggestions the owner dismissed or used, older than `suggestionsDays` (the idea may
 *   then be proposed again);
 * - media library items uploaded more than `mediaDays` ago (0: kept for ever), except those a
 *   queued or running B-roll job names, or a job being created holds (locked rows are skipped);
 *   each row's trigger schedules its stored file's deletion, which a worker carries out.
 */
export class Retention {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<Pruned | undefined> | undefined;
  /** totals since the process started, per table */
  readonly totals: Pruned = { events: 0, webhookDeliveries: 0, idempotencyKeys: 0, youtubeSuggestions: 0, mediaItems: 0 };

  constructor(
    private readonly db: Db,
    private readonly settings: RetentionSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Prunes now and then every `intervalMinutes`. */
  start(): void {
    if (this.timer) return;
    const round = () => void this.prune().catch((err) => this.log.warn({ err }, 'retention: pruning failed; trying again at the next round'));
    setImmediate(round);
    this.timer = setInterval(round, this.settings.intervalMinutes * 60_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** One round; undefined when another process holds the lock (or a round of this one runs). */
  prune(): Promise<Pruned | undefined> {
    this.running ??= this.round().finally(() => (this.running = undefined));
    return this.running;
  }

  private async round(): Promise<Pruned | undefined> {
    const s = this.settings;
    return this.db.connection().execute(async (conn) => {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${RETENTION_LOCK}) as locked`.execute(conn);
      if (!rows[0]?.locked) return undefined;
      try {
        const batches = async (statement: RawBuilder<unknown>) => {
          let removed = 0;
          for (let i = 0; i < MAX_BATCHES; i++) {
            const res = await statement.execute(conn);
            const n = Number(res.numAffectedRows ?? res.rows.length);
            removed += n;
            if (n < BATCH) break;
          }
          return removed;
        };
        const eventsBefore = sql`now() - make_interval(days => ${s.eventsDays})`;
        const pruned: Pruned = {
          webhookDeliveries: await batches(sql`
            DELETE FROM webhook_deliveries WHERE id IN (
              SELECT id FROM webhook_deliveries WHERE created_at < ${eventsBefore} AND status <> 'pending' LIMIT ${BATCH})`),
          events: await batches(sql`
            WITH gone AS (
              DELETE FROM events WHERE id IN (SELECT id FROM events WHERE created_at < ${eventsBefore} ORDER BY created_at, seq LIMIT ${BATCH})
              RETURNING owner_id, seq),
            horizon AS (SELECT owner_id, max(seq) AS seq FROM gone GROUP BY owner_id),
            noted AS (
              INSERT INTO event_retention (owner_id, pruned_through_seq) SELECT owner_id, seq FROM horizon
              ON CONFLICT (owner_id) DO UPDATE SET pruned_through_seq = greatest(event_retention.pruned_through_seq, excluded.pruned_through_seq))
            SELECT 1 FROM gone`),
          idempotencyKeys: await batches(sql`
            DELETE FROM idempotency_keys WHERE (owner_id, key) IN (
              SELECT owner_id, key FROM idempotency_keys WHERE expires_at < now() LIMIT ${BATCH})`),
          youtubeSuggestions: await batches(sql`
            DELETE FROM youtube_suggestions WHERE id IN (
              SELECT id FROM youtube_suggestions WHERE status <> 'new' AND updated_at < now() - make_interval(days => ${s.suggestionsDays}) LIMIT ${BATCH})`),
          mediaItems:
            s.mediaDays > 0
              ? await batches(sql`
            DELETE FROM media_items WHERE id IN (
              SELECT m.id FROM media_items m
              WHERE m.created_at < now() - make_interval(days => ${s.mediaDays})
                AND NOT EXISTS (
                  SELECT 1 FROM jobs j
                  WHERE j.owner_id = m.owner_id AND j.kind IN (${sql.join(Object.keys(MEDIA_JOB_KINDS))}) AND j.status IN ('pending', 'running')
                    AND ${inputNamesMedia(sql.ref('j.input'), sql`m.id::text`)})
              LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`)
              : 0,
        };
        for (const k of Object.keys(pruned) as (keyof Pruned)[]) {
          this.totals[k] += pruned[k];
          retentionPruned(k, pruned[k]);
        }
        if (Object.values(pruned).some((n) => n > 0)) this.log.info({ pruned }, 'retention: old rows pruned');
        return pruned;
      } finally {
        await sql`select pg_advisory_unlock(${RETENTION_LOCK})`.execute(conn).catch(() => undefined);
      }
    });
  }
}
