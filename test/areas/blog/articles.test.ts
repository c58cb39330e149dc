import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { BLOG_ARTICLE_KIND } from '../../../src/areas/blog/kind.js';
import { jobRepository } from '../../../src/jobs/repository.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { expectError, OTHER_ID } from '../../support/http.js';
import { fakeLookup, startTestSites, type TestSites } from '../../support/sites.js';

let sites: TestSites;
let t: TestApp;
let alice: TestOwner;
let bob: TestOwner;

beforeAll(async () => {
  sites = await startTestSites();
  t = await createTestApp({ siteFetchAllowPrivate: true }, { siteFetch: { lookup: fakeLookup({}) } });
  alice = await t.owner();
  bob = await t.owner();
});
afterAll(async () => {
  await t.close();
  await sites.close();
});

const create = (owner: TestOwner, payload: unknown) => t.app.inject({ method: 'POST', url: '/v1/blog/articles', headers: owner.headers, payload: payload as object });
const get = (owner: TestOwner, id: string) => t.app.inject({ method: 'GET', url: `/v1/blog/articles/${id}`, headers: owner.headers });
const deliver = (owner: TestOwner, id: string) => t.app.inject({ method: 'POST', url: `/v1/blog/articles/${id}/deliver`, headers: owner.headers });

async function until(owner: TestOwner, id: string, statuses: string[]) {
  for (let i = 0; i < 300; i++) {
    const a = (await get(owner, id)).json();
    if (statuses.includes(a.status)) return a;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`article ${id} never reached ${statuses.join('/')}`);
}

async function draft(owner: TestOwner, topic: string) {
  const res = await create(owner, { topic });
  expect(res.statusCode, res.body).toBe(201);
  return until(owner, res.json().id, ['draft', 'failed']);
}

describe('blog articles', () => {
  it('without a site context: a neutral English draft with title, introduction, sections and conclusion', async () => {
    const owner = await t.owner();
    const res = await create(owner, { topic: 'how to rehearse a product demo' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ title: 'how to rehearse a product demo', topic: 'how to rehearse a product demo', markdown: '' });
    expect(['pending', 'running', 'draft']).toContain(created.status);

    const a = await until(owner, created.id, ['draft', 'failed']);
    expect(a.status).toBe('draft');
    expect(a).toMatchObject({ title: 'How to rehearse a product demo', language: 'en', currentStep: 'draft' });
    expect(a.markdown.startsWith('# How to rehearse a product demo\n\n')).toBe(true);
    const sections = a.markdown.match(/^## .+$/gm);
    expect(sections.length).toBeGreaterThanOrEqual(5);
    // a how-to topic: what to settle first, then steps; headings say what a section is for, not the topic again
    expect(sections[0]).toMatch(/^## (What to settle first|Before you begin|The decisions that come first)$/);
    expect(a.markdown).toMatch(/^1\. \*\*/m);
    for (const h of sections) expect(h).not.toMatch(/rehearse|product demo/i);
    expect(a.markdown.trim()).toMatch(/(Pick one step from this article and try it this week|Choose the step that fits your week and start there)\.$/);
    expect(a.qualityScore).toBeGreaterThan(0);
    expect(a.riskLevel).toBe('low'); // list numbers and link targets are Markdown, not figures the rubric should flag
    expect(a.warnings.filter((w: string) => !/^(?:quality gate: |reads broken |repeats a frame: )/.test(w))).toEqual([]);
    expect(a.totalTokensUsed).toBeGreaterThan(0);
    expect(a.description.length).toBeGreaterThan(20);
  });

  it('with a site context: written in the site language, on its pillars, ending with its call to action', async () => {
    const owner = await t.owner();
    const site = await t.app.inject({ method: 'POST', url: '/v1/blog/site/analyze', headers: owner.headers, payload: { siteUrl: `${sites.origin}/fr/` } });
    expect(site.statusCode, site.body).toBe(201);
    const a = await draft(owner, 'choisir son pain pour la semaine');
    expect(a.status).toBe('draft');
    expect(a.language).toBe('fr');
    // choosing bread: headings that name it, in the site's "vous"
    expect(a.markdown).toMatch(/^## Ce que vous attendez de votre pain pour la semaine$/m);
    // the site's pillar on this topic is a section of its own, quoting the site's own sentence on it once
    expect(a.markdown).toMatch(/^## Pains au levain$/m);
    expect(a.markdown.match(/Boulangerie Les Tilleuls le dit avec ses propres mots : « [^»]*pains au levain/g)).toHaveLength(1);
    // its proof point speaks of clients, not of choosing bread: left out
    expect(a.markdown).not.toContain('800 clients');
    expect(a.markdown).not.toContain('!');
    expect(a.markdown.trim().endsWith(`[Commander en ligne](${sites.origin}/fr/).`)).toBe(true);
  });

  it('delivers a draft with front matter and the cover image guidelines; delivering again is a conflict', async () => {
    const owner = await t.owner();
    await t.app.inject({ method: 'POST', url: '/v1/blog/site/analyze', headers: owner.headers, payload: { siteUrl: `${sites.origin}/` } });
    const a = await draft(owner, 'Clinic website design: où commencer ?');
    const res = await deliver(owner, a.id);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({ id: a.id, status: 'delivered', currentStep: 'delivered', slug: 'clinic-website-design-ou-commencer', title: a.title });
    expect(d.markdown.startsWith('---\ntitle: ')).toBe(true);
    const [, front, body] = d.markdown.split(/^---$/m);
    expect(YAML.parse(front)).toEqual({
      title: 'Clinic website design: où commencer ?',
      description: a.description,
      slug: 'clinic-website-design-ou-commencer',
      lang: 'en',
      date: d.deliveredAt,
      coverImageNote: d.coverImageNote,
    });
    expect(d.coverImageNote).toContain('#0f766e');
    expect(d.coverImageNote).toContain("Build covers on the site's palette");
    expect(body.trim().startsWith('Clinic website design')).toBe(true); // the # title moved into the front matter
    expect(Date.parse(d.deliveredAt)).toBeGreaterThan(0);
    expect((await get(owner, a.id)).json()).toEqual(d);

    const again = expectError(await deliver(owner, a.id), 409, 'conflict');
    expect(again.message).toMatch(/already delivered/);
  });

  it('an article still being written, or failed, cannot be delivered (409) and is left as it was', async () => {
    const owner = await t.owner();
    const repo = jobRepository(t.db);
    const pending = await repo.create(owner.ownerId, BLOG_ARTICLE_KIND, { topic: 'Waiting in the queue' }, { title: 'Waiting in the queue', markdown: '' });
    const body = expectError(await deliver(owner, pending.id), 409, 'conflict');
    expect(body.message).toMatch(/still being written \(status pending\)/);
    await repo.write(pending.id, pending.run, { status: 'running', currentStep: 'draft_generation' });
    expect(expectError(await deliver(owner, pending.id), 409, 'conflict').message).toMatch(/status running/);
    await repo.write(pending.id, pending.run, { status: 'failed', warnings: ['failed at draft_generation: model down'] });
    expect(expectError(await deliver(owner, pending.id), 409, 'conflict').message).toMatch(/failed and has no draft/);
    expect((await get(owner, pending.id)).json()).toMatchObject({ status: 'failed', markdown: '' });
  });

  it('lists the owner’s articles newest first, paginated', async () => {
    const owner = await t.owner();
    const repo = jobRepository(t.db);
    for (let i = 1; i <= 3; i++) await repo.create(owner.ownerId, BLOG_ARTICLE_KIND, { topic: `Topic ${i}` }, { title: `Topic ${i}`, markdown: '' });
    const page = (await t.app.inject({ method: 'GET', url: '/v1/blog/articles?limit=2', headers: owner.headers })).json();
    expect(page).toMatchObject({ total: 3, page: 1, totalPages: 2 });
    expect(page.articles.map((a: { title: string }) => a.title)).toEqual(['Topic 3', 'Topic 2']);
    const p2 = (await t.app.inject({ method: 'GET', url: '/v1/blog/articles?page=2&limit=2', headers: owner.headers })).json();
    expect(p2.articles.map((a: { title: string }) => a.title)).toEqual(['Topic 1']);
    expect((await t.app.inject({ method: 'GET', url: '/v1/blog/articles', headers: (await t.owner()).headers })).json()).toMatchObject({ articles: [], total: 0 });
  });

  it('another owner’s article answers 404 exactly like an unknown one', async () => {
    const a = await draft(alice, 'Owner scoping');
    const unknown = expectError(await get(bob, OTHER_ID), 404, 'not_found');
    const foreign = expectError(await get(bob, a.id), 404, 'not_found');
    expect(foreign.message).toBe((unknown.message as string).replace(OTHER_ID, a.id));
    expectError(await deliver(bob, a.id), 404, 'not_found');
    expectError(await deliver(bob, OTHER_ID), 404, 'not_found');
    expect((await t.app.inject({ method: 'GET', url: '/v1/blog/articles', headers: bob.headers })).json().articles.map((x: { id: string }) => x.id)).not.toContain(a.id);
    expect((await get(alice, a.id)).json().status).toBe('draft'); // bob's delivery attempt changed nothing
  });

  it.each([
    ['no topic', {}, /body\.topic is required/],
    ['a topic under 3 characters', { topic: 'ab' }, /fewer than 3 characters/],
    ['a topic over 500 characters', { topic: 'x'.repeat(501) }, /more than 500 characters/],
    ['a topic that is not a string', { topic: ['a', 'b'] }, /must be string/],
    ['a blank topic', { topic: '      ' }, /spaces aside/],
    ['an unknown field', { topic: 'Fine topic', tone: 'fun' }, /body\.tone is not allowed/],
  ])('refuses %s with 400 validation_failed', async (_name, payload, pattern) => {
    const body = expectError(await create(alice, payload), 400, 'validation_failed');
    expect((body.message as string[]).join(' ')).toMatch(pattern);
  });

  it('a malformed id answers 400, not 500', async () => {
    expectError(await get(alice, 'not-a-uuid'), 400, 'validation_failed');
    expectError(await deliver(alice, 'not-a-uuid'), 400, 'validation_failed');
  });
});
