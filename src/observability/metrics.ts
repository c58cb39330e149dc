import type pg from 'pg';
import type * as Prom from 'prom-client';

/*
 * The process's Prometheus metrics (GET /metrics). One registry per process, built by
 * `enableMetrics` (openServices calls it when METRICS is on, the default). Until then, and with
 * METRICS=false, every recording function below is a no-op and prom-client is never loaded.
 * Labels are bounded sets only (route templates, job kinds, outcomes): never an owner, a job
 * id or a raw URL.
 */

/** what a job run came to (`retry`: the attempt failed and the run waits for its retry) */
export type JobOutcome = 'completed' | 'failed' | 'retry' | 'superseded' | 'outage' | 'skipped';
/** what one webhook delivery attempt came to */
export type WebhookOutcome = 'succeeded' | 'http_error' | 'timeout' | 'refused' | 'network_error';
/** broll_clip: one scene of a B-roll video; broll_join: the scenes joined into the video */
export type MediaKind = 'broll_clip' | 'broll_join' | 'thumbnail' | 'pdf';

interface Instruments {
  registry: Prom.Registry;
  http: Prom.Histogram<'method' | 'route' | 'status_code'>;
  jobRuns: Prom.Histogram<'kind' | 'outcome'>;
  webhooks: Prom.Histogram<'outcome'>;
  media: Prom.Histogram<'kind' | 'outcome'>;
  rateLimited: Prom.Counter<'quota'>;
  queueStatsFailures: Prom.Counter;
  pruned: Prom.Counter<'table'>;
}

let instruments: Instruments | undefined;
/** plain counters read at scrape time: a gauge's inc/dec hashes its labels on every call */
let inFlight = 0;
let sseConnections = 0;
const pools = new Map<string, () => pg.Pool | undefined>();
let queueStats: (() => Promise<QueueStat[]>) | undefined;

/** One row of the job queue's state at scrape time (the queue owner computes it, bounded in time). */
export interface QueueStat {
  queue: string;
  state: string;
  count: number;
  /** age in seconds of the oldest entry in this state that is due (waiting entries only) */
  oldestSeconds: number | null;
}

const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const LONG_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

export function metricsEnabled(): boolean {
  return instruments !== undefined;
}

/**
 * Builds the registry (once per process). Safe to call again: the first one stays. prom-client
 * is imported here, so that the build bundles it (with @opentelemetry/api, which it requires) in
 * a chunk of its own: loaded from node_modules file by file, it was 4% of a boot's CPU profile.
 */
export async function enableMetrics(): Promise<void> {
  if (instruments) return;
  const mod = await import('prom-client');
  const prom = (mod as unknown as { default?: typeof Prom }).default ?? (mod as unknown as typeof Prom);
  if (instruments) return;
  const registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const histogram = <L extends string>(name: string, help: string, labelNames: L[], buckets: number[]) => new prom.Histogram<L>({ name, help, labelNames, buckets, registers: [registry] });
  const gauge = <L extends string>(name: string, help: string, labelNames: L[], collect: (g: Prom.Gauge<L>) => void | Promise<void>) =>
    new prom.Gauge<L>({
      name,
      help,
      labelNames,
      registers: [registry],
      collect() {
        return collect(this);
      },
    });
  gauge('http_requests_in_flight', 'HTTP requests received and not yet answered', [], (g) => g.set(inFlight));
  gauge('sse_connections', 'open event streams (GET /v1/events/stream)', [], (g) => g.set(sseConnections));
  gauge('db_pool_connections', 'connections of a database pool by state (total, idle, waiting: checkouts waiting for a free connection)', ['pool', 'state'], (g) => {
    g.reset();
    for (const [name, get] of pools) {
      const pool = get();
      if (!pool) continue;
      g.set({ pool: name, state: 'total' }, pool.totalCount);
      g.set({ pool: name, state: 'idle' }, pool.idleCount);
      g.set({ pool: name, state: 'waiting' }, pool.waitingCount);
    }
  });
  const queueFailures = new prom.Counter({ name: 'job_queue_stats_failures_total', help: 'scrapes whose queue query failed or took too long (the queue gauges are then left out)', registers: [registry] });
  // one query serves both queue gauges of a scrape
  let pending: Promise<QueueStat[] | undefined> | undefined;
  const stats = () => {
    pending ??= (queueStats?.() ?? Promise.resolve([])).then(
      (rows) => rows,
      () => {
        queueFailures.inc();
        return undefined;
      },
    );
    return pending;
  };
  gauge('job_queue_depth', 'entries of a job queue by state (created: waiting, retry: waiting for a retry, active: running)', ['queue', 'state'], async (g) => {
    g.reset();
    const rows = await stats();
    for (const r of rows ?? []) g.set({ queue: r.queue, state: r.state }, r.count);
  });
  gauge('job_queue_oldest_seconds', 'age of the oldest due entry waiting in a job queue (created or retry)', ['queue'], async (g) => {
    g.reset();
    const rows = await stats();
    pending = undefined;
    const oldest = new Map<string, number>();
    for (const r of rows ?? []) if (r.oldestSeconds !== null) oldest.set(r.queue, Math.max(oldest.get(r.queue) ?? 0, r.oldestSeconds));
    for (const [queue, seconds] of oldest) g.set({ queue }, seconds);
  });
  instruments = {
    registry,
    http: histogram('http_request_duration_seconds', 'HTTP requests by route template, method and status: duration from arrival to the end of the answer (the _count is the request count)', ['method', 'route', 'status_code'], SECONDS_BUCKETS),
    jobRuns: histogram('job_run_duration_seconds', 'job run attempts by kind and outcome, and how long they took (the _count is the number of attempts)', ['kind', 'outcome'], LONG_BUCKETS),
    webhooks: histogram('webhook_delivery_duration_seconds', 'webhook delivery attempts by outcome, and their latency (the _count is the number of attempts)', ['outcome'], SECONDS_BUCKETS),
    media: histogram('media_render_duration_seconds', 'media renders by kind (broll_clip: one B-roll scene, broll_join: the scenes joined, thumbnail, pdf) and outcome, and how long they took', ['kind', 'outcome'], LONG_BUCKETS),
    rateLimited: new prom.Counter({ name: 'rate_limit_refusals_total', help: 'requests refused with 429 by quota (owner, public)', labelNames: ['quota'], registers: [registry] }),
    queueStatsFailures: queueFailures,
    pruned: new prom.Counter({ name: 'retention_pruned_rows_total', help: 'rows removed by the retention sweep of this process, by table', labelNames: ['table'], registers: [registry] }),
  };
}

/** A pg pool reported as `db_pool_connections{pool=name}`, read at scrape time (`get` may answer undefined before it exists). */
export function watchPool(name: string, get: () => pg.Pool | undefined): void {
  pools.set(name, get);
}

/** Where the queue gauges come from, called at scrape time (it must bound its own time). */
export function watchQueues(read: () => Promise<QueueStat[]>): void {
  queueStats = read;
}

/** The exposition text and its content type. */
export async function renderMetrics(): Promise<{ contentType: string; text: string }> {
  if (!instruments) throw new Error('metrics are off');
  return { contentType: instruments.registry.contentType, text: await instruments.registry.metrics() };
}

export function requestStarted(): void {
  inFlight++;
}

export function requestEnded(method: string, route: string, status: number, seconds: number): void {
  inFlight--;
  instruments?.http.observe({ method, route, status_code: status }, seconds);
}

/** a client that went away before its answer was finished: out of the in-flight count, not timed */
export function requestAborted(): void {
  inFlight--;
}

export function jobRun(kind: string, outcome: JobOutcome, seconds: number): void {
  instruments?.jobRuns.observe({ kind, outcome }, seconds);
}

export function webhookAttempt(outcome: WebhookOutcome, seconds: number): void {
  instruments?.webhooks.observe({ outcome }, seconds);
}

export function rateLimited(quota: 'owner' | 'public'): void {
  instruments?.rateLimited.inc({ quota });
}

/** Rows the retention sweep removed from `table`. */
export function retentionPruned(table: string, rows: number): void {
  if (rows > 0) instruments?.pruned.inc({ table }, rows);
}

export function sseOpened(): () => void {
  sseConnections++;
  let open = true;
  return () => {
    if (open) sseConnections--;
    open = false;
  };
}

/** Times `work` as a render of `kind` (succeeded or failed) and answers its result. */
export async function timeRender<T>(kind: MediaKind, work: () => Promise<T>): Promise<T> {
  if (!instruments) return work();
  const started = performance.now();
  let outcome = 'failed';
  try {
    const result = await work();
    outcome = 'succeeded';
    return result;
  } finally {
    instruments.media.observe({ kind, outcome }, (performance.now() - started) / 1000);
  }
}
