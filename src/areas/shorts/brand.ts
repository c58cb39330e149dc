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
  const brand = await sitePalette(db, ownerId);
  if (brand) return brand;
  const theme = await themeRepository(db).getDefault(ownerId);
  const tone = typeof theme?.config.tone === 'string' ? theme.config.tone : undefined;
  const base = builtinPalette(tone);
  return theme ? paletteFromProps(theme.config, base, 'theme') : base;
}

/** The brand colours of the owner's stored site context, when it has any. */
export async function sitePalette(db: DbOrTrx, ownerId: string): Promise<Palette | undefined> {
  const site = await siteContextRepository(db).get(ownerId);
  const visual = (site?.recap as { visualIdentity?: { colors?: unknown } } | undefined)?.visualIdentity;
  return paletteFromBrand(Array.isArray(visual?.colors) ? (visual.colors as BrandColor[]) : undefined);
}
