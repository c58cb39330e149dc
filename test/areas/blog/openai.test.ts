import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContextRow } from '../../../src/areas/blog/site-repository.js';
import { articleTask, briefOf } from '../../../src/areas/blog/generation/article-task.js';
import { createEngine } from '../../../src/generation/engine.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { startFakeLlm, type FakeLlm } from '../../support/fake-llm.js';
import { expectError } from '../../support/http.js';
import { fakeLookup, startTestSites, type TestSites } from '../../support/sites.js';

// The openai provider against a local OpenAI-compatible server. Only the request path uses it
// (passed as the handlers' engine); this process's workers keep the local provider, so article
// jobs of other test files are never sent to the fake model.
let sites: TestSites;
let llm: FakeLlm;
let t: TestApp;
let owner: TestOwner;

const TEXTS = {
  oneLineSummary: 'Websites for independent physiotherapy clinics.',
  positioning: 'The clinic website studio that fills calendars.',
  offerSummary: 'Design, local SEO, booking and hosting for clinics.',
  targetAudience: 'Owners of independent physiotherapy clinics',
  brandVoice: 'Calm, direct, reassuring',
  proofPoints: ['Over 120 clinics launched since 2016'],
  contentPillars: ['Clinic websites', 'Local SEO', 'Online booking'],
  seoAngles: ['physio website checklist'],
  writingGuidelines: ['Use short paragraphs.'],
  ctaGuidance: 'Invite readers to book a discovery call.',
  avoidInArticles: ['Medical claims'],
  imageryStyle: 'Calm photography of clinic interiors',
  coverImageGuidelines: ['Use the teal accent.'],
  avoidVisuals: ['Stock photos of skeletons'],
};

beforeAll(async () => {
  sites = await startTestSites();
  llm = await startFakeLlm(() => ({ content: '{}' }));
  const openai = { baseUrl: llm.baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs: 5000, maxRetries: 1 };
  t = await createTestApp({ siteFetchAllowPrivate: true }, { siteFetch: { lookup: fakeLookup({}) }, generation: createEngine({ generationProvider: 'openai', openai }) });
  owner = await t.owner();
});
afterAll(async () => {
  await t.close();
  await llm.close();
  await sites.close();
});

const analyze = () => t.app.inject({ method: 'POST', url: '/v1/blog/site/analyze', headers: owner.headers, payload: { siteUrl: `${sites.origin}/` } });

describe('site analysis with the openai provider', () => {
  it('asks the model for the text fields, in the site language, from the extracted material', async () => {
    llm.handle(() => ({ content: JSON.stringify(TEXTS) }));
    const res = await analyze();
    expect(res.statusCode, res.body).toBe(201);
    const ctx = res.json();
    const { imageryStyle: _i, coverImageGuidelines: _c, avoidVisuals: _a, ...recapTexts } = TEXTS;
    expect(ctx.recap).toMatchObject({ ...recapTexts, siteName: 'Brightpath Studio', detectedLanguage: 'en' });
    expect(ctx.recap.visualIdentity).toMatchObject({ imageryStyle: TEXTS.imageryStyle, coverImageGuidelines: TEXTS.coverImageGuidelines, avoidVisuals: TEXTS.avoidVisuals });
    expect(ctx.recap.visualIdentity.colors[0]).toMatchObject({ hex: '#0f766e', source: 'theme-color' }); // extracted, not generated
    expect(ctx).toMatchObject({ audience: TEXTS.targetAudience, positioning: TEXTS.positioning });

    const sent = llm.requests
      .at(-1)!
      .messages.map((m) => m.content)
      .join('\n');
    expect(sent).toContain('English (language code en)');
    expect(sent).toContain('Book a discovery call');
    expect(sent).toContain('Over 120 clinics have launched with us since 2016');
  });

  it("keeps the quality gate's warning with the recap when the model's text mixes languages", async () => {
    llm.handle(() => ({ content: JSON.stringify({ ...TEXTS, brandVoice: 'Nous écrivons avec calme et clarté pour les cliniques de quartier et leurs patients.' }) }));
    const res = await analyze();
    expect(res.statusCode, res.body).toBe(201);
    const { recap } = res.json();
    expect(recap.brandVoice).not.toMatch(/Nous écrivons/);
    expect(recap.warnings).toHaveLength(1);
    expect(recap.warnings[0]).toMatch(/^quality gate: the model's draft mixes languages.*replaced by the offline writer's text/);
    // stored as analyzed
    expect((await t.app.inject({ method: 'GET', url: '/v1/blog/site', headers: owner.headers })).json().recap.warnings).toEqual(recap.warnings);
  });

  it("a model answer that breaks the schema, even after its repair turn, is written by the offline writer from the site, said in the recap's warnings", async () => {
    llm.handle(() => ({ content: JSON.stringify({ oneLineSummary: 'only this' }) }));
    const res = await analyze();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().recap.warnings[0]).toMatch(/^the model server's answer could not be used after a repair turn \(`positioning` is required; .*\); written by the offline writer$/);
    expect(llm.requests.at(-1)!.messages.at(-1)!.content).toContain('- `positioning` is required');
    llm.handle(() => ({ content: 'this is not JSON' }));
    const again = await analyze();
    expect(again.statusCode).toBe(201);
    expect(again.json().recap.positioning).not.toBe('');
  });

  it('with GENERATION_FALLBACK=fail a model without a usable answer is a 503 naming the cause, never a 500, and the stored context stays', async () => {
    const strict = await createTestApp(
      { siteFetchAllowPrivate: true },
      { siteFetch: { lookup: fakeLookup({}) }, generation: createEngine({ generationProvider: 'openai', generationFallback: 'fail', openai: { baseUrl: llm.baseUrl, apiKey: 'k', model: 'm', timeoutMs: 5000, maxRetries: 0 } }) },
    );
    try {
      const who = await strict.owner();
      const go = () => strict.app.inject({ method: 'POST', url: '/v1/blog/site/analyze', headers: who.headers, payload: { siteUrl: `${sites.origin}/` } });
      llm.handle(() => ({ content: JSON.stringify(TEXTS) }));
      expect((await go()).statusCode).toBe(201);
      const before = (await strict.app.inject({ method: 'GET', url: '/v1/blog/site', headers: who.headers })).json();
      llm.handle(() => ({ content: 'this is not JSON' }));
      const res = await go();
      expectError(res, 503, 'service_unavailable');
      expect(res.json().message).toMatch(/the answer holds no JSON object/);
      expect((await strict.app.inject({ method: 'GET', url: '/v1/blog/site', headers: who.headers })).json()).toEqual(before);
    } finally {
      await strict.close();
    }
  });

  it('"none found" from the model is never stored: the site\'s own words stand in, said in a warning', async () => {
    llm.handle(() => ({ content: JSON.stringify({ ...TEXTS, targetAudience: 'none found', proofPoints: [], seoAngles: [] }) }));
    const res = await analyze();
    expect(res.statusCode, res.body).toBe(201);
    const { recap, audience } = res.json();
    expect(recap.targetAudience).not.toMatch(/none found/i);
    expect(audience).not.toMatch(/none found/i);
    expect(recap.proofPoints).toEqual([]);
    expect(recap.seoAngles.length).toBeGreaterThan(0);
    expect(recap.warnings).toContain("the model found nothing on the site for targetAudience, seoAngles: written from the site's own words by the offline writer");
    expect(llm.requests.at(-1)!.system).toContain('answer "none found" for that text, or an empty list, instead of guessing');
  });
});

describe('article task with the openai provider', () => {
  it('sends the site context (language, voice, pillars, guidelines, things to avoid, call to action) and returns the draft', async () => {
    const engine = createEngine({ generationProvider: 'openai', openai: { baseUrl: llm.baseUrl, apiKey: 'k', model: 'test-model', timeoutMs: 5000, maxRetries: 1 } });
    const context = {
      ownerId: owner.ownerId,
      siteUrl: 'https://brightpath.example/',
      audience: TEXTS.targetAudience,
      positioning: TEXTS.positioning,
      recap: { ...TEXTS, siteName: 'Brightpath Studio', detectedLanguage: 'fr', callToAction: 'Réserver un appel' },
      analyzedAt: new Date().toISOString(),
    } as SiteContextRow;
    const markdown = `# Un titre\n\n${'Une introduction claire. '.repeat(10)}\n\n## Partie\n\nTexte.\n`;
    llm.handle(() => ({ content: JSON.stringify({ title: 'Un titre', description: 'Une description.', markdown }) }));
    const { output, tokens } = await engine.run(articleTask, briefOf('Préparer une démo', context));
    expect(output).toEqual({ title: 'Un titre', description: 'Une description.', markdown });
    expect(tokens).toBe(150);
    const sent = llm.requests
      .at(-1)!
      .messages.map((m) => m.content)
      .join('\n');
    for (const part of ['French (language code fr)', 'Brand voice: Calm, direct, reassuring', 'Clinic websites; Local SEO', 'Use short paragraphs.', 'Avoid: Medical claims', 'Réserver un appel', 'Topic: Préparer une démo']) {
      expect(sent).toContain(part);
    }
  });
});
