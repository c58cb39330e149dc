import { assessText, mergeWarnings } from '../../generation/quality.js';
import type { JobPipeline } from '../../jobs/definition.js';
import type { Deps } from '../../deps.js';
import { articleTask, briefOf } from './generation/article-task.js';
import { siteContextRepository } from './site-repository.js';
import { anecdoteRepository } from '../anecdotes/repository.js';
import { storyOf } from '../anecdotes/source.js';

/** The words a reader sees: Markdown markers (headings, list numbers, emphasis, link targets) would read as figures. */
export function readableText(markdown: string): string {
  return markdown
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*(?:\d+[.)]|[-*+])\s+/gm, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '');
}

/** The input stored on a blog article job. */
export interface ArticleInput {
  topic: string;
}

/**
 * Writes a blog article draft: reads the owner's site context (neutral defaults without one),
 * has the generation engine write the Markdown, rates it with the quality rubric, and ends the
 * job as a `draft` holding the title, description, language and markdown.
 */
export function blogArticlePipeline(services: Deps): JobPipeline<ArticleInput> {
  return {
    async run(ctx) {
      const { topic } = ctx.job.input;
      await ctx.step('outline', 0.1);
      const context = await siteContextRepository(services.db).get(ctx.job.ownerId);
      // the owner's most recent anecdotes: the composer (or the model) tells the ones on the topic
      const { rows } = await anecdoteRepository(services.db).list(ctx.job.ownerId, {}, { page: 1, limit: 100, offset: 0 });
      const brief = { ...briefOf(topic, context), anecdotes: rows.map(storyOf) };
      await ctx.step('draft_generation', 0.3);
      const { output, tokens, warnings } = await services.generation.run(articleTask, brief, { signal: ctx.signal });
      await ctx.step('quality_check', 0.9);
      const quality = assessText(readableText(output.markdown), 'article', { language: brief.language });
      await ctx.finish({
        status: 'draft',
        currentStep: 'draft',
        qualityScore: quality.qualityScore,
        riskLevel: quality.riskLevel,
        warnings: mergeWarnings(warnings, quality.warnings),
        totalTokensUsed: tokens,
        result: { title: output.title, description: output.description, markdown: output.markdown, language: brief.language },
      });
    },
  };
}
