import type { SiteFetcher } from '../../../net/fetcher.js';
import { readPage, type LinkFact, type PageFacts } from './page.js';

type PageKind = 'about' | 'offer' | 'blog';

export interface CrawledSite {
  home: PageFacts;
  pages: Array<{ kind: PageKind; facts: PageFacts }>;
  /** linked stylesheets (fetched) and inline styles of every page read */
  css: string[];
  /** font families named by font-service links (Google Fonts, Bunny Fonts) */
  fontHints: string[];
}

const KINDS: Array<[PageKind, RegExp]> = [
  ['about', /about|a-propos|apropos|qui-sommes|quienes|nosotros|sobre|uber-uns|ueber-uns|über-uns|team|equipe|équipe|company|entreprise|unternehmen|histoire|our-story|mission/i],
  ['offer', /services?|pricing|prices?|tarifs?|prix|precios|preise|offres?|offers?|products?|produits?|productos|leistungen|angebot|solutions?|features?|fonctionnalit|plans?|what-we-do/i],
  ['blog', /blog|articles?|news|actualit|actus|noticias|journal|insights|resources|ressources|magazine|ratgeber/i],
];

const MAX_STYLESHEETS = 6;

/** The best same-site link for each kind of page (about, offer, blog), from the home page's links. */
function pickPages(links: LinkFact[], home: URL): Array<{ kind: PageKind; url: URL }> {
  const picked: Array<{ kind: PageKind; url: URL }> = [];
  for (const [kind, pattern] of KINDS) {
    let best: { url: URL; score: number } | undefined;
    for (const link of links) {
      if (link.url.pathname === home.pathname || link.url.pathname === '/' || picked.some((p) => p.url.href === link.url.href)) continue;
      const segments = link.url.pathname.split('/').filter(Boolean);
      let score = 0;
      if (segments.some((s) => pattern.test(s))) score += 3;
      if (pattern.test(link.text)) score += 2;
      if (score === 0) continue;
      score -= segments.length * 0.5;
      if (!best || score > best.score) best = { url: link.url, score };
    }
    if (best) picked.push({ kind, url: best.url });
  }
  return picked;
}

function fontHintsOf(urls: URL[]): string[] {
  const names: string[] = [];
  for (const u of urls) {
    if (!/fonts\.(?:googleapis\.com|bunny\.net)$/i.test(u.hostname)) continue;
    for (const family of u.searchParams.getAll('family')) {
      for (const part of family.split('|')) {
        const name = part.split(':')[0]!.replace(/\+/g, ' ').trim();
        if (name && !names.includes(name)) names.push(name);
      }
    }
  }
  return names;
}

function decodeCss(body: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/**
 * Reads the home page (its failure fails the analysis), then a few same-site pages it links to
 * and its stylesheets. Those are best effort: one that fails, is refused or is too large is skipped.
 */
export async function crawlSite(fetcher: SiteFetcher, url: URL, signal: AbortSignal): Promise<CrawledSite> {
  const homeDoc = await fetcher.fetch(url, 'html', signal);
  const home = readPage(homeDoc);
  const targets = pickPages(home.links, home.url);
  const settled = await Promise.allSettled(targets.map(async (t) => ({ kind: t.kind, facts: readPage(await fetcher.fetch(t.url, 'html', signal)) })));
  const pages = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));

  const sheetUrls: URL[] = [];
  for (const p of [home, ...pages.map((x) => x.facts)]) {
    for (const s of p.stylesheets) if (!sheetUrls.some((u) => u.href === s.href)) sheetUrls.push(s);
  }
  // the site's own stylesheets first, then font services and CDNs
  sheetUrls.sort((a, b) => Number(a.hostname !== home.url.hostname) - Number(b.hostname !== home.url.hostname));
  const sheets = await Promise.allSettled(
    sheetUrls.slice(0, MAX_STYLESHEETS).map(async (u) => {
      const doc = await fetcher.fetch(u, 'css', signal);
      return decodeCss(doc.body, doc.charset);
    }),
  );
  const css = [...sheets.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : [])), ...home.inlineCss, ...pages.flatMap((p) => p.facts.inlineCss)];
  return { home, pages, css, fontHints: fontHintsOf(sheetUrls) };
}
