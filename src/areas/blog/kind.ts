/** the jobs table's kind of blog article jobs (here, so that its job definition and handlers name it without loading the pipeline) */
export const BLOG_ARTICLE_KIND = 'blog_article';
