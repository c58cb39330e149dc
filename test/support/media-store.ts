import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { MediaStore } from '../../src/storage/store.js';

const read = async (s: Readable) => Buffer.concat(await s.toArray()).toString();

/** What every MediaStore backend must do (the file backend and the s3 one run the same checks). */
export function storeConformance(store: () => MediaStore, prefix: () => string) {
  it('puts from a buffer, a stream and a file; heads and gets whole objects and byte ranges', async () => {
    const s = store();
    const p = prefix();
    const put = await s.put(`${p}a.txt`, Buffer.from('hello world'));
    expect(put.size).toBe(11);
    expect(put.etag).toMatch(/^".+"$/);
    await s.put(`${p}dir/b.mp4`, Readable.from([Buffer.from('stre'), Buffer.from('amed')]), { contentType: 'video/mp4' });
    const local = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'store-test-')), 'c.png');
    await fs.writeFile(local, 'pixels');
    await s.putFile(`${p}dir/c.png`, local);
    expect(await fs.readFile(local, 'utf8')).toBe('pixels');
    await s.putFile(`${p}dir/d.png`, local, { move: true });
    await expect(fs.access(local)).rejects.toThrow();

    const head = await s.head(`${p}a.txt`);
    expect(head).toMatchObject({ size: 11, etag: put.etag });
    expect((await s.head(`${p}dir/b.mp4`))?.contentType).toBe('video/mp4');
    expect((await s.head(`${p}dir/c.png`))?.contentType).toBe('image/png');
    expect(await s.head(`${p}nothing.txt`)).toBeUndefined();
    expect(await s.get(`${p}nothing.txt`)).toBeUndefined();

    const whole = (await s.get(`${p}a.txt`))!;
    expect(whole.size).toBe(11);
    expect(await read(whole.stream)).toBe('hello world');
    const part = (await s.get(`${p}a.txt`, { start: 6, end: 10 }))!;
    expect(part.size).toBe(11);
    expect(await text(part.stream)).toBe('world');
    expect(await read((await s.get(`${p}dir/b.mp4`))!.stream)).toBe('streamed');
    expect(await read((await s.get(`${p}dir/d.png`))!.stream)).toBe('pixels');
  });

  it('lists, deletes one object and everything under a prefix; a missing object is no error', async () => {
    const s = store();
    const p = prefix();
    for (const k of ['x/1.png', 'x/y/2.png', 'z/3.png']) await s.put(`${p}${k}`, Buffer.from(k));
    const listed = async (q: string) => {
      const keys: string[] = [];
      for await (const o of s.list(q)) keys.push(o.key);
      return keys.sort();
    };
    expect(await listed(`${p}`)).toEqual([`${p}x/1.png`, `${p}x/y/2.png`, `${p}z/3.png`]);
    await s.delete(`${p}x/1.png`);
    await s.delete(`${p}x/1.png`);
    expect(await listed(`${p}`)).toEqual([`${p}x/y/2.png`, `${p}z/3.png`]);
    await s.deletePrefix(`${p}x/`);
    await s.deletePrefix(`${p}nothing/`);
    expect(await listed(`${p}`)).toEqual([`${p}z/3.png`]);
  });

  it('refuses keys outside the media folders', async () => {
    const s = store();
    for (const bad of ['../etc/passwd', 'images/../postgres/x', 'postgres/PG_VERSION', 'images//a.png', '/images/a.png']) {
      await expect(s.put(bad, Buffer.from('x'))).rejects.toThrow(/not a media/);
    }
    await expect(s.deletePrefix('images')).rejects.toThrow(/not a media/);
  });
}
