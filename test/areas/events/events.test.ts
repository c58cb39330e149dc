import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleRepository } from '../../../src/areas/blog/article-repository.js';
import { BLOG_ARTICLE_KIND } from '../../../src/areas/blog/kind.js';
import { JOB_DEFINITIONS } from '../../../src/areas/index.js';
import { SHORT_KIND } from '../../../src/areas/shorts/kind.js';
import { failThumbnail, requestThumbnail } from '../../../src/areas/shorts/thumbnails.js';
import { loadOpenApi } from '../../../src/http/openapi.js';
import { patchJob } from '../../../src/jobs/owned.js';
import { jobRepository } from '../../../src/jobs/repository.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { scratchDatabase } from '../../support/database.js';
import { expectError, OTHER_ID } from '../../support/http.js';
import { startReceiver } from '../../support/receiver.js';
import { fakeLookup } from '../../support/sites.js';
import { until } from '../../support/wait.js';

let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let t: TestApp;
let alice: TestOwner;

beforeAll(async () => {
  // the production rule (no private addresses), on a database of its own so that no other
  // test file's app (some allow private addresses) relays these deliveries
  scratch = await scratchDatabase('events');
  // (one name of an internal DNS, resolving to a private address; other names do not resolve)
  t = await createTestApp({ databaseUrl: scratch.url, siteFetchAllowPrivate: false, webhookRetryBaseMs: 60_000 }, { siteFetch: { lookup: fakeLookup({ 'db.corp-dns.example': ['10.1.2.3'] }) } });
  alice = await t.owner();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await scratch?.drop();
});

const inject = (method: 'GET' | 'POST', url: string, payload?: unknown) => t.app.inject({ method, url, headers: alice.headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
const eventsOf = async (resourceId: string) => (await inject('GET', `/v1/events?resourceId=${resourceId}&limit=100`)).json().events.reverse();

describe('event types', () => {
  it('the event_types table, the job resources and the contract enum agree', async () => {
    const rows = await t.db.selectFrom('eventTypes').selectAll().execute();
    const spec = loadOpenApi().document as any;
    const enumTypes: string[] = spec.components.schemas.EventType.enum;
    expect(rows.map((r) => r.type).sort()).toEqual([...enumTypes].sort());
    const JOB_RESOURCES = Object.fromEntries(JOB_DEFINITIONS.filter((d) => d.resource).map((d) => [d.name, d.resource!]));
    for (const r of rows) expect(JOB_RESOURCES[r.kind]?.serialize, r.kind).toBeTypeOf('function');
    for (const kind of Object.keys(JOB_RESOURCES)) {
      for (const transition of ['failed', 'canceled'])
        expect(
          rows.some((r) => r.kind === kind && r.transition === transition),
          `${kind} ${transition}`,
        ).toBe(true);
    }
  });

  it('records short, thumbnail and blog transitions, whatever code path writes them', async () => {
    const repo = jobRepository(t.db);
    const short = await repo.create(alice.ownerId, SHORT_KIND, { sourceScriptJobId: OTHER_ID, title: 'Hook' });
    await repo.write(short.id, short.run, { status: 'completed' });
    await patchJob(t.db, short.id, { result: { validated: true, validatedAt: new Date().toISOString() } });
    const target = await requestThumbnail(t.db, short.id, 0);
    await t.db.transaction().execute((trx) => failThumbnail(trx, short.id, 0, target, 'no fonts'));
    const shortEvents = await eventsOf(short.id);
    expect(shortEvents.map((e: any) => e.type)).toEqual(['short.completed', 'short.validated', 'short.thumbnail.failed']);
    expect(shortEvents[2].data).toMatchObject({ thumbnailIndex: 0, object: { id: short.id, thumbnailStatus: 'failed' } });
    expect(shortEvents[1].data.object.validated).toBe(true);
    expect(shortEvents[0].data.object.validated).toBe(false);

    const article = await repo.create(alice.ownerId, BLOG_ARTICLE_KIND, { topic: 'Demos' }, { title: 'Demos', markdown: '' });
    await repo.write(article.id, article.run, { status: 'draft', result: { markdown: '# Demos' } });
    await articleRepository(t.db).deliver(alice.ownerId, article.id, article.run, { deliveredAt: new Date().toISOString() });
    const articleEvents = await eventsOf(article.id);
    expect(articleEvents.map((e: any) => [e.type, e.data.object.status])).toEqual([
      ['blog_article.completed', 'draft'],
      ['blog_article.delivered', 'delivered'],
    ]);
  });
});

describe('delivery guard', () => {
  it('refuses endpoint URLs on private addresses at creation', async () => {
    for (const url of [
      'http://127.0.0.1:9/hook',
      'http://localhost/hook',
      'http://10.0.0.8/hook',
      'http://[::1]/hook',
      'http://169.254.169.254/latest',
      'http://intranet/hook',
      'http://[::127.0.0.1]:8080/hook',
      'http://[::a9fe:a9fe]/hook',
      'http://[64:ff9b::10.0.0.8]/hook',
      'http://[2002:a00:8::]/hook',
    ]) {
      const body = expectError(await inject('POST', '/v1/webhook-endpoints', { url }), 400, 'validation_failed');
      expect(String(body.message), url).toMatch(/public addresses/);
    }
    // the port policy: 80, 443 and 1024-65535 but well-known service ports
    for (const [url, reason] of [
      ['https://hooks.example.org:22/in', /port 22 is refused/],
      ['http://hooks.example.org:6379/in', /port 6379 \(Redis\) is refused/],
      ['http://hooks.example.org:9200/in', /port 9200 \(Elasticsearch\) is refused/],
    ] as const) {
      expect(String(expectError(await inject('POST', '/v1/webhook-endpoints', { url }), 400, 'validation_failed').message), url).toMatch(reason);
    }
    expect((await inject('POST', '/v1/webhook-endpoints', { url: 'https://hooks.example.org:8443/in', enabled: false })).statusCode).toBe(201);
    const ok = await inject('POST', '/v1/webhook-endpoints', { url: 'https://hooks.example.org/in', enabled: false });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  /**
   * An endpoint written straight to the table (a URL that passed creation, whose host may now
   * point elsewhere), a job event for it, and the delivery once its first attempt is recorded.
   */
  const firstAttemptTo = async (url: string) => {
    const endpoint = await t.db
      .insertInto('webhookEndpoints')
      .values({ ownerId: alice.ownerId, url, events: ['*'], secret: 'whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0dGVzdHRlc3Q=' })
      .returningAll()
      .executeTakeFirstOrThrow();
    const repo = jobRepository(t.db);
    const job = await repo.create(alice.ownerId, 'post_generation', { anecdoteId: OTHER_ID });
    await repo.write(job.id, job.run, { status: 'failed' });
    const [delivery] = await until(
      async () => (await inject('GET', `/v1/webhook-endpoints/${endpoint.id}/deliveries`)).json().deliveries,
      (d: any[]) => d[0]?.attemptCount === 1,
    );
    return delivery;
  };

  it('checks the address again at delivery time, and sends nothing to a private one', async () => {
    const receiver = await startReceiver();
    try {
      // a URL that passed creation and whose host now points at a private address (DNS rebinding)
      const delivery = await firstAttemptTo(receiver.url);
      expect(delivery).toMatchObject({ status: 'pending', attempts: [{ attempt: 1, error: expect.stringMatching(/loopback/) }] });
      expect(delivery.attempts[0].statusCode).toBeUndefined();
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });

  it('an attempt refused because the host resolves to a private address says what kind of address, never which one', async () => {
    const delivery = await firstAttemptTo('http://db.corp-dns.example/hook');
    expect(delivery.attempts[0].error).toMatch(/db\.corp-dns\.example resolves to a private network address/);
    expect(JSON.stringify(delivery)).not.toContain('10.1.2.3');
  });
});
