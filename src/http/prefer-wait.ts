import type { FastifyReply, FastifyRequest, preSerializationAsyncHookHandler } from 'fastify';
import type { EventBus } from '../jobs/bus.js';
import type { Db } from '../db/database.js';
import type { JobQueue } from '../jobs/queue.js';
import { jobRepository, type JobRow } from '../jobs/repository.js';
import { waitForJob } from '../jobs/wait.js';
import { drainingSignal } from './framework-errors.js';

/** The longest `Prefer: wait=N` honoured, in seconds; `wait` alone means this. */
const PREFER_WAIT_MAX_SECONDS = 60;

declare module 'fastify' {
  interface FastifyRequest {
    /** the job a `Prefer: wait` waits for when it is not the answered resource (a thumbnail render) */
    waitForJobId?: string;
  }
}

/**
 * Names the job that `Prefer: wait` should wait for when the operation answers another resource
 * than the job it started (a thumbnail render answers the short or script job it belongs to).
 */
export function waitOn(req: FastifyRequest, jobId: string): void {
  req.waitForJobId = jobId;
}

/**
 * Seconds to wait asked by the `Prefer` header (RFC 7240: comma-separated preferences, each
 * `token[=value]` with optional `;` parameters): `wait=N` capped at the maximum, `wait` alone
 * the maximum. Undefined when no wait preference is given; other preferences are ignored, as
 * are unreadable wait values.
 */
export function preferredWait(header: string | string[] | undefined): number | undefined {
  const values = Array.isArray(header) ? header : header ? [header] : [];
  for (const value of values) {
    for (const part of value.split(',')) {
      const m = /^wait(?:\s*=\s*"?(\d{1,9})"?)?$/i.exec(part.split(';')[0]!.trim());
      if (m) return m[1] === undefined ? PREFER_WAIT_MAX_SECONDS : Math.min(Number(m[1]), PREFER_WAIT_MAX_SECONDS);
    }
  }
  return undefined;
}

/**
 * The `Prefer: wait` hook of every operation that declares the PreferWait parameter: once the
 * handler has answered a job (any body with an `id`), it waits for that job (or the one named by
 * `waitOn`) to be final, for at most the asked seconds or until the client disconnects, then
 * answers the job as it stands, shaped by its kind's `serialize` (its job definition), with `Preference-Applied`.
 * The status code stays the handler's. Without the preference nothing changes. The wait is woken
 * by the job's own notification (src/jobs/wait.ts), not by polling.
 */
export function preferWaitHook(deps: { db: Db; events?: EventBus; jobs: Pick<JobQueue, 'definition'> }): preSerializationAsyncHookHandler {
  const { db } = deps;
  return async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode >= 300) return payload;
    const seconds = preferredWait(req.headers.prefer);
    const id = (payload as { id?: unknown } | null)?.id;
    if (seconds === undefined || typeof id !== 'string') return payload;
    const controller = new AbortController();
    const res = reply.raw;
    const gone = () => {
      if (!res.writableEnded) controller.abort();
    };
    res.once('close', gone);
    const waited = req.waitForJobId ?? id;
    let found: JobRow | undefined;
    try {
      found = await waitForJob(deps, waited, seconds * 1000, AbortSignal.any([controller.signal, drainingSignal(req.server)]));
    } finally {
      res.off('close', gone);
    }
    reply.header('preference-applied', `wait=${seconds}`);
    // the row the wait ended with is the job as it stands; another job waited for (a thumbnail render) is not the answer
    const row = waited === id && found ? found : await jobRepository(db).byId(id);
    const resource = row && row.ownerId === req.principal?.ownerId ? deps.jobs.definition(row.kind)?.resource : undefined;
    return resource && row ? resource.serialize(row, db) : payload;
  };
}
