import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_GENERATION_KIND } from '../../src/areas/post-generation/kind.js';
import { jobRepository } from '../../src/jobs/repository.js';
import { Retention } from '../../src/jobs/retention.js';
import { createTestApp, silentLog, type TestApp } from '../support/app.js';
import { openSse } from '../support/sse.js';
import { until } from '../support/wait.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.services.retention?.stop(); // the rounds here are the test's own
});
afterAll(() => t.close());

/** Makes rows look `days` old. */
const age = (table: 'events' | 'webhook_deliveries' | 'youtube_suggestions', column: string, ids: string[], days: number) =>
  sql`update ${sql.table(table)} set ${sql.ref(column)} = now() - make_interval(days => ${days}) where id = any(${ids}::uuid[])`.execute(t.db);

describe('retention', () => {
  it('prunes old events (noting how far per owner) in batches, settled deliveries and settled suggestions, and nothing younger', { timeout: 60_000 }, async () => {
    const owner = await t.owner();
    const other = await t.owner();
    const repo = jobRepository(t.db);
    const ANECDOTE = randomUUID();
    // 1,203 events: more than two batches
    const jobs = await sql<{ id: string }>`
      insert into jobs (owner_id, kind, input, result)
      select ${owner.ownerId}::uuid, ${POST_GENERATION_KIND}, jsonb_build_object('anecdoteId', ${ANECDOTE}::text), '{}'::jsonb from generate_series(1, 1203)
      returning id`.execute(t.db);
    await sql`update jobs set status = 'completed' where id = any(${jobs.rows.map((j) => j.id)}::uuid[])`.execute(t.db);
    const young = await repo.create(owner.ownerId, POST_GENERATION_KIND, { anecdoteId: ANECDOTE });
    await repo.write(young.id, young.run, { status: 'completed' });
    const otherJob = await repo.create(other.ownerId, POST_GENERATION_KIND, { anecdoteId: ANECDOTE });
    await repo.write(otherJob.id, otherJob.run, { status: 'completed' });

    const old = await t.db.selectFrom('events').select(['id', 'seq']).where('ownerId', '=', owner.ownerId).where('resourceId', '!=', young.id).orderBy('seq').execute();
    expect(old).toHaveLength(1203);
    await age(
      'events',
      'created_at',
      old.map((e) => e.id),
      31,
    );
    // settled deliveries of old events (a pending one is never pruned)
    const endpoint = await t.db
      .insertInto('webhookEndpoints')
      .values({ ownerId: owner.ownerId, url: 'https://example.com/hook', secret: 'whsec_x', events: ['*'] } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const deliveries = await t.db
      .insertInto('webhookDeliveries')
      .values([
        { ownerId: owner.ownerId, endpointId: endpoint.id, eventId: old[0]!.id, status: 'delivered' },
        { ownerId: owner.ownerId, endpointId: endpoint.id, eventId: old[1]!.id, status: 'failed' },
      ] as never)
      .returning('id')
      .execute();
    await age(
      'webhook_deliveries',
      'created_at',
      deliveries.map((d) => d.id),
      31,
    );

    // suggestions: settled (dismissed, used) long ago go; new ones and recent ones stay
    const suggestion = (status: string, position: number) => ({
      ownerId: owner.ownerId,
      runId: young.id,
      position,
      status,
      title: `Idea ${position}`,
      hook: 'A hook',
      anecdoteIds: [ANECDOTE],
      combination: `${ANECDOTE}:${position}`,
      angle: 'lesson',
      targetLengthMinutes: 8,
      thumbnailText: 'IDEA',
      score: 50,
    });
    const ideas = await t.db
      .insertInto('youtubeSuggestions')
      .values([suggestion('dismissed', 0), suggestion('used', 1), suggestion('new', 2), suggestion('dismissed', 3)] as never)
      .returning(['id', 'position'])
      .execute();
    await age(
      'youtube_suggestions',
      'updated_at',
      ideas.filter((i) => i.position < 3).map((i) => i.id),
      91,
    );

    const pruned = await new Retention(t.db, t.config.retention, silentLog).prune();
    expect(pruned).toMatchObject({ events: 1203, webhookDeliveries: 2, youtubeSuggestions: 2 });
    // the figures are in the metrics
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toContain('retention_pruned_rows_total{table="events"} 1203');
    expect(metrics).toContain('retention_pruned_rows_total{table="youtubeSuggestions"} 2');
    const kept = await t.db.selectFrom('youtubeSuggestions').select('position').where('runId', '=', young.id).orderBy('position').execute();
    expect(kept.map((k) => k.position)).toEqual([2, 3]);
    const left = await t.db.selectFrom('events').select('resourceId').where('ownerId', '=', owner.ownerId).execute();
    expect(left.map((e) => e.resourceId)).toEqual([young.id]);
    expect(await t.db.selectFrom('events').select('id').where('ownerId', '=', other.ownerId).execute()).toHaveLength(1);
    const horizon = await t.db.selectFrom('eventRetention').selectAll().where('ownerId', '=', owner.ownerId).executeTakeFirstOrThrow();
    expect(horizon.prunedThroughSeq).toBe(old[old.length - 1]!.seq);
    expect(await t.db.selectFrom('eventRetention').selectAll().where('ownerId', '=', other.ownerId).executeTakeFirst()).toBeUndefined();

    // a stream resuming from before the pruning is told, then gets what is left; from after it, nothing is said
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stale = openSse(`${base}/v1/events/stream`, { ...owner.headers, 'last-event-id': String(old[5]!.seq) });
    await stale.ready;
    await until(
      async () => stale.messages.length,
      (n) => n >= 2,
      10_000,
    );
    expect(stale.messages[0]!.event).toBe('events.pruned');
    expect(stale.messages[0]!.id).toBeUndefined();
    expect(JSON.parse(stale.messages[0]!.data)).toMatchObject({ prunedThroughSequence: Number(horizon.prunedThroughSeq), lastEventId: String(old[5]!.seq) });
    expect(JSON.parse(stale.messages[1]!.data).data.object.id).toBe(young.id);
    stale.close();
    const fresh = openSse(`${base}/v1/events/stream`, { ...owner.headers, 'last-event-id': String(horizon.prunedThroughSeq) });
    await fresh.ready;
    await until(
      async () => fresh.messages.length,
      (n) => n >= 1,
      10_000,
    );
    expect(fresh.messages.map((m) => m.event)).toEqual(['post_generation.completed']);
    fresh.close();
    const others = openSse(`${base}/v1/events/stream`, { ...other.headers, 'last-event-id': '0' }); // its numbers are its own: its one event is 1
    await others.ready;
    await until(
      async () => others.messages.length,
      (n) => n >= 1,
      10_000,
    );
    expect(others.messages.map((m) => m.event)).toEqual(['post_generation.completed']);
    others.close();

    // a second round finds nothing more
    expect(await new Retention(t.db, t.config.retention, silentLog).prune()).toEqual({ events: 0, webhookDeliveries: 0, idempotencyKeys: 0, youtubeSuggestions: 0, mediaItems: 0 });
  });

  it('prunes media library items past MEDIA_RETENTION_DAYS, with their files, except those a queued or running B-roll job uses; 0 keeps them', { timeout: 60_000 }, async () => {
    const owner = await t.owner();
    const item = async (label: string) =>
      (await t.db
        .insertInto('mediaItems')
        .values({ ownerId: owner.ownerId, kind: 'image', contentType: 'image/png', storageKey: `media/library/retention-${label}-${randomUUID()}.png`, store: 'retention-test', bytes: 10, width: 1, height: 1, durationSeconds: null } as never)
        .returning(['id', 'storageKey'])
        .executeTakeFirstOrThrow()) as { id: string; storageKey: string };
    const [old, young, inScene, asMusic, asLogo, doneWith] = [await item('old'), await item('young'), await item('scene'), await item('music'), await item('logo'), await item('done')];
    await sql`update media_items set created_at = now() - make_interval(days => 31) where id = any(${[old.id, inScene.id, asMusic.id, asLogo.id, doneWith.id]}::uuid[])`.execute(t.db);
    const job = (status: string, input: object) => sql`insert into jobs (owner_id, kind, status, input, result) values (${owner.ownerId}::uuid, 'broll', ${status}, ${JSON.stringify(input)}::jsonb, '{}'::jsonb)`.execute(t.db);
    await job('running', { mediaScenes: [{ index: 0, mediaId: inScene.id }] });
    await job('pending', { musicMediaId: asMusic.id });
    await job('running', { brand: { logoMediaId: asLogo.id } });
    await job('completed', { mediaScenes: [{ index: 1, mediaId: doneWith.id }] });
    const left = async () => (await t.db.selectFrom('mediaItems').select('id').where('ownerId', '=', owner.ownerId).execute()).map((r) => r.id).sort();

    // MEDIA_RETENTION_DAYS=0 (the default): kept for ever
    expect((await new Retention(t.db, t.config.retention, silentLog).prune())!.mediaItems).toBe(0);
    expect(await left()).toHaveLength(6);
    const pruned = await new Retention(t.db, { ...t.config.retention, mediaDays: 30 }, silentLog).prune();
    expect(pruned!.mediaItems).toBe(2);
    expect(await left()).toEqual([young.id, inScene.id, asMusic.id, asLogo.id].sort());
    // the gone rows' files are scheduled for deletion (the table's trigger), the kept ones' not
    const scheduled = (await t.db.selectFrom('mediaDeletions').select('key').where('store', '=', 'retention-test').execute()).map((r) => r.key).sort();
    expect(scheduled).toEqual([old.storageKey, doneWith.storageKey].sort());
  });

  it('one process prunes at a time: a round while another holds the lock skips', async () => {
    const a = new Retention(t.db, t.config.retention, silentLog);
    const lockHolder = await t.db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(7315500242)`.execute(conn);
      try {
        return await a.prune();
      } finally {
        await sql`select pg_advisory_unlock(7315500242)`.execute(conn);
      }
    });
    expect(lockHolder).toBeUndefined();
  });
});
