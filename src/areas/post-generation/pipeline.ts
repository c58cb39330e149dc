import { assessText, mergeWarnings } from '../../generation/quality.js';
import { finishPost, postTask, postWarnings } from '../../generation/tasks/post.js';
import type { JobPipeline } from '../../jobs/definition.js';
import type { Deps } from '../../deps.js';
import { loadAnecdoteSource } from '../anecdotes/source.js';
import { postRepository } from '../posts/repository.js';

/** What a post generation job keeps in its `input` (`reason` is null after a regeneration without one). */
export interface PostGenerationInput {
  anecdoteId: string;
  themeId?: string;
  reason?: string | null;
}

/**
 * post_draft → scoring → done. The draft is written from the anecdote in the job's theme
 * (and the regeneration reason); on completion the job's post is created, or, after a
 * regeneration, its content is replaced with the previous draft kept in its history, in the
 * same transaction that completes the run (a superseded run writes nothing).
 */
export function postGenerationPipeline({ db, generation }: Pick<Deps, 'db' | 'generation'>): JobPipeline<PostGenerationInput> {
  return {
    async run(ctx) {
      const { ownerId, id: jobId } = ctx.job;
      const input = ctx.job.input;
      await ctx.step('post_draft', 0.1);
      const loaded = await loadAnecdoteSource(db, ctx, input, { step: 'post_draft', progress: 0.1, product: 'post' });
      if (!loaded) return;
      const { warnings } = loaded;
      const previous = await postRepository(db).byGenerationJob(ownerId, jobId);
      const reason = input.reason ?? undefined;
      const draft = {
        anecdote: loaded.anecdote,
        theme: loaded.theme,
        themeInfo: loaded.themeInfo,
        reason,
        previousDraft: previous?.content,
        variant: ctx.run - 1,
      };
      const { output, tokens, warnings: gateWarnings, writer } = await generation.run(postTask, draft, { signal: ctx.signal });
      const content = finishPost(output.content, draft);
      // what the offline writer could not do as asked (a model is told all of it in its prompt)
      const writerWarnings = writer === 'offline' ? postWarnings(draft, content) : [];
      // what a model says it could not do as asked (facts the story lacks, a reason it could not follow)
      const modelWarnings = output.warning?.trim() ? [`the model could not do everything asked: ${output.warning.trim()}`] : [];

      await ctx.step('scoring', 0.8);
      // (a reason the post does not apply is one of the findings the score comes from)
      const unapplied = writerWarnings.filter((w) => w.startsWith('regeneration reason not applied')).length;
      const quality = assessText(content, 'linkedin', { source: loaded.anecdote.content, language: postTask.language?.(draft), title: loaded.anecdote.title, unapplied });
      await ctx.finish(
        {
          currentStep: 'done',
          qualityScore: quality.qualityScore,
          riskLevel: quality.riskLevel,
          warnings: mergeWarnings(gateWarnings, quality.warnings, writerWarnings, modelWarnings, warnings),
          totalTokensUsed: ctx.job.totalTokensUsed + tokens,
        },
        async (trx) => {
          const posts = postRepository(trx);
          const existing = await posts.byGenerationJob(ownerId, jobId);
          const post = existing ? await posts.replaceContent(ownerId, existing.id, content, reason) : await posts.create(ownerId, { content, generationJobId: jobId });
          return { result: { postId: post!.id } };
        },
      );
    },
  };
}
