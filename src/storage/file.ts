import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkKey, contentTypeOf, type ByteRange, type MediaStore, type StoredObject } from './store.js';

/**
 * The `file` backend: key `images/a.png` is DATA_DIR/images/a.png and `media/x/y.mp4` is
 * DATA_DIR/media/x/y.mp4 (where they always were). Writes go to a temporary file beside the
 * target and are renamed into place, so a reader never sees half a file.
 */
export function fileMediaStore(dataDir: string): MediaStore {
  const root = path.resolve(dataDir);
  const file = (key: string, prefix = false) => {
    const full = path.resolve(root, checkKey(key, prefix));
    if (!full.startsWith(root + path.sep)) throw new Error(`media key escapes DATA_DIR: ${key}`);
    return full;
  };
  const describe = (key: string, st: { size: number; mtimeMs: number; ino: number }): StoredObject => ({
    size: st.size,
    etag: `"${st.size.toString(16)}-${Math.floor(st.mtimeMs * 1000).toString(16)}-${st.ino.toString(16)}"`,
    contentType: contentTypeOf(key),
  });
  const temp = (full: string) => `${full}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}.tmp`;
  const stat = async (full: string) => {
    try {
      const st = await fs.stat(full);
      return st.isFile() ? st : undefined;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
      throw err;
    }
  };
  /** writes through a temporary file, then renames it into place */
  const place = async (key: string, write: (tmp: string) => Promise<void>): Promise<StoredObject> => {
    const full = file(key);
    await fs.mkdir(path.dirname(full), { recursive: true });
    const tmp = temp(full);
    try {
      await write(tmp);
      await fs.rename(tmp, full);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
    return describe(key, await fs.stat(full));
  };

  return {
    backend: 'file',
    async put(key, body) {
      return place(key, (tmp) => (Buffer.isBuffer(body) ? fs.writeFile(tmp, body) : pipeline(body, createWriteStream(tmp))));
    },
    async putFile(key, localFile, opts) {
      if (opts?.move) {
        const full = file(key);
        await fs.mkdir(path.dirname(full), { recursive: true });
        try {
          // on one disk this is atomic: a reader never sees half a file
          await fs.rename(localFile, full);
          return describe(key, await fs.stat(full));
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        }
        const stored = await place(key, (tmp) => fs.copyFile(localFile, tmp));
        await fs.rm(localFile, { force: true });
        return stored;
      }
      return place(key, (tmp) => fs.copyFile(localFile, tmp));
    },
    async head(key) {
      const st = await stat(file(key));
      return st && describe(key, st);
    },
    async get(key, range?: ByteRange) {
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file(key), 'r');
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return undefined;
        throw err;
      }
      const st = await handle.stat();
      if (!st.isFile()) {
        await handle.close();
        return undefined;
      }
      // the open handle keeps the bytes readable even if the file is replaced or removed meanwhile
      const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      return { ...describe(key, st), stream };
    },
    async delete(key) {
      const full = file(key);
      await fs.rm(full, { force: true });
      // folders left empty go too (an object store has no folders), up to images/ or media/
      const top = path.join(root, key.split('/')[0]!);
      for (let dir = path.dirname(full); dir.startsWith(top + path.sep); dir = path.dirname(dir)) {
        try {
          await fs.rmdir(dir);
        } catch {
          break;
        }
      }
    },
    async deletePrefix(prefix) {
      await fs.rm(file(prefix, true), { recursive: true, force: true });
    },
    list(prefix) {
      const dir = file(prefix, true);
      return (async function* () {
        let names: string[];
        try {
          names = (await fs.readdir(dir, { recursive: true })) as string[];
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw err;
        }
        for (const name of names) {
          if (name.endsWith('.tmp')) continue;
          const st = await stat(path.join(dir, name));
          if (st) yield { key: prefix + name.split(path.sep).join('/'), size: st.size };
        }
      })();
    },
  };
}
