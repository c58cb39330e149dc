import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

/**
 * Small websites served on loopback by the tests themselves: an English agency site (home,
 * about, services, blog, stylesheet), a French bakery site (language from the text only,
 * gzip-compressed), and pages that misbehave (redirect chains, a PDF, a huge page, a page that
 * never answers until released).
 */
export interface TestSites {
  port: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** releases every request held by /hang (/stall never answers) */
  release(): void;
  /** resolves once /hang has received a request */
  hangReached(): Promise<void>;
  requests: string[];
  close(): Promise<void>;
}

const EN_HOME = `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <title>Brightpath Studio | Websites for independent clinics</title>
  <meta property="og:site_name" content="Brightpath Studio">
  <meta name="description" content="Brightpath Studio designs fast, accessible websites for independent physiotherapy clinics. We handle design, copy and hosting.">
  <meta name="theme-color" content="#0F766E">
  <link rel="stylesheet" href="/assets/site.css">
  <link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=DM+Sans:wght@400;700&family=Fraunces:wght@600&display=swap">
  <style>.hero { background-color: #F0FDFA; }</style>
</head>
<body>
  <header class="site-header">
    <a href="/" class="brand"><img src="/img/brightpath-logo.svg" alt="Brightpath Studio" class="logo"></a>
    <nav><a href="/">Home</a><a href="/about-us">About</a><a href="/services">Services</a><a href="/blog">Blog</a><a href="/contact">Contact</a></nav>
  </header>
  <main>
    <section class="hero">
      <h1>Websites that fill your clinic's calendar</h1>
      <p>We build calm, fast websites for independent physiotherapy clinics, so you can spend your time with patients instead of fighting your booking page.</p>
      <a href="/contact" class="btn btn-primary">Book a discovery call</a>
    </section>
    <section class="features">
      <h2>Clinic website design</h2>
      <div class="card"><p>Every site is designed around how your patients actually book: clear services, clear prices, one tap to call.</p></div>
      <h2>Local SEO for clinics</h2>
      <div class="card"><p>We make sure people searching for a physio near them find you first, with pages for each treatment and each neighbourhood.</p></div>
      <h2>Online booking setup</h2>
      <div class="card"><p>You get online booking connected to your practice software, with reminders that cut no-shows.</p></div>
    </section>
    <section class="proof">
      <h2>Trusted by clinics across the UK</h2>
      <p>Over 120 clinics have launched with us since 2016, and our clients see 35% more online bookings in their first year.</p>
      <blockquote class="testimonial">Our new site paid for itself in three months. Patients tell us how easy it is to book. — Sarah, Northfield Physio</blockquote>
      <blockquote class="testimonial">Brightpath understood our clinic better than any agency we spoke to.</blockquote>
    </section>
    <section>
      <h2>Frequently asked questions</h2>
      <details><summary>How long does a site take?</summary><p>Most clinic websites go live in four to six weeks from our first call.</p></details>
    </section>
    <form><input type="email" name="email"><button type="submit">Get the newsletter</button></form>
  </main>
  <footer><a href="/privacy">Privacy</a><a href="/terms">Terms</a><a href="/contact">Contact</a><a href="/careers">Careers</a><a href="/press">Press</a><a href="/blog">Blog</a></footer>
</body>
</html>`;

const EN_ABOUT = `<!doctype html><html lang="en"><head><title>About us - Brightpath Studio</title></head><body>
<h1>About Brightpath</h1>
<p>We are a team of six designers and writers who have worked with healthcare practices for ten years.</p>
<p>We started Brightpath because clinic owners told us their websites were slow, confusing and impossible to update.</p>
</body></html>`;

const EN_SERVICES = `<!doctype html><html lang="en"><head><title>Services - Brightpath Studio</title><link rel="stylesheet" href="/assets/site.css"></head><body>
<h1>Our services</h1>
<h2>Clinic website design</h2><p>A complete website, designed and written for your clinic and your patients.</p>
<h2>Local SEO for clinics</h2><p>Treatment pages, local listings and reviews that bring nearby patients to you.</p>
<h2>Online booking setup</h2><p>Booking that works with your practice software, with automatic reminders.</p>
<h2>Care plans and hosting</h2><p>Hosting, updates and small changes every month, for a fixed fee.</p>
<section class="pricing"><h3>Plans from £90 per month</h3></section>
</body></html>`;

const EN_BLOG = `<!doctype html><html lang="en"><head><title>Blog - Brightpath Studio</title></head><body>
<h1>Blog</h1>
<article><h2>Five things every physio website needs</h2><p>A short checklist for clinic owners who want more bookings from their website.</p></article>
<article><h2>How to write treatment pages patients understand</h2><p>Plain words, clear prices and one call to action per page.</p></article>
</body></html>`;

const EN_CSS = `
:root { --color-primary: #0F766E; --color-accent: #F59E0B; --text: #1F2937; --bg: #FFFFFF; --font-body: "DM Sans", system-ui, sans-serif; }
html, body { background: var(--bg); color: var(--text); font-family: var(--font-body); }
h1, h2, h3 { font-family: 'Fraunces', Georgia, serif; color: #134E4A; }
a { color: var(--color-primary); }
.btn-primary { background-color: var(--color-accent); color: #111827; border-radius: 999px; box-shadow: 0 1px 2px rgba(0,0,0,.15); }
.card { border-radius: 14px; box-shadow: 0 4px 12px rgba(0,0,0,.08); border: 1px solid #E5E7EB; }
.card + .card { border-radius: 14px; } .features .card { border-radius: 16px; }
.site-header { position: sticky; top: 0; }
.container { max-width: 1120px; }
.features { display: grid; } .proof { display: grid; }
@media (prefers-color-scheme: dark) { body { background: #000000; color: #FFFFFF; } }
.broken { color: #123456
`;

const FR_HOME = `<!doctype html>
<html>
<head>
  <meta charset="utf-8">
  <title>Accueil — Boulangerie Les Tilleuls</title>
  <meta name="description" content="Boulangerie artisanale à Lyon : pains au levain, viennoiseries pur beurre et gâteaux de fête, préparés chaque matin dans notre fournil.">
  <style>
    body { background-color: #FFF8F0; color: #3B2A1A; font-family: "Lora", Georgia, serif; }
    .bouton { background: #B45309; color: #fff; border-radius: 6px; }
    a { color: #B45309; }
  </style>
</head>
<body>
  <header><img src="/images/logo-tilleuls.png" alt="Les Tilleuls"></header>
  <h1>Le bon pain, tous les matins</h1>
  <p>Depuis 1987, notre équipe pétrit chaque nuit des pains au levain naturel avec des farines de meuniers de la région.</p>
  <h2>Pains au levain</h2>
  <p>Nos pains sont façonnés à la main et cuits sur sole, pour une croûte épaisse et une mie qui se garde plusieurs jours.</p>
  <h2>Viennoiseries pur beurre</h2>
  <p>Croissants, pains au chocolat et brioches sont préparés avec un beurre AOP, sans additif ni surgelé.</p>
  <h2>Gâteaux de fête</h2>
  <p>Pour vos anniversaires et vos mariages, nous réalisons des gâteaux sur commande avec des fruits de saison.</p>
  <p>Plus de 800 clients nous rendent visite chaque semaine et nous recommandent avec une note de 4,8 sur 5.</p>
  <a class="bouton" href="/commande">Commander en ligne</a>
  <a href="/a-propos">Notre histoire</a>
</body>
</html>`;

const FR_ABOUT = `<!doctype html><html><head><title>Notre histoire — Boulangerie Les Tilleuls</title></head><body>
<h1>Notre histoire</h1><p>Fondée par Marie et Paul en 1987, la boulangerie est restée une affaire de famille où chaque pain est fait sur place.</p></body></html>`;

export async function startTestSites(): Promise<TestSites> {
  const requests: string[] = [];
  let releaseHeld: () => void = () => undefined;
  const held = new Promise<void>((r) => (releaseHeld = r));
  let reached: () => void = () => undefined;
  const hangReached = new Promise<void>((r) => (reached = r));
  const html = (res: http.ServerResponse, body: string, status = 200) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(url.pathname);
    const p = url.pathname;
    const here = `http://${req.headers.host}`;
    if (p === '/' || p === '/en/') return html(res, EN_HOME);
    if (p === '/about-us') return html(res, EN_ABOUT);
    if (p === '/services') return html(res, EN_SERVICES);
    if (p === '/blog') return html(res, EN_BLOG);
    if (p === '/assets/site.css') {
      res.writeHead(200, { 'content-type': 'text/css' });
      return res.end(EN_CSS);
    }
    if (p === '/fr/' || p === '/fr') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
      return res.end(zlib.gzipSync(FR_HOME.replace('href="/a-propos"', 'href="/fr/a-propos"')));
    }
    if (p === '/fr/a-propos') return html(res, FR_ABOUT);
    if (p === '/redirect-once') {
      res.writeHead(301, { location: '/' });
      return res.end();
    }
    const hop = /^\/chain\/(\d+)$/.exec(p);
    if (hop) {
      const n = Number(hop[1]);
      res.writeHead(302, { location: n > 0 ? `/chain/${n - 1}` : '/' });
      return res.end();
    }
    if (p === '/loop') {
      res.writeHead(302, { location: '/loop' });
      return res.end();
    }
    if (p === '/to') {
      // redirect to whatever ?target= says (the SSRF tests point it at private addresses)
      res.writeHead(302, { location: url.searchParams.get('target') ?? '/' });
      return res.end();
    }
    if (p === '/file.pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end('%PDF-1.4 not html');
    }
    if (p === '/huge') {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
      let sent = 0;
      const pump = () => {
        while (sent < 200 && res.write(chunk)) sent++;
        if (sent < 200) res.once('drain', pump);
        else res.end();
      };
      res.on('close', () => (sent = 200));
      return pump();
    }
    if (p === '/missing') return html(res, '<h1>Not found</h1>', 404);
    if (p === '/hang') {
      reached();
      void held.then(() => html(res, EN_HOME));
      return;
    }
    if (p === '/stall') return; // never answers (the time limit test)
    if (p === '/self') return html(res, `<a href="${here}/">home</a>`);
    return html(res, '<h1>Not found</h1>', 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    release: () => releaseHeld(),
    hangReached: () => hangReached,
    requests,
    async close() {
      releaseHeld();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A resolver for test host names: nothing is looked up on the network. */
export function fakeLookup(table: Record<string, string[]>) {
  return async (hostname: string) => {
    const addresses = table[hostname.toLowerCase()];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}
