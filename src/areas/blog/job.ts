import { defineJob } from '../../jobs/definition.js';
import type { ArticleInput } from './article-job.js';
import { BLOG_ARTICLE_KIND } from './kind.js';
import { toArticle, type ArticleResult } from './articles.js';
import type { Deps } from '../../deps.js';

declare module '../../jobs/definition.js' {
  interface JobTypes {
    [BLOG_ARTICLE_KIND]: { input: ArticleInput; result: ArticleResult };
  }
}

/** A blog article written for the owner's analysed site (POST /v1/blog/articles); delivered by the owner. */
export const blogArticleJob = defineJob({
  name: BLOG_ARTICLE_KIND,
  policy: { retryLimit: 2, retryDelaySeconds: 2, retryBackoff: true, expireInSeconds: 300, concurrency: 4 },
  resource: { what: 'Blog article', cancelOperation: 'cancelBlogArticle', serialize: toArticle, sample: { topic: 'An article' } },
  eventTypes: ['blog_article.started', 'blog_article.progress', 'blog_article.completed', 'blog_article.delivered', 'blog_article.failed', 'blog_article.canceled'],
  countedAs: 'articles',
  pipeline: async (deps: Deps) => (await import('./article-job.js')).blogArticlePipeline(deps),
});
