import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DbOrTrx } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import { ffmpegBinary } from '../../generation/media/ffmpeg.js';
import type { BundledFamily } from '../../generation/media/fonts.js';
import { paletteFromProps } from '../../generation/media/palette.js';
import type { CarouselSlide } from '../../generation/tasks/carousel.js';
import { canonicalJson } from '../../http/serialize.js';
import { withScratchDir } from '../../storage/scratch.js';
import { mediaKey } from '../../storage/store.js';
import { fetchMedia, type BrollBrand } from '../broll/media.js';
import { prepareLogo } from '../broll/render.js';
import { siteBrand } from '../shorts/brand.js';
import { DEFAULT_BRAND_COLORS, renderCarouselPdf } from './pdf.js';

/**
 * A carousel's brand as its generation resolved it (the carousels.brand column): the PDF's
 * colours, the media item drawn as its logo, and the bundled family its text is set in when not
 * the default DejaVu Sans (`site`: the site's font, as the B-roll takes it).
 */
export interface CarouselBrand {
  colors?: { background: string; text: string; accent: string };
  logoMediaId?: string;
  fontFamily?: BundledFamily;
}

/** The logo is prepared (ffmpeg) as for a page 1080 px wide: 120 px, twice what the page shows. */
const PAGE_PIXELS = 1080;

/**
 * The brand a carousel generation was asked for, resolved: `site`, the site context's colours
 * (none there is a warning, and the PDF keeps its own colours), its font (siteBrand: a serif in
 * DejaVu Serif; a family no bundled one is like is a warning) and its logo when the owner's
 * media hold an image taken from the logo's address (`sourceUrl`; else a warning); explicit `colors` over the
 * PDF's own cover colours, and the logo. Undefined when nothing is left to draw (`{}`).
 */
export async function resolveCarouselBrand(db: DbOrTrx, owner: string, brand: BrollBrand, warnings: string[]): Promise<CarouselBrand | undefined> {
  if (brand === 'site') {
    const site = await siteBrand(db, owner, 'the PDF', warnings);
    const resolved: CarouselBrand = {
      ...(site.palette ? { colors: { background: site.palette.background, text: site.palette.text, accent: site.palette.accent } } : {}),
      ...(site.logoMediaId ? { logoMediaId: site.logoMediaId } : {}),
      ...(site.fontFamily ? { fontFamily: site.fontFamily } : {}),
    };
    return Object.keys(resolved).length ? resolved : undefined;
  }
  const given = brand.colors && Object.keys(brand.colors).length ? paletteFromProps(brand.colors, { ...DEFAULT_BRAND_COLORS, source: 'builtin' }, 'brand') : undefined;
  const resolved: CarouselBrand = {
    ...(given ? { colors: { background: given.background, text: given.text, accent: given.accent } } : {}),
    ...(brand.logoMediaId ? { logoMediaId: brand.logoMediaId } : {}),
  };
  return Object.keys(resolved).length ? resolved : undefined;
}

interface PdfCarousel {
  id: string;
  title: string;
  slides: CarouselSlide[];
  brand?: CarouselBrand | null;
}

/**
 * Where a carousel's PDF is kept in the media store: one object per content (title, slides,
 * brand). A branded one's digest is of canonical JSON (the job names it before the row is
 * written, jsonb orders keys its own way); one without a brand keeps the key it always had.
 */
export function carouselPdfKey(carousel: PdfCarousel): string {
  const content = carousel.brand ? canonicalJson([carousel.title, carousel.slides, carousel.brand]) : JSON.stringify([carousel.title, carousel.slides]);
  const digest = createHash('sha256').update(content).digest('hex').slice(0, 16);
  return mediaKey(`carousels/${carousel.id}/${digest}.pdf`);
}

/**
 * Renders the carousel's PDF in its brand. The logo is copied from the media store into a
 * scratch folder and made a small PNG by ffmpeg (a separate program, in the render's limits);
 * a logo that is gone (deleted) or does not decode is a warning, and the pages go without it.
 */
export async function renderBrandedPdf({ db, media, config }: Pick<Deps, 'db' | 'media' | 'config'>, owner: string, carousel: PdfCarousel, warnings: string[], signal?: AbortSignal): Promise<Buffer> {
  const colors = carousel.brand?.colors;
  const logoId = carousel.brand?.logoMediaId;
  const fontFamily = carousel.brand?.fontFamily;
  const look = { ...(colors ? { colors } : {}), ...(fontFamily ? { fontFamily } : {}) };
  if (!logoId) return renderCarouselPdf(carousel, look);
  return withScratchDir(config.dataDir, `carousel-${carousel.id}`, async (work) => {
    let logo: Buffer | undefined;
    const got = await fetchMedia(db, media, owner, logoId, work);
    if (!got) warnings.push(`the logo ${logoId} is gone (deleted): the PDF is made without it`);
    else {
      try {
        const file = await prepareLogo(ffmpegBinary(config.ffmpegPath), work, got.file, PAGE_PIXELS, {
          limits: { timeoutMs: config.brollSceneTimeoutMs, memoryBytes: config.brollSceneMemoryBytes },
          signal,
        });
        logo = await fs.readFile(path.join(work, file));
      } catch (err) {
        if (signal?.aborted) throw err;
        warnings.push(`the logo ${logoId} could not be decoded (${(err as Error).message.split('\n')[0]}): the PDF is made without it`);
      }
    }
    return renderCarouselPdf(carousel, { ...look, ...(logo ? { logo } : {}) });
  });
}
