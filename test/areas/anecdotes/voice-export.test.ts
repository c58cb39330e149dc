import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EspeakSpeechProvider } from '../../../src/generation/speech/espeak.js';
import { SpeechError, SpeechService, type SpeechProvider } from '../../../src/generation/speech/index.js';
import { mp3Info, readZip, unzipCheck, type ZipEntry } from '../../support/audio.js';
import { createTestApp, type TestApp, type TestOwner } from '../../support/app.js';
import { expectError } from '../../support/http.js';

const URL_PATH = '/v1/anecdotes/export/voice';

/** espeak-ng, except that any text containing FAIL-ME fails the way a voice can. */
class FlakyProvider implements SpeechProvider {
  private readonly inner = new EspeakSpeechProvider();
  readonly name = this.inner.name;
  readonly version = this.inner.version;
  readonly format = this.inner.format;
  readonly voices = this.inner.voices;
  synthesize(input: Parameters<SpeechProvider['synthesize']>[0], signal?: AbortSignal) {
    if (input.text.includes('FAIL-ME')) return Promise.reject(new SpeechError('the voice could not speak this text'));
    if (input.text.includes('CRASH-ME')) return Promise.reject(new Error('/internal/path exploded'));
    return this.inner.synthesize(input, signal);
  }
}

let t: TestApp;
let speech: SpeechService;
let dir: string;
let alice: TestOwner;
let bob: TestOwner;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-voice-'));
  speech = new SpeechService(new FlakyProvider(), path.join(dir, 'speech-cache'));
  t = await createTestApp({ dataDir: dir }, { speech });
  alice = await t.owner();
  bob = await t.owner();
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const create = async (owner: TestOwner, title: string, content: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: owner.headers, payload: { title, content } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; title: string };
};

async function exportOf(owner: TestOwner) {
  const res = await t.app.inject({ method: 'GET', url: URL_PATH, headers: owner.headers });
  expect(res.statusCode, res.body).toBe(200);
  const entries = await readZip(res.rawPayload);
  const manifestEntry = entries.find((e) => e.name === 'manifest.json');
  expect(manifestEntry).toBeDefined();
  return { res, entries, manifest: JSON.parse(manifestEntry!.data.toString('utf8')), byName: new Map(entries.map((e) => [e.name, e] as [string, ZipEntry])) };
}

const SHORT_EN = 'I almost quit the day before we signed our first client.';
const LONG_EN =
  'I almost quit the day before we signed our first client. We had spent six months building a product nobody asked for, ' +
  'and the bank account was nearly empty. That evening my co-founder called and told me to sleep on it. ' +
  'The next morning the client signed, and that contract paid for the whole next year of the company.';
const FRENCH = "J'ai failli abandonner la veille de la signature de notre premier client. Nous avions passé six mois à construire " + 'un produit que personne ne demandait, et le compte en banque était presque vide.';

describe('GET /v1/voices', () => {
  it("lists the provider's voices with their languages, filtered by language; a bad language answers 400", async () => {
    const all = await t.app.inject({ method: 'GET', url: '/v1/voices', headers: alice.headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().provider).toBe('espeak');
    expect(all.json().voices).toContainEqual({ name: 'espeak-pl', provider: 'espeak', languages: ['pl'] });
    const pl = await t.app.inject({ method: 'GET', url: '/v1/voices?language=pl', headers: alice.headers });
    expect(pl.json()).toEqual({ provider: 'espeak', voices: [{ name: 'espeak-pl', provider: 'espeak', languages: ['pl'] }] });
    expect((await t.app.inject({ method: 'GET', url: '/v1/voices?language=tl', headers: alice.headers })).json().voices).toEqual([]);
    expectError(await t.app.inject({ method: 'GET', url: '/v1/voices?language=POL', headers: alice.headers }), 400, 'validation_failed');
    expectError(await t.app.inject({ method: 'GET', url: '/v1/voices' }), 401, 'unauthorized');
  });
});

describe('GET /v1/anecdotes/export/voice with a voice and a rate', () => {
  const POLISH = 'Mój pierwszy klient podpisał umowę dzień po tym, jak prawie zrezygnowałem, bo nie wierzyłem w ten projekt.';

  it("a Polish anecdote is read by the Polish voice; a named voice reads all, with a warning where it is not the language's own; a faster rate is shorter", async () => {
    const owner = await t.owner();
    await create(owner, 'Pierwszy klient', POLISH);
    await create(owner, 'The client who stayed', SHORT_EN);
    const plain = await exportOf(owner);
    expect(plain.manifest.anecdotes.map((e: { language: string; voice: string; warning?: string }) => [e.language, e.voice, e.warning])).toEqual([
      ['pl', 'espeak-pl', undefined],
      ['en', 'espeak-en-us', undefined],
    ]);
    const res = await t.app.inject({ method: 'GET', url: `${URL_PATH}?voice=espeak-en-us&rate=1.5`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const manifest = JSON.parse((await readZip(res.rawPayload)).find((e) => e.name === 'manifest.json')!.data.toString('utf8'));
    expect(manifest.anecdotes[0]).toMatchObject({ language: 'pl', voice: 'espeak-en-us', warning: 'the voice espeak-en-us speaks English (en), not Polish (pl): it reads the Polish (pl) text as asked' });
    expect(manifest.anecdotes[1]).toMatchObject({ language: 'en', voice: 'espeak-en-us' });
    expect(manifest.anecdotes[1].warning).toBeUndefined();
    expect(manifest.anecdotes[1].durationSeconds).toBeLessThan(plain.manifest.anecdotes[1].durationSeconds * 0.8);
  });

  it('an unknown voice or a rate outside 0.5 to 2 answers 400 in the error shape', async () => {
    const unknown = expectError(await t.app.inject({ method: 'GET', url: `${URL_PATH}?voice=nobody`, headers: alice.headers }), 400, 'validation_failed');
    expect(unknown.message).toMatch(/voice "nobody" is not a voice of this server/);
    for (const q of ['rate=3', 'rate=0.1', 'rate=fast', 'voice=a%20b']) expectError(await t.app.inject({ method: 'GET', url: `${URL_PATH}?${q}`, headers: alice.headers }), 400, 'validation_failed');
  });
});

describe('GET /v1/anecdotes/export/voice', () => {
  it('answers 401 without a key, with the rate-limit headers and x-request-id', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL_PATH });
    expectError(res, 401, 'unauthorized');
    for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) expect(res.headers[h]).toMatch(/^\d+$/);
  });

  it("exports only the owner's anecdotes as MP3s plus a manifest, in a ZIP that unzip accepts", async () => {
    const owner = await t.owner();
    const a = await create(owner, 'First client', SHORT_EN);
    const b = await create(owner, 'Premier client à Paris', FRENCH);
    const c = await create(owner, 'The long night', LONG_EN);
    const other = await create(bob, 'Bob secret', 'Bob keeps this story to himself and nobody else should ever hear it.');
    const before = { ...speech.stats };

    const { res, entries, manifest, byName } = await exportOf(owner);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.zip"$/);
    expect(res.headers['x-request-id']).toBeTruthy();
    for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) expect(res.headers[h]).toMatch(/^\d+$/);

    const { test, list } = await unzipCheck(res.rawPayload);
    expect(test).toMatch(/No errors detected/);
    for (const name of ['001-first-client.mp3', '002-premier-client-a-paris.mp3', '003-the-long-night.mp3', 'manifest.json']) expect(list).toContain(name);

    expect(entries.map((e) => e.name)).toEqual(['001-first-client.mp3', '002-premier-client-a-paris.mp3', '003-the-long-night.mp3', 'manifest.json']);
    expect(manifest).toMatchObject({ format: { mimeType: 'audio/mpeg', extension: 'mp3' }, voice: 'espeak', count: 3, failed: 0 });
    expect(manifest.anecdotes).toEqual([
      { id: a.id, title: 'First client', file: '001-first-client.mp3', durationSeconds: expect.any(Number), language: 'en', voice: 'espeak-en-us' },
      { id: b.id, title: 'Premier client à Paris', file: '002-premier-client-a-paris.mp3', durationSeconds: expect.any(Number), language: 'fr', voice: 'espeak-fr' },
      { id: c.id, title: 'The long night', file: '003-the-long-night.mp3', durationSeconds: expect.any(Number), language: 'en', voice: 'espeak-en-us' },
    ]);
    // each file decodes as MPEG audio whose duration matches the manifest and grows with the text
    const durations = manifest.anecdotes.map((e: { file: string; durationSeconds: number }) => {
      const info = mp3Info(byName.get(e.file)!.data);
      expect(info.sampleRate).toBe(22050);
      expect(Math.abs(info.durationSeconds - e.durationSeconds)).toBeLessThan(0.2);
      return info.durationSeconds;
    });
    expect(durations[0]).toBeGreaterThan(1);
    expect(durations[2]).toBeGreaterThan(durations[0] * 3);
    // nothing of another owner's
    const all = Buffer.concat(entries.map((e) => e.data)).toString('latin1');
    expect(all).not.toContain(other.id);
    expect(all).not.toContain('Bob secret');
    expect(speech.stats.synthesized - before.synthesized).toBe(3);
  });

  it('a second export of unchanged anecdotes synthesizes nothing; an edited one is spoken again', async () => {
    const owner = await t.owner();
    const a = await create(owner, 'Cached one', `${SHORT_EN} Cached variant.`);
    await create(owner, 'Cached two', `${FRENCH} Variante.`);
    const s0 = { ...speech.stats };
    const first = await exportOf(owner);
    expect(speech.stats.synthesized - s0.synthesized).toBe(2);

    const s1 = { ...speech.stats };
    const second = await exportOf(owner);
    expect(speech.stats.synthesized - s1.synthesized).toBe(0);
    expect(speech.stats.cacheHits - s1.cacheHits).toBe(2);
    for (const e of first.entries.filter((x) => x.name.endsWith('.mp3'))) expect(second.byName.get(e.name)!.data.equals(e.data)).toBe(true);

    await t.app.inject({ method: 'PATCH', url: `/v1/anecdotes/${a.id}`, headers: owner.headers, payload: { content: `${SHORT_EN} Edited.` } });
    const s2 = { ...speech.stats };
    await exportOf(owner);
    expect(speech.stats.synthesized - s2.synthesized).toBe(1);
    expect(speech.stats.cacheHits - s2.cacheHits).toBe(1);
  });

  it('an owner without anecdotes gets a valid archive holding only the manifest', async () => {
    const owner = await t.owner();
    const { res, entries, manifest } = await exportOf(owner);
    expect(entries.map((e) => e.name)).toEqual(['manifest.json']);
    expect(manifest).toMatchObject({ count: 0, failed: 0, anecdotes: [] });
    expect((await unzipCheck(res.rawPayload)).test).toMatch(/No errors detected/);
  });

  it('an anecdote that fails to synthesize is listed with its error and the archive stays whole', async () => {
    const owner = await t.owner();
    await create(owner, 'Fine before', SHORT_EN);
    const bad = await create(owner, 'Broken', 'This one says FAIL-ME and the voice gives up.');
    const crash = await create(owner, 'Crashing', 'This one says CRASH-ME and something unexpected breaks.');
    await create(owner, 'Fine after', `${SHORT_EN} After.`);
    const { res, entries, manifest } = await exportOf(owner);
    expect((await unzipCheck(res.rawPayload)).test).toMatch(/No errors detected/);
    expect(entries.map((e) => e.name)).toEqual(['001-fine-before.mp3', '004-fine-after.mp3', 'manifest.json']);
    expect(manifest).toMatchObject({ count: 4, failed: 2 });
    expect(manifest.anecdotes[1]).toEqual({ id: bad.id, title: 'Broken', file: null, durationSeconds: null, language: 'en', voice: 'espeak-en-us', error: 'the voice could not speak this text' });
    // an unexpected failure is reported without its internals
    expect(manifest.anecdotes[2]).toMatchObject({ id: crash.id, file: null, error: 'speech synthesis failed' });
  });

  it('a key without the read scope gets 403 forbidden, with the rate-limit headers, and nothing is spoken', async () => {
    const writer = await t.owner(['write']);
    const before = { ...speech.stats };
    const res = await t.app.inject({ method: 'GET', url: URL_PATH, headers: writer.headers });
    expectError(res, 403, 'forbidden');
    expect(res.headers['x-ratelimit-limit']).toBeDefined();
    expect(res.headers['x-ratelimit-remaining']).toBeDefined();
    expect(res.headers['x-ratelimit-reset']).toBeDefined();
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(speech.stats).toEqual(before);
  });

  it('a read-only key may export (it is a GET)', async () => {
    const reader = await t.owner(['read']);
    await create(alice, 'Not readers', 'Belongs to alice, never to the reader.');
    const { manifest } = await exportOf(reader);
    expect(manifest.count).toBe(0);
  });

  it('HEAD answers the headers without synthesizing anything', async () => {
    const owner = await t.owner();
    await create(owner, 'Head only', `${SHORT_EN} Head.`);
    const before = speech.stats.synthesized + speech.stats.inFlight;
    const res = await t.app.inject({ method: 'HEAD', url: URL_PATH, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(speech.stats.synthesized + speech.stats.inFlight).toBe(before);
  });
});

describe('streaming over real HTTP', () => {
  let base: string;
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const story = (i: number) => `Story number ${i} of the streaming test. ${LONG_EN} We told the story ${i} times to new hires, and each time it changed a little.`;

  /** Starts an export; resolves at the first body bytes with the response and the request (to abort it). */
  function startExport(owner: TestOwner) {
    return new Promise<{ res: http.IncomingMessage; req: http.ClientRequest; first: Buffer }>((resolve, reject) => {
      const req = http.get(`${base}${URL_PATH}`, { headers: owner.headers }, (res) => {
        res.once('data', (first: Buffer) => {
          res.pause();
          resolve({ res, req, first });
        });
        res.once('error', () => undefined);
      });
      req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
    });
  }

  const until = async (cond: () => boolean, ms = 15_000) => {
    const end = Date.now() + ms;
    while (!cond()) {
      if (Date.now() > end) throw new Error('condition not reached in time');
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  it('sends the first bytes before the last anecdote is spoken; a disconnect stops the synthesis and the server stays healthy', async () => {
    const owner = await t.owner();
    const N = 8;
    for (let i = 1; i <= N; i++) await create(owner, `Streaming ${i}`, story(i));
    const before = { ...speech.stats };

    const { res, req, first } = await startExport(owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-ratelimit-remaining']).toMatch(/^\d+$/);
    expect(first.subarray(0, 4).toString('hex')).toBe('504b0304'); // a ZIP local file header
    expect(speech.stats.synthesized - before.synthesized).toBeLessThan(N);

    req.destroy();
    await until(() => speech.stats.inFlight === 0);
    const stoppedAt = speech.stats.synthesized - before.synthesized;
    await new Promise((r) => setTimeout(r, 1500));
    expect(speech.stats.synthesized - before.synthesized).toBe(stoppedAt);
    expect(stoppedAt).toBeLessThanOrEqual(3);

    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
    // the owner's export slot was released and the engine still works: a full export completes
    const again = await fetch(`${base}${URL_PATH}`, { headers: owner.headers });
    expect(again.status).toBe(200);
    const entries = await readZip(Buffer.from(await again.arrayBuffer()));
    expect(entries).toHaveLength(N + 1);
  }, 120_000);

  it('a second concurrent export by the same owner answers 429 with Retry-After', async () => {
    const owner = await t.owner();
    for (let i = 1; i <= 3; i++) await create(owner, `Concurrent ${i}`, `${story(i)} Concurrent.`);
    const running = await startExport(owner);
    const second = await fetch(`${base}${URL_PATH}`, { headers: owner.headers });
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await second.json()).toMatchObject({ code: 'rate_limit_exceeded', retryAfter: expect.any(Number) });
    // another owner is not held back
    const other = await fetch(`${base}${URL_PATH}`, { headers: bob.headers });
    expect(other.status).toBe(200);
    await other.arrayBuffer();
    running.res.resume();
    await new Promise((r) => running.res.once('end', r));
  }, 120_000);
});
