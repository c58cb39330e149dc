import { sql } from 'kysely';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { jobRow } from '../jobs/definition.js';
import { fileMediaStore } from './file.js';
import { MARKER_KEY } from './identity.js';
import { imageKey, mediaKey, type MediaStore } from './store.js';

/** The media folders (everything a migration copies). */
const ROOTS = ['images/', 'media/'];

/** The store of one backend with this configuration's settings (`s3` needs S3_BUCKET). */
export async function storeOf(config: Pick<Config, 'dataDir' | 'storage'>, backend: 'file' | 's3'): Promise<MediaStore> {
  if (backend === 'file') return fileMediaStore(config.dataDir);
  if (!config.storage.s3) throw new Error('the s3 backend needs S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as the server wants)');
  const { s3MediaStore } = await import('./s3.js');
  return s3MediaStore(config.storage.s3);
}

export interface MigrationReport {
  copied: number;
  skipped: number;
  removed: number;
  bytes: number;
}

/**
 * Makes `target` a copy of `source`: every object under images/ and media/ that the target lacks
 * (or holds with another size) is copied, streamed; objects only the target has are removed; the
 * source's marker is copied last, so both name the same store (job rows and pending deletions
 * stay valid whichever backend the processes use). Safe to run again, also while the processes
 * still use the source: run it once more after stopping them, then switch STORAGE_BACKEND.
 */
export async function migrateStore(source: MediaStore, target: MediaStore, progress: (line: string) => void = () => {}): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, skipped: 0, removed: 0, bytes: 0 };
  const present = new Map<string, number>();
  for (const root of ROOTS) for await (const o of target.list(root)) present.set(o.key, o.size);
  for (const root of ROOTS) {
    for await (const o of source.list(root)) {
      const has = present.get(o.key);
      present.delete(o.key);
      if (has === o.size) {
        report.skipped++;
        continue;
      }
      const got = await source.get(o.key);
      if (!got) continue; // deleted meanwhile
      await target.put(o.key, got.stream, { contentType: got.contentType });
      report.copied++;
      report.bytes += got.size;
      if (report.copied % 100 === 0) progress(`copied ${report.copied} objects (${(report.bytes / 1e6).toFixed(1)} MB)`);
    }
  }
  for (const key of present.keys()) {
    await target.delete(key);
    report.removed++;
  }
  const marker = await source.get(MARKER_KEY);
  if (marker) await target.put(MARKER_KEY, marker.stream);
  return report;
}

export interface MissingObject {
  row: string;
  key: string;
}

/** Rows whose objects the store does not have: post images, thumbnails, B-roll clips, videos and captions. */
export async function checkStore(db: Db, store: MediaStore): Promise<{ checked: number; missing: MissingObject[] }> {
  const wanted: MissingObject[] = [];
  for (const p of await db.selectFrom('posts').select(['id', 'imageFile']).where('imageFile', 'is not', null).execute()) {
    wanted.push({ row: `post ${p.id}`, key: imageKey(p.imageFile!) });
  }
  const jobs = await db.selectFrom('jobs').selectAll().where(sql<boolean>`result ? 'thumbnails' OR result->'files' IS NOT NULL AND jsonb_typeof(result->'files') = 'object'`).execute();
  for (const j of jobs.map(jobRow)) {
    // thumbnails are a short's and a script job's, files a B-roll job's
    const thumbnails = j.kind === 'short' || j.kind === 'script' ? j.result.thumbnails : undefined;
    const files = j.kind === 'broll' ? j.result.files : undefined;
    for (const t of Array.isArray(thumbnails) ? thumbnails : []) if (t.file) wanted.push({ row: `${j.kind} job ${j.id} thumbnail ${t.index}`, key: mediaKey(t.file) });
    (files?.scenes ?? []).forEach((f, i) => f && wanted.push({ row: `${j.kind} job ${j.id} scene ${i}`, key: mediaKey(f) }));
    if (files?.video) wanted.push({ row: `${j.kind} job ${j.id} video`, key: mediaKey(files.video) });
    for (const c of ['captionsVtt', 'captionsSrt'] as const) if (files?.[c]) wanted.push({ row: `${j.kind} job ${j.id} ${c}`, key: mediaKey(files[c]!) });
  }
  const missing: MissingObject[] = [];
  for (const w of wanted) if (!(await store.head(w.key))) missing.push(w);
  return { checked: wanted.length, missing };
}
