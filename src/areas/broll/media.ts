import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DbOrTrx } from '../../db/database.js';
import { errors, found } from '../../http/errors.js';
import type { MediaStore } from '../../storage/store.js';
import type { MediaKind } from '../media/check.js';
import { mediaRepository, type MediaRow } from '../media/repository.js';

/** A scene that shows one of the owner's uploaded images or clips instead of a component. */
export interface MediaScene {
  index: number;
  mediaId: string;
}

/** A B-roll's brand (BrollBrand): the site context's colours, or explicit colours and a logo. */
export type BrollBrand = 'site' | { colors?: { background?: string; text?: string; accent?: string }; logoMediaId?: string };

/** What a B-roll request asks of the owner's media library (createBrollFromShort, rerenderBroll). */
export interface BrollMediaChoice {
  mediaScenes?: MediaScene[];
  musicMediaId?: string | null;
  targetSeconds?: number | null;
  brand?: BrollBrand;
}

/** The brand's logo, when it names one. */
export const logoOf = (brand: BrollBrand | undefined): string | undefined => (brand && brand !== 'site' ? brand.logoMediaId : undefined);

/**
 * Checks a request's media, inside the transaction that records the job: every id must be one of the owner's media items (another owner's or
 * an unknown one answers 404, as the same id does everywhere else), a scene's an image or a
 * clip and the music audio (400 otherwise), each scene index one of the short's scenes (0 to
 * `sceneCount - 1`) and named once (400).
 */
export async function checkMediaChoice(db: DbOrTrx, owner: string, choice: { scenes?: MediaScene[]; musicMediaId?: string | null; brand?: BrollBrand }, sceneCount: number): Promise<void> {
  const repo = mediaRepository(db);
  const kindOf = async (id: string): Promise<MediaKind> => {
    // locked (FOR SHARE) until the job that names it is recorded: a deletion meanwhile waits, then sees the job
    const row = found(await repo.lock(owner, id, 'share'), 'Media', id);
    return row.kind;
  };
  const seen = new Set<number>();
  for (const [i, scene] of (choice.scenes ?? []).entries()) {
    if (scene.index >= sceneCount) {
      throw errors.validation(`body.scenes[${i}].index ${scene.index} is not a scene of this short: it has ${sceneCount} (0 to ${sceneCount - 1})`, { index: scene.index, scenes: sceneCount });
    }
    if (seen.has(scene.index)) throw errors.validation(`body.scenes[${i}].index ${scene.index} is named twice`, { index: scene.index });
    seen.add(scene.index);
    const kind = await kindOf(scene.mediaId);
    if (kind !== 'image' && kind !== 'video') throw errors.validation(`body.scenes[${i}].mediaId ${scene.mediaId} is ${kind}: a scene shows an image or a video clip`, { mediaId: scene.mediaId, kind });
  }
  const logo = logoOf(choice.brand);
  if (logo) {
    const kind = await kindOf(logo);
    if (kind !== 'image') throw errors.validation(`body.brand.logoMediaId ${logo} is ${kind === 'audio' ? 'audio' : 'a video clip'}: a logo is an image`, { mediaId: logo, kind });
  }
  if (choice.musicMediaId) {
    const kind = await kindOf(choice.musicMediaId);
    if (kind !== 'audio') throw errors.validation(`body.musicMediaId ${choice.musicMediaId} is ${kind === 'image' ? 'an image' : 'a video clip'}: music is an audio item`, { mediaId: choice.musicMediaId, kind });
  }
}

/**
 * Copies one of the owner's media items from the media store into the render's scratch folder
 * (ffmpeg reads it there): the local file's name, or undefined when the item or its object is
 * gone (deleted with its owner, say).
 */
export async function fetchMedia(db: DbOrTrx, store: MediaStore, owner: string, id: string, dir: string): Promise<{ row: MediaRow; file: string } | undefined> {
  const row = await mediaRepository(db).get(owner, id);
  if (!row) return undefined;
  const stored = await store.get(row.storageKey);
  if (!stored) return undefined;
  const file = `media-${id}${path.extname(row.storageKey)}`;
  await pipeline(stored.stream, createWriteStream(path.join(dir, file)));
  return { row, file };
}
