import type { Task } from '../../../generation/engine.js';
import { detectTextLanguage, languageName } from '../../../generation/language.js';
import type { SiteRecap } from '../analyze.js';
import type { SiteContextRow } from '../site-repository.js';
import { articlePhrases } from './article-phrases.js';
import { hashOf } from '../../../generation/writing/phrases.js';
import { inSentence } from './site-task.js';
import { clipText, cutText } from '../../../generation/writing/cut.js';
import { analyzeStory, type StorySource } from '../../../generation/writing/story.js';
import { rolesOf } from '../../../generation/tasks/post.js';

/** What the article is written from: the topic and, when stored, the owner's site context. */
export interface ArticleBrief {
  topic: string;
  language: string;
  /** the owner's anecdotes: the ones on the topic, in the article's language, become its lived examples */
  anecdotes?: StorySource[];
  site?: {
    name: string;
    url: string;
    audience?: string;
    positioning?: string;
    brandVoice?: string;
    pillars: string[];
    proofPoints: string[];
    guidelines: string[];
    avoid: string[];
    ctaGuidance?: string;
    callToAction?: string;
  };
}

export interface ArticleDraft {
  title: string;
  description: string;
  markdown: string;
}

const SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'description', 'markdown'],
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 200 },
    description: { type: 'string', minLength: 1, maxLength: 320 },
    markdown: { type: 'string', minLength: 200, maxLength: 60_000 },
  },
};

/** The brief for a topic: the stored context's language, voice, pillars, guidelines and call to action, or neutral defaults. */
export function briefOf(topic: string, context: SiteContextRow | undefined): ArticleBrief {
  if (!context) return { topic, language: detectTextLanguage(topic).code };
  const recap = context.recap as SiteRecap;
  return {
    topic,
    language: recap.detectedLanguage ?? detectTextLanguage(topic).code,
    site: {
      name: recap.siteName ?? new URL(context.siteUrl).hostname,
      url: context.siteUrl,
      audience: context.audience || recap.targetAudience,
      positioning: context.positioning || recap.positioning,
      brandVoice: recap.brandVoice,
      pillars: recap.contentPillars ?? [],
      proofPoints: recap.proofPoints ?? [],
      guidelines: recap.writingGuidelines ?? [],
      avoid: recap.avoidInArticles ?? [],
      ctaGuidance: recap.ctaGuidance,
      callToAction: recap.callToAction,
    },
  };
}

/** Function words of four letters or more, which say nothing about what a text is about ("pour", "with", "para", "eine"). */
const FUNCTION_WORDS = new Set(
  ('with your that this from what when have will than them they their there about into after before still which ' +
    'pour dans avec sans quand leur leurs votre notre cette comme plus sont être tout tous faire ' +
    'para como cuando pero este esta estos sobre desde entre hasta todo tiene ' +
    'eine einen einem einer wenn dass oder nicht sich ihre ihren sind noch auch über nach')
    .split(' '),
);
const words = (s: string) => new Set((s.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []).filter((w) => !FUNCTION_WORDS.has(w)));
const sentenceEnd = (s: string) => (/[.!?…»“”"]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

/** hashOf spread over all its bits: hashOf of strings that differ only at the end differ only in the low bits. */
function mixed(text: string): number {
  let h = hashOf(text);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A line led by the topic and a colon (where nothing has to agree with it): the line belongs to this article. */
function led(T: string, line: string, language: string): string {
  const body = language === 'de' ? line : line.charAt(0).toLowerCase() + line.slice(1);
  return `${T}${language === 'fr' ? ' : ' : ': '}${body}`;
}

/** Lower-cases a line's first letter to continue a sentence (German keeps its nouns' capitals: only its first word's when that is not a noun is left to the caller). */
function lower(line: string, language: string): string {
  return language === 'de' ? line : line.charAt(0).toLowerCase() + line.slice(1);
}

/** The first sentence of a text. */
const firstSentence = (text: string) => text.trim().split(/(?<=[.!?…])\s+/u)[0] ?? text.trim();

const stems = (s: string) => new Set([...words(s)].map((w) => w.slice(0, 5)));

/**
 * The owner's anecdote on the topic, in the article's language: one counts when its title or
 * tags share a word (by its first five letters, function words aside) with the topic, or its
 * text shares two.
 */
export function relevantAnecdotes(b: Pick<ArticleBrief, 'topic' | 'language' | 'anecdotes'>, pillars: string[] = []): StorySource[] {
  void pillars;
  const wanted = stems(b.topic);
  return (b.anecdotes ?? [])
    .map((a, i) => ({ a, i, story: analyzeStory(a) }))
    .filter((x) => x.story.language === b.language)
    .map((x) => ({
      ...x,
      named: [...stems(`${x.a.title} ${(x.a.tags ?? []).join(' ')}`)].filter((w) => wanted.has(w)).length,
      shared: [...stems(`${x.a.title} ${(x.a.tags ?? []).join(' ')} ${x.a.content}`)].filter((w) => wanted.has(w)).length,
    }))
    // one shared word in the title or tags, or two in the text: a single common verb ("travailler") is not the topic
    .filter((x) => x.named > 0 || x.shared > 1)
    // ties go by the topic, so that a site's topics do not all tell the same story
    .sort((p, q) => q.shared - p.shared || mixed(`${b.topic}:${p.i}`) - mixed(`${b.topic}:${q.i}`))
    .slice(0, 1)
    .map((x) => x.a);
}

/** An anecdote told as a lived example: its setup, its turn and its lesson, in its own words. */
function example(a: StorySource): string {
  const story = analyzeStory(a);
  const roles = rolesOf(story);
  const picked = [roles.setup, roles.turn, roles.lesson].filter((i): i is number => i !== undefined);
  return [...new Set(picked)].sort((x, y) => x - y).map((i) => story.sentences[i]!.raw).join(' ');
}

/** The pillar closest to the topic (shared words first), when one shares a word with it. */
function relevantPillars(topic: string, pillars: string[]): string[] {
  // words compared without a plural's final s ("pain" and "pains")
  const singular = (s: string) => new Set([...words(s)].map((w) => w.replace(/s$/u, '')));
  const t = singular(topic);
  return [...pillars]
    .map((p, i) => ({ p, i, shared: [...singular(p)].filter((w) => t.has(w)).length }))
    // a pillar that shares no word with the topic would be a section about something else
    .filter((x) => x.shared > 0)
    .sort((a, b) => b.shared - a.shared || mixed(`${topic}:${a.i}`) - mixed(`${topic}:${b.i}`))
    .slice(0, 1)
    .map((x) => x.p);
}

/** Offline composition: title, introduction, several ## sections, conclusion with the site's call to action. */
export function composeArticle(b: ArticleBrief): ArticleDraft {
  const P = articlePhrases(b.language);
  const title = b.topic.trim().charAt(0).toUpperCase() + b.topic.trim().slice(1);
  // inside sentences the topic loses its closing punctuation ("Où commencer ?" → "Où commencer")
  const topic = b.topic.trim().replace(/[\s.!?…]+$/u, '');
  const T = topic.charAt(0).toUpperCase() + topic.slice(1);
  const mid = inSentence(topic, b.language);
  const site = b.site;
  const audience = site?.audience ? inSentence(site.audience.replace(/[.]+$/, ''), b.language) : undefined;
  const pillars = site ? relevantPillars(topic, site.pillars) : [];

  // each topic picks its own wordings among the table's, so two topics give two different articles
  const seed = hashOf(topic.toLowerCase());
  const one = <X>(xs: X[], part: string): X => xs[mixed(`${topic}:${part}`) % xs.length]!;
  // generic advice comes in disjoint groups, one group per topic: two topics share all of a
  // group's items or none, never a few drawn at random, and three topics rarely land on one group
  const group = <X>(xs: X[], k: number, part: string): X[] => {
    const groups = Math.max(1, Math.floor(xs.length / k));
    const g = mixed(`${topic}:${part}`) % groups;
    return xs.slice(g * k, g * k + k);
  };
  void seed;
  // headings name the topic, so that no two articles share them
  const heading = (h: string) => `## ${h}${b.language === 'fr' ? ' : ' : ': '}${mid}`;
  const intro = one([P.intro1, ...P.more.intro], 'intro');
  // (no table of contents after it: the same sentence in every article of a site)
  const parts: string[] = [`# ${title}`, firstSentence(intro(T))];
  // the site's positioning once, by its first sentence, in a line of this topic
  // why it matters, said of this topic: the body's first sentence (its second is the same in every article that draws it)
  // and the site's positioning once, by its first sentence, in the same sentence
  const why = firstSentence(one([P.why.body, ...P.more.why], 'why'));
  // (the positioning continues the sentence: lower-cased unless it opens with the site's name, or is German)
  const positioning = site?.positioning ? firstSentence(site.positioning).replace(/[.!?…]+$/u, '') : undefined;
  const context = site && positioning ? P.why.context(site.name, positioning.startsWith(site.name) ? positioning : lower(positioning, b.language)) : undefined;
  // each language's context line opens with a preposition ("At", "Chez", "En", "Bei"): lower-cased after the semicolon
  parts.push(heading(P.why.heading), context ? sentenceEnd(led(T, `${why.replace(/[.!?…]+$/u, '')}; ${lower(context, 'any')}`, b.language)) : led(T, why, b.language));
  // the owner's own stories on the topic, told in their words, come before the advice
  for (const a of relevantAnecdotes(b, pillars)) parts.push(`## ${P.lived.heading(a.title.trim().replace(/[.!?]+$/, ''))}`, example(a), b.language === 'en' ? P.lived.takeaway(mid) : led(T, P.lived.takeaway(mid), b.language));
  const steps = group([...P.start.steps, ...P.more.steps], 2, 'steps');
  parts.push(heading(P.start.heading), steps.map((s, i) => `${i + 1}. ${s}`).join('\n'));
  if (pillars.length) {
    pillars.forEach((p) => {
      const proof = site?.proofPoints.length ? site.proofPoints[mixed(`${topic}:proof`) % site.proofPoints.length] : undefined;
      // the pillar's first line, in this topic's words (its second, the same in every article, goes)
      const body = firstSentence(P.pillar.body(p));
      parts.push(`## ${p.charAt(0).toUpperCase() + p.slice(1)}${b.language === 'fr' ? ' : ' : ': '}${mid}`, proof ? `${body.replace(/[.!?…]+$/u, '')}; ${lower(sentenceEnd(P.pillar.proof(proof)), 'any')}` : body);
    });
  } else {
    parts.push(heading(P.example.heading), led(T, firstSentence(one([P.example.body, ...P.more.example], 'example')), b.language));
  }
  parts.push(heading(P.mistakes.heading), group([...P.mistakes.items, ...P.more.mistakes], 2, 'mistakes').map((m) => `- ${m}`).join('\n'));
  // generic paragraphs by their first sentence, led by the topic: their other sentences would be the same in every article that draws them
  const measure = firstSentence(one([P.measure.body, ...P.more.measure], 'measure'));
  parts.push(heading(P.measure.heading), led(T, measure, b.language));
  const close = site?.callToAction ? P.cta(site.name, site.callToAction, site.url) : site ? P.contact(site.name, site.url) : P.neutralClose;
  // the conclusion sums up this article's own steps (by their bold titles), then the call to action
  const stepTitle = (s: string) => lower((/^\*\*(.+?)[.!]?\*\*/.exec(s)?.[1] ?? s).trim(), 'any');
  const recap = P.conclusion.recap(T, stepTitle(steps[0]!), stepTitle(steps[1] ?? steps[0]!));
  // (the call to action continues the recap's sentence: the same sentence would close every article of the site)
  parts.push(`## ${P.conclusion.heading}`, site?.callToAction ? `${recap.replace(/[.!?…]+$/u, '')}; ${lower(close, 'any')}` : `${recap} ${close}`);

  const description = P.description(T);
  return {
    title: cutText(title, 200),
    description: clipText(description, 300),
    markdown: `${parts.join('\n\n')}\n`,
  };
}

export const articleTask: Task<ArticleBrief, ArticleDraft> = {
  name: 'blog-article',
  temperature: 0.6,
  language: (b) => b.language,
  schema: SCHEMA,
  local: composeArticle,
  messages: (b) => {
    const s = b.site;
    const context = s
      ? [
          `You write for the blog of ${s.name} (${s.url}).`,
          s.positioning && `Positioning: ${s.positioning}`,
          s.audience && `Audience: ${s.audience}`,
          s.brandVoice && `Brand voice: ${s.brandVoice}`,
          s.pillars.length && `Content pillars: ${s.pillars.join('; ')}`,
          s.proofPoints.length && `Proof points you may cite (only these): ${s.proofPoints.join('; ')}`,
          s.guidelines.length && `Writing guidelines: ${s.guidelines.join(' ')}`,
          s.avoid.length && `Avoid: ${s.avoid.join('; ')}`,
          s.ctaGuidance && `Call to action: ${s.ctaGuidance}${s.callToAction ? ` (the site's wording: "${s.callToAction}", link ${s.url})` : ''}`,
        ]
          .filter(Boolean)
          .join('\n')
      : 'There is no site context: write for a general professional audience in a neutral, helpful voice.';
    return [
      {
        role: 'system',
        content:
          `${context}\nWrite in ${languageName(b.language, 'en')} (language code ${b.language}). ` +
          'Return the article as Markdown: a "# " title, an introduction, at least four "## " sections, and a conclusion that ends with the call to action. ' +
          'Do not invent figures, clients or quotes. `description` is a one-sentence meta description under 160 characters.',
      },
      {
        role: 'user',
        content: [
          `Topic: ${b.topic}`,
          ...relevantAnecdotes(b, s ? relevantPillars(b.topic, s.pillars) : []).map((a) => `The author's own anecdote on it (tell it as a lived example, in its facts only): ${a.title}: ${a.content}`),
        ].join('\n\n'),
      },
    ];
  },
};
