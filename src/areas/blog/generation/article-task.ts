import type { Task } from '../../../generation/engine.js';
import { detectTextLanguage, languageName } from '../../../generation/language.js';
import type { SiteRecap } from '../analyze.js';
import type { SiteContextRow } from '../site-repository.js';
import type { ArticleBrief, ArticleDraft } from './article-brief.js';
import { composeArticle, planArticle, relevantAnecdotes } from './article-plan.js';

export { composeArticle } from './article-plan.js';

export type { ArticleBrief, ArticleDraft } from './article-brief.js';

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

/** A stored audience worth telling a writer: not a model's "none found", not a plan's "unlimited clients". */
const isAudience = (text: string | undefined): text is string => !!text?.trim() && !/^\s*(?:none found|not found|n\/a|none|unknown)\.?\s*$/i.test(text) && !/\b(?:unlimited|illimité|ilimitad|unbegrenzt|nielimitowan|illimitat)/i.test(text);

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
      audience: [context.audience, recap.targetAudience].find(isAudience),
      positioning: context.positioning || recap.positioning,
      summary: recap.oneLineSummary,
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

/** The author's anecdotes about the topic, each as an example for the one section it fits; none told when none is about it. */
function anecdoteLines(relevant: Array<{ title: string; content: string }>, given: number): string[] {
  if (!relevant.length) return given ? ["None of the author's anecdotes is about this topic: do not tell one, and do not invent one."] : [];
  return [...relevant.map((a) => `The author's own anecdote on it: ${a.title}: ${a.content}`), 'Tell an anecdote once, as a lived example in the section it illustrates, with its facts only; never stretch it to a section it does not fit.'];
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
          // the same plan as the offline writer: sections that answer the topic's question, in the article's language
          `Outline (one "## " section each, in this order, headings in ${languageName(b.language, 'en')}; write each so that it answers the topic, adapt the wording): ${planArticle(b)
            .sections.map((x) => x.heading)
            .join(' | ')}`,
          ...anecdoteLines(relevantAnecdotes(b), (b.anecdotes ?? []).length),
        ].join('\n\n'),
      },
    ];
  },
};
