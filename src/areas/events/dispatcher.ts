import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { WebhookAttemptRecord } from '../../db/schema.js';
import type { JobQueue, QueueTask } from '../../jobs/queue.js';
import type { Deps } from '../../deps.js';
import { webhookAttempt, type WebhookOutcome } from '../../observability/metrics.js';
import { inSpan, traceHeaders, tracingEnabled } from '../../observability/tracing.js';
import { undici } from '../../on-demand.js';
import { SiteFetchError, withoutAddresses } from '../../net/address.js';
import { SiteFetcher, type SiteFetchOptions } from '../../net/fetcher.js';
import type { EventBus } from '../../jobs/bus.js';
import { endpointRepository, eventRepository } from './repository.js';
import { toEvent } from './resources.js';
import { webhookHeaders } from './signing.js';

const DELIVERY_TASK = 'webhook-delivery';

/** Retry delays after attempt 1, 2, ... in units of WEBHOOK_RETRY_BASE_MS: 5 s, 30 s, 2 min, 10 min, 1 h, 6 h, 24 h by default. */
const RETRY_STEPS = [1, 6, 24, 120, 720, 4320, 17280];
const JITTER = 0.2;
/** how often the relay looks for deliveries that no notification announced (and for crashed attempts) */
const SWEEP_MS = 5000;
const RELAY_BATCH = 100;
const USER_AGENT = 'ContentWorkflowWebhooks/1.0';

function retryDelayMs(config: Pick<Config, 'webhookRetryBaseMs'>, attempt: number, random = Math.random): number | undefined {
  const step = RETRY_STEPS[attempt - 1];
  if (step === undefined) return undefined;
  return Math.round(config.webhookRetryBaseMs * step * (1 + JITTER * (2 * random() - 1)));
}

interface DeliveryMessage {
  deliveryId: string;
}

/**
 * Webhook delivery on the job queue. The jobs trigger writes delivery rows (the outbox); the
 * relay (in worker processes) turns each unqueued pending row into a queue message in one
 * transaction, so a row is queued once whichever process relays it. An attempt first claims
 * the row with a lease (two messages for one row cannot both send), POSTs the signed event
 * through the site-analysis SSRF guard, records the attempt and schedules the next one.
 */
export class WebhookDispatcher {
  private readonly fetcher: SiteFetcher;
  private unsubscribe: (() => void) | undefined;
  private sweep: NodeJS.Timeout | undefined;
  private relaying: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
    siteFetch: Partial<Omit<SiteFetchOptions, 'allowPrivate'>> = {},
  ) {
    this.fetcher = new SiteFetcher({ ...siteFetch, allowPrivate: config.siteFetchAllowPrivate, timeoutMs: config.webhookTimeoutMs, maxRedirects: 0 });
  }

  static for(services: Deps): WebhookDispatcher {
    return new WebhookDispatcher(services.db, services.jobs, services.config, services.log, services.siteFetch);
  }

  task(): QueueTask<DeliveryMessage> {
    return {
      name: DELIVERY_TASK,
      concurrency: 8,
      retryLimit: 3,
      expireInSeconds: Math.ceil(this.config.webhookTimeoutMs / 1000) + 60,
      handle: (data) => this.attempt(data.deliveryId),
    };
  }

  /** Relays in this process: on every event notification, and every few seconds. */
  start(bus: EventBus): void {
    this.unsubscribe = bus.subscribe(() => this.flush());
    this.sweep = setInterval(() => {
      this.recover()
        .then(() => this.flush())
        .catch((err) => this.log.warn({ err }, 'webhook relay sweep failed'));
    }, SWEEP_MS);
    this.sweep.unref();
    this.flush();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.sweep) clearInterval(this.sweep);
    await this.relaying?.catch(() => undefined);
    await this.fetcher.close();
  }

  /** Queues every pending delivery that has no queue message yet (coalesced: one relay at a time). */
  flush(): void {
    if (this.stopped) return;
    if (this.relaying) {
      this.again = true;
      return;
    }
    this.relaying = (async () => {
      do {
        this.again = false;
        for (;;) {
          const queued = this.stopped ? 0 : await this.relayBatch();
          if (queued > 0) this.jobs.wake(DELIVERY_TASK);
          if (queued < RELAY_BATCH) break;
        }
      } while (this.again && !this.stopped);
    })()
      .catch((err) => this.log.warn({ err }, 'webhook relay failed; the sweep retries'))
      .finally(() => {
        this.relaying = undefined;
      });
  }

  private async relayBatch(): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('webhookDeliveries').select(['id', 'nextAttemptAt', 'attemptCount']).where('status', '=', 'pending').where('queued', '=', false).orderBy('createdAt').limit(RELAY_BATCH).forUpdate().skipLocked().execute();
      if (rows.length === 0) return 0;
      const now = Date.now();
      for (const r of rows) {
        const due = Date.parse(r.nextAttemptAt);
        const startAfter = due > now ? new Date(due) : undefined;
        await this.jobs.sendTask(DELIVERY_TASK, { deliveryId: r.id }, { trx, startAfter, singletonKey: `${r.id}:${r.attemptCount}` });
      }
      await trx
        .updateTable('webhookDeliveries')
        .set({ queued: true })
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      return rows.length;
    });
  }

  /** Deliveries whose attempt died with its process (lease expired), or whose message was lost: queue them again. */
  private async recover(): Promise<void> {
    await this.db
      .updateTable('webhookDeliveries')
      .set({ queued: false, leaseUntil: null })
      .where('status', '=', 'pending')
      .where('queued', '=', true)
      .where((eb) => eb.or([eb('leaseUntil', '<', sql<string>`now()`), eb.and([eb('leaseUntil', 'is', null), eb('nextAttemptAt', '<', sql<string>`now() - interval '10 minutes'`)])]))
      .execute();
  }

  /**
   * POSTs one signed body to an endpoint (every current secret, the address guard, the time
   * limit) and tells how it went: a delivery attempt, or a test event (`testWebhookEndpoint`).
   */
  async send(endpoint: { url: string; secret: string; previousSecret: string | null; previousSecretExpiresAt: string | null }, eventId: string, body: string, number = 1): Promise<WebhookAttemptRecord> {
    const secrets = [endpoint.secret];
    if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && Date.parse(endpoint.previousSecretExpiresAt) > Date.now()) secrets.push(endpoint.previousSecret);
    const record: WebhookAttemptRecord = { attempt: number, attemptedAt: new Date().toISOString(), durationMs: 0 };
    const started = performance.now();
    let failure: WebhookOutcome | undefined;
    try {
      const url = new URL(endpoint.url);
      const res = await undici().request(url, {
        dispatcher: this.fetcher.dispatcherFor(url),
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT, ...webhookHeaders(secrets, eventId, body), ...traceHeaders() },
        body,
        signal: AbortSignal.timeout(this.config.webhookTimeoutMs),
      });
      record.statusCode = res.statusCode;
      await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
      if (res.statusCode < 200 || res.statusCode >= 300) {
        record.error = `the endpoint answered HTTP ${res.statusCode}`;
        failure = 'http_error';
      }
    } catch (err) {
      record.error = describe(err, this.config.webhookTimeoutMs);
      failure = failureOf(err);
      const cause = (err as { cause?: unknown }).cause;
      const refused = err instanceof SiteFetchError ? err : cause instanceof SiteFetchError ? cause : undefined;
      // the attempt (which the owner reads) says what kind of address; the address itself is logged here only
      if (refused?.resolvedAddress) {
        this.log.warn({ eventId, host: new URL(endpoint.url).host, resolvedAddress: refused.resolvedAddress }, 'webhook delivery refused: the endpoint host resolves to a non-public address');
      }
    }
    const elapsedMs = performance.now() - started;
    webhookAttempt(failure ?? 'succeeded', elapsedMs / 1000);
    record.durationMs = Math.round(elapsedMs);
    return record;
  }

  /** One attempt of one delivery (a queue task). */
  async attempt(deliveryId: string): Promise<void> {
    if (!tracingEnabled()) return this.attemptOnce(deliveryId);
    const { traceparent } = (await this.db.selectFrom('webhookDeliveries').select('traceparent').where('id', '=', deliveryId).executeTakeFirst()) ?? {};
    // tracing on: a span of the trace that recorded the event (the job run), sent on as `traceparent`
    return inSpan('webhook delivery', traceparent ?? undefined, { 'webhook.delivery_id': deliveryId }, () => this.attemptOnce(deliveryId));
  }

  private async attemptOnce(deliveryId: string): Promise<void> {
    const leaseSeconds = Math.ceil(this.config.webhookTimeoutMs / 1000) + 30;
    const claimed = await this.db
      .updateTable('webhookDeliveries')
      .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`, updatedAt: sql`now()` })
      .where('id', '=', deliveryId)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', sql<string>`now()`)]))
      .where('nextAttemptAt', '<=', sql<string>`now() + interval '2 seconds'`)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return; // done, in flight elsewhere, or a duplicate message
    const endpoint = await this.db.selectFrom('webhookEndpoints').selectAll().where('id', '=', claimed.endpointId).executeTakeFirst();
    const event = await eventRepository(this.db).byId(claimed.eventId);
    if (!endpoint?.enabled || !event) {
      await this.db.updateTable('webhookDeliveries').set({ status: 'failed', leaseUntil: null, updatedAt: sql`now()` }).where('id', '=', deliveryId).execute();
      return;
    }
    const body = JSON.stringify(await toEvent(event, this.db, this.jobs));
    const number = claimed.attemptCount + 1;
    const record = await this.send(endpoint, event.id, body, number);
    const ok = record.error === undefined;
    const gone = record.statusCode === 410;
    const delay = ok || gone ? undefined : retryDelayMs(this.config, number);
    const status = ok ? 'succeeded' : delay === undefined ? 'failed' : 'pending';
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('webhookDeliveries')
        .set({
          status,
          attemptCount: number,
          attempts: sql`attempts || ${JSON.stringify([record])}::jsonb`,
          leaseUntil: null,
          queued: false,
          ...(delay !== undefined ? { nextAttemptAt: new Date(Date.now() + delay) } : {}),
          updatedAt: sql`now()`,
        })
        .where('id', '=', deliveryId)
        .execute();
      if (gone) await endpointRepository(trx).disable(endpoint.id, `the endpoint answered 410 Gone on ${record.attemptedAt}`);
    });
    if (status === 'pending') this.flush();
  }
}

function failureOf(err: unknown): WebhookOutcome {
  const e = err as { name?: string; code?: string; cause?: unknown };
  if (err instanceof SiteFetchError || e.cause instanceof SiteFetchError) return 'refused';
  if (e.name === 'TimeoutError' || e.name === 'AbortError' || e.code === 'UND_ERR_HEADERS_TIMEOUT' || e.code === 'UND_ERR_CONNECT_TIMEOUT') return 'timeout';
  return 'network_error';
}

function describe(err: unknown, timeoutMs: number): string {
  const e = err as { name?: string; code?: string; message?: string; cause?: unknown };
  if (err instanceof SiteFetchError) return err.message;
  if (e.cause instanceof SiteFetchError) return e.cause.message;
  if (e.name === 'TimeoutError' || e.name === 'AbortError' || e.code === 'UND_ERR_HEADERS_TIMEOUT' || e.code === 'UND_ERR_CONNECT_TIMEOUT') {
    return `no answer within ${timeoutMs} ms`;
  }
  const code = e.code ?? (e.cause as { code?: string } | undefined)?.code;
  // connection errors quote the address the host resolved to: not for the owner to read
  return withoutAddresses(`${code ? `${code}: ` : ''}${e.message ?? String(err)}`).slice(0, 500);
}
