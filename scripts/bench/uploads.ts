import { createReadStream, openAsBlob } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import sharp from 'sharp';
import { imageDirs } from '../../src/areas/posts/images.js';
import { fmt, percentile, type BenchSection } from './context.js';

/** Pseudo-random pixels: the encoded image stays about as large as its pixels (like a photo). */
function noise(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

async function uploadOnce(url: string, headers: Record<string, string>, bytes: Blob, name: string) {
  const form = new FormData();
  form.append('image', bytes, name);
  const started = performance.now();
  const res = await fetch(url, { method: 'PATCH', headers, body: form });
  const body = (await res.json()) as { imageUrl?: string };
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, imageUrl: body.imageUrl! };
}

/** Runs `total` uploads, `concurrency` at a time; answers the latencies. */
async function uploads(url: string, headers: Record<string, string>, bytes: Blob, name: string, total: number, concurrency: number) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        times.push((await uploadOnce(url, headers, bytes, name)).ms);
      }
    }),
  );
  return { times, seconds: (performance.now() - started) / 1000 };
}

const mb = (n: number) => n / 1024 / 1024;

/** PATCH /v1/posts/{id}/upload-image (stream, sniff, decode, store) and GET /media/images/{name}. */
export const uploadsSection: BenchSection = {
  name: 'uploads',
  title: 'image upload (1 MiB and ~9 MiB, sequential and 8 at a time), server RSS during big uploads, image GET',
  async run(ctx) {
    const owner = await ctx.owner();
    const post = (await (await fetch(`${ctx.baseUrl}/v1/posts`, { method: 'POST', headers: { ...owner.headers, 'content-type': 'application/json' }, body: JSON.stringify({ content: 'bench' }) })).json()) as { id: string };
    const url = `${ctx.baseUrl}/v1/posts/${post.id}/upload-image`;
    // file-backed blobs: the client side of the bench holds no image bytes in memory
    const smallFile = path.join(ctx.config.dataDir, 'bench-small.jpg');
    const bigFile = path.join(ctx.config.dataDir, 'bench-big.png');
    await noise(1024, 1024).jpeg({ quality: 95 }).toFile(smallFile);
    await noise(1800, 1800).png({ compressionLevel: 0 }).toFile(bigFile);
    const small = await openAsBlob(smallFile);
    const big = await openAsBlob(bigFile);
    if (big.size > ctx.config.uploadMaxBytes) throw new Error('the big image is over UPLOAD_MAX_BYTES');

    await uploads(url, owner.headers, small, 'warm.jpg', 5, 1);
    for (const [label, bytes, name, total] of [
      [`${fmt(mb(small.size), 2)} MiB JPEG`, small, 'a.jpg', 40],
      [`${fmt(mb(big.size), 2)} MiB PNG`, big, 'b.png', 12],
    ] as const) {
      for (const concurrency of [1, 8]) {
        const { times, seconds } = await uploads(url, owner.headers, bytes, name, total, concurrency);
        console.log(`${label}, ${concurrency} at a time: p50 ${fmt(percentile(times, 50), 0)} ms, p99 ${fmt(percentile(times, 99), 0)} ms, ` + `${fmt(total / seconds, 1)} uploads/s, ${fmt((mb(bytes.size) * total) / seconds, 1)} MiB/s`);
      }
    }

    // memory: 16 big uploads, 8 at a time; the body is streamed to disk, so RSS should not grow by the bytes received
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    await uploads(url, owner.headers, big, 'c.png', 16, 8);
    clearInterval(timer);
    console.log(`RSS during 16 × ${fmt(mb(big.size), 1)} MiB uploads (8 at a time, ${fmt(mb(big.size) * 16, 0)} MiB in total): ` + `+${fmt(mb(peak - before), 0)} MiB peak (decoding holds pixels while checking; the bodies go to disk)`);

    await worstCaseMemory(url, owner.headers, ctx.config);

    // the refusal of a decompression bomb costs a header read, not a decode
    const bomb = Buffer.from(
      await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    const { crc32 } = await import('node:zlib');
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)) >>> 0, 29);
    const bombTimes: number[] = [];
    for (let i = 0; i < 20; i++) {
      const form = new FormData();
      form.append('image', new Blob([bomb]), 'bomb.png');
      const started = performance.now();
      const res = await fetch(url, { method: 'PATCH', headers: owner.headers, body: form });
      await res.arrayBuffer();
      if (res.status !== 400) throw new Error(`the bomb answered ${res.status}`);
      bombTimes.push(performance.now() - started);
    }
    console.log(`decompression bomb (100000×100000 declared, ${bomb.length} bytes) refused: p50 ${fmt(percentile(bombTimes, 50), 1)} ms`);

    const { imageUrl } = await uploadOnce(url, owner.headers, small, 'served.jpg');
    const stored = path.join(imageDirs(ctx.config.dataDir).images, path.basename(imageUrl));
    const bare = Fastify({ logger: false });
    bare.get('/bare', (_req, reply) => reply.type('image/jpeg').send(createReadStream(stored)));
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    try {
      const serve = async (target: string) => {
        const result = await autocannon({ url: target, connections: 10, duration: 5 });
        if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx answers from ${target}`);
        return result;
      };
      const full = await serve(`${ctx.baseUrl}${imageUrl}`);
      const base = await serve(`${bareUrl}/bare`);
      console.log(`GET ${fmt(mb(small.size), 2)} MiB image: ${fmt(full.requests.average, 0)} req/s, p50 ${full.latency.p50} ms, p99 ${full.latency.p99} ms`);
      console.log(`bare Fastify route streaming the same file: ${fmt(base.requests.average, 0)} req/s; ratio ${fmt(full.requests.average / base.requests.average, 2)}`);
    } finally {
      await bare.close();
    }
  },
};

/**
 * Peak server RSS while 4 worst-case uploads arrive at once: images at the pixel limit
 * (IMAGE_MAX_PIXELS) that are small on the wire, so each is decoded and re-encoded in full,
 * at most IMAGE_DECODE_CONCURRENCY at a time. Also the 10000×10000 PNG (refused from its header).
 */
async function worstCaseMemory(url: string, headers: Record<string, string>, config: { imageMaxPixels: number; imageDecodeConcurrency: number }) {
  const side = Math.floor(Math.sqrt(config.imageMaxPixels / 1.5));
  const [w, h] = [Math.floor(side * 1.5), side];
  const background = { r: 30, g: 140, b: 200 };
  const files: Array<[string, Blob, string]> = [
    [
      'PNG',
      new Blob([
        await sharp({ create: { width: w, height: h, channels: 4, background: { ...background, alpha: 0.5 } } })
          .png()
          .toBuffer(),
      ]),
      'w.png',
    ],
    [
      'JPEG',
      new Blob([
        await sharp({ create: { width: w, height: h, channels: 3, background } })
          .jpeg()
          .toBuffer(),
      ]),
      'w.jpg',
    ],
    [
      'WebP',
      new Blob([
        await sharp({ create: { width: w, height: h, channels: 4, background: { ...background, alpha: 0.5 } } })
          .webp()
          .toBuffer(),
      ]),
      'w.webp',
    ],
    [
      '10000×10000 PNG (refused)',
      new Blob([
        await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background } })
          .png()
          .toBuffer(),
      ]),
      'huge.png',
    ],
  ];
  for (const [label, bytes, name] of files) {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const form = new FormData();
        form.append('image', bytes, name);
        const res = await fetch(url, { method: 'PATCH', headers, body: form });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const ms = performance.now() - started;
    clearInterval(timer);
    console.log(
      `4 concurrent ${label} uploads (${w}×${h} unless said, ${fmt(bytes.size / 1024, 0)} KiB each, ${config.imageDecodeConcurrency} decodes at a time): ` +
        `answers ${[...new Set(statuses)].join(',')}, ${fmt(ms, 0)} ms, server RSS peak ${fmt(mb(peak), 0)} MiB (+${fmt(mb(peak - before), 0)} MiB)`,
    );
  }
}
