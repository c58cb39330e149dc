import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { compileComponent } from '../../generation/media/remotion.js';
import { mediaPath, removeMedia, writeMedia } from '../../generation/media/store.js';
import type { QueueTask } from '../../jobs/queue.js';
import type { Services } from '../../services.js';
import type { ComponentRow } from './repository.js';

/** Queue of preview renders: they run in worker processes, never in a request. */
export const PREVIEW_TASK = 'component-preview';

/** Size of a preview (a 9:16 still at half the B-roll's resolution) and the frame shown: after the entrance. */
export const PREVIEW = { width: 540, height: 960, fps: 30, frames: 90, frame: 45 };

interface PreviewMessage {
  componentId: string;
  version: string;
}

/** A version of what a preview shows: the source and the default props. */
export function previewVersion(row: Pick<ComponentRow, 'sourceCode' | 'defaultProps'>): string {
  return createHash('sha256').update(row.sourceCode).update('\0').update(JSON.stringify(row.defaultProps ?? {})).digest('hex').slice(0, 16);
}

export const previewFiles = (id: string, version: string) => ({
  png: `components/${id}/preview-${version}.png`,
  error: `components/${id}/preview-${version}.error.txt`,
});

/** What is stored for a version: the PNG's absolute path, the reason it failed, or nothing yet. */
export async function storedPreview(dataDir: string, id: string, version: string): Promise<{ png?: string; error?: string }> {
  const f = previewFiles(id, version);
  const png = mediaPath(dataDir, f.png);
  if (await fs.stat(png).then((s) => s.isFile(), () => false)) return { png };
  const error = await fs.readFile(mediaPath(dataDir, f.error), 'utf8').catch(() => undefined);
  return error !== undefined ? { error } : {};
}

/**
 * Renders a component's preview (worker side): its source compiled and rendered with its
 * default props at PREVIEW's size, stored as the version's PNG; a source that does not build or
 * render stores the reason instead. Other versions' files of the component are removed.
 */
export function componentPreviewTask(services: Services): QueueTask<PreviewMessage> {
  const { db, config, renderer } = services;
  return {
    name: PREVIEW_TASK,
    concurrency: 1,
    retryLimit: 0,
    expireInSeconds: Math.ceil(config.brollSceneTimeoutMs / 1000) + 60,
    async handle({ componentId, version }) {
      const row = await db.selectFrom('components').selectAll().where('id', '=', componentId).executeTakeFirst();
      if (!row || previewVersion(row) !== version) return; // deleted or changed since: a newer request asks again
      if ((await storedPreview(config.dataDir, componentId, version)).png) return;
      const files = previewFiles(componentId, version);
      const tmp = path.join(os.tmpdir(), `preview-${componentId}-${version}-${process.pid}.png`);
      try {
        const moduleCode = await compileComponent(row.sourceCode);
        await renderer.renderStill({ moduleCode, props: row.defaultProps, ...PREVIEW }, tmp, { timeoutMs: config.brollSceneTimeoutMs, maxMemoryBytes: config.brollSceneMemoryBytes }, PREVIEW.frame);
        await writeMedia(config.dataDir, files.png, await fs.readFile(tmp));
      } catch (err) {
        await writeMedia(config.dataDir, files.error, Buffer.from(`the component's source ${(err as Error).message}`));
      } finally {
        await fs.rm(tmp, { force: true });
      }
      const dir = mediaPath(config.dataDir, `components/${componentId}`);
      for (const entry of await fs.readdir(dir).catch(() => [] as string[])) {
        if (!entry.includes(version)) await removeMedia(config.dataDir, `components/${componentId}/${entry}`);
      }
    },
  };
}
