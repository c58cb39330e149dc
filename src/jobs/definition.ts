import type { DbOrTrx } from '../db/database.js';
import type { OperationId } from '../http/handler.js';
import type { JobContext, JobKind, JobMessage } from './kind.js';
import { jobRepository, type JobRow } from './repository.js';

// One typed definition per job kind: everything the queue, the API and the event pipeline need
// to know about it, in one place. Adding a kind is one definition file, one line in its area's
// front door (src/areas/<area>/index.ts), its rows in `event_types` (a migration) and its types
// in the contract's EventType enum; the queue checks at start that the table agrees.

/** How the queue runs a kind: retries, expiry and the runs a worker process takes at once. */
export interface JobPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  expireInSeconds: number;
  /** jobs of this kind a worker process runs at once */
  concurrency: number;
}

/** A job row whose `input` is the kind's input type. */
export type JobRowOf<I> = JobRow & { input: I };

/** What a pipeline is given: the job context, its row typed by the kind's input. */
export type JobContextOf<I> = Omit<JobContext, 'job'> & { readonly job: JobRowOf<I> };

/** The pipeline of a kind: built once per process from what it uses, then run per job. */
export interface JobPipeline<I> {
  run(ctx: JobContextOf<I>): Promise<void>;
}

/** What `start` and `restart` queue through: the job queue (JobQueue), seen only by what they need. */
export interface JobSender {
  enqueue(kindName: string, message: JobMessage, trx?: DbOrTrx): Promise<void>;
}

export interface JobDefinitionSpec<I extends object, D> {
  /** the pg-boss queue name, also the `kind` column of the jobs table */
  name: string;
  policy: JobPolicy;
  /**
   * How owners see the kind (absent for internal rows such as thumbnail renders): what it is
   * called in messages ("Post generation job 123 was not found"), the operation that cancels
   * one, and its resource as its GET answers it (a YouTube suggestion run reads its suggestions:
   * hence `db`). `Prefer: wait`, events, webhooks and cancel all answer through `serialize`.
   */
  resource?: {
    what: string;
    cancelOperation: OperationId;
    serialize(row: JobRowOf<I>, db: DbOrTrx): unknown;
  };
  /** The event types its transitions record (the `event_types` rows of its kind). */
  eventTypes: readonly string[];
  /** The statistics' content count its jobs add to, if any. */
  countedAs?: 'scripts' | 'shorts' | 'brollVideos' | 'articles';
  /** builds the pipeline from what it uses (the process's Deps) */
  pipeline(deps: D): JobPipeline<I>;
}

export interface JobDefinition<I extends object = any, D = any> extends Readonly<Omit<JobDefinitionSpec<I, D>, 'resource'>> {
  /** as the spec's, its serializer taking any row of the kind (typed by `row`) */
  readonly resource?: { what: string; cancelOperation: OperationId; serialize(row: JobRow, db: DbOrTrx): unknown };
  /** The typed view of a row of this kind (its `input` as the kind's input type). */
  row(row: JobRow): JobRowOf<I>;
  /** The runtime kind the queue registers: name, policy, and the pipeline bound to `deps`. */
  kind(deps: D): JobKind;
  /** Creates the job row and queues its first run, both in `trx`: they commit together or not at all. */
  start(jobs: JobSender, trx: DbOrTrx, ownerId: string, input: I, result?: Record<string, unknown>): Promise<JobRow>;
  /**
   * Starts a new run of the owner's job (`inputPatch` merged into its input, `resultPatch` into
   * its result) and queues it, in `trx`; the run in progress stops at its next step. Undefined
   * when the owner has no such job.
   */
  restart(jobs: JobSender, trx: DbOrTrx, ownerId: string, id: string, inputPatch?: Partial<I>, resultPatch?: Record<string, unknown>): Promise<JobRow | undefined>;
}

/** The one way to declare a job kind. */
export function defineJob<I extends object, D = any>(spec: JobDefinitionSpec<I, D>): JobDefinition<I, D> {
  // the one place a row's JSON input is taken for the kind's input type
  const row = (r: JobRow) => r as unknown as JobRowOf<I>;
  const { resource } = spec;
  return {
    ...spec,
    resource: resource && { ...resource, serialize: (r: JobRow, db: DbOrTrx) => resource.serialize(row(r), db) },
    row,
    kind(deps) {
      const pipeline = spec.pipeline(deps);
      return { name: spec.name, ...spec.policy, run: (ctx) => pipeline.run(ctx as unknown as JobContextOf<I>) };
    },
    async start(jobs, trx, ownerId, input, result) {
      const created = await jobRepository(trx).create(ownerId, spec.name, { ...input } as Record<string, unknown>, result);
      await jobs.enqueue(spec.name, { jobId: created.id, run: created.run }, trx);
      return created;
    },
    async restart(jobs, trx, ownerId, id, inputPatch = {}, resultPatch) {
      const restarted = await jobRepository(trx).restart(ownerId, spec.name, id, { ...inputPatch } as Record<string, unknown>, resultPatch);
      if (!restarted) return undefined;
      await jobs.enqueue(spec.name, { jobId: restarted.id, run: restarted.run }, trx);
      return restarted;
    },
  };
}
