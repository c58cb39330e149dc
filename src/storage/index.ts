import type { Config } from '../config.js';
import { fileMediaStore } from './file.js';
import type { MediaStore } from './store.js';

export type { MediaStore } from './store.js';

/** The media store of this process, by STORAGE_BACKEND (the S3 client is loaded only when used). */
export async function createMediaStore(config: Pick<Config, 'dataDir' | 'storage'>): Promise<MediaStore> {
  if (config.storage.backend === 's3' && config.storage.s3) {
    const { s3MediaStore } = await import('./s3.js');
    return s3MediaStore(config.storage.s3);
  }
  return fileMediaStore(config.dataDir);
}
