import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The channel the jobs trigger notifies (payload `<ownerId>:<seq>`), sent at commit. */
export const EVENTS_CHANNEL = 'cw_events';

/** The channel that says a queue has work (payload: the queue name), sent when a job is queued. */
export const JOBS_CHANNEL = 'cw_jobs';

/** The channel the jobs table notifies (payload: the job's id) when a job becomes final or is deleted (045_job_final_notify.sql), for the waits of src/jobs/wait.ts. */
const JOB_FINAL_CHANNEL = 'cw_job_final';

/** `ownerId` undefined: "anything may have happened" (after a reconnect), every listener re-reads. */
export type EventListener = (ownerId: string | undefined) => void;

/** `queue` undefined: any queue may have work (after a reconnect). */
export type QueueListener = (queue: string | undefined) => void;

/** `jobId` undefined: any job may have become final (after a reconnect). */
export type JobListener = (jobId: string | undefined) => void;

/**
 * One LISTEN connection per process: wakes the live streams and the delivery relay when any
 * process commits an event, and the job workers when any process queues work (JOBS_CHANNEL).
 * Notifications only say "look again"; the events table and the queue are the truth, so a
 * notification lost while reconnecting costs latency, never an event or a job. Also the waits
 * for a job to be final (JOB_FINAL_CHANNEL, src/jobs/wait.ts).
 */
export class EventBus {
  private client: pg.Client | undefined;
  private readonly listeners = new Set<EventListener>();
  private readonly queueListeners = new Set<QueueListener>();
  private readonly jobListeners = new Set<JobListener>();
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    /** the database it listens to */
    readonly connectionString: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (msg) => {
      if (msg.channel === JOBS_CHANNEL) return this.emitQueue(msg.payload);
      if (msg.channel === JOB_FINAL_CHANNEL) return this.call(this.jobListeners, msg.payload || undefined, 'job listener threw');
      const ownerId = msg.payload?.split(':')[0];
      this.emit(ownerId);
    });
    client.on('error', (err) => {
      this.log.warn({ err }, 'event listener connection failed; reconnecting');
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${EVENTS_CHANNEL}; LISTEN ${JOBS_CHANNEL}; LISTEN ${JOB_FINAL_CHANNEL}`);
    this.client = client;
  }

  private reconnect(client: pg.Client) {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.scheduleRetry();
  }

  private scheduleRetry() {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (this.closed) return;
      this.start().then(
        () => {
          this.emit(undefined);
          this.emitQueue(undefined);
          this.call(this.jobListeners, undefined, 'job listener threw');
        },
        (err) => {
          this.log.warn({ err }, 'event listener could not reconnect; retrying');
          this.scheduleRetry();
        },
      );
    }, 1000);
    this.retry.unref();
  }

  private emit(ownerId: string | undefined) {
    this.call(this.listeners, ownerId, 'event listener threw');
  }

  private emitQueue(queue: string | undefined) {
    this.call(this.queueListeners, queue || undefined, 'queue listener threw');
  }

  /** Calls every listener of a set; one that throws is logged and does not stop the others. */
  private call<T>(listeners: Set<(value: T) => void>, value: T, failure: string) {
    for (const l of listeners) {
      try {
        l(value);
      } catch (err) {
        this.log.error({ err }, failure);
      }
    }
  }

  /** Called with a queue's name whenever any process queued work on it. */
  subscribeQueues(listener: QueueListener): () => void {
    this.queueListeners.add(listener);
    return () => this.queueListeners.delete(listener);
  }

  /** Called with a job's id whenever any process made it final (or deleted it). */
  subscribeJobs(listener: JobListener): () => void {
    this.jobListeners.add(listener);
    return () => this.jobListeners.delete(listener);
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.listeners.clear();
    this.queueListeners.clear();
    this.jobListeners.clear();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
