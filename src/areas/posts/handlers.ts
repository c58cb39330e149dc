import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Deps } from '../../deps.js';
import type { components } from '../../generated/openapi.js';
import { ownerOf } from '../../http/auth.js';
import { errors, found } from '../../http/errors.js';
import type { Handlers } from '../../http/handler.js';
import { pageInfo, pageOf } from '../../http/pagination.js';
import { compact, iso } from '../../http/serialize.js';
import { receiveFile } from '../../http/uploads.js';
import { sendStored } from '../../http/send-file.js';
import { imageKey } from '../../storage/store.js';
import { imageChecker, IMAGE_TYPES, imageDirs, type ImageExt } from './images.js';
import { postRepository, type PostRevisionRow, type PostRow } from './repository.js';

type Post = components['schemas']['Post'];
type PostRevision = components['schemas']['PostRevision'];

export const IMAGE_PATH = '/media/images/';

/** An uploaded image is deleted this long after it was stored unless its row recorded it. */
const UPLOAD_GUARD_SECONDS = 3600;

export function toPost(row: PostRow): Post {
  return {
    id: row.id,
    content: row.content,
    ...(row.imageFile ? { imageUrl: `${IMAGE_PATH}${row.imageFile}` } : {}),
    videoUrl: row.videoUrl ?? null,
    authorId: row.ownerId,
    ...(row.generationJobId ? { generationJobId: row.generationJobId } : {}),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function toRevision(row: PostRevisionRow): PostRevision {
  return compact({ id: row.id, postId: row.postId, content: row.content, reason: row.reason ?? undefined, createdAt: iso(row.createdAt) });
}

export function postHandlers({ db, config, media, mediaDeletions }: Pick<Deps, 'db' | 'config' | 'media' | 'mediaDeletions'>): Handlers {
  const repo = postRepository(db);
  const { staging } = imageDirs(config.dataDir);
  const checkImage = imageChecker({ maxPixels: config.imageMaxPixels, maxFrames: config.imageMaxFrames, concurrency: config.imageDecodeConcurrency });
  /** Unreachable images go after the commit that made them so (a failure is retried by the workers, never the request's error). */
  const sweep = () => mediaDeletions.run().catch(() => undefined);

  return {
    async createPost(req, reply) {
      const row = await repo.create(ownerOf(req), { content: req.body.content, videoUrl: req.body.videoUrl ?? null });
      reply.code(201);
      return toPost(row);
    },

    async listPosts(req) {
      const page = pageOf(req.query);
      const { rows, total } = await repo.list(ownerOf(req), page);
      return { posts: rows.map(toPost), ...pageInfo(total, page) };
    },

    async getPost(req) {
      return toPost(found(await repo.get(ownerOf(req), req.params.id), 'Post', req.params.id));
    },

    async updatePost(req) {
      return toPost(found(await repo.update(ownerOf(req), req.params.id, req.body), 'Post', req.params.id));
    },

    async deletePost(req, reply) {
      // the image's deletion is recorded with the post's: a crash between the two cannot leave it behind
      const removed = await db.transaction().execute(async (trx) => {
        const row = await postRepository(trx).remove(ownerOf(req), req.params.id);
        if (row?.imageFile) await mediaDeletions.schedule(trx, [{ key: imageKey(row.imageFile) }]);
        return row;
      });
      if (!removed) throw errors.notFound('Post', req.params.id);
      await sweep();
      return reply.code(204).send();
    },

    async getPostHistory(req) {
      const history = found(await repo.history(ownerOf(req), req.params.id), 'Post', req.params.id);
      return { history: history.map(toRevision) };
    },

    async uploadPostImage(req) {
      const owner = ownerOf(req);
      const { id } = req.params;
      // an unknown post is refused before a byte of the upload is stored
      if (!(await repo.get(owner, id))) throw errors.notFound('Post', id);
      const received = await receiveFile(req, { field: 'image', stagingDir: staging, maxBytes: config.uploadMaxBytes });
      const checked = await checkImage(received.path, owner).finally(() => fs.rm(received.path, { force: true }));
      const name = `${randomUUID()}.${checked.ext}`;
      let replaced;
      try {
        replaced = await mediaDeletions.replace({
          keys: imageKey(name),
          guardSeconds: UPLOAD_GUARD_SECONDS,
          put: async () => {
            await media.putFile(imageKey(name), checked.path, { move: true, contentType: IMAGE_TYPES[checked.ext] });
          },
          swap: async (trx) => {
            const set = await postRepository(trx).setImage(owner, id, name, checked.bytes);
            return set && { result: set.post, replaced: set.previous ? [{ key: imageKey(set.previous) }] : [] };
          },
        });
      } finally {
        await fs.rm(checked.path, { force: true });
      }
      // the post was deleted while the upload was in flight
      if (!replaced) throw errors.notFound('Post', id);
      return toPost(replaced);
    },

    async getMediaImage(req, reply) {
      const { fileName } = req.params;
      const ext = fileName.slice(fileName.lastIndexOf('.') + 1) as ImageExt;
      return sendStored(req, reply, media, imageKey(fileName), {
        contentType: IMAGE_TYPES[ext],
        cacheControl: 'public, max-age=31536000, immutable',
        headers: { 'x-content-type-options': 'nosniff' },
        missing: () => errors.notFound('Image', fileName),
      });
    },
  };
}
