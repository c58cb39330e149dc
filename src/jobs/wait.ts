import type { EventBus } from './bus.js';
import type { Db } from '../db/database.js';
import { FINAL_STATUSES, isFinal, type JobRow } from './repository.js';

/** how often the waits of a process look at their jobs when no notification came (a lost one, the listener down) */
const FALLBACK_POLL_MS = 5000;

interface Waiter {
  woken: boolean;
  wake?: () => void;
}

/**
 * The `Prefer: wait` (and carousel run) waits of one process. A wait is woken by its job's own
 * notification (JOB_FINAL_CHANNEL, through the process's LISTEN connection, `EventBus`), and
 * every FALLBACK_POLL_MS by one query for all the jobs still waited for, in case a notification
 * was lost. Rows are read in batches: the reads asked for while one is in flight go together in
 * the next, so any number of waits cost one query at a time.
 */
export class JobWaits {
  private readonly waiters = new Map<string, Set<Waiter>>();
  private queued = new Map<string, Array<{ resolve: (row: JobRow | undefined) => void; reject: (err: unknown) => void }>>();
  private reading = false;
  private poll: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    bus: EventBus | undefined,
    private readonly fallbackMs = bus ? FALLBACK_POLL_MS : 250,
  ) {
    bus?.subscribeJobs((jobId) => (jobId === undefined ? this.wakeAll() : this.wakeJob(jobId)));
  }

  /**
   * Waits for a job to reach a final status (any process may be running it: the row is the
   * truth). Answers the row as it stands when it is final, when `timeoutMs` has passed, or when
   * `signal` aborts (the client went away); undefined when the job no longer exists.
   */
  async wait(jobId: string, timeoutMs: number, signal?: AbortSignal): Promise<JobRow | undefined> {
    const deadline = Date.now() + timeoutMs;
    const waiter: Waiter = { woken: false };
    this.add(jobId, waiter);
    try {
      for (;;) {
        waiter.woken = false;
        const row = await this.read(jobId);
        if (!row || isFinal(row.status)) return row;
        const left = deadline - Date.now();
        if (left <= 0 || signal?.aborted) return row;
        if (waiter.woken) continue;
        let timer: NodeJS.Timeout | undefined;
        let aborted: (() => void) | undefined;
        await new Promise<void>((resolve) => {
          waiter.wake = resolve;
          timer = setTimeout(resolve, left);
          aborted = () => resolve();
          signal?.addEventListener('abort', aborted, { once: true });
        });
        clearTimeout(timer);
        if (aborted) signal?.removeEventListener('abort', aborted);
        waiter.wake = undefined;
      }
    } finally {
      this.remove(jobId, waiter);
    }
  }

  /** how many waits are in progress (for tests and figures) */
  get size(): number {
    let n = 0;
    for (const set of this.waiters.values()) n += set.size;
    return n;
  }

  private add(jobId: string, waiter: Waiter) {
    let set = this.waiters.get(jobId);
    if (!set) this.waiters.set(jobId, (set = new Set()));
    set.add(waiter);
    if (!this.poll) {
      this.poll = setInterval(() => void this.pollAll(), this.fallbackMs);
      this.poll.unref();
    }
  }

  private remove(jobId: string, waiter: Waiter) {
    const set = this.waiters.get(jobId);
    set?.delete(waiter);
    if (set?.size === 0) this.waiters.delete(jobId);
    if (this.waiters.size === 0 && this.poll) {
      clearInterval(this.poll);
      this.poll = undefined;
    }
  }

  private wakeJob(jobId: string) {
    for (const w of this.waiters.get(jobId) ?? []) {
      w.woken = true;
      w.wake?.();
    }
  }

  private wakeAll() {
    for (const id of [...this.waiters.keys()]) this.wakeJob(id);
  }

  /** The fallback: one query for the status of every job waited for; those final or gone are woken. */
  private async pollAll() {
    const ids = [...this.waiters.keys()];
    if (ids.length === 0) return;
    try {
      const rows = await this.db.selectFrom('jobs').select(['id', 'status']).where('id', 'in', ids).execute();
      const pending = new Set(rows.filter((r) => !FINAL_STATUSES.has(r.status)).map((r) => r.id));
      for (const id of ids) if (!pending.has(id)) this.wakeJob(id);
    } catch {
      // the database is not answering: the next round, the waits' own deadlines, or a notification will do
    }
  }

  /** The job's row, read together with the others asked for meanwhile. */
  private read(jobId: string): Promise<JobRow | undefined> {
    return new Promise((resolve, reject) => {
      const list = this.queued.get(jobId) ?? [];
      list.push({ resolve, reject });
      this.queued.set(jobId, list);
      if (!this.reading) void this.flush();
    });
  }

  private async flush() {
    this.reading = true;
    try {
      while (this.queued.size > 0) {
        // the reads asked for within this turn of the event loop join the first batch
        await new Promise((r) => setImmediate(r));
        const batch = this.queued;
        this.queued = new Map();
        try {
          const rows = await this.db
            .selectFrom('jobs')
            .selectAll()
            .where('id', 'in', [...batch.keys()])
            .execute();
          const byId = new Map(rows.map((r) => [r.id, r]));
          for (const [id, list] of batch) for (const p of list) p.resolve(byId.get(id));
        } catch (err) {
          for (const list of batch.values()) for (const p of list) p.reject(err);
        }
      }
    } finally {
      this.reading = false;
    }
  }
}

/** One JobWaits per process (per bus, else per database handle). */
const instances = new WeakMap<object, JobWaits>();

export function jobWaits(deps: { db: Db; events?: EventBus }): JobWaits {
  const key = deps.events ?? deps.db;
  let waits = instances.get(key);
  if (!waits) instances.set(key, (waits = new JobWaits(deps.db, deps.events)));
  return waits;
}

/** Waits for a job to be final (see JobWaits.wait), with the process's waits. */
export function waitForJob(deps: { db: Db; events?: EventBus }, jobId: string, timeoutMs: number, signal?: AbortSignal): Promise<JobRow | undefined> {
  return jobWaits(deps).wait(jobId, timeoutMs, signal);
}
