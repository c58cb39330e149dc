import { errors } from '../../http/errors.js';
import { drainingSignal } from '../../http/framework-errors.js';
import { jobRepository, type JobRow } from '../../jobs/repository.js';
import { waitForJob } from '../../jobs/wait.js';
import { eventRepository } from '../events/repository.js';
import { snapshotRow } from '../events/resources.js';
import type { JobKindView, JobToolName } from './catalog.js';
import { callOperation, summarize, toolSuccess, type Caller, type ToolResult } from './operation.js';

/**
 * The job tools, for every job kind: `get_job` and `cancel_job` call the kind's own GET and
 * cancel operations; `wait_for_job` waits as `Prefer: wait` does (waitForJob: woken by the job's
 * own notification when it becomes final, src/jobs/wait.ts), sending `notifications/progress`
 * from the job's progress events meanwhile when the call carries a progress token.
 */

/** What an MCP progress notification carries (progress rises from 0 to 1, the API's own `progress`). */
interface Progress {
  progress: number;
  total: number;
  message: string;
}

export interface JobCall {
  signal: AbortSignal;
  /** sends a notifications/progress for the call's token; absent when the call gave no token */
  progress?: (p: Progress) => Promise<void>;
}

/** The caller's job with this id, and its kind; another owner's id is as unknown as an unknown one. */
async function ownJob(caller: Caller, kinds: Map<string, JobKindView>, id: string): Promise<{ row: JobRow; kind: JobKindView }> {
  const row = await jobRepository(caller.deps.db).byId(id);
  const kind = row && row.ownerId === caller.principal.ownerId ? kinds.get(row.kind) : undefined;
  if (!row || !kind) throw errors.notFound('Job', id);
  return { row, kind };
}

export async function runJobTool(tool: JobToolName, caller: Caller, kinds: Map<string, JobKindView>, args: { id: string; timeoutSeconds?: number }, call: JobCall): Promise<ToolResult> {
  const { row, kind } = await ownJob(caller, kinds, args.id);
  if (tool === 'get_job') {
    const { body } = await callOperation(caller, kind.get, { path: { id: args.id } });
    return toolSuccess(caller, kind.get, body, (kept) => summarize(kind.what, kept));
  }
  if (tool === 'cancel_job') {
    const { body } = await callOperation(caller, kind.cancel, { path: { id: args.id } });
    return toolSuccess(caller, kind.cancel, body, (kept) => summarize(kind.what, kept));
  }
  const seconds = args.timeoutSeconds!;
  const follower = call.progress ? await followProgress(caller, row, call.progress) : undefined;
  let final: JobRow | undefined;
  try {
    final = await waitForJob(caller.deps, args.id, seconds * 1000, AbortSignal.any([call.signal, drainingSignal(caller.app)]));
  } finally {
    await follower?.stop(final);
  }
  const { body } = await callOperation(caller, kind.get, { path: { id: args.id } });
  const still = final !== undefined && (final.status === 'pending' || final.status === 'running');
  return toolSuccess(caller, kind.get, body, (kept) =>
    still ? `${kind.what} ${args.id} is still ${kept.status}${typeof kept.currentStep === 'string' ? ` (${kept.currentStep})` : ''} after waiting: call wait_for_job again to keep waiting.` : summarize(kind.what, kept),
  );
}

/** How many of a job's events one read takes. */
const EVENT_PAGE = 50;

/**
 * Sends a progress notification for the job as it stands, then one per progress event of the job
 * (`<job>.started`, `<job>.progress`, its final event: recorded by the jobs trigger, at most one
 * progress event a second) as they are committed, woken by the process's event listener
 * (LISTEN on the events channel) and reading only the job's events after the last one seen.
 * MCP wants progress to rise: an event that does not move it is not sent. Progress is best
 * effort: a read that fails (the database is gone) sends nothing and the wait goes on.
 */
async function followProgress(caller: Caller, row: JobRow, send: (p: Progress) => Promise<void>) {
  const { db, events } = caller.deps;
  const ownerId = caller.principal.ownerId;
  const repo = eventRepository(db);
  let cursor = await repo.lastSeq(ownerId);
  let last = -1;
  const emit = async (progress: number | null | undefined, status: string, step: string | null | undefined) => {
    const value = typeof progress === 'number' ? progress : 0;
    if (value <= last) return;
    last = value;
    await send({ progress: value, total: 1, message: step ? `${status}: ${step}` : status }).catch(() => undefined);
  };
  await emit(row.progress, row.status, row.currentStep);

  let reading: Promise<void> | undefined;
  let again = false;
  const read = async () => {
    try {
      for (;;) {
        again = false;
        const page = await repo.afterForResource(ownerId, row.id, cursor, EVENT_PAGE);
        for (const e of page) {
          const snap = snapshotRow(e.snapshot);
          await emit(snap.progress, snap.status, snap.currentStep);
          cursor = String(e.seq);
        }
        if (page.length < EVENT_PAGE && !again) return;
      }
    } catch (err) {
      caller.log.debug({ err }, 'reading progress events failed; the wait goes on');
    }
  };
  const wake = () => {
    if (reading) {
      again = true;
      return;
    }
    reading = read().finally(() => (reading = undefined));
  };
  const unsubscribe = events?.subscribe((owner) => {
    if (owner === undefined || owner === ownerId) wake();
  });
  return {
    /** stops following; the events committed until now are sent first, then the final state */
    async stop(final: JobRow | undefined) {
      unsubscribe?.();
      await reading;
      await read();
      if (final) await emit(final.progress, final.status, final.currentStep);
    },
  };
}
