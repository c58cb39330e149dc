import type { components } from '../../generated/openapi.js';
import { defineJob, SAMPLE_ID } from '../../jobs/definition.js';
import type { JobRow } from '../../jobs/repository.js';
import { jobFields } from '../../jobs/serialize.js';
import type { BrollFiles, BrollJobInput } from './pipeline.js';
import { BROLL_KIND } from './kind.js';
import type { Scene } from './scenes.js';
import type { Deps } from '../../deps.js';

type BrollJob = components['schemas']['BrollJob'];

interface BrollResult {
  scenes?: Scene[];
  files?: BrollFiles | null;
  videoUrl?: string | null;
  voiceOver?: { language: string; speechSeconds: number; videoSeconds: number; voice?: string; provider?: string; speakingRate?: number } | null;
}

export function toBroll(row: JobRow): BrollJob {
  const { input, result } = brollJob.row(row);
  return {
    ...jobFields(row),
    sourceScriptJobId: input.sourceScriptJobId,
    sourceShortId: input.sourceShortId,
    format: input.format,
    captionStyle: input.captionStyle ?? 'clean',
    ...(input.mediaScenes?.length ? { mediaScenes: input.mediaScenes } : {}),
    ...(input.musicMediaId ? { musicMediaId: input.musicMediaId } : {}),
    ...(input.targetSeconds ? { targetSeconds: input.targetSeconds } : {}),
    ...(input.brand && (input.brand === 'site' || Object.keys(input.brand).length) ? { brand: input.brand } : {}),
    scenes: (result.scenes ?? []).map(({ index, start, end, text, category, componentId, componentName, componentSha256, props, assetUrl, mediaId, shownWith, visuals }) => ({
      index,
      start,
      end,
      text,
      category,
      ...(componentId ? { componentId, componentName, ...(componentSha256 ? { componentSha256 } : {}) } : {}),
      props,
      ...(assetUrl ? { assetUrl } : {}),
      ...(mediaId ? { mediaId } : {}),
      ...(shownWith !== undefined ? { shownWith } : {}),
      ...(visuals ? { visuals } : {}),
    })),
    ...(result.videoUrl ? { videoUrl: result.videoUrl } : {}),
    ...(result.files?.captionsVtt ? { captionsVttUrl: `/v1/broll/${row.id}/captions.vtt`, captionsSrtUrl: `/v1/broll/${row.id}/captions.srt` } : {}),
    ...(result.files?.captionsJson ? { captionsJsonUrl: `/v1/broll/${row.id}/captions.json` } : {}),
    ...(result.voiceOver ? { voiceOver: result.voiceOver } : {}),
  };
}

declare module '../../jobs/definition.js' {
  interface JobTypes {
    [BROLL_KIND]: { input: BrollJobInput; result: BrollResult };
  }
}

/** A B-roll video rendered from a short's or a script's scenes (POST /v1/broll); re-rendering starts a new run. */
export const brollJob = defineJob({
  name: BROLL_KIND,
  policy: { retryLimit: 1, retryDelaySeconds: 2, retryBackoff: false, expireInSeconds: 1800, concurrency: 1 },
  resource: { what: 'B-roll job', cancelOperation: 'cancelBroll', serialize: toBroll, sample: { sourceShortId: SAMPLE_ID, sourceScriptJobId: SAMPLE_ID, format: 'VERTICAL' } },
  eventTypes: ['broll.started', 'broll.progress', 'broll.completed', 'broll.failed', 'broll.canceled'],
  countedAs: 'brollVideos',
  pipeline: async (deps: Deps) => (await import('./pipeline.js')).brollPipeline(deps),
});
