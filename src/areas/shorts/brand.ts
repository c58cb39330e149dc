import { bundledFamily, type BundledFamily } from '../../generation/media/fonts.js';
import { builtinPalette, paletteFromBrand, paletteFromProps, type BrandColor, type Palette } from '../../generation/media/palette.js';
import type { DbOrTrx } from '../../db/database.js';
import { siteContextRepository } from '../blog/site-repository.js';
import { mediaRepository } from '../media/repository.js';
import { themeRepository } from '../themes/repository.js';

/**
 * The owner's colours for rendered media: the brand colours of their stored site context when
 * there are any; else colours named in their default theme's config, over the built-in palette
 * that fits the theme's tone; else the built-in default palette.
 */
export async function ownerPalette(db: DbOrTrx, ownerId: string): Promise<Palette> {
  const brand = (await siteLook(db, ownerId)).palette;
  if (brand) return brand;
  const theme = await themeRepository(db).getDefault(ownerId);
  const tone = typeof theme?.config.tone === 'string' ? theme.config.tone : undefined;
  const base = builtinPalette(tone);
  return theme ? paletteFromProps(theme.config, base, 'theme') : base;
}

/** What the site analysis stored of the site's look (SiteVisualIdentity), as far as rendered media use it. */
interface StoredVisual {
  colors?: unknown;
  typography?: { fontFamilies?: unknown };
  logo?: { url?: unknown };
}

const visualOf = async (db: DbOrTrx, ownerId: string): Promise<StoredVisual | undefined> => ((await siteContextRepository(db).get(ownerId))?.recap as { visualIdentity?: StoredVisual } | undefined)?.visualIdentity;

/** The site context's look for a render: its colours, its first font family and its logo's address, each when stored. */
async function siteLook(db: DbOrTrx, ownerId: string): Promise<{ palette?: Palette; font?: string; logoUrl?: string }> {
  const visual = await visualOf(db, ownerId);
  const families = visual?.typography?.fontFamilies;
  const font = Array.isArray(families) && typeof families[0] === 'string' && families[0].trim() ? families[0].trim() : undefined;
  const logoUrl = typeof visual?.logo?.url === 'string' && visual.logo.url ? visual.logo.url : undefined;
  const palette = paletteFromBrand(Array.isArray(visual?.colors) ? (visual.colors as BrandColor[]) : undefined);
  return { ...(palette ? { palette } : {}), ...(font ? { font } : {}), ...(logoUrl ? { logoUrl } : {}) };
}

/**
 * A render's `brand: 'site'`: the site's look (siteLook) and, for its logo, the owner's latest
 * image taken from the logo's address (`sourceUrl`; nothing is fetched). Its first font family
 * is drawn in the bundled family like it (bundledFamily: a serif in DejaVu Serif, a known
 * sans-serif in DejaVu Sans); `fontFamily` is set when that is not the default DejaVu Sans. No
 * colours, a logo address with no such image and a font no bundled family is like are warnings
 * naming what is made without them (`made`: "the video", "the PDF"), in that order.
 */
export async function siteBrand(db: DbOrTrx, ownerId: string, made: string, warnings: string[]): Promise<{ palette?: Palette; fontFamily?: BundledFamily; logoMediaId?: string }> {
  const site = await siteLook(db, ownerId);
  if (!site.palette) warnings.push('brand "site": the site context has no brand colours (analyze the site first: POST /v1/blog/site/analyze): the default colours are used');
  const logo = site.logoUrl ? await mediaRepository(db).imageFrom(ownerId, site.logoUrl) : undefined;
  if (site.logoUrl && !logo) warnings.push(`brand "site": the site's logo is not among your media: add it with POST /v1/media (sourceUrl ${site.logoUrl}): ${made} is made without it`);
  const fontFamily = site.font ? bundledFamily(site.font) : undefined;
  if (site.font && !fontFamily) warnings.push(`brand "site": the site's font "${site.font}" is not one the renderer has (DejaVu Sans, DejaVu Serif, or a family like them): DejaVu Sans is used`);
  return { ...(site.palette ? { palette: site.palette } : {}), ...(fontFamily && fontFamily !== 'DejaVu Sans' ? { fontFamily } : {}), ...(logo ? { logoMediaId: logo.id } : {}) };
}
