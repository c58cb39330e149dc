import type { Task } from '../../../generation/engine.js';
import { languageName } from '../../../generation/language.js';
import type { SiteMaterial } from '../analysis/material.js';
import { firstSentence } from '../analysis/signals.js';
import { listOf, sitePhrases, type VoiceTrait } from './site-phrases.js';
import { clipText } from '../../../generation/writing/cut.js';

/** The recap's text fields, written by the generation engine in the site's language. */
export interface SiteTexts {
  oneLineSummary: string;
  positioning: string;
  offerSummary: string;
  targetAudience: string;
  brandVoice: string;
  proofPoints: string[];
  contentPillars: string[];
  seoAngles: string[];
  writingGuidelines: string[];
  ctaGuidance: string;
  avoidInArticles: string[];
  imageryStyle: string;
  coverImageGuidelines: string[];
  avoidVisuals: string[];
}

const text = { type: 'string', minLength: 1, maxLength: 600 };
const list = (max: number, minItems = 0) => ({ type: 'array', minItems, maxItems: max, items: { type: 'string', minLength: 1, maxLength: 300 } });

const SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['oneLineSummary', 'positioning', 'offerSummary', 'targetAudience', 'brandVoice', 'proofPoints', 'contentPillars', 'seoAngles', 'writingGuidelines', 'ctaGuidance', 'avoidInArticles', 'imageryStyle', 'coverImageGuidelines', 'avoidVisuals'],
  properties: {
    oneLineSummary: text,
    positioning: text,
    offerSummary: text,
    targetAudience: text,
    brandVoice: text,
    proofPoints: list(8),
    contentPillars: list(8, 1),
    seoAngles: list(10, 1),
    writingGuidelines: list(10, 1),
    ctaGuidance: text,
    avoidInArticles: list(10, 1),
    imageryStyle: text,
    coverImageGuidelines: list(8, 1),
    avoidVisuals: list(8, 1),
  },
};

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const clip = (s: string, max = 600) => clipText(s, max);

/** A heading used inside a sentence: lower-case first letter, unless it is an acronym or German. */
export function inSentence(s: string, language: string): string {
  if (language === 'de' || /^[\p{Lu}\d]{2,}/u.test(s)) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function voiceTraits(m: SiteMaterial): VoiceTrait[] {
  const v = m.voice;
  const traits: VoiceTrait[] = [];
  if (v.address === 'you' || v.address === 'informal') traits.push('direct');
  if (v.we && v.address !== 'none') traits.push('warm');
  if (v.exclamations >= 8) traits.push('enthusiastic');
  if (v.questions >= 6) traits.push('conversational');
  if (v.avgSentenceWords > 0 && v.avgSentenceWords <= 14) traits.push('concise');
  if (v.avgSentenceWords >= 24) traits.push('detailed');
  if (v.address === 'formal') traits.push('formal');
  if (v.emoji) traits.push('playful');
  if (traits.length === 0 || (v.exclamations === 0 && traits.length < 2)) traits.push('measured');
  return [...new Set(traits)].slice(0, 4);
}

const NOT_A_TOPIC = /^(?:our|about|built|designed|made|welcome|why us|nos|notre|à propos|bienvenue|pensée?s?|conçue?s?|nuestr[oa]s?|sobre|hecho|diseñad[oa]|unser\w*|über|gemacht|entwickelt)(?![\p{L}])/iu;

/** Offline composition from the site's own headings, sentences and calls to action. */
export function composeSiteTexts(m: SiteMaterial): SiteTexts {
  const lang = m.language;
  const P = sitePhrases(lang);
  // headings that name a subject ("Glossaries that stay in sync"), not the site's own pages or
  // slogans ("Our values", "Built for how translators actually work")
  const all = [...new Set([...m.offerTopics, ...m.topics])];
  const named = all.filter((t) => t.split(/\s+/).length <= 6 && !NOT_A_TOPIC.test(t));
  const pillars = (named.length ? named : all).slice(0, 5);
  const pillarsInText = pillars.slice(0, 3).map((p) => inSentence(p, lang));
  const oneLineSummary = firstSentence(m.description) ?? firstSentence(m.subline) ?? m.headline ?? firstSentence(m.paragraphs[0]) ?? P.summaryFallback(m.siteName);
  const positioning = m.headline ? (m.subline && m.subline !== m.headline ? `${m.headline.replace(/[.!?]$/, '')}. ${m.subline}` : m.headline) : oneLineSummary;
  const offerSummary = m.offerTopics.length
    ? P.offer(
        listOf(
          m.offerTopics.slice(0, 5).map((t) => inSentence(t, lang)),
          lang,
        ),
      )
    : (firstSentence(m.aboutParagraphs[0]) ?? oneLineSummary);
  const targetAudience = m.audience.length ? cap(listOf(m.audience.slice(0, 2), lang)) : P.audienceFallback(pillarsInText.length ? listOf(pillarsInText, lang) : m.siteName);

  const traits = voiceTraits(m).map((t) => P.traits[t]);
  const notes = [m.voice.address === 'you' ? P.voiceNote.you : m.voice.address === 'formal' ? P.voiceNote.formal : m.voice.address === 'informal' ? P.voiceNote.informal : undefined, m.voice.we ? P.voiceNote.we : undefined].filter((n): n is string =>
    Boolean(n),
  );
  const brandVoice = `${cap(listOf(traits, lang))}${notes.length ? `; ${listOf(notes, lang)}` : ''}`;

  const seoAngles = [
    // the template that names the audience (index 2) only when the site names one
    ...pillars.slice(0, 4).map((p, i) => P.seo[i === 2 && !m.audience[0] ? 4 : i]!({ start: p, mid: inSentence(p, lang) }, m.audience[0] ?? '')),
    ...m.blogTitles.slice(0, 2),
  ];
  if (seoAngles.length === 0) seoAngles.push(P.seo[1]!({ start: m.siteName, mid: m.siteName }, ''));

  const sentenceWords = Math.min(22, Math.max(10, m.voice.avgSentenceWords || 16));
  const writingGuidelines = [
    P.writeIn(languageName(lang)),
    P.address[m.voice.address],
    P.sentenceLength(sentenceWords),
    P.structure,
    ...(m.proof[0] ? [P.proof(clip(m.proof[0], 160).replace(/[.!?]+$/, ''))] : []),
    ...(pillarsInText.length ? [P.vocabulary(listOf(pillars.slice(0, 4), lang))] : []),
    P.brandName(m.siteName),
  ];
  const ctaGuidance = m.ctas[0] ? P.cta(m.ctas[0], m.siteName) : P.ctaFallback(m.siteName);
  const avoidInArticles = [...P.avoid, ...(m.voice.exclamations === 0 ? [P.avoidExclamations] : []), ...(m.voice.address === 'formal' ? [P.avoidAddress.formal] : m.voice.address === 'informal' ? [P.avoidAddress.informal] : [])];

  const imageryStyle = P.imagery[m.visual.imagery];
  const palette = m.visual.palette.slice(0, 4).map((c) => `${c.hex} (${c.role})`);
  const coverImageGuidelines = [
    ...(palette.length ? [P.cover.palette(listOf(palette, lang))] : []),
    P.cover.style(imageryStyle),
    ...(m.visual.fonts[0] ? [P.cover.type(`${m.visual.fonts[0]} (${m.visual.fontStyle})`)] : []),
    ...(m.visual.hasLogo ? [P.cover.logo(P.backgrounds[m.visual.background])] : []),
    P.cover.space,
  ];
  const avoidVisuals = [...P.avoidVisuals, P.avoidVisualsFor[m.visual.imagery]];

  return {
    oneLineSummary: clip(oneLineSummary),
    positioning: clip(positioning),
    offerSummary: clip(offerSummary),
    targetAudience: clip(targetAudience),
    brandVoice: clip(brandVoice),
    proofPoints: m.proof.slice(0, 5).map((p) => clip(p, 300)),
    contentPillars: pillars.length ? pillars : [m.siteName],
    seoAngles: seoAngles.slice(0, 6).map((s) => clip(s, 300)),
    writingGuidelines: writingGuidelines.map((s) => clip(s, 300)),
    ctaGuidance: clip(ctaGuidance),
    avoidInArticles,
    imageryStyle,
    coverImageGuidelines: coverImageGuidelines.map((s) => clip(s, 300)),
    avoidVisuals,
  };
}

/** What a model answers for a text the site does not show: never stored, never sent on to an article's prompt. */
const NOT_FOUND = 'none found';
const notFound = (value: unknown) => (typeof value === 'string' ? /^\s*(?:none found|not found|n\/a|none|unknown)\.?\s*$/i.test(value) : Array.isArray(value) && value.length === 0);

/**
 * The recap with what the model found nothing for written from the site's own words by the
 * offline writer (an empty proof list stays empty: no evidence is an answer), each field named.
 */
export function settleNotFound(texts: SiteTexts, offline: () => SiteTexts): { texts: SiteTexts; filled: string[] } {
  const missing = (Object.keys(texts) as Array<keyof SiteTexts>).filter((k) => k !== 'proofPoints' && notFound(texts[k]));
  if (!missing.length) return { texts, filled: [] };
  const written = offline();
  return { texts: { ...texts, ...Object.fromEntries(missing.map((k) => [k, written[k]])) }, filled: missing };
}

export const siteRecapTask: Task<SiteMaterial, SiteTexts> = {
  name: 'site-recap',
  temperature: 0.2,
  language: (m) => m.language,
  schema: SCHEMA,
  // a model may find nothing for a list: empty lists are allowed to it (settleNotFound fills them from the site's words)
  schemaFor: () => ({ ...SCHEMA, properties: Object.fromEntries(Object.entries(SCHEMA.properties).map(([k, v]) => [k, 'minItems' in v ? { ...v, minItems: 0 } : v])) }),
  local: composeSiteTexts,
  messages: (m) => [
    {
      role: 'system',
      content:
        'You brief blog writers about a company from its website. Every statement must come from the material given ' +
        '(its headings, sentences, calls to action, palette and fonts); never invent figures, clients or claims. ' +
        `Write every text field in ${languageName(m.language, 'en')} (language code ${m.language}). ` +
        'proofPoints quote evidence found on the site (empty when there is none); contentPillars are 3 to 5 recurring topics; ' +
        'seoAngles are article ideas readers would search for; writingGuidelines, avoidInArticles, coverImageGuidelines and ' +
        'avoidVisuals are short imperative lines; imageryStyle describes the kind of images the site uses. ' +
        `When the material does not show something (whom the site serves, evidence, a voice), answer "${NOT_FOUND}" for that text, or an empty list, instead of guessing.`,
    },
    { role: 'user', content: `Website material (JSON):\n${JSON.stringify(m)}` },
  ],
};
