import { builtinPalette, paletteFromBrand, paletteFromProps, type BrandColor, type Palette } from '../../generation/media/palette.js';
import type { DbOrTrx } from '../../db/database.js';
import { siteContextRepository } from '../blog/site-repository.js';
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
export async function siteLook(db: DbOrTrx, ownerId: string): Promise<{ palette?: Palette; font?: string; logoUrl?: string }> {
  const visual = await visualOf(db, ownerId);
  const families = visual?.typography?.fontFamilies;
  const font = Array.isArray(families) && typeof families[0] === 'string' && families[0].trim() ? families[0].trim() : undefined;
  const logoUrl = typeof visual?.logo?.url === 'string' && visual.logo.url ? visual.logo.url : undefined;
  const palette = paletteFromBrand(Array.isArray(visual?.colors) ? (visual.colors as BrandColor[]) : undefined);
  return { ...(palette ? { palette } : {}), ...(font ? { font } : {}), ...(logoUrl ? { logoUrl } : {}) };
}
