import type { Db } from '../../db/database.js';
import type { OwnImages } from '../../generation/render/scene-renderer.js';
import { imageKey, type MediaStore } from '../../storage/store.js';

/**
 * The renderer's reader of owners' uploaded images (Deps.renderer draws a component's
 * `/media/images/<name>` with it): the bytes of `<name>` from the media store when it is the
 * image of one of `owner`'s posts, undefined for another owner's, a deleted or an unknown image.
 * Never over HTTP; at most `maxBytes` are read.
 */
export function postImageReader(db: Db, media: MediaStore): OwnImages {
  return async (owner, fileName, maxBytes) => {
    const row = await db.selectFrom('posts').select('id').where('ownerId', '=', owner).where('imageFile', '=', fileName).executeTakeFirst();
    if (!row) return undefined;
    const stored = await media.get(imageKey(fileName));
    if (!stored) return undefined;
    if (stored.size > maxBytes) {
      stored.stream.destroy();
      return { tooLarge: stored.size };
    }
    const chunks: Buffer[] = [];
    let read = 0;
    for await (const chunk of stored.stream) {
      read += (chunk as Buffer).length;
      if (read > maxBytes) {
        stored.stream.destroy();
        return { tooLarge: read };
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  };
}
