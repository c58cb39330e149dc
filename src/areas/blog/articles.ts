import { yaml } from '../../on-demand.js';
import type { components } from '../../generated/openapi.js';
import { compact } from '../../http/serialize.js';
import type { JobRowOf } from '../../jobs/definition.js';
import { jobFields } from '../../jobs/serialize.js';
import type { ArticleInput } from './article-job.js';
import type { SiteRecap } from './analyze.js';
import { articlePhrases } from '../../generation/writing/packs/index.js';
import type { SiteContextRow } from './site-repository.js';

export type BlogArticle = components['schemas']['BlogArticle'];

/** What an article job's result holds: the draft, then the delivery fields. */
export interface ArticleResult {
  title?: string;
  description?: string;
  markdown?: string;
  language?: string;
  slug?: string;
  coverImageNote?: string;
  deliveredAt?: string;
}

export function toArticle(row: JobRowOf<ArticleInput, ArticleResult>): BlogArticle {
  const { input, result: r } = row;
  return compact({
    ...jobFields(row),
    status: row.status as BlogArticle['status'],
    title: r.title ?? input.topic,
    markdown: r.markdown ?? '',
    topic: input.topic,
    description: r.description,
    slug: r.slug,
    coverImageNote: r.coverImageNote,
    language: r.language,
    deliveredAt: r.deliveredAt,
  });
}

/** URL-safe slug: accents dropped, lower case, words joined by dashes. */
function slugOf(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || fallback;
}

/**
 * The delivered form of a draft: YAML front matter (title, description, slug, language, date,
 * cover image note from the site context's cover image guidelines) followed by the body, whose
 * leading `# title` line the front matter replaces.
 */
export function deliveryOf(row: JobRowOf<ArticleInput, ArticleResult>, context: SiteContextRow | undefined, now = new Date()): ArticleResult {
  const { input, result: r } = row;
  const title = r.title ?? input.topic;
  const language = r.language ?? 'en';
  const description = r.description ?? title;
  const slug = slugOf(title, `article-${row.id.slice(0, 8)}`);
  const guidelines = (context?.recap as SiteRecap | undefined)?.visualIdentity?.coverImageGuidelines ?? [];
  const coverImageNote = guidelines.length ? guidelines.join(' ') : articlePhrases(language).coverNoteFallback;
  const frontMatter = yaml().stringify({ title, description, slug, lang: language, date: now.toISOString(), coverImageNote }, { lineWidth: 0 });
  const body = (r.markdown ?? '').replace(/^\s*#\s+[^\n]*\n+/, '');
  return { markdown: `---\n${frontMatter}---\n\n${body}`, slug, description, coverImageNote, deliveredAt: now.toISOString() };
}
