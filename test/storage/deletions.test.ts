import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createDb, createPool, type Db } from '../../src/db/database.js';
import { MediaDeletions } from '../../src/storage/deletions.js';
import { fileMediaStore } from '../../src/storage/file.js';
import type { MediaStore } from '../../src/storage/store.js';
import { silentLog } from '../support/app.js';

let dir: string;
let db: Db;
let pool: ReturnType<typeof createPool>;
let store: MediaStore;
/** while set, the store's deletes fail as an unreachable store's would (everything else is the real file store) */
let deletesFail = false;
let deletions: MediaDeletions;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'deletions-'));
  pool = createPool(inject('databaseUrl'), 4);
  db = createDb(pool);
  const files = fileMediaStore(dir);
  store = {
    ...files,
    delete: async (key) => {
      if (deletesFail) throw new Error('the store is unreachable');
      await files.delete(key);
    },
  };
  // a store id of this file's own: no other test's rows are carried out here
  deletions = new MediaDeletions(db, store, `test-${randomUUID()}`, silentLog);
});
afterAll(async () => {
  await db.destroy();
  await fs.rm(dir, { recursive: true, force: true });
});

const read = async (key: string) => {
  const got = await store.get(key);
  return got && Buffer.concat(await got.stream.toArray()).toString();
};
const pending = () => db.selectFrom('mediaDeletions').select(['key', 'guard', 'attempts', 'lastError']).where('store', '=', deletions.storeId).orderBy('key').execute();

/** A row naming its object, as a post names its image. */
async function recordOf(key: string): Promise<string> {
  await sql`create table if not exists deletions_test_rows (id uuid primary key, key text not null)`.execute(db);
  const id = randomUUID();
  await sql`insert into deletions_test_rows (id, key) values (${id}, ${key})`.execute(db);
  return id;
}
const keyOf = async (id: string) => (await sql<{ key: string }>`select key from deletions_test_rows where id = ${id}`.execute(db)).rows[0]?.key;

/** Replaces row `id`'s object with `body` under `next`, as the callers do. */
const replaceWith = (id: string, next: string, body: string, fail?: Error) =>
  deletions.replace({
    keys: next,
    guardSeconds: 3600,
    put: async () => {
      await store.put(next, Buffer.from(body));
    },
    swap: async (trx) => {
      const old = (await sql<{ key: string }>`update deletions_test_rows r set key = ${next} from deletions_test_rows o where r.id = o.id and r.id = ${id} returning o.key`.execute(trx)).rows[0];
      if (fail) throw fail;
      return old && { result: old.key, replaced: [{ key: old.key }] };
    },
  });

describe('MediaDeletions.replace', () => {
  it('stores the new object, swaps the row to it and deletes the old one', async () => {
    const old = `media/test/${randomUUID()}.png`;
    await store.put(old, Buffer.from('old'));
    const id = await recordOf(old);
    const next = `media/test/${randomUUID()}.png`;
    expect(await replaceWith(id, next, 'new')).toBe(old);
    expect(await keyOf(id)).toBe(next);
    expect(await read(next)).toBe('new');
    expect(await store.head(old)).toBeUndefined();
    // neither the guard nor the deletion is left
    expect(await pending()).toEqual([]);
  });

  it('when the transaction throws: the row keeps the old object, the new one is removed', async () => {
    const old = `media/test/${randomUUID()}.png`;
    await store.put(old, Buffer.from('old'));
    const id = await recordOf(old);
    const next = `media/test/${randomUUID()}.png`;
    await expect(replaceWith(id, next, 'new', new Error('the row could not be written'))).rejects.toThrow('the row could not be written');
    expect(await keyOf(id)).toBe(old);
    expect(await read(old)).toBe('old');
    expect(await store.head(next)).toBeUndefined();
    expect(await pending()).toEqual([]);
  });

  it('when nothing records the new object (the row is gone) it is removed and the answer is undefined', async () => {
    const next = `media/test/${randomUUID()}.png`;
    expect(await replaceWith(randomUUID(), next, 'new')).toBeUndefined();
    expect(await store.head(next)).toBeUndefined();
    expect(await pending()).toEqual([]);
  });

  it('when the old object cannot be deleted the replacement stands and its deletion stays scheduled until a later round carries it out', async () => {
    const old = `media/test/${randomUUID()}.png`;
    await store.put(old, Buffer.from('old'));
    const id = await recordOf(old);
    const next = `media/test/${randomUUID()}.png`;
    deletesFail = true;
    try {
      expect(await replaceWith(id, next, 'new')).toBe(old);
    } finally {
      deletesFail = false;
    }
    expect(await keyOf(id)).toBe(next);
    expect(await read(next)).toBe('new');
    expect(await read(old)).toBe('old');
    expect(await pending()).toEqual([{ key: old, guard: false, attempts: 1, lastError: 'the store is unreachable' }]);
    // the claim is held for a while; a later round (here: made due now) retries it
    await db
      .updateTable('mediaDeletions')
      .set({ dueAt: sql`now()` as never })
      .where('store', '=', deletions.storeId)
      .execute();
    expect(await deletions.run()).toBe(1);
    expect(await store.head(old)).toBeUndefined();
    expect(await read(next)).toBe('new');
    expect(await pending()).toEqual([]);
  });
});
