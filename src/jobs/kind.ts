import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTrx } from '../db/database.js';
import type { JobOutcome, JobRow } from './repository.js';

// The shapes of the job abstraction (src/jobs/queue.ts): what a job kind declares, what its
// pipeline is given, and what travels through the queue.

/** What travels through the queue: which job, and which run of it. */
export interface JobMessage {
  jobId: string;
  run: number;
  /** attempts of this run that the database failed under (see JobQueue.requeue) */
  outages?: number;
  /** the W3C trace context of the span that queued it (tracing on): the run continues that trace */
  traceparent?: string;
}

/** Thrown (and swallowed by the runner) when a run notices that a newer run replaced it. */
export class JobSuperseded extends Error {
  constructor(jobId: string) {
    super(`job ${jobId} was restarted; this run stops`);
  }
}

export interface JobContext {
  /** the job row as it was when this run started */
  readonly job: JobRow;
  readonly run: number;
  /** 0 on the first try */
  readonly attempt: number;
  readonly isLastAttempt: boolean;
  /** aborted when the run is superseded or the worker stops */
  readonly signal: AbortSignal;
  readonly log: FastifyBaseLogger;
  /** records the step (and progress 0..1); throws JobSuperseded when a newer run exists */
  step(currentStep: string, progress?: number): Promise<void>;
  /** writes intermediate values (guarded by run) */
  update(outcome: JobOutcome): Promise<void>;
  /**
   * Ends the run: in one transaction, locks the job row (if this run is still current),
   * runs `write` for the domain rows (it may add result fields), and stores the outcome
   * (status defaults to completed, progress to 1).
   */
  finish(outcome: JobOutcome, write?: (trx: DbOrTrx) => Promise<JobOutcome | void>): Promise<void>;
}

/** One kind of background job: its queue, retry policy and pipeline. */
export interface JobKind {
  /** pg-boss queue name, also the `kind` column of the jobs table */
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  expireInSeconds: number;
  /** jobs of this kind a worker process runs at once */
  concurrency: number;
  run(ctx: JobContext): Promise<void>;
}

/**
 * An internal queue kind with no job row behind it: the message is the whole work (a webhook
 * delivery attempt). Same pg-boss, same start/stop; a handler that throws is retried by pg-boss.
 */
export interface QueueTask<T extends object = Record<string, unknown>> {
  name: string;
  concurrency: number;
  retryLimit: number;
  expireInSeconds: number;
  handle(data: T): Promise<void>;
}
