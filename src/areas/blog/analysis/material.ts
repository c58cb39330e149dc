import { culori } from '../../../on-demand.js';
import type { components } from '../../../generated/openapi.js';
import type { ImageryKind } from '../generation/site-phrases.js';
import type { CrawledSite } from './crawl.js';
import { analyzeCss } from './css.js';
import { familyKind } from '../../../generation/media/fonts.js';
import type { DetectedLanguage } from '../../../generation/language.js';
import { detectSiteLanguage } from './language.js';
import type { PageFacts } from './page.js';
import { audienceHints, firstSentence, proofCandidates, topicHeadings, voiceOf, type VoiceStats } from './signals.js';

type VisualIdentity = components['schemas']['SiteVisualIdentity'];

/** Everything the site-recap task composes from: the site's own words and its look, in its language. */
export interface SiteMaterial {
  siteUrl: string;
  siteName: string;
  language: string;
  description?: string;
  headline?: string;
  subline?: string;
  topics: string[];
  offerTopics: string[];
  paragraphs: string[];
  aboutParagraphs: string[];
  ctas: string[];
  blogTitles: string[];
  proof: string[];
  audience: string[];
  voice: VoiceStats;
  visual: {
    palette: Array<{ hex: string; role: string; label: string }>;
    fonts: string[];
    fontStyle: string;
    imagery: ImageryKind;
    hasLogo: boolean;
    background: 'light' | 'dark';
  };
}

export interface ExtractedSite {
  material: SiteMaterial;
  language: DetectedLanguage;
  /** the visual identity without the generated parts (imagery style and the guideline lists) */
  visual: Omit<VisualIdentity, 'imageryStyle' | 'coverImageGuidelines' | 'avoidVisuals'>;
  confidence: 'high' | 'medium' | 'low';
}

const GENERIC_TITLE = /^(?:home|accueil|welcome|bienvenue|inicio|startseite|index|page d'accueil)$/i;

function siteNameOf(home: PageFacts): string {
  if (home.siteNameMeta) return home.siteNameMeta;
  const parts = home.title
    .split(/\s+[|–—·:•-]\s+/)
    .map((p) => p.trim())
    .filter((p) => p && !GENERIC_TITLE.test(p));
  if (parts.length > 1) return [...parts].sort((a, b) => a.length - b.length)[0]!;
  if (parts[0] && parts[0].length <= 40) return parts[0];
  const label = home.url.hostname.replace(/^www\./, '').split('.')[0] ?? home.url.hostname;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const STYLE = { script: 'script / handwritten', monospace: 'monospace', serif: 'serif', geometric: 'geometric sans-serif', humanist: 'humanist sans-serif', grotesque: 'neo-grotesque sans-serif' } as const;

function fontStyleOf(families: string[], generic: string | undefined): string {
  const main = families[0] ?? '';
  const hasSerifHeadings = families.slice(1).some((f) => familyKind(f) === 'serif');
  const kind = familyKind(main);
  const style: string = kind ? STYLE[kind] : generic === 'serif' ? 'serif' : generic === 'monospace' ? 'monospace' : 'sans-serif';
  return hasSerifHeadings && style.includes('sans') ? `${style} with serif headings` : style;
}

function imageryOf(pages: PageFacts[]): ImageryKind {
  const photos = pages.reduce((n, p) => n + p.images.photos, 0);
  const illustrations = pages.reduce((n, p) => n + p.images.illustrations, 0);
  if (photos + illustrations <= 2) return 'minimal';
  if (photos >= 2 * Math.max(1, illustrations)) return 'photos';
  if (illustrations >= 2 * Math.max(1, photos)) return 'illustrations';
  return 'mixed';
}

function layoutCuesOf(home: PageFacts, cssCues: string[]): string[] {
  const s = home.signals;
  const cues: string[] = [];
  if (s.navLinks >= 3) cues.push(`Top navigation with about ${Math.min(s.navLinks, 12)} links`);
  if (home.hero.headline) cues.push(home.ctas.length ? 'Hero section: headline with a call-to-action button' : 'Hero section led by a large headline');
  if (s.cards >= 3) cues.push('Cards in a grid to present features or services');
  if (s.testimonials) cues.push('Testimonials or reviews section');
  if (s.pricing) cues.push('Pricing or plans section');
  if (s.faq) cues.push('FAQ section');
  if (s.emailForm) cues.push('Email signup form');
  if (s.video) cues.push('Embedded video');
  if (s.footerLinks >= 6) cues.push('Footer with many links');
  return [...cues, ...cssCues].slice(0, 12);
}

/** Turns what the crawl found into the recap task's material and the extracted visual identity. */
export function extractSite(site: CrawledSite, siteUrl: string): ExtractedSite {
  const { home, pages } = site;
  const all = [home, ...pages.map((p) => p.facts)];
  const ofKind = (k: string) => pages.filter((p) => p.kind === k).map((p) => p.facts);
  const language = detectSiteLanguage(home.lang, all.map((p) => p.text).join('\n'));
  const lang = language.code;
  const css = analyzeCss(site.css, { themeColor: home.themeColor, fontHints: site.fontHints });

  const ctas = [...new Set(all.flatMap((p) => p.ctas))].slice(0, 8);
  const headingTexts = all.flatMap((p) => p.headings.filter((h) => h.level > 1).map((h) => h.text));
  const offerPages = ofKind('offer');
  const offerTopics = topicHeadings(
    (offerPages.length ? offerPages : [home]).flatMap((p) => p.headings.filter((h) => h.level > 1).map((h) => h.text)),
    lang,
    ctas,
  );
  const paragraphs = [...new Set(all.flatMap((p) => p.paragraphs))];
  const quotes = all.flatMap((p) => p.quotes);
  const voiceText = [home.hero.headline, home.hero.subline, ...paragraphs].filter(Boolean).join('\n');

  const background = css.background ? (culori().wcagLuminance(css.background) > 0.4 ? 'light' : 'dark') : 'light';
  const fontStyle = fontStyleOf(css.fontFamilies, css.fallbackGeneric);
  const imagery = imageryOf(all);
  const siteName = siteNameOf(home);
  const logo = home.logo
    ? {
        ...(home.logo.url ? { url: home.logo.url } : {}),
        alt: home.logo.alt || `${siteName} logo`,
        kind: home.logo.kind,
        background: home.logo.backgroundHint ?? background,
      }
    : undefined;
  const layoutCues = layoutCuesOf(home, css.cues);

  const visualScore = Number(css.colors.length >= 3) + Number(css.fontFamilies.length > 0) + Number(Boolean(logo)) + Number(layoutCues.length >= 3);
  const visual = {
    colors: css.colors,
    ...(logo ? { logo } : {}),
    typography: { fontFamilies: css.fontFamilies, style: fontStyle },
    layoutCues,
    confidence: visualScore >= 4 ? 'high' : visualScore >= 2 ? 'medium' : 'low',
  };

  const textScore = Number(Boolean(home.description)) + Number(Boolean(home.hero.headline)) + Number(paragraphs.length >= 5) + Number(pages.length >= 1) + Number(ctas.length >= 1) + Number(language.source === 'markup') + Number(offerTopics.length >= 3);
  const confidence = textScore >= 6 ? 'high' : textScore >= 3 ? 'medium' : 'low';

  const material: SiteMaterial = {
    siteUrl,
    siteName,
    language: lang,
    description: home.description,
    headline: home.hero.headline,
    subline: firstSentence(home.hero.subline, 300),
    topics: topicHeadings(headingTexts, lang, ctas).slice(0, 20),
    offerTopics: offerTopics.slice(0, 10),
    paragraphs: paragraphs.slice(0, 20).map((p) => p.slice(0, 400)),
    aboutParagraphs: ofKind('about')
      .flatMap((p) => p.paragraphs)
      .slice(0, 5)
      .map((p) => p.slice(0, 400)),
    ctas,
    blogTitles: topicHeadings(
      ofKind('blog').flatMap((p) => p.headings.filter((h) => h.level > 1).map((h) => h.text)),
      lang,
    ).slice(0, 10),
    proof: proofCandidates(paragraphs, quotes, headingTexts, lang),
    audience: audienceHints([home.hero.headline ?? '', home.hero.subline ?? '', home.description ?? '', ...headingTexts, ...paragraphs], lang),
    voice: voiceOf(voiceText, lang),
    visual: {
      palette: css.colors.map(({ hex, role, label }) => ({ hex, role, label })),
      fonts: css.fontFamilies,
      fontStyle,
      imagery,
      hasLogo: Boolean(logo),
      background,
    },
  };
  return { material, language, visual, confidence };
}
