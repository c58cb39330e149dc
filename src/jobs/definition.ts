import type { DbOrTrx } from '../db/database.js';
import type { OperationId } from '../http/handler.js';
import type { JobContext, JobKind, JobMessage } from './kind.js';
import { jobRepository, type JobRow } from './repository.js';

// One typed definition per job kind: everything the queue, the API and the event pipeline need
// to know about it, in one place. Adding a kind is one definition file (its kind's entry in
// JobTypes beside it), one line in its area's front door (src/areas/<area>/index.ts), its rows
// in `event_types` (a migration) and its types in the contract's EventType enum; the queue
// checks at start that the table agrees.

/**
 * The job registry: each kind's name mapped to its input and result types. Each definition
 * file adds its kind (declaration merging) beside its `defineJob`:
 *
 *     declare module '../../jobs/definition.js' {
 *       interface JobTypes { [BROLL_KIND]: { input: BrollJobInput; result: BrollResult } }
 *     }
 *
 * so that a row read from the jobs table is typed from its `kind` (`jobRow`, `definition.row`),
 * never by a cast at the place that reads it. (`@public`: used only by those declarations, which knip does not see.)
 *
 * @public
 */
// biome-ignore lint/suspicious/noEmptyInterface: each job.ts adds its kind by declaration merging; a type alias could not be merged
export interface JobTypes {}

/** The name of a job kind (the `kind` column of the jobs table). */
export type JobKindName = keyof JobTypes;
export type JobInput<K extends JobKindName> = JobTypes[K] extends { input: infer I extends object } ? I : never;
export type JobResult<K extends JobKindName> = JobTypes[K] extends { result: infer R extends object } ? R : never;

/** How the queue runs a kind: retries, expiry and the runs a worker process takes at once. */
interface JobPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  expireInSeconds: number;
  /** jobs of this kind a worker process runs at once */
  concurrency: number;
}

/** A job row whose `input` and `result` are the kind's input and result types. */
export type JobRowOf<I, R = Record<string, unknown>> = JobRow & { input: I; result: R };

/** A job row of kind K, typed from the registry. */
type JobRowOfKind<K extends JobKindName> = JobRowOf<JobInput<K>, JobResult<K>> & { kind: K };

/** A row of any kind: narrowed by its `kind` (`if (row.kind === 'short') row.result.short`). */
export type AnyJobRow = { [K in JobKindName]: JobRowOfKind<K> }[JobKindName];

/**
 * The one place a row's JSON input and result are taken for its kind's types: a row as the
 * jobs table holds it, typed from its `kind`.
 */
export function jobRow(row: JobRow): AnyJobRow {
  return row as unknown as AnyJobRow;
}

/** What a pipeline is given: the job context, its row typed by the kind's input and result. */
type JobContextOf<I, R = Record<string, unknown>> = Omit<JobContext, 'job'> & { readonly job: JobRowOf<I, R> };

/** The pipeline of a kind: built once per process from what it uses, then run per job. */
export interface JobPipeline<I, R = Record<string, unknown>> {
  run(ctx: JobContextOf<I, R>): Promise<void>;
}

/** What `start` and `restart` queue through: the job queue (JobQueue), seen only by what they need. */
interface JobSender {
  enqueue(kindName: string, message: JobMessage, trx?: DbOrTrx): Promise<void>;
}

export interface JobDefinitionSpec<K extends JobKindName, D, I extends object = JobInput<K>, R extends object = JobResult<K>> {
  /** the pg-boss queue name, also the `kind` column of the jobs table */
  name: K;
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
    serialize(row: JobRowOf<I, R>, db: DbOrTrx): unknown;
    /**
     * The least input a row of the kind is answered from (its identifiers and required fields):
     * the tests make a pending row of every kind from it (test/areas/cancel), so a new kind is
     * covered without editing them.
     */
    sample: Partial<I>;
  };
  /** The event types its transitions record (the `event_types` rows of its kind). */
  eventTypes: readonly string[];
  /** The statistics' content count its jobs add to, if any. */
  countedAs?: 'scripts' | 'shorts' | 'brollVideos' | 'articles';
  /**
   * builds the pipeline from what it uses (the process's Deps), once, at the kind's first job:
   * a definition imports its pipeline's module there (`import()`), so that a start loads no
   * writer, renderer or model client before a job needs it
   */
  pipeline(deps: D): Promise<JobPipeline<I, R>>;
}

/** A kind's definition (JobDefinition with no arguments: any kind's). */
export interface JobDefinition<K extends JobKindName = any, D = any, I extends object = any, R extends object = any> extends Readonly<Omit<JobDefinitionSpec<K, D, I, R>, 'resource'>> {
  /** as the spec's, its serializer taking any row of the kind (typed by `row`) */
  readonly resource?: { what: string; cancelOperation: OperationId; serialize(row: JobRow, db: DbOrTrx): unknown; sample: Partial<I> };
  /** The typed view of a row of this kind (its `input` and `result` as the kind's types). */
  row(row: JobRow): JobRowOf<I, R>;
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

/** The id a resource's `sample` input names where it names another row. */
export const SAMPLE_ID = '11111111-1111-4111-8111-111111111111';

/** The one way to declare a job kind. */
export function defineJob<K extends JobKindName, D = any>(spec: JobDefinitionSpec<K, D>): JobDefinition<K, D, JobInput<K>, JobResult<K>> {
  const row = (r: JobRow) => jobRow(r) as unknown as JobRowOf<JobInput<K>, JobResult<K>>;
  const { resource } = spec;
  return {
    ...spec,
    resource: resource && { ...resource, serialize: (r: JobRow, db: DbOrTrx) => resource.serialize(row(r), db) },
    row,
    kind(deps) {
      let pipeline: Promise<JobPipeline<JobInput<K>, JobResult<K>>> | undefined;
      return {
        name: spec.name,
        ...spec.policy,
        run: async (ctx) => {
          // a failed import is not kept: the next job tries again
          pipeline ??= spec.pipeline(deps).catch((err: unknown) => {
            pipeline = undefined;
            throw err;
          });
          return (await pipeline).run(ctx as unknown as JobContextOf<JobInput<K>, JobResult<K>>);
        },
      };
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
