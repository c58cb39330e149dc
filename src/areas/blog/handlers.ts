import { GenerationError } from '../../generation/engine.js';
import type { Deps } from '../../deps.js';
import type { components } from '../../generated/openapi.js';
import { ownerOf } from '../../http/auth.js';
import { errors, found } from '../../http/errors.js';
import type { Handlers } from '../../http/handler.js';
import { pageInfo, pageOf } from '../../http/pagination.js';
import { iso } from '../../http/serialize.js';
import { jobRepository, type JobRow } from '../../jobs/repository.js';
import { analyzeSite, type SiteRecap } from './analyze.js';
import type { ArticleInput } from './article-job.js';
import { BLOG_ARTICLE_KIND } from './kind.js';
import { articleRepository } from './article-repository.js';
import { deliveryOf, toArticle } from './articles.js';
import { SiteFetchError } from '../../net/address.js';
import { siteContextRepository, type SiteContextRow } from './site-repository.js';
import { blogArticleJob } from './job.js';

type SiteContext = components['schemas']['SiteContext'];

export function toSiteContext(row: SiteContextRow): SiteContext {
  return {
    siteUrl: row.siteUrl,
    audience: row.audience,
    positioning: row.positioning,
    recap: row.recap as SiteRecap,
    analyzedAt: iso(row.analyzedAt),
  };
}

/** 409 for an article that is not a draft, naming why it cannot be delivered. */
function notDeliverable(row: JobRow) {
  const why = row.status === 'delivered' ? 'was already delivered' : row.status === 'failed' ? 'failed and has no draft to deliver' : `is still being written (status ${row.status}); deliver it once it is a draft`;
  return errors.conflict(`Article ${row.id} ${why}`, { status: row.status });
}

/**
 * How long an analysis lease lasts: the fetch deadline plus the generation (the openai runner
 * may retry); a lease left by a process that died frees itself after this.
 */
const ANALYSIS_LEASE_SECONDS = 180;

export function blogHandlers(deps: Deps): Handlers {
  const { db } = deps;
  const sites = siteContextRepository(db);
  const jobs = jobRepository(db);

  const article = async (ownerId: string, id: string) => {
    return blogArticleJob.row(found(await jobs.get(ownerId, BLOG_ARTICLE_KIND, id), 'Blog article', id));
  };

  return {
    async analyzeBlogSite(req, reply) {
      const ownerId = ownerOf(req);
      const lease = await sites.acquireAnalysis(ownerId, ANALYSIS_LEASE_SECONDS);
      if (!lease) throw errors.conflict('An analysis of your site is already running; retry once it has finished');
      try {
        const { siteUrl, audience, positioning, recap } = await analyzeSite(deps, req.body.siteUrl);
        const row = await sites.replace(ownerId, { siteUrl, audience, positioning, recap });
        reply.code(201);
        return toSiteContext(row);
      } catch (err) {
        // GENERATION_FALLBACK=fail and a model without a usable answer: the stored context stays as it was
        if (err instanceof GenerationError) throw errors.unavailable(`The site's recap could not be written: ${err.message}`, 30);
        if (!(err instanceof SiteFetchError)) throw err;
        if (err.resolvedAddress) req.log.warn({ url: err.url, resolvedAddress: err.resolvedAddress }, 'site analysis refused: the host resolves to a non-public address');
        const details = { cause: err.kind, ...(err.url ? { url: err.url } : {}) };
        throw errors.validation(err.kind === 'invalid_url' ? [`body.siteUrl: ${err.message}`] : `The site could not be analyzed: ${err.message}`, details);
      } finally {
        await sites.releaseAnalysis(ownerId, lease);
      }
    },

    async getBlogSite(req) {
      const row = await sites.get(ownerOf(req));
      if (!row) throw errors.notFound('Site context (no site has been analyzed yet)');
      return toSiteContext(row);
    },

    async createBlogArticle(req, reply) {
      const ownerId = ownerOf(req);
      const input: ArticleInput = { topic: req.body.topic.trim() };
      if (input.topic.length < 3) throw errors.validation(['body.topic must NOT have fewer than 3 characters (spaces aside)']);
      const row = await db.transaction().execute(async (trx) => {
        return blogArticleJob.start(deps.jobs, trx, ownerId, input, { title: input.topic, markdown: '' });
      });
      reply.code(201);
      return toArticle(blogArticleJob.row(row));
    },

    async listBlogArticles(req) {
      const page = pageOf(req.query);
      const { rows, total } = await jobs.list(ownerOf(req), BLOG_ARTICLE_KIND, page);
      return { articles: rows.map((r) => toArticle(blogArticleJob.row(r))), ...pageInfo(total, page) };
    },

    async getBlogArticle(req) {
      return toArticle(await article(ownerOf(req), req.params.id));
    },

    async deliverBlogArticle(req) {
      const ownerId = ownerOf(req);
      const row = await article(ownerId, req.params.id);
      if (row.status !== 'draft') throw notDeliverable(row);
      const delivered = await articleRepository(db).deliver(ownerId, row.id, row.run, { ...deliveryOf(row, await sites.get(ownerId)) });
      // lost a race with another delivery (or a restart): answer with the state that won
      if (!delivered) throw notDeliverable(await article(ownerId, row.id));
      return toArticle(blogArticleJob.row(delivered));
    },
  };
}
