import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Generated media live under DATA_DIR/media; rows store paths relative to it (never
 * absolute), so a data directory can move.
 */
export function mediaPath(dataDir: string, relative: string): string {
  const root = path.join(dataDir, 'media');
  const full = path.resolve(root, relative);
  if (!full.startsWith(root + path.sep)) throw new Error(`media path escapes the media directory: ${relative}`);
  return full;
}

/** Writes a file so that readers never see half of it (temporary file, then rename). */
export async function writeMedia(dataDir: string, relative: string, data: Buffer): Promise<string> {
  const full = mediaPath(dataDir, relative);
  await fs.mkdir(path.dirname(full), { recursive: true });
  const tmp = `${full}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, full);
  return full;
}

/** Removes a media file or folder; a missing one is not an error. */
export async function removeMedia(dataDir: string, relative: string): Promise<void> {
  await fs.rm(mediaPath(dataDir, relative), { recursive: true, force: true });
}
