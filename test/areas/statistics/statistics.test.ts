import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedJobs } from '../../../scripts/bench/seed-jobs.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { expectError } from '../../support/http.js';
import { imagePart, makeImage, multipart } from '../../support/uploads.js';
import { videoChain } from '../../support/video.js';
import { until } from '../../support/wait.js';

let t: TestApp;
let bob: TestOwner;

beforeAll(async () => {
  // a low frame rate keeps the B-roll render short; its duration does not depend on it
  t = await createTestApp({ brollFps: 5, brollScale: 0.25 });
  bob = await t.owner();
});
afterAll(() => t.close());

const json = async (owner: TestOwner, method: 'GET' | 'POST', url: string, payload?: object): Promise<any> => {
  const res = await t.app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};
const stats = (owner: TestOwner, query = '') => json(owner, 'GET', `/v1/statistics${query}`);

async function filesUnder(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? await filesUnder(full) : (await fs.stat(full)).size;
  }
  return total;
}

describe('statistics', () => {
  it('agrees with the list endpoints for a mix made through the API, and counts media as stored', { timeout: 240_000 }, async () => {
    const alice = await t.owner();
    const chain = videoChain(t);
    // a validated short (with its script job and two anecdotes), then B-roll from it
    const short = await chain.short(alice, { validated: true });
    const broll = await json(alice, 'POST', `/v1/broll/from-short/${short.id}`, {});
    await until(
      () => json(alice, 'GET', `/v1/broll/${broll.id}`),
      (j) => ['completed', 'failed'].includes(j.status),
      200_000,
    );
    const anecdote = await json(alice, 'POST', '/v1/anecdotes', { title: 'A third story', content: 'I quit my job on a Monday. By Friday I had my first client. I learned that fear is loud but short.' });
    await json(alice, 'POST', '/v1/carousel-generation/from-anecdote/run', { anecdoteId: anecdote.id });
    const generation = await json(alice, 'POST', '/v1/post-generation', { anecdoteId: anecdote.id });
    await until(
      () => json(alice, 'GET', `/v1/post-generation/${generation.id}`),
      (j) => ['completed', 'failed', 'draft'].includes(j.status),
    );
    const post = await json(alice, 'POST', '/v1/posts', { content: 'Written by hand.' });
    const upload = multipart([imagePart(await makeImage.png(120, 80))]);
    expect((await t.app.inject({ method: 'PATCH', url: `/v1/posts/${post.id}/upload-image`, headers: { ...alice.headers, ...upload.headers }, payload: upload.payload })).statusCode).toBe(200);
    const run = await json(alice, 'POST', '/v1/youtube-suggestions', { count: 2 });
    await until(
      () => json(alice, 'GET', `/v1/youtube-suggestions/runs/${run.id}`),
      (j) => j.status === 'completed',
    );

    const s = await stats(alice);
    const list = (url: string) => json(alice, 'GET', url);
    const [anecdotes, posts, scripts, shorts, brolls, gens, carousels, articles, suggestions, runs] = await Promise.all([
      list('/v1/anecdotes?limit=100'),
      list('/v1/posts?limit=100'),
      list('/v1/script-jobs?limit=100'),
      list('/v1/shorts?limit=100'),
      list('/v1/broll'),
      list('/v1/post-generation?limit=100'),
      list('/v1/carousel/generations?limit=100'),
      list('/v1/blog/articles?limit=100'),
      list('/v1/youtube-suggestions?limit=100'),
      list('/v1/youtube-suggestions/runs?limit=100'),
    ]);
    expect(s.content).toEqual({
      anecdotes: anecdotes.total,
      posts: posts.total,
      carousels: carousels.length,
      scripts: scripts.total,
      shorts: shorts.total,
      brollVideos: brolls.length,
      articles: articles.total,
      youtubeSuggestions: suggestions.total,
    });
    expect(s.content).toMatchObject({ anecdotes: 3, posts: 2, carousels: 1, scripts: 1, shorts: 1, brollVideos: 1, youtubeSuggestions: 2 });

    // jobs by kind and status, tokens and quality: the same as the lists' items
    const items: Record<string, any[]> = {
      script: scripts.scriptJobs,
      short: shorts.shorts,
      broll: brolls,
      post_generation: gens.postGenerations,
      carousel_generation: carousels,
      youtube_suggestions: runs.youtubeSuggestionRuns,
    };
    expect(s.jobs.map((k: any) => k.kind).sort()).toEqual(Object.keys(items).sort());
    for (const [kind, rows] of Object.entries(items)) {
      const k = s.jobs.find((x: any) => x.kind === kind);
      const byStatus: Record<string, number> = {};
      for (const r of rows) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
      expect(k, kind).toMatchObject({ total: rows.length, byStatus, tokensUsed: rows.reduce((n, r) => n + r.totalTokensUsed, 0), successRate: 1 });
      expect(k.durationSeconds.p95).toBeGreaterThanOrEqual(k.durationSeconds.p50);
      expect(s.tokens.byKind[kind]).toBe(k.tokensUsed);
    }
    const all = Object.values(items).flat();
    expect(s.tokens.total).toBe(all.reduce((n, r) => n + r.totalTokensUsed, 0));
    const scored = all.filter((r) => typeof r.qualityScore === 'number');
    expect(s.quality.scoredJobs).toBe(scored.length);
    expect(s.quality.meanScore).toBeCloseTo(scored.reduce((n, r) => n + r.qualityScore, 0) / scored.length, 1);
    for (const level of ['low', 'medium', 'high']) expect(s.quality.riskLevels[level]).toBe(all.filter((r) => r.riskLevel === level).length);

    // rendered minutes: the B-roll video; storage: every file this owner has under DATA_DIR
    const video = await t.app.inject({ method: 'GET', url: `/v1/broll/${broll.id}`, headers: alice.headers });
    expect(video.json().status).toBe('completed');
    const { durationSeconds } = (await t.db.selectFrom('jobs').select('result').where('id', '=', broll.id).executeTakeFirstOrThrow()).result.render as { durationSeconds: number };
    expect(s.media.renderedMinutes).toBeCloseTo(durationSeconds / 60, 2);
    const onDisk = (await filesUnder(path.join(t.config.dataDir, 'media'))) + (await filesUnder(path.join(t.config.dataDir, 'images')));
    expect(s.media.storageBytes).toBeGreaterThan(0);
    expect(s.media.storageBytes).toBe(onDisk);

    // another owner sees none of it
    const other = await stats(bob);
    expect(Object.values(other.content).every((n) => n === 0)).toBe(true);
    expect(other.jobs).toEqual([]);
    expect(other.quality).toEqual({ meanScore: null, scoredJobs: 0, riskLevels: { low: 0, medium: 0, high: 0 } });
  });

  it('counts over a range, with a series per day, week or month', async () => {
    const owner = await t.owner();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await json(owner, 'POST', '/v1/anecdotes', { title: `Story ${i}`, content: 'Something happened.' })).id);
    const dates = ['2025-01-10T12:00:00Z', '2025-01-12T08:00:00Z', '2025-02-03T00:00:00Z', '2025-03-01T00:00:00Z'];
    for (const [i, d] of dates.entries()) await t.db.updateTable('anecdotes').set({ createdAt: d }).where('id', '=', ids[i]!).execute();

    const month = await stats(owner, '?from=2025-01-01T00:00:00Z&to=2025-03-01T00:00:00Z&interval=month');
    expect(month).toMatchObject({ from: '2025-01-01T00:00:00.000Z', to: '2025-03-01T00:00:00.000Z', interval: 'month' });
    expect(month.content.anecdotes).toBe(3); // `to` is exclusive
    expect(month.series.map((b: any) => [b.start, b.content.anecdotes])).toEqual([
      ['2025-01-01T00:00:00.000Z', 2],
      ['2025-02-01T00:00:00.000Z', 1],
    ]);
    const week = await stats(owner, '?from=2025-01-06T00:00:00Z&to=2025-01-20T00:00:00Z&interval=week');
    expect(week.series.map((b: any) => [b.start, b.content.anecdotes, b.jobs])).toEqual([
      ['2025-01-06T00:00:00.000Z', 2, 0], // weeks start on Monday
      ['2025-01-13T00:00:00.000Z', 0, 0],
    ]);
    const day = await stats(owner, '?from=2025-01-10T00:00:00Z&to=2025-01-13T00:00:00Z&interval=day');
    expect(day.series.map((b: any) => b.content.anecdotes)).toEqual([1, 0, 1]);
    const recent = await stats(owner, '?interval=day');
    expect(recent.series).toHaveLength(31); // 30 days back from now, both ends' days included
    expect(recent.content.anecdotes).toBe(0);
    expect((await stats(owner)).content.anecdotes).toBe(4);
    expect((await stats(owner)).series).toBeUndefined();
  });

  it("counts an uploaded image's bytes as kept after re-encoding, not as sent", async () => {
    const owner = await t.owner();
    const post = await json(owner, 'POST', '/v1/posts', { content: 'A picture.' });
    // stored uncompressed, with bytes after its end: the re-encoded file is much smaller
    const sent = Buffer.concat([await makeImage.noisyPng(60, 40), Buffer.alloc(4096, 7)]);
    const upload = multipart([imagePart(sent)]);
    const res = await t.app.inject({ method: 'PATCH', url: `/v1/posts/${post.id}/upload-image`, headers: { ...owner.headers, ...upload.headers }, payload: upload.payload });
    expect(res.statusCode, res.body).toBe(200);
    const kept = (await fs.stat(path.join(t.config.dataDir, 'images', path.basename(res.json().imageUrl)))).size;
    expect(kept).not.toBe(sent.length);
    expect((await stats(owner)).media.storageBytes).toBe(kept);
  });

  it('refuses a bad range with 400', async () => {
    for (const q of ['?from=2025-02-01T00:00:00Z&to=2025-01-01T00:00:00Z', '?from=2023-01-01T00:00:00Z&to=2025-01-01T00:00:00Z', '?from=yesterday', '?to=2025-02-30T00:00:00Z', '?interval=year', '?other=1']) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/statistics${q}`, headers: bob.headers });
      if (q === '?other=1') expect(res.statusCode).toBe(200);
      else expectError(res, 400, 'validation_failed');
    }
    expectError(await t.app.inject({ method: 'GET', url: '/v1/statistics' }), 401, 'unauthorized');
  });

  it('reads an owner with 100,000 jobs through the index, never a scan of the jobs table', { timeout: 120_000 }, async () => {
    const { jobCountsQuery, jobDurationsQuery, seriesQuery } = await import('../../../src/areas/statistics/queries.js');
    const big = await t.owner();
    const others = await t.owner();
    const seed = (owner: string, n: number) => seedJobs(t.db, owner, n);
    await seed(big.ownerId, 100_000);
    await seed(others.ownerId, 20_000);
    await sql`VACUUM ANALYZE jobs`.execute(t.db);

    const plans: string[] = [];
    const ranges = [{ to: new Date() }, { from: new Date(Date.now() - 30 * 86_400_000), to: new Date() }];
    for (const r of ranges) {
      for (const query of [jobCountsQuery(big.ownerId, r), jobDurationsQuery(big.ownerId, r)]) {
        const explain = await sql`EXPLAIN (FORMAT JSON) ${query}`.execute(t.db);
        plans.push(JSON.stringify(explain.rows[0]));
      }
    }
    const series = await sql`EXPLAIN (FORMAT JSON) ${seriesQuery(big.ownerId, ranges[1] as { from: Date; to: Date }, 'day')}`.execute(t.db);
    plans.push(JSON.stringify(series.rows[0]));
    for (const plan of plans) {
      expect(plan).toContain('jobs_owner_stats_idx');
      const scans = [...plan.matchAll(/"Node Type":"([^"]+)"[^{}]*?"Relation Name":"jobs"/g)].map((m) => m[1]);
      expect(scans.length).toBeGreaterThan(0);
      expect(scans).not.toContain('Seq Scan');
    }

    const figures = await stats(big);
    const kinds = Object.fromEntries(figures.jobs.map((k: any) => [k.kind, k]));
    expect(figures.jobs.reduce((n: number, k: any) => n + k.total, 0)).toBe(100_000);
    expect(kinds.script).toMatchObject({ total: 20_000, byStatus: { completed: 20_000 }, successRate: 1 });
    expect(kinds.broll).toMatchObject({ total: 20_000, byStatus: { completed: 20_000 } });
    expect(kinds.post_generation).toMatchObject({ total: 20_000, byStatus: { failed: 20_000 }, successRate: 0 });
    expect(kinds.blog_article.byStatus).toEqual({ running: 20_000 });
    expect(kinds.blog_article.successRate).toBeNull();
    expect(kinds.script.durationSeconds).toEqual({ p50: 30, p95: 30 });
    const listed = await json(big, 'GET', '/v1/script-jobs?limit=1');
    expect(listed.total).toBe(kinds.script.total);
    expect(figures.content.scripts).toBe(listed.total);
  });
});
