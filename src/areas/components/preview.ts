import { createHash } from 'node:crypto';
import path from 'node:path';
import { builtinPalette } from '../../generation/media/palette.js';
import type { QueueTask } from '../../jobs/queue.js';
import type { Deps } from '../../deps.js';
import { mediaKey, mediaPrefix, type MediaStore } from '../../storage/store.js';
import { withScratchDir } from '../../storage/scratch.js';
import type { ComponentRow } from './repository.js';

/** Queue of preview renders: they run in worker processes, never in a request. */
export const PREVIEW_TASK = 'component-preview';

/** Size of a preview (a 9:16 still at half the B-roll's resolution) and the frame shown: after the entrance. */
const PREVIEW = { width: 540, height: 960, fps: 30, frames: 90, frame: 45 };

interface PreviewMessage {
  componentId: string;
  version: string;
}

/** A version of what a preview shows: the source and the default props. */
export function previewVersion(row: Pick<ComponentRow, 'sourceCode' | 'defaultProps'>): string {
  return createHash('sha256')
    .update(row.sourceCode)
    .update('\0')
    .update(JSON.stringify(row.defaultProps ?? {}))
    .digest('hex')
    .slice(0, 16);
}

/** Media keys of a version's preview: the PNG, or the reason it could not be rendered. */
const previewKeys = (id: string, version: string) => ({
  png: mediaKey(`components/${id}/preview-${version}.png`),
  error: mediaKey(`components/${id}/preview-${version}.error.json`),
});

/** What is stored for a version: the PNG's key, the reason it failed, or nothing yet. */
export async function storedPreview(media: MediaStore, id: string, version: string): Promise<{ png?: string; error?: string }> {
  const keys = previewKeys(id, version);
  if (await media.head(keys.png)) return { png: keys.png };
  const failed = await media.get(keys.error);
  if (!failed) return {};
  const chunks: Buffer[] = [];
  for await (const c of failed.stream) chunks.push(c as Buffer);
  return { error: (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { reason: string }).reason };
}

/**
 * Renders a component's preview (worker side): one still of its source with its default props
 * at PREVIEW's size, within PREVIEW_TIMEOUT_SECONDS, through the scene renderer (renders shared
 * round robin between owners), stored as the version's PNG; a source that does not build or
 * render stores the reason instead. Other versions' files of the component are removed.
 */
export function componentPreviewTask(services: Pick<Deps, 'db' | 'config' | 'media' | 'renderer'>): QueueTask<PreviewMessage> {
  const { db, config, media, renderer } = services;
  return {
    name: PREVIEW_TASK,
    // several fetched at once: the renderer's fair queue decides the order (one owner's previews never hold every slot)
    concurrency: Math.max(2, config.renderConcurrency * 2),
    retryLimit: 0,
    expireInSeconds: Math.ceil(config.previewTimeoutMs / 1000) + 120,
    async handle({ componentId, version }) {
      const row = await db.selectFrom('components').selectAll().where('id', '=', componentId).executeTakeFirst();
      if (!row || previewVersion(row) !== version) return; // deleted or changed since: a newer request asks again
      if ((await storedPreview(media, componentId, version)).png) return;
      const keys = previewKeys(componentId, version);
      await withScratchDir(config.dataDir, `preview-${componentId}`, async (work) => {
        const file = path.join(work, 'preview.png');
        try {
          const card = { category: row.category, palette: builtinPalette(), enter: 0.4, exit: 0.3 };
          const component = { id: row.id, name: row.name, sourceCode: row.sourceCode, props: row.defaultProps };
          await renderer.renderStill({ owner: row.ownerId, component, card, background: '#000000', ...PREVIEW }, file, PREVIEW.frame, { timeoutMs: config.previewTimeoutMs });
          await media.putFile(keys.png, file, { contentType: 'image/png', move: true });
        } catch (err) {
          const message = (err as Error).message;
          // a compile error reads "the component's source does not compile: ..."; a render failure names the component itself
          const reason = message.startsWith('does not compile') ? `the component's source ${message}` : message;
          await media.put(keys.error, Buffer.from(JSON.stringify({ reason })), { contentType: 'application/json' });
        }
      });
      // earlier versions' previews go
      for await (const object of media.list(mediaPrefix(`components/${componentId}`))) {
        if (!object.key.includes(version)) await media.delete(object.key);
      }
    },
  };
}
