import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { expectError } from '../../support/http.js';
import { fakeLookup, startTestSites, type TestSites } from '../../support/sites.js';

// Site analysis against websites served on loopback by this test, with the private-address rule
// lifted (SITE_FETCH_ALLOW_PRIVATE=true) for this app only. Host names resolve through a fake
// resolver: nothing leaves the machine.
let sites: TestSites;
let t: TestApp;
let alice: TestOwner;

beforeAll(async () => {
  sites = await startTestSites();
  t = await createTestApp({ siteFetchAllowPrivate: true }, { siteFetch: { timeoutMs: 1500, maxHtmlBytes: 512 * 1024, lookup: fakeLookup({}) } });
  alice = await t.owner();
});
afterAll(async () => {
  await t.close();
  await sites.close();
});

const analyze = (owner: TestOwner, payload: unknown) => t.app.inject({ method: 'POST', url: '/v1/blog/site/analyze', headers: owner.headers, payload: payload as object });
const getSite = (owner: TestOwner) => t.app.inject({ method: 'GET', url: '/v1/blog/site', headers: owner.headers });

describe('site analysis', () => {
  it('reads the home page, same-site pages and stylesheets, and stores the full context', async () => {
    const owner = await t.owner();
    const before = sites.requests.length;
    const res = await analyze(owner, { siteUrl: `${sites.origin}/` });
    expect(res.statusCode, res.body).toBe(201);
    const ctx = res.json();
    expect(ctx.siteUrl).toBe(`${sites.origin}/`);
    expect(sites.requests.slice(before)).toEqual(expect.arrayContaining(['/', '/about-us', '/services', '/blog', '/assets/site.css']));

    const r = ctx.recap;
    expect(r).toMatchObject({ siteName: 'Brightpath Studio', detectedLanguage: 'en', confidence: 'high', callToAction: 'Book a discovery call' });
    for (const field of ['oneLineSummary', 'positioning', 'offerSummary', 'targetAudience', 'brandVoice', 'ctaGuidance']) {
      expect(typeof r[field], field).toBe('string');
      expect(r[field].length, field).toBeGreaterThan(5);
    }
    for (const field of ['proofPoints', 'contentPillars', 'seoAngles', 'writingGuidelines', 'avoidInArticles']) {
      expect(r[field].length, field).toBeGreaterThan(0);
    }
    expect(r.oneLineSummary).toContain('physiotherapy clinics');
    expect(r.targetAudience).toMatch(/independent physiotherapy clinics/i);
    expect(ctx.audience).toBe(r.targetAudience);
    expect(ctx.positioning).toBe(r.positioning);
    expect(r.positioning).toContain("Websites that fill your clinic's calendar");
    expect(r.contentPillars).toEqual(expect.arrayContaining(['Clinic website design', 'Local SEO for clinics', 'Online booking setup']));
    expect(r.contentPillars.join(' ')).not.toMatch(/£/);
    expect(r.proofPoints.join(' ')).toContain('Over 120 clinics');
    expect(r.ctaGuidance).toContain('Book a discovery call');
    expect(r.seoAngles).toContain('Five things every physio website needs');
    expect(r.writingGuidelines[0]).toBe('Write in English.');
    expect(r.brandVoice).toMatch(/"you"/);

    const v = r.visualIdentity;
    expect(v.colors[0]).toEqual({ hex: '#0f766e', role: 'accent', label: 'Teal', source: 'theme-color' });
    expect(v.colors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ hex: '#f59e0b', role: 'accent', source: 'css' }),
        expect.objectContaining({ hex: '#ffffff', role: 'background', source: 'css' }),
        expect.objectContaining({ hex: '#1f2937', role: 'text', source: 'css' }),
      ]),
    );
    expect(v.colors.map((c: { hex: string }) => c.hex)).not.toContain('#000000'); // dark-scheme colors are not the brand's
    expect(v.logo).toEqual({ url: `${sites.origin}/img/brightpath-logo.svg`, alt: 'Brightpath Studio', kind: 'svg', background: 'light' });
    expect(v.typography.fontFamilies.slice(0, 2)).toEqual(['DM Sans', 'Fraunces']);
    expect(v.typography.style).toBe('geometric sans-serif with serif headings');
    expect(v.layoutCues).toEqual(expect.arrayContaining(['Sticky header that stays visible on scroll', 'Testimonials or reviews section', 'Pill-shaped buttons']));
    expect(v.coverImageGuidelines[0]).toContain('#0f766e');
    expect(v.avoidVisuals.length).toBeGreaterThan(0);
    expect(typeof v.imageryStyle).toBe('string');
    expect(['high', 'medium']).toContain(v.confidence);

    const stored = await getSite(owner);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual(ctx);
  });

  it('writes the text fields in the site language, detected from the text when the page has no lang (gzip body)', async () => {
    const owner = await t.owner();
    const res = await analyze(owner, { siteUrl: `${sites.origin}/fr/` });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json().recap;
    expect(r).toMatchObject({ siteName: 'Boulangerie Les Tilleuls', detectedLanguage: 'fr', callToAction: 'Commander en ligne' });
    expect(r.offerSummary).toBe('Offre : pains au levain, viennoiseries pur beurre et gâteaux de fête.');
    expect(r.writingGuidelines).toEqual(expect.arrayContaining(['Écrire en français.', 'Vouvoyer le lecteur.']));
    expect(r.ctaGuidance).toContain('« Commander en ligne »');
    expect(r.proofPoints[0]).toContain('800 clients');
    expect(r.avoidInArticles).toContain('Le tutoiement');
    expect(r.visualIdentity.typography).toEqual({ fontFamilies: ['Lora'], style: 'serif' });
    expect(r.visualIdentity.logo).toMatchObject({ url: `${sites.origin}/images/logo-tilleuls.png`, kind: 'png' });
    expect(r.visualIdentity.coverImageGuidelines.join(' ')).toContain('Composer tout texte de couverture en Lora');
  });

  it('a second analysis replaces the stored context; each owner sees only their own', async () => {
    const owner = await t.owner();
    const other = await t.owner();
    expectError(await getSite(owner), 404, 'not_found');
    const first = (await analyze(owner, { siteUrl: `${sites.origin}/` })).json();
    const second = await analyze(owner, { siteUrl: `${sites.origin}/fr/` });
    expect(second.statusCode).toBe(201);
    const stored = (await getSite(owner)).json();
    expect(stored.siteUrl).toBe(`${sites.origin}/fr/`);
    expect(stored.recap.detectedLanguage).toBe('fr');
    // what the quality gate said about the recap is stored with it (none: the recap passed the judges)
    expect(stored.recap.warnings).toEqual([]);
    expect(Date.parse(stored.analyzedAt)).toBeGreaterThanOrEqual(Date.parse(first.analyzedAt));
    expectError(await getSite(other), 404, 'not_found');
  });

  it('follows up to 5 redirects, re-checking each target', async () => {
    const owner = await t.owner();
    const once = await analyze(owner, { siteUrl: `${sites.origin}/redirect-once` });
    expect(once.statusCode, once.body).toBe(201);
    expect(once.json().recap.siteName).toBe('Brightpath Studio');
    expect((await analyze(owner, { siteUrl: `${sites.origin}/chain/4` })).statusCode).toBe(201); // 5 redirects
    const six = expectError(await analyze(owner, { siteUrl: `${sites.origin}/chain/5` }), 400, 'validation_failed');
    expect(six.message).toMatch(/redirects more than 5 times/);
    const loop = await analyze(owner, { siteUrl: `${sites.origin}/loop` });
    expect(loop.json().details).toMatchObject({ cause: 'too_many_redirects' });
  });
});

describe('site analysis refuses bad input with a clear 400 and keeps the stored context', () => {
  let owner: TestOwner;
  let stored: unknown;
  beforeAll(async () => {
    owner = await t.owner();
    stored = (await analyze(owner, { siteUrl: `${sites.origin}/` })).json();
  });

  it.each([
    ['no siteUrl', {}, /body\.siteUrl is required/],
    ['a siteUrl under 3 characters', { siteUrl: 'ab' }, /fewer than 3 characters/],
    ['a siteUrl over 1000 characters', { siteUrl: `https://example.org/${'a'.repeat(990)}` }, /more than 1000 characters/],
    ['a siteUrl that is not a string', { siteUrl: 42 }, /must be string/],
    ['an unknown field', { siteUrl: 'https://example.org', depth: 3 }, /body\.depth is not allowed/],
  ])('%s: validation_failed with field messages', async (_name, payload, pattern) => {
    const body = expectError(await analyze(owner, payload), 400, 'validation_failed');
    expect(Array.isArray(body.message)).toBe(true);
    expect((body.message as string[]).join(' ')).toMatch(pattern);
  });

  it.each([
    ['ftp://example.org/', /only http and https/],
    ['file:///etc/passwd', /only http and https/],
    ['javascript:alert(1)', /must use http or https \(got "javascript:"\)/],
    ['mailto:someone@example.org', /must use http or https/],
    ['data:text/html,<h1>x</h1>', /must use http or https/],
    ['gopher://example.org:70/', /only http and https/],
    ['http://user:secret@example.org/', /credentials/],
    ['   ', /not a valid URL/],
    ['http://exa mple.org/', /not a valid URL/],
  ])('refuses %s as an invalid URL', async (siteUrl, pattern) => {
    const body = expectError(await analyze(owner, { siteUrl }), 400, 'validation_failed');
    expect((body.message as string[]).join(' ')).toMatch(pattern);
    expect((body as { details?: unknown }).details).toMatchObject({ cause: 'invalid_url' });
  });

  it.each([
    ['a page that is not HTML', '/file.pdf', 'not_html', /is not an HTML page \(content type application\/pdf\)/],
    ['an HTTP error status', '/missing', 'http_status', /answered HTTP 404/],
    ['a page over the size cap', '/huge', 'too_large', /larger than the 512 KiB limit/],
    ['a site that never answers', '/stall', 'timeout', /did not answer within 1\.5 s/],
  ])('%s: 400 naming the cause', async (_name, path, cause, pattern) => {
    const body = expectError(await analyze(owner, { siteUrl: `${sites.origin}${path}` }), 400, 'validation_failed');
    expect(body.message).toMatch(pattern);
    expect((body as { details?: unknown }).details).toMatchObject({ cause });
  });

  it('a host name that does not resolve: 400 dns', async () => {
    const body = expectError(await analyze(owner, { siteUrl: 'no-such-site.example' }), 400, 'validation_failed');
    expect(body.message).toMatch(/host name no-such-site\.example could not be resolved \(ENOTFOUND\)/);
    expect((body as { details?: unknown }).details).toMatchObject({ cause: 'dns', url: 'https://no-such-site.example/' });
  });

  it('a refused connection: 400 unreachable', async () => {
    const body = expectError(await analyze(owner, { siteUrl: 'http://127.0.0.1:1/' }), 400, 'validation_failed');
    expect(body.message).toMatch(/refused the connection/);
  });

  it('after all of those, the stored context is unchanged', async () => {
    expect((await getSite(owner)).json()).toEqual(stored);
  });
});

describe('one analysis at a time per owner', () => {
  it('a second analysis while one is running answers 409, also from another app instance; the first still completes', async () => {
    const slow = await createTestApp({ siteFetchAllowPrivate: true }, { siteFetch: { lookup: fakeLookup({}) } });
    try {
      const owner = await slow.owner();
      const first = slow.app.inject({ method: 'POST', url: '/v1/blog/site/analyze', headers: owner.headers, payload: { siteUrl: `${sites.origin}/hang` } });
      await sites.hangReached();
      // the lease lives in Postgres: another API process (here the other test app) sees it too
      const second = await t.app.inject({ method: 'POST', url: '/v1/blog/site/analyze', headers: owner.headers, payload: { siteUrl: `${sites.origin}/` } });
      const body = expectError(second, 409, 'conflict');
      expect(body.message).toMatch(/already running/);
      sites.release();
      const done = await first;
      expect(done.statusCode, done.body).toBe(201);
      expect(done.json().siteUrl).toBe(`${sites.origin}/hang`);
      // the lease was released: the next analysis runs
      const third = await t.app.inject({ method: 'POST', url: '/v1/blog/site/analyze', headers: owner.headers, payload: { siteUrl: `${sites.origin}/` } });
      expect(third.statusCode, third.body).toBe(201);
    } finally {
      await slow.close();
    }
  });
});

describe('authentication', () => {
  it('needs a key, and a read-only key cannot analyze', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/v1/blog/site/analyze', payload: { siteUrl: sites.origin } }), 401, 'unauthorized');
    const reader = await t.owner(['read']);
    expectError(await analyze(reader, { siteUrl: sites.origin }), 403, 'forbidden');
    expect((await getSite(alice)).statusCode).toBe(404);
  });
});
