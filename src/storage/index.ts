import type { Config } from '../config.js';
import { fileMediaStore } from './file.js';
import type { MediaStore } from './store.js';

export type { MediaStore, StoredObject, ByteRange } from './store.js';
export { mediaKey, imageKey } from './store.js';

/** The media store of this process, by STORAGE_BACKEND. */
export function createMediaStore(config: Pick<Config, 'dataDir'>): MediaStore {
  return fileMediaStore(config.dataDir);
}
