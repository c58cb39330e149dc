// What a job with thumbnails stores of them and how they are answered: apart from the renders
// (thumbnails.ts), so that the job definitions serialize them without loading the writer and renderer.
import type { components } from '../../generated/openapi.js';

type Thumbnail = components['schemas']['Thumbnail'];
export type ThumbnailStatus = components['schemas']['ThumbnailStatus'];

/**
 * Thumbnails of a job (three for a short, the cover of a script job) live in its
 * `result.thumbnails`, one item per index. `target` counts the renders asked for; `version` is
 * the target of the image on disk. A render writes only while its target is still the
 * item's, so when a thumbnail is regenerated twice quickly only the newest render lands.
 */
export interface ThumbnailState {
  index: number;
  status: ThumbnailStatus;
  target: number;
  version?: number;
  /** relative to DATA_DIR/media */
  file?: string;
  /** size of `file` (counted in the job's media_bytes for the statistics) */
  bytes?: number;
  updatedAt?: string;
  error?: string | null;
}

export const THUMBNAIL_KIND = 'thumbnail';

/** What a thumbnail job is asked to do. */
export interface ThumbnailRequest {
  jobId: string;
  index: number;
  target: number;
}

/** What the result of a job with thumbnails (a short, a script job) holds besides its own fields. */
export interface ThumbnailsResult {
  thumbnails?: ThumbnailState[];
}

export function thumbnailsOf(row: { result: ThumbnailsResult }): ThumbnailState[] {
  const list = row.result.thumbnails;
  return Array.isArray(list) ? list : [];
}

/**
 * One status for the job: `pending` before any render starts, `running` while one is queued or
 * rendering, `failed` when one failed, else `completed`.
 */
export function thumbnailStatus(list: ThumbnailState[]): ThumbnailStatus {
  if (list.length === 0) return 'pending';
  if (list.some((t) => t.status === 'running')) return 'running';
  if (list.some((t) => t.status === 'pending')) return list.some((t) => t.status !== 'pending' || t.version) ? 'running' : 'pending';
  if (list.some((t) => t.status === 'failed')) return 'failed';
  return 'completed';
}

export function serializeThumbnails(basePath: string, list: ThumbnailState[]): Thumbnail[] {
  return list.map((t) => ({
    index: t.index,
    url: `${basePath}/thumbnails/${t.index}`,
    status: t.status,
    ...(t.version ? { version: t.version } : {}),
    ...(t.updatedAt ? { updatedAt: t.updatedAt } : {}),
  }));
}
