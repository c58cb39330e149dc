import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTrx } from '../db/database.js';
import type { MediaStore } from './store.js';

/** How long a claimed deletion is left to the process that claimed it before another may retry it. */
const CLAIM_SECONDS = 300;
/** How often a worker process carries out deletions left by a crash (or by processes that do not run them). */
const SWEEP_MS = 10_000;

export interface Deletion {
  /** one object, or every object under it when it ends with '/' */
  key: string;
  /** with a prefix: objects under this prefix stay */
  keep?: string;
}

/** What `replace` is given: the new objects, how they are written and how a row records them. */
interface Replacement<T, W = void> {
  /** the new objects' keys (an object, or a prefix ending in '/'), guarded from before they are written until recorded */
  keys: string | string[];
  /** how long the guard lasts: objects no row recorded by then are deleted */
  guardSeconds: number;
  /** writes the new objects (under the guard); what it answers is given to `swap` and `transaction` */
  put: () => Promise<W>;
  /**
   * In one transaction: records the new objects. Answers its result and the objects they make
   * unreachable (their deletion is scheduled in the same transaction), or undefined when there is
   * nothing to record them on any more (the new objects go then).
   */
  swap: (trx: DbOrTrx, written: W) => Promise<{ result: T; replaced?: Deletion[] } | undefined>;
  /** runs `swap`'s transaction; by default a new one on the database (a job's completion passes its own) */
  transaction?: (work: (trx: DbOrTrx) => Promise<void>, written: W) => Promise<unknown>;
  /**
   * When the write or the transaction throws: 'delete' (the default) deletes the new objects at
   * once; 'guard' leaves them to their guard, for keys that a retry writes again (a deletion
   * scheduled now could fall on the retry's recorded object).
   */
  onFailure?: 'delete' | 'guard';
}

/**
 * The outbox of media deletions (table media_deletions, migration 051). A change that makes
 * objects unreachable schedules their deletion in its own transaction; after the commit the
 * process carries it out (`run`), and whatever a crash interrupts a worker carries out later
 * (`start`). An upload in flight is guarded: `guard` before the object is written (committed on
 * its own), `settle` in the transaction that records it. If that transaction never commits, the
 * object is deleted once the guard is due. Either way no object outlives its row for long, and no
 * row loses its object.
 */
export class MediaDeletions {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly db: Db,
    private readonly store: MediaStore,
    /** the id of the store (its marker): each store has its own rows */
    readonly storeId: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Schedules deletions in the caller's transaction, due now (or after `dueInSeconds`). */
  async schedule(trx: DbOrTrx, deletions: Deletion[], dueInSeconds = 0, guard = false): Promise<void> {
    if (deletions.length === 0) return;
    await trx
      .insertInto('mediaDeletions')
      .values(deletions.map((d) => ({ store: this.storeId, key: d.key, keep: d.keep ?? null, guard, dueAt: sql<string>`now() + make_interval(secs => ${dueInSeconds})` as never })))
      .execute();
  }

  /** Before writing `key` (an object or a prefix): deleted after `seconds` unless `settle` removes the guard first. */
  async guard(key: string | string[], seconds: number): Promise<void> {
    await this.schedule(
      this.db,
      [key].flat().map((k) => ({ key: k })),
      seconds,
      true,
    );
  }

  /** In the transaction recording the guarded object: it stays. */
  async settle(trx: DbOrTrx, key: string | string[]): Promise<void> {
    const keys = [key].flat();
    if (keys.length === 0) return;
    await trx.deleteFrom('mediaDeletions').where('store', '=', this.storeId).where('key', 'in', keys).where('guard', '=', true).where('dueAt', '>', sql<string>`now()`).execute();
  }

  /** The guarded write failed or was superseded: its objects go now. */
  async abandon(key: string | string[]): Promise<void> {
    const keys = [key].flat();
    await this.db.transaction().execute(async (trx) => {
      await this.settle(trx, keys);
      await this.schedule(
        trx,
        keys.map((k) => ({ key: k })),
      );
    });
    await this.run();
  }

  /**
   * The replacement sequence: `keys` are guarded, the new objects written (`put`), then `swap`
   * records them in one transaction that settles their guard and schedules the deletion of the
   * objects they replace; after the commit those go at once (a failed delete stays scheduled and
   * a later round retries it, never the caller's error). A crash at any point leaves neither an
   * orphan (the guard) nor a row without its object (the deletion is committed with the swap).
   * When `put` or the transaction throws, the new objects go (see `onFailure`) and the error is
   * the caller's; when `swap` records nothing they go and the answer is undefined.
   */
  async replace<T, W = void>(r: Replacement<T, W>): Promise<T | undefined> {
    const keys = [r.keys].flat();
    const dropNew = () => this.abandon(keys).catch((err) => this.log.warn({ err, keys }, 'could not delete unrecorded media objects; their guard will'));
    await this.guard(keys, r.guardSeconds);
    let outcome: Awaited<ReturnType<Replacement<T, W>['swap']>>;
    try {
      const written = await r.put();
      const work = async (trx: DbOrTrx) => {
        outcome = await r.swap(trx, written);
        if (!outcome) return;
        await this.settle(trx, keys);
        await this.schedule(trx, outcome.replaced ?? []);
      };
      await (r.transaction ? r.transaction(work, written) : this.db.transaction().execute(work));
    } catch (err) {
      if ((r.onFailure ?? 'delete') === 'delete') await dropNew();
      throw err;
    }
    if (!outcome) {
      await dropNew();
      return undefined;
    }
    if (outcome.replaced?.length) await this.run().catch((err) => this.log.warn({ err }, 'media deletions: a round failed; the workers will try again'));
    return outcome.result;
  }

  /**
   * Carries out this store's due deletions (claimed, so that processes never work on one row at
   * once); failures stay for a later round. Answers how many were carried out.
   */
  run(): Promise<number> {
    const round = (this.running ?? Promise.resolve(0)).catch(() => 0).then(() => this.round());
    this.running = round;
    return round;
  }

  private async round(): Promise<number> {
    let done = 0;
    for (;;) {
      const claimed = await sql<{ id: string; key: string; keep: string | null }>`
        UPDATE media_deletions SET due_at = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM media_deletions WHERE store = ${this.storeId} AND due_at <= now() ORDER BY due_at LIMIT 50 FOR UPDATE SKIP LOCKED
        )
        RETURNING id, key, keep`.execute(this.db);
      if (claimed.rows.length === 0) return done;
      for (const row of claimed.rows) {
        try {
          await this.carryOut(row.key, row.keep);
          await this.db.deleteFrom('mediaDeletions').where('id', '=', row.id).execute();
          done++;
        } catch (err) {
          this.log.warn({ err, key: row.key }, 'could not delete media objects; trying again later');
          await this.db
            .updateTable('mediaDeletions')
            .set({ lastError: (err as Error).message.slice(0, 1000) })
            .where('id', '=', row.id)
            .execute();
        }
      }
    }
  }

  private async carryOut(key: string, keep: string | null): Promise<void> {
    if (!key.endsWith('/')) {
      await this.store.delete(key);
      return;
    }
    // objects under a guard (a render in flight under this prefix) stay
    const guarded = (
      await this.db
        .selectFrom('mediaDeletions')
        .select('key')
        .where('store', '=', this.storeId)
        .where('guard', '=', true)
        .where('dueAt', '>', sql<string>`now()`)
        .where('key', 'like', `${key.replace(/[\\%_]/g, '\\$&')}%`)
        .where('key', '!=', key)
        .execute()
    ).map((r) => r.key);
    const stays = [...(keep ? [keep] : []), ...guarded];
    if (stays.length === 0) {
      await this.store.deletePrefix(key);
      return;
    }
    for await (const object of this.store.list(key)) {
      if (!stays.some((s) => (s.endsWith('/') ? object.key.startsWith(s) : object.key === s))) await this.store.delete(object.key);
    }
  }

  /** In worker processes: carries out due deletions now and every few seconds. */
  start(): void {
    if (this.timer) return;
    const round = () => void this.run().catch((err) => this.log.warn({ err }, 'media deletions: a round failed; trying again'));
    setImmediate(round);
    this.timer = setInterval(round, SWEEP_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }
}
