import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { expectError } from '../../support/http.js';
import { fakeLookup, startTestSites, type TestSites } from '../../support/sites.js';

// The address rule ON (SITE_FETCH_ALLOW_PRIVATE=false, the production default). The only
// "public" site is www.public-site.test: the fake resolver gives it a public address, and the
// network seam routes that address to the loopback test server, so nothing leaves the machine.
const PUBLIC = '93.184.216.34';
let sites: TestSites;
let t: TestApp;
let owner: TestOwner;
let P: number;

beforeAll(async () => {
  sites = await startTestSites();
  P = sites.port;
  t = await createTestApp(
    { siteFetchAllowPrivate: false },
    {
      siteFetch: {
        lookup: fakeLookup({
          'www.public-site.test': [PUBLIC],
          'loopback.example': ['127.0.0.1'],
          'v6-loopback.example': ['::1'],
          'mixed.example': [PUBLIC, '10.0.0.7'],
          'intranet.example': ['192.168.0.10'],
          'metadata.example': ['169.254.169.254'],
          'mapped.example': ['::ffff:10.1.2.3'],
          'compat.example': ['::a00:7'],
        }),
        route: (address) => (address === PUBLIC ? '127.0.0.1' : address),
      },
    },
  );
  owner = await t.owner();
});
afterAll(async () => {
  await t.close();
  await sites.close();
});

const analyze = (siteUrl: string) => t.app.inject({ method: 'POST', url: '/v1/blog/site/analyze', headers: owner.headers, payload: { siteUrl } });
const publicSite = () => `http://www.public-site.test:${P}`;

describe('SSRF: only public addresses are fetched', () => {
  it('a public site is analyzed with the rule on', async () => {
    const res = await analyze(`${publicSite()}/`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().recap.siteName).toBe('Brightpath Studio');
  });

  // every spelling of a non-public target: literal addresses, decimal/hex/octal/short IPv4,
  // IPv4-mapped IPv6, local names, names that resolve to private addresses, and redirects to them
  const table: Array<[string, () => string, RegExp]> = [
    ['loopback', () => `http://127.0.0.1:${P}/`, /127\.0\.0\.1 is a loopback address/],
    ['short loopback', () => `http://127.1:${P}/`, /127\.0\.0\.1 is a loopback address/],
    ['decimal loopback', () => `http://2130706433:${P}/`, /127\.0\.0\.1 is a loopback address/],
    ['hex loopback', () => `http://0x7f000001:${P}/`, /127\.0\.0\.1 is a loopback address/],
    ['octal loopback', () => `http://0177.0.0.1:${P}/`, /127\.0\.0\.1 is a loopback address/],
    ['dotted hex loopback', () => `http://0x7f.0.0.1:${P}/`, /127\.0\.0\.1 is a loopback address/],
    ['other loopback', () => `http://127.53.1.9:${P}/`, /127\.53\.1\.9 is a loopback address/],
    ['IPv6 loopback', () => `http://[::1]:${P}/`, /::1 is a loopback address/],
    ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${P}/`, /127\.0\.0\.1 is a loopback address/],
    ['IPv4-mapped IPv6 loopback (hex)', () => `http://[::ffff:7f00:1]:${P}/`, /127\.0\.0\.1 is a loopback address/],
    ['unspecified', () => `http://0.0.0.0:${P}/`, /0\.0\.0\.0 is the unspecified address/],
    ['unspecified (bare 0)', () => `http://0:${P}/`, /0\.0\.0\.0 is the unspecified address/],
    ['IPv6 unspecified', () => `http://[::]:${P}/`, /:: is the unspecified address/],
    ['10/8', () => 'http://10.0.0.1/', /10\.0\.0\.1 is a private network address/],
    ['172.16/12', () => 'http://172.16.5.4/', /172\.16\.5\.4 is a private network address/],
    ['192.168/16', () => 'https://192.168.1.10/admin', /192\.168\.1\.10 is a private network address/],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/', /169\.254\.169\.254 is a cloud metadata address/],
    ['metadata, IPv4-mapped', () => 'http://[::ffff:a9fe:a9fe]/', /169\.254\.169\.254 is a cloud metadata address/],
    ['link-local', () => 'http://169.254.10.20/', /169\.254\.10\.20 is a link-local address/],
    ['carrier-grade NAT', () => 'http://100.64.0.1/', /100\.64\.0\.1 is a carrier-grade NAT/],
    ['unique-local IPv6', () => 'http://[fd00::1]/', /fd00::1 is a unique-local/],
    ['link-local IPv6', () => 'http://[fe80::1]/', /fe80::1 is a link-local address/],
    ['NAT64 of loopback', () => 'http://[64:ff9b::7f00:1]/', /NAT64/],
    ['NAT64 of the metadata address', () => 'http://[64:ff9b::169.254.169.254]/', /64:ff9b::a9fe:a9fe is a NAT64 address/],
    ['local-use NAT64 of a private address', () => 'http://[64:ff9b:1::a00:1]/', /NAT64/],
    ['IPv4-compatible IPv6 loopback', () => 'http://[::127.0.0.1]:8080/', /::7f00:1 is an IPv4-compatible IPv6 address/],
    ['IPv4-compatible IPv6 metadata', () => 'http://[::a9fe:a9fe]/', /::a9fe:a9fe is an IPv4-compatible IPv6 address/],
    ['IPv4-compatible IPv6 private', () => 'http://[0:0:0:0:0:0:10.0.0.1]/', /::a00:1 is an IPv4-compatible IPv6 address/],
    ['IPv4-translated IPv6 private', () => 'http://[::ffff:0:10.0.0.1]/', /IPv4-translated/],
    ['6to4 of a private address', () => 'http://[2002:a00:1::1]/', /6to4/],
    ['6to4 of loopback', () => 'http://[2002:7f00:1::]/', /6to4/],
    ['Teredo', () => 'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', /Teredo/],
    ['a name resolving to an IPv4-compatible address', () => 'http://compat.example/', /compat\.example resolves to an IPv4-compatible IPv6 address/],
    ['localhost', () => `http://localhost:${P}/`, /localhost is a local host name/],
    ['localhost, bare host', () => 'localhost', /localhost is a local host name/],
    ['localhost with a trailing dot', () => `http://LOCALHOST.:${P}/`, /localhost is a local host name/],
    ['a .localhost name', () => `http://app.localhost:${P}/`, /app\.localhost is a local host name/],
    ['a .internal name', () => 'http://metadata.google.internal/computeMetadata/v1/', /metadata\.google\.internal is a local host name/],
    ['a single-label name', () => 'http://intranet/', /intranet is not a public domain name/],
    ['a name resolving to loopback', () => `http://loopback.example:${P}/`, /loopback\.example resolves to a loopback address/],
    ['a name resolving to IPv6 loopback', () => `http://v6-loopback.example:${P}/`, /v6-loopback\.example resolves to a loopback address/],
    ['a name with one private address among public ones', () => `http://mixed.example:${P}/`, /mixed\.example resolves to a private network address/],
    ['a name resolving to a mapped private address', () => 'http://mapped.example/', /mapped\.example resolves to a private network address/],
    ['a name resolving to the metadata address', () => 'http://metadata.example/', /metadata\.example resolves to a cloud metadata address/],
    ['a redirect to loopback', () => `${publicSite()}/to?target=${encodeURIComponent(`http://127.0.0.1:${P}/`)}`, /redirects to http:\/\/127\.0\.0\.1:\d+\/, which is refused: 127\.0\.0\.1 is a loopback address/],
    ['a redirect to decimal loopback', () => `${publicSite()}/to?target=${encodeURIComponent(`http://2130706433:${P}/`)}`, /which is refused: 127\.0\.0\.1 is a loopback address/],
    ['a redirect to the metadata address', () => `${publicSite()}/to?target=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`, /which is refused: 169\.254\.169\.254 is a cloud metadata address/],
    ['a redirect to a name resolving to a private address', () => `${publicSite()}/to?target=${encodeURIComponent(`http://intranet.example:${P}/`)}`, /intranet\.example resolves to a private network address/],
    ['a redirect to localhost', () => `${publicSite()}/to?target=${encodeURIComponent(`http://localhost:${P}/`)}`, /which is refused: localhost is a local host name/],
  ];

  it.each(table)('refuses %s', async (_name, target, reason) => {
    const before = sites.requests.filter((r) => r !== '/to').length;
    const body = expectError(await analyze(target()), 400, 'validation_failed');
    expect(body.message).toMatch(reason);
    expect(body.message).toMatch(/only public addresses are fetched/);
    expect((body as { details?: unknown }).details).toMatchObject({ cause: 'refused_address' });
    // the loopback test server never saw a request for the refused target
    expect(sites.requests.filter((r) => r !== '/to').length).toBe(before);
  });

  it('never quotes the address a name resolves to (only what kind it is): the owner cannot map the internal DNS', async () => {
    for (const [host, address] of [
      ['loopback.example', '127.0.0.1'],
      ['intranet.example', '192.168.0.10'],
      ['mapped.example', '10.1.2.3'],
      ['mixed.example', '10.0.0.7'],
      ['compat.example', '10.0.0.7'],
    ]) {
      const body = expectError(await analyze(`http://${host}/`), 400, 'validation_failed');
      expect(JSON.stringify(body), host).not.toContain(address!);
      expect(JSON.stringify(body), host).not.toMatch(/::a00:7|::ffff:a01:203/);
    }
  });

  // the port policy: 80, 443 and 1024-65535 but well-known service ports (the test sites'
  // own port, above 1024, is fetched by the first test)
  it.each([
    ['SSH', 22, /port 22 is refused/],
    ['SMTP', 25, /port 25 is refused/],
    ['Redis', 6379, /port 6379 \(Redis\) is refused/],
    ['PostgreSQL', 5432, /port 5432 \(PostgreSQL\) is refused/],
    ['Elasticsearch', 9200, /port 9200 \(Elasticsearch\) is refused/],
    ['a system port', 1023, /port 1023 is refused/],
  ])('refuses the %s port (%i) of a public host, before connecting', async (_name, port, reason) => {
    const before = sites.requests.length;
    const body = expectError(await analyze(`http://www.public-site.test:${port}/`), 400, 'validation_failed');
    expect(body.message).toMatch(reason);
    expect((body as { details?: unknown }).details).toMatchObject({ cause: 'refused_address' });
    expect(sites.requests.length).toBe(before);
  });

  it('refuses a redirect to a refused port', async () => {
    const body = expectError(await analyze(`${publicSite()}/to?target=${encodeURIComponent('http://www.public-site.test:6379/')}`), 400, 'validation_failed');
    expect(body.message).toMatch(/redirects to http:\/\/www\.public-site\.test:6379\/, which is refused: port 6379 \(Redis\) is refused/);
  });

  it('has at least 15 attack spellings', () => {
    expect(table.length).toBeGreaterThanOrEqual(15);
  });

  it('nothing was stored by the refused analyses beyond the public one', async () => {
    const stored = await t.app.inject({ method: 'GET', url: '/v1/blog/site', headers: owner.headers });
    expect(stored.json().siteUrl).toBe(`${publicSite()}/`);
  });
});
