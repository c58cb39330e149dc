import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContextRepository } from '../../../src/areas/blog/site-repository.js';
import { carouselRepository } from '../../../src/areas/carousels/repository.js';
import { mediaRepository } from '../../../src/areas/media/repository.js';
import { ffmpegBinary } from '../../../src/generation/media/ffmpeg.js';
import { mediaKey } from '../../../src/storage/store.js';
import { createModelApp, type TestApp, type TestOwner } from '../../support/app.js';
import { storyReply, type FakeLlm } from '../../support/fake-llm.js';
import { expectError, OTHER_ID } from '../../support/http.js';
import { renderPdfPages, type PdfPage } from '../../support/pdf.js';
import { uploadMediaFile } from '../../support/uploads.js';
import { until } from '../../support/wait.js';

// A carousel's brand (issue 46): the PDF's pages drawn back to pixels show the brand's colours
// and its logo (an image uploaded through POST /v1/media) on every page. The app asks a local
// model server, so that a test can hold a job running while it deletes the logo.

const run = promisify(execFile);

let t: TestApp;
let llm: FakeLlm;
let closeApp: () => Promise<void>;
let work: string;
let alice: TestOwner;
let bob: TestOwner;
const media: Record<string, string> = {};

/** a magenta logo twice as wide as high, a tone */
const RECIPES: Record<string, string[]> = {
  'logo.png': ['-f', 'lavfi', '-i', 'color=c=0xff00ff:s=120x60', '-frames:v', '1'],
  'tone.wav': ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1:sample_rate=22050', '-c:a', 'pcm_s16le'],
};
const MAGENTA: [number, number, number] = [255, 0, 255];

const STORY = {
  title: 'The day the demo crashed',
  content: 'Ten minutes before our biggest demo, the database went down. I told the client exactly what had happened. They signed two weeks later, and they said the honesty was the reason.',
};

const upload = (owner: TestOwner, name: string) => uploadMediaFile(t, owner, path.join(work, name));

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'cw-carousel-brand-'));
  for (const [name, args] of Object.entries(RECIPES)) await run(ffmpegBinary(), ['-hide_banner', '-nostdin', '-y', ...args, path.join(work, name)]);
  ({ app: t, llm, close: closeApp } = await createModelApp(storyReply, { openai: { timeoutMs: 60_000, maxRetries: 0 } }));
  alice = await t.owner();
  bob = await t.owner();
  media.logo = await upload(alice, 'logo.png');
  media.tone = await upload(alice, 'tone.wav');
  media.bobLogo = await upload(bob, 'logo.png');
}, 120_000);
afterAll(async () => {
  await closeApp?.();
  if (work) await fs.rm(work, { recursive: true, force: true });
});

const anecdote = async (owner: TestOwner) => (await t.app.inject({ method: 'POST', url: '/v1/anecdotes', headers: owner.headers, payload: STORY })).json().id as string;
const runCarousel = (owner: TestOwner, payload: object) => t.app.inject({ method: 'POST', url: '/v1/carousel-generation/from-anecdote/run', headers: owner.headers, payload });
const get = (owner: TestOwner, url: string) => t.app.inject({ method: 'GET', url, headers: owner.headers });
/** The owner's carousel generation jobs, newest first. */
const generations = async (owner: TestOwner): Promise<Array<{ id: string; anecdoteId: string; status: string }>> => {
  const res = await get(owner, '/v1/carousel/generations?limit=100');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** The carousel's PDF pages, drawn at one pixel per point; the first two are written out to look at. */
const pagesOf = async (owner: TestOwner, carouselId: string, name: string): Promise<PdfPage[]> => {
  const res = await get(owner, `/v1/carousels/${carouselId}/pdf`);
  expect(res.statusCode).toBe(200);
  const pages = await renderPdfPages(res.rawPayload);
  await fs.writeFile(path.join(work, `${name}-1.png`), pages[0]!.png());
  await fs.writeFile(path.join(work, `${name}-2.png`), pages[1]!.png());
  if (process.env.KEEP_PAGES) for (const n of [1, 2]) await fs.copyFile(path.join(work, `${name}-${n}.png`), path.join(process.env.KEEP_PAGES, `${name}-${n}.png`));
  return pages;
};

const hex = (h: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
const near = (got: [number, number, number], want: [number, number, number] | string, tolerance = 12) => {
  const w = typeof want === 'string' ? hex(want) : want;
  return got.every((c, i) => Math.abs(c - w[i]!) <= tolerance);
};
// where the PDF draws them (points): the page's corner, the accent bar, the middle of the logo in its box (72 × 40, top right)
const CORNER = [10, 10] as const;
const BAR = [76, 51] as const;
const LOGO = [456, 54] as const;
const at = (page: PdfPage, [x, y]: readonly [number, number]) => page.rgb(x, y);

describe('carousel brand', () => {
  it('explicit colours and a logo: the cover and closing slides on the brand background, its accent and the logo on every page, the PDF rendered by the job', async () => {
    const brand = { colors: { background: '#102a43', text: '#ffffff', accent: '#ff6b00' }, logoMediaId: media.logo };
    const res = await runCarousel(alice, { anecdoteId: await anecdote(alice), brand });
    expect(res.statusCode, res.body).toBe(201);
    const job = res.json();
    expect(job).toMatchObject({ status: 'completed', brand });
    expect(job.warnings.filter((w: string) => /logo|brand/.test(w))).toEqual([]);
    // the job stored the PDF (its logo read while the job held it), before any download
    const row = (await carouselRepository(t.db).get(alice.ownerId, job.carouselId))!;
    expect(row.brand).toEqual(brand);
    const stored = (await fs.readdir(path.join(t.config.dataDir, 'media', 'carousels', job.carouselId))).filter((n) => n.endsWith('.pdf'));
    expect(stored).toHaveLength(1);

    const pages = await pagesOf(alice, job.carouselId, 'explicit');
    const carousel = (await get(alice, `/v1/carousels/${job.carouselId}`)).json();
    expect(pages).toHaveLength(carousel.slides.length);
    carousel.slides.forEach((slide: { kind: string }, i: number) => {
      const page = pages[i]!;
      expect(near(at(page, BAR), '#ff6b00'), `page ${i + 1} accent ${at(page, BAR)}`).toBe(true);
      expect(near(at(page, LOGO), MAGENTA), `page ${i + 1} logo ${at(page, LOGO)}`).toBe(true);
      expect(near(at(page, CORNER), slide.kind === 'content' ? '#f8fafc' : '#102a43'), `page ${i + 1} background ${at(page, CORNER)}`).toBe(true);
    });
    // the same file on a second download (no second render)
    expect((await fs.readdir(path.join(t.config.dataDir, 'media', 'carousels', job.carouselId))).filter((n) => n.endsWith('.pdf'))).toEqual(stored);
  });

  it("`site` takes the colours of the owner's site context and its logo once it is among the owner's media (by sourceUrl); without them warnings and the defaults", async () => {
    const carol = await t.owner();
    await siteContextRepository(t.db).replace(carol.ownerId, {
      siteUrl: 'https://carol.example',
      audience: 'founders',
      positioning: 'honest sales',
      recap: {
        visualIdentity: {
          colors: [
            { hex: '#1a7f37', role: 'primary' },
            { hex: '#fefae0', role: 'background' },
            { hex: '#222222', role: 'text' },
          ],
          logo: { url: 'https://carol.example/logo.png' },
        },
      },
    });
    const colors = { background: '#fefae0', text: '#222222', accent: '#1a7f37' };
    const unlogoed = (await runCarousel(carol, { anecdoteId: await anecdote(carol), brand: 'site' })).json();
    expect(unlogoed.warnings).toContain('brand "site": the site\'s logo is not among your media: add it with POST /v1/media (sourceUrl https://carol.example/logo.png): the PDF is made without it');
    expect((await carouselRepository(t.db).get(carol.ownerId, unlogoed.carouselId))!.brand).toEqual({ colors });
    // another owner's image from that address is not carol's logo
    await uploadMediaFile(t, bob, path.join(work, 'logo.png'), { sourceUrl: 'https://carol.example/logo.png' });
    const logo = await uploadMediaFile(t, carol, path.join(work, 'logo.png'), { sourceUrl: 'https://carol.example/logo.png' });
    const job = (await runCarousel(carol, { anecdoteId: await anecdote(carol), brand: 'site' })).json();
    expect(job).toMatchObject({ status: 'completed', brand: 'site' });
    expect(job.warnings.filter((w: string) => /logo|brand/.test(w))).toEqual([]);
    expect((await carouselRepository(t.db).get(carol.ownerId, job.carouselId))!.brand).toEqual({ colors, logoMediaId: logo });
    const pages = await pagesOf(carol, job.carouselId, 'site');
    expect(near(at(pages[0]!, CORNER), '#fefae0')).toBe(true);
    for (const page of pages) {
      expect(near(at(page, BAR), '#1a7f37'), `accent ${at(page, BAR)}`).toBe(true);
      expect(near(at(page, LOGO), MAGENTA), `logo ${at(page, LOGO)}`).toBe(true);
    }

    const dave = await t.owner();
    const plain = (await runCarousel(dave, { anecdoteId: await anecdote(dave), brand: 'site' })).json();
    expect(plain.status).toBe('completed');
    expect(plain.warnings).toContain('brand "site": the site context has no brand colours (analyze the site first: POST /v1/blog/site/analyze): the default colours are used');
    const defaults = await pagesOf(dave, plain.carouselId, 'site-none');
    expect(near(at(defaults[0]!, CORNER), '#0f172a')).toBe(true);
    expect(near(at(defaults[0]!, BAR), '#38bdf8')).toBe(true);
  });

  it("`site` sets the PDF in the site's font as the B-roll draws it: a serif family in DejaVu Serif (embedded), an unknown one in DejaVu Sans with the warning", async () => {
    /** the fonts the PDF embeds, by their base names without the subset tag (pdffonts' "name" column) */
    const fontsOf = (pdf: Buffer) => [...new Set([...pdf.toString('latin1').matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?([^\s/>]+)/g)].map((m) => m[1]!))].sort();
    const pdfOf = async (owner: TestOwner, carouselId: string) => {
      const res = await get(owner, `/v1/carousels/${carouselId}/pdf`);
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    };
    const withFont = async (fontFamilies: string[]) => {
      const owner = await t.owner();
      await siteContextRepository(t.db).replace(owner.ownerId, {
        siteUrl: 'https://serif.example',
        audience: 'founders',
        positioning: 'honest sales',
        recap: { visualIdentity: { colors: [{ hex: '#7a1f1f', role: 'primary' }], typography: { fontFamilies } } },
      });
      const job = (await runCarousel(owner, { anecdoteId: await anecdote(owner), brand: 'site' })).json();
      expect(job.status, job.warnings?.join('; ')).toBe('completed');
      return { owner, job, row: (await carouselRepository(t.db).get(owner.ownerId, job.carouselId))! };
    };
    const serif = await withFont(['Merriweather', 'Helvetica']);
    expect(serif.job.warnings.filter((w: string) => /font/.test(w))).toEqual([]);
    expect(serif.row.brand).toMatchObject({ fontFamily: 'DejaVu Serif' });
    expect(fontsOf(await pdfOf(serif.owner, serif.job.carouselId))).toEqual(['DejaVuSerif', 'DejaVuSerif-Bold']);
    // its pages still draw its colours (the font changes nothing else)
    const pages = await pagesOf(serif.owner, serif.job.carouselId, 'site-serif');
    expect(near(at(pages[1]!, BAR), '#7a1f1f'), `accent ${at(pages[1]!, BAR)}`).toBe(true);

    const unknown = await withFont(['Papyrus']);
    expect(unknown.job.warnings).toContain('brand "site": the site\'s font "Papyrus" is not one the renderer has (DejaVu Sans, DejaVu Serif, or a family like them): DejaVu Sans is used');
    expect(unknown.row.brand?.fontFamily).toBeUndefined();
    expect(fontsOf(await pdfOf(unknown.owner, unknown.job.carouselId))).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    // a sans-serif site: DejaVu Sans, as without a brand, no warning
    const sans = await withFont(['Inter']);
    expect(sans.job.warnings.filter((w: string) => /font/.test(w))).toEqual([]);
    expect(fontsOf(await pdfOf(sans.owner, sans.job.carouselId))).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
  });

  it("refuses another owner's or an unknown logo (404, as the same id everywhere), audio as a logo and a malformed brand (400), starting no job", async () => {
    const anecdoteId = await anecdote(alice);
    const jobs = async () => (await generations(alice)).length;
    const before = await jobs();
    expect(before).toBeGreaterThan(0);
    const theirs = expectError(await runCarousel(alice, { anecdoteId, brand: { logoMediaId: media.bobLogo } }), 404, 'not_found');
    const unknown = expectError(await runCarousel(alice, { anecdoteId, brand: { logoMediaId: OTHER_ID } }), 404, 'not_found');
    expect(theirs.message).toBe((unknown.message as string).replace(OTHER_ID, media.bobLogo!));
    const audio = expectError(await runCarousel(alice, { anecdoteId, brand: { logoMediaId: media.tone } }), 400, 'validation_failed');
    expect(audio.message).toMatch(/is audio: a logo is an image/);
    expectError(await runCarousel(alice, { anecdoteId, brand: 'mine' }), 400, 'validation_failed');
    expectError(await runCarousel(alice, { anecdoteId, brand: { colors: { accent: 'orange' } } }), 400, 'validation_failed');
    expect(await jobs()).toBe(before);
  });

  it('without a brand the PDF is as before: its own colours, no logo, rendered on first download and kept under the same key', async () => {
    const job = (await runCarousel(alice, { anecdoteId: await anecdote(alice) })).json();
    expect(job.status).toBe('completed');
    expect(job.brand).toBeUndefined();
    const row = (await carouselRepository(t.db).get(alice.ownerId, job.carouselId))!;
    expect(row.brand).toBeNull();
    const key = mediaKey(
      `carousels/${row.id}/${createHash('sha256')
        .update(JSON.stringify([row.title, row.slides]))
        .digest('hex')
        .slice(0, 16)}.pdf`,
    );
    expect(await t.services.media.head(key)).toBeFalsy();
    const pages = await pagesOf(alice, job.carouselId, 'plain');
    expect(await t.services.media.head(key)).toBeTruthy();
    const kinds = row.slides.map((s) => s.kind);
    const own = { cover: ['#0f172a', '#38bdf8'], content: ['#f8fafc', '#0284c7'], cta: ['#0369a1', '#7dd3fc'] } as const;
    pages.forEach((page, i) => {
      const [background, accent] = own[kinds[i]!];
      expect(near(at(page, CORNER), background), `page ${i + 1}`).toBe(true);
      expect(near(at(page, BAR), accent), `page ${i + 1}`).toBe(true);
      // nothing in the logo's corner but the page's background
      expect(near(at(page, LOGO), background, 2), `page ${i + 1} corner ${at(page, LOGO)}`).toBe(true);
    });
  });

  it('a logo a running job uses is not deleted (409 naming the job); one gone while the job runs is a warning, the PDF without it', async () => {
    const logo = await upload(alice, 'logo.png');
    const anecdoteId = await anecdote(alice);
    // the model answers once the test says so: the job stays running meanwhile
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    llm.handle(async (req) => {
      await held;
      return storyReply(req);
    });
    try {
      const answer = runCarousel(alice, { anecdoteId, brand: { colors: { accent: '#ff6b00' }, logoMediaId: logo } });
      const running = await until(
        async () => (await generations(alice)).find((j) => j.anecdoteId === anecdoteId && j.status === 'running'),
        (j) => !!j,
      );
      const del = (owner: TestOwner) => t.app.inject({ method: 'DELETE', url: `/v1/media/${logo}`, headers: owner.headers });
      const conflict = expectError(await del(alice), 409, 'conflict');
      expect(conflict.message).toMatch(new RegExp(`^Media ${logo} is used by carousel generation job ${running!.id}, which is running`));
      expectError(await del(bob), 404, 'not_found');
      // gone anyway while the job runs (as with its owner's data deleted behind it): the job carries on
      await mediaRepository(t.db).remove(alice.ownerId, logo);
      release();
      const res = await answer;
      expect(res.statusCode, res.body).toBe(201);
      const job = res.json();
      expect(job.status, job.warnings.join('; ')).toBe('completed');
      expect(job.warnings).toContain(`the logo ${logo} is gone (deleted): the PDF is made without it`);
      const pages = await pagesOf(alice, job.carouselId, 'logo-gone');
      for (const page of pages) {
        expect(near(at(page, BAR), '#ff6b00')).toBe(true);
        expect(near(at(page, LOGO), MAGENTA, 60)).toBe(false);
      }
      // finished: deleting the logo's row again finds nothing (404), as for any unknown id
      expectError(await del(alice), 404, 'not_found');
    } finally {
      release();
      llm.handle(storyReply);
    }
  });
});
