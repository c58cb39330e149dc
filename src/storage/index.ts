import type { Config } from '../config.js';
import { fileMediaStore } from './file.js';
import { s3MediaStore } from './s3.js';
import type { MediaStore } from './store.js';

export type { MediaStore, StoredObject, ByteRange } from './store.js';
export { mediaKey, imageKey } from './store.js';

/** The media store of this process, by STORAGE_BACKEND. */
export function createMediaStore(config: Pick<Config, 'dataDir' | 'storage'>): MediaStore {
  return config.storage.backend === 's3' && config.storage.s3 ? s3MediaStore(config.storage.s3) : fileMediaStore(config.dataDir);
}
