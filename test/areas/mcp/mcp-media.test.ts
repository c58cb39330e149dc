import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRepository } from '../../../src/jobs/repository.js';
import { toneWav } from '../../support/audio.js';
import { bearer, startMcpApp, structured, toolError, type McpTestApp } from '../../support/mcp.js';
import { fakeLookup } from '../../support/sites.js';
import { makeImage } from '../../support/uploads.js';
import { videoChain } from '../../support/video.js';

// MCP: add_media_from_url fetches a file the owner names through the site analysis's fetcher
// (the address rule on: only media.example.test, resolved to a public address the network seam
// routes to this file's loopback server, is reachable) and keeps it as POST /v1/media would;
// start_broll takes the owner's media for its scenes and music.

const PUBLIC = '93.184.216.34';
const MAX_BYTES = 256 * 1024;
let m: McpTestApp;
let server: http.Server;
let port: number;
let png: Buffer;
/** what /endless.png (64 MiB, no Content-Length) had written when its client went away */
const endless = { sent: 0, closed: false };
const ENDLESS_BYTES = 64 * 1024 * 1024;

beforeAll(async () => {
  png = await makeImage.png(96, 64);
  const tone = toneWav(2, { rate: 22_050, hz: 440 });
  server = http.createServer((req, res) => {
    const p = new URL(req.url ?? '/', 'http://x').pathname;
    if (p === '/team.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (p === '/tone.wav') return res.writeHead(200, { 'content-type': 'audio/wav' }).end(tone);
    if (p === '/notes.png') return res.writeHead(200, { 'content-type': 'image/png' }).end('These are my meeting notes, not a picture.\n'.repeat(20));
    if (p === '/declared-huge.png') return res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(MAX_BYTES * 4) }).end(png);
    if (p === '/endless.png') {
      // no Content-Length: only counting the body as it streams can stop it
      res.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(16 * 1024, 0x41);
      const pump = () => {
        let ok = true;
        while (ok && !endless.closed && endless.sent < ENDLESS_BYTES) {
          ok = res.write(chunk);
          endless.sent += chunk.length;
        }
        if (endless.sent >= ENDLESS_BYTES) res.end();
        else if (!endless.closed) res.once('drain', pump);
      };
      res.on('close', () => (endless.closed = true));
      return pump();
    }
    if (p === '/to-loopback') return res.writeHead(302, { location: `http://127.0.0.1:${port}/team.png` }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  m = await startMcpApp({
    config: { generationProvider: 'local', siteFetchAllowPrivate: false, mediaMaxBytes: MAX_BYTES, brollFps: 5, brollScale: 0.25 },
    deps: {
      siteFetch: {
        lookup: fakeLookup({ 'media.example.test': [PUBLIC], 'intranet.example.test': ['10.0.0.7'] }),
        route: (address) => (address === PUBLIC ? '127.0.0.1' : address),
      },
    },
  });
}, 60_000);
afterAll(async () => {
  await m?.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const at = (file: string) => `http://media.example.test:${port}${file}`;
const listed = async (headers: Record<string, string>) => {
  const res = await m.t.app.inject({ method: 'GET', url: '/v1/media?limit=100', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().media as Array<{ id: string; kind: string }>;
};
/** what the staging folder holds: a refused import leaves nothing there */
const staged = async () => (await fs.readdir(path.join(m.t.config.dataDir, 'uploads', 'staging')).catch(() => [] as string[])).filter((n) => n.startsWith('import-'));

describe('MCP: add_media_from_url', () => {
  it("fetches an image from the owner's URL into their library, as an upload; another owner never sees it", async () => {
    const client = await m.connect(bearer(m.alice.apiKey));
    const result = await client.callTool({ name: 'add_media_from_url', arguments: { url: at('/team.png') } });
    expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
    const item = structured(result);
    expect(item).toMatchObject({ id: expect.any(String), kind: 'image', contentType: 'image/png', width: 96, height: 64 });
    // the address it came from is its sourceUrl (a site's logo is found by it)
    expect(item.sourceUrl).toBe(new URL(at('/team.png')).href);
    expect((await listed(m.alice.headers)).map((i) => i.id)).toContain(item.id);
    expect((await listed(m.bob.headers)).map((i) => i.id)).not.toContain(item.id);
    // the stored file is the image (re-encoded from its pixels, as an upload's)
    const content = await m.t.app.inject({ method: 'GET', url: `/v1/media/${item.id}/content`, headers: m.alice.headers });
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await m.t.app.inject({ method: 'GET', url: `/v1/media/${item.id}`, headers: m.bob.headers })).statusCode).toBe(404);
  });

  it('refuses loopback and private addresses, by name, literally or by a redirect, as the site analysis does; nothing is stored', async () => {
    const client = await m.connect(bearer(m.alice.apiKey));
    const before = await listed(m.alice.headers);
    const cases: Array<[string, RegExp]> = [
      [`http://127.0.0.1:${port}/team.png`, /127\.0\.0\.1 is a loopback address; only public addresses are fetched/],
      [`http://intranet.example.test:${port}/team.png`, /intranet\.example\.test resolves to a private network address/],
      [at('/to-loopback'), /redirects to http:\/\/127\.0\.0\.1:\d+\/team\.png, which is refused/],
      ['http://169.254.169.254/latest/meta-data/', /cloud metadata address/],
    ];
    for (const [url, message] of cases) {
      const body = toolError(await client.callTool({ name: 'add_media_from_url', arguments: { url } }), 400, 'validation_failed') as { message: string; details: { cause: string } };
      expect(body.message, url).toMatch(message);
      expect(body.details.cause, url).toBe('refused_address');
      expect(body.message).not.toContain('10.0.0.7');
    }
    const scheme = toolError(await client.callTool({ name: 'add_media_from_url', arguments: { url: 'file:///etc/passwd' } }), 400, 'validation_failed');
    expect(scheme.message).toEqual(['body.url: only http and https URLs are fetched (got "file:")']);
    expect(await listed(m.alice.headers)).toEqual(before);
    expect(await staged()).toEqual([]);
  });

  it('refuses a body over MEDIA_MAX_BYTES, declared or counted while it streams (413), and a text file served as image/png (400); nothing is stored', async () => {
    const client = await m.connect(bearer(m.alice.apiKey));
    const before = await listed(m.alice.headers);
    for (const file of ['/declared-huge.png', '/endless.png']) {
      const body = toolError(await client.callTool({ name: 'add_media_from_url', arguments: { url: at(file) } }), 413, 'payload_too_large');
      expect(body.message).toBe(`The file at ${at(file)} is larger than the ${MAX_BYTES} bytes accepted (MEDIA_MAX_BYTES)`);
    }
    // the streaming body was cut off near the limit (socket buffers aside), not read to its 64 MiB end
    expect(endless.closed).toBe(true);
    expect(endless.sent).toBeLessThan(ENDLESS_BYTES / 4);
    const text = toolError(await client.callTool({ name: 'add_media_from_url', arguments: { url: at('/notes.png') } }), 400, 'validation_failed');
    expect(text.message).toEqual(['body.file must be a png, jpeg or webp image, an mp4, mov or webm clip, or mp3, wav or m4a audio; its bytes are not a recognised file type']);
    expect(await listed(m.alice.headers)).toEqual(before);
    expect(await staged()).toEqual([]);
  });
});

describe('MCP: start_broll with the owner media', () => {
  it("passes scenes, music, target length and brand through to the job; another owner's media id answers 404", async () => {
    const client = await m.connect(bearer(m.alice.apiKey));
    const image = structured(await client.callTool({ name: 'add_media_from_url', arguments: { url: at('/team.png') } }));
    const music = structured(await client.callTool({ name: 'add_media_from_url', arguments: { url: at('/tone.wav') } }));
    expect(music).toMatchObject({ kind: 'audio', contentType: 'audio/wav' });
    const theirs = structured(await (await m.connect(bearer(m.bob.apiKey))).callTool({ name: 'add_media_from_url', arguments: { url: at('/team.png') } }));
    const short = await videoChain(m.t).short(m.alice, { validated: true });
    expect(short.status).toBe('completed');

    const refused = toolError(await client.callTool({ name: 'start_broll', arguments: { shortId: short.id, scenes: [{ index: 0, mediaId: theirs.id }] } }), 404, 'not_found');
    expect(refused.message).toContain(theirs.id);
    toolError(await client.callTool({ name: 'start_broll', arguments: { shortId: short.id, musicMediaId: theirs.id } }), 404, 'not_found');
    toolError(await client.callTool({ name: 'start_broll', arguments: { shortId: short.id, musicMediaId: image.id } }), 400, 'validation_failed');

    const args = { shortId: short.id, scenes: [{ index: 0, mediaId: image.id }], musicMediaId: music.id, targetSeconds: 20, brand: { colors: { accent: '#ff6b00' }, logoMediaId: image.id } };
    const started = await client.callTool({ name: 'start_broll', arguments: args });
    expect(started.isError, JSON.stringify(started.content)).toBeFalsy();
    const job = structured(started);
    expect(job).toMatchObject({ sourceShortId: short.id, mediaScenes: args.scenes, musicMediaId: music.id, targetSeconds: 20, brand: args.brand });
    const row = (await jobRepository(m.t.db).get(m.alice.ownerId, 'broll', job.id as string))!;
    expect(row.input).toMatchObject({ mediaScenes: args.scenes, musicMediaId: music.id, targetSeconds: 20, brand: args.brand });
    // its media are in use while it runs; the render is not what this test is about
    expect((await m.t.app.inject({ method: 'DELETE', url: `/v1/media/${music.id}`, headers: m.alice.headers })).statusCode).toBe(409);
    expect((await client.callTool({ name: 'cancel_job', arguments: { id: job.id } })).isError).toBeFalsy();
  });
});
