import type * as cheerioTypes from 'cheerio';
import { cheerio } from '../../../on-demand.js';
import type { FetchedDocument } from '../../../net/fetcher.js';
import { cutText } from '../../../generation/writing/cut.js';

interface LogoCandidate {
  url?: string;
  alt: string;
  kind: string;
  /** a hint from the file name or markup: the logo is drawn for a dark or light background */
  backgroundHint?: 'dark' | 'light';
  score: number;
}

export interface LinkFact {
  url: URL;
  text: string;
}

/** What one HTML page says about the site, read with cheerio. */
export interface PageFacts {
  url: URL;
  lang?: string;
  title: string;
  siteNameMeta?: string;
  description?: string;
  themeColor?: string;
  headings: Array<{ level: number; text: string }>;
  /** the first h1 and the text right after it (the hero) */
  hero: { headline?: string; subline?: string };
  paragraphs: string[];
  ctas: string[];
  quotes: string[];
  links: LinkFact[];
  stylesheets: URL[];
  inlineCss: string[];
  logo?: LogoCandidate;
  images: { photos: number; illustrations: number; total: number };
  signals: {
    navLinks: number;
    cards: number;
    testimonials: boolean;
    pricing: boolean;
    faq: boolean;
    emailForm: boolean;
    video: boolean;
    sections: number;
    footerLinks: number;
  };
  /** visible text (headings and paragraphs), for language detection and voice */
  text: string;
}

const clean = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const ASSET = /\.(?:png|jpe?g|gif|webp|avif|svg|ico|pdf|zip|mp4|mp3|css|js|xml|json|txt)$/i;
const CTA_CLASS = /\b(?:btn|button|bouton|boton|botón|knopf|cta|call-to-action)\b|btn-|button-|-btn|-button|cta-/i;
const NOISE_TEXT = /^(?:menu|close|fermer|cerrar|schließen|toggle|×|x|search|rechercher|buscar|suche|open menu)$/i;

function imageKind(src: string): string | undefined {
  const data = /^data:image\/([\w+.-]+)/i.exec(src);
  if (data) return data[1]!.toLowerCase().replace('svg+xml', 'svg').replace('jpg', 'jpeg');
  const ext = /\.([a-z0-9]{2,5})(?:$|[?#])/i.exec(src)?.[1]?.toLowerCase();
  if (!ext) return undefined;
  return ({ jpg: 'jpeg', jpeg: 'jpeg', png: 'png', svg: 'svg', webp: 'webp', gif: 'gif', avif: 'avif', ico: 'ico' } as Record<string, string>)[ext];
}

function absolute(href: string | undefined, base: URL): URL | undefined {
  if (!href) return undefined;
  try {
    const u = new URL(href.trim(), base);
    if (u.protocol !== 'http:' && u.protocol !== 'https:' && u.protocol !== 'data:') return undefined;
    u.hash = '';
    return u;
  } catch {
    return undefined;
  }
}

/** The same site: equal host names, ignoring a leading `www.`. */
function sameSite(a: URL, b: URL): boolean {
  const h = (u: URL) => u.hostname.toLowerCase().replace(/^www\./, '');
  return h(a) === h(b);
}

function darkOrLight(text: string): 'dark' | 'light' | undefined {
  if (/(?:^|[-_./])(?:white|light|negative|inverse|reversed|blanc)(?:[-_.]|$)/i.test(text)) return 'dark';
  if (/(?:^|[-_./])(?:black|dark|noir)(?:[-_.]|$)/i.test(text)) return 'light';
  return undefined;
}

export function readPage(doc: FetchedDocument): PageFacts {
  const $ = cheerio().loadBuffer(doc.body, { encoding: { transportLayerEncodingLabel: doc.charset, defaultEncoding: 'utf-8' } });
  const baseHref = $('base[href]').attr('href');
  const base = absolute(baseHref, doc.url) ?? doc.url;
  const meta = (sel: string) => clean($(sel).first().attr('content')) || undefined;

  const stylesheets: URL[] = [];
  $('link[href]').each((_, el) => {
    const rel = ($(el).attr('rel') ?? '').toLowerCase().split(/\s+/);
    const isStyle = rel.includes('stylesheet') || (rel.includes('preload') && $(el).attr('as') === 'style');
    const url = isStyle ? absolute($(el).attr('href'), base) : undefined;
    if (url && url.protocol !== 'data:' && !stylesheets.some((s) => s.href === url.href)) stylesheets.push(url);
  });
  const inlineCss = $('style')
    .map((_, el) => $(el).text())
    .get()
    .filter((css) => css.trim().length > 0);
  const styleAttrs = $('[style]')
    .slice(0, 300)
    .map((_, el) => `${el.tagName} { ${$(el).attr('style')} }`)
    .get();
  if (styleAttrs.length) inlineCss.push(styleAttrs.join('\n'));

  const logo = findLogo($, base);
  const images = { photos: 0, illustrations: 0, total: 0 };
  $('img[src], picture source[srcset]').each((_, el) => {
    const src = $(el).attr('src') ?? $(el).attr('srcset') ?? '';
    if (/logo|icon|avatar|sprite|pixel|badge/i.test(`${src} ${$(el).attr('class') ?? ''} ${$(el).attr('alt') ?? ''}`)) return;
    const kind = imageKind(src);
    images.total++;
    if (kind === 'svg' || kind === 'gif') images.illustrations++;
    else images.photos++;
  });
  images.illustrations += $('main svg, section svg').filter((_, el) => Number($(el).attr('width') ?? 100) >= 64).length;

  const signals = {
    navLinks: $('header nav a, nav a').length,
    cards: $('[class*="card"], [class*="Card"], [class*="tile"], [class*="feature"]').length,
    testimonials: $('[class*="testimonial"], [id*="testimonial"], [class*="review"], [class*="temoignage"], [class*="avis"]').length > 0 || $('blockquote').length >= 2,
    pricing: $('[class*="pricing"], [id*="pricing"], [class*="price"], [class*="tarif"], [class*="plan"]').length > 0,
    faq: $('[class*="faq"], [id*="faq"]').length > 0 || $('details > summary').length >= 3,
    emailForm: $('form input[type="email"]').length > 0,
    video: $('video, iframe[src*="youtube"], iframe[src*="vimeo"]').length > 0,
    sections: $('section').length,
    footerLinks: $('footer a').length,
  };

  $('script, style, noscript, template, svg, iframe').remove();
  const headings: PageFacts['headings'] = [];
  $('h1, h2, h3').each((_, el) => {
    const text = clean($(el).text());
    if (text.length >= 2 && text.length <= 160) headings.push({ level: Number(el.tagName[1]), text });
  });

  const h1 = $('h1').first();
  const headline = clean(h1.text()) || undefined;
  let subline: string | undefined;
  if (h1.length) {
    const next = h1
      .nextAll('p, h2, div')
      .filter((_, el) => clean($(el).text()).length >= 20)
      .first();
    subline = cutText(clean(next.text()), 300) || undefined;
  }

  const ctaCounts = new Map<string, number>();
  $('a, button, input[type="submit"], [role="button"]').each((_, el) => {
    const node = $(el);
    const marked = el.tagName === 'button' || el.tagName === 'input' || node.attr('role') === 'button' || CTA_CLASS.test(`${node.attr('class') ?? ''} ${node.attr('id') ?? ''}`);
    if (!marked || node.closest('nav, footer').length) return;
    const text = clean(el.tagName === 'input' ? node.attr('value') : node.text());
    if (text.length < 2 || text.length > 50 || NOISE_TEXT.test(text)) return;
    ctaCounts.set(text, (ctaCounts.get(text) ?? 0) + 1);
  });
  const ctas = [...ctaCounts.entries()].sort((a, b) => b[1] - a[1]).map(([t]) => t);

  const paragraphs: string[] = [];
  const quotes: string[] = [];
  $('p, blockquote, li, dd, figcaption').each((_, el) => {
    const node = $(el);
    if (node.closest('nav, footer, form').length) return;
    const text = clean(node.text());
    if (text.length < 30 || text.length > 1200) return;
    if (el.tagName === 'blockquote' || node.closest('[class*="testimonial"], [class*="review"], blockquote').length) quotes.push(text);
    if (!paragraphs.includes(text) && !paragraphs.some((p) => p.includes(text))) paragraphs.push(text);
  });

  const links: LinkFact[] = [];
  $('a[href]').each((_, el) => {
    const url = absolute($(el).attr('href'), base);
    if (!url || url.protocol === 'data:' || !sameSite(url, doc.url) || ASSET.test(url.pathname)) return;
    url.search = '';
    if (!links.some((l) => l.url.href === url.href)) links.push({ url, text: cutText(clean($(el).text()), 80) });
  });

  return {
    url: doc.url,
    lang: clean($('html').attr('lang') ?? $('html').attr('xml:lang')) || meta('meta[http-equiv="content-language" i]'),
    title: clean($('title').first().text()),
    siteNameMeta: meta('meta[property="og:site_name"]') ?? meta('meta[name="application-name"]'),
    description: meta('meta[name="description"]') ?? meta('meta[property="og:description"]'),
    themeColor: meta('meta[name="theme-color"]'),
    headings,
    hero: { headline, subline },
    paragraphs: paragraphs.slice(0, 60),
    ctas: ctas.slice(0, 12),
    quotes: quotes.slice(0, 10),
    links: links.slice(0, 200),
    stylesheets: stylesheets.slice(0, 12),
    inlineCss,
    logo,
    images,
    signals,
    text: [...headings.map((h) => h.text), ...paragraphs].join('\n').slice(0, 20_000),
  };
}

/** The most logo-like image: marked "logo", in the header or the home link, else the site icon. */
function findLogo($: cheerioTypes.CheerioAPI, base: URL): LogoCandidate | undefined {
  const candidates: LogoCandidate[] = [];
  $('img[src], svg').each((_, el) => {
    const node = $(el);
    const around = `${node.attr('class') ?? ''} ${node.attr('id') ?? ''} ${node.parent().attr('class') ?? ''} ${node.parent().attr('id') ?? ''}`;
    const src = node.attr('src') ?? '';
    const alt = (el.tagName === 'svg' ? clean(node.attr('aria-label') ?? node.find('title').first().text()) : clean(node.attr('alt'))) || '';
    let score = 0;
    if (/logo|brand/i.test(`${around} ${src} ${alt}`)) score += 5;
    if (node.closest('header, [class*="header"], [class*="navbar"]').length) score += 2;
    if (node.closest('a[href="/"], a[href="./"], a[href="index.html"]').length) score += 2;
    if (node.closest('footer').length) score -= 2;
    if (score < 4) return;
    if (el.tagName === 'svg') {
      candidates.push({ alt, kind: 'svg', backgroundHint: darkOrLight(around), score: score - 0.5 });
      return;
    }
    const url = absolute(src, base);
    if (!url) return;
    const href = url.protocol === 'data:' ? url.href.slice(0, 2048) : url.href;
    candidates.push({ url: href, alt, kind: imageKind(src) ?? 'image', backgroundHint: darkOrLight(`${src} ${around}`), score });
  });
  if (!candidates.length) {
    $('link[rel~="icon"][href], link[rel="apple-touch-icon"][href], link[rel="shortcut icon"][href]').each((_, el) => {
      const href = $(el).attr('href')!;
      const url = absolute(href, base);
      if (url) candidates.push({ url: url.href, alt: '', kind: imageKind(href) ?? 'ico', score: /apple-touch|svg/.test(`${$(el).attr('rel')} ${href}`) ? 2 : 1 });
    });
  }
  return candidates.sort((a, b) => b.score - a.score)[0];
}
