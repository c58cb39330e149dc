import type { Selectable } from 'kysely';
import type { CarouselsTable } from '../../db/schema.js';
import type { CarouselSlide } from '../../generation/tasks/carousel.js';
import type { DbOrTrx } from '../../db/database.js';
import type { CarouselBrand } from './brand.js';

export type CarouselRow = Omit<Selectable<CarouselsTable>, 'slides' | 'brand'> & { slides: CarouselSlide[]; brand: CarouselBrand | null };

/** Data access for generated carousels. Every method is scoped to one owner. */
export function carouselRepository(db: DbOrTrx) {
  return {
    async create(ownerId: string, values: { id?: string; anecdoteId: string; generationJobId: string; title: string; slides: CarouselSlide[]; brand?: CarouselBrand }): Promise<CarouselRow> {
      const { slides, brand, ...rest } = values;
      const row = await db
        .insertInto('carousels')
        .values({ ownerId, ...rest, slides: JSON.stringify(slides), brand: brand ? JSON.stringify(brand) : null })
        .returningAll()
        .executeTakeFirstOrThrow();
      return row as unknown as CarouselRow;
    },

    async get(ownerId: string, id: string): Promise<CarouselRow | undefined> {
      const row = await db.selectFrom('carousels').selectAll().where('ownerId', '=', ownerId).where('id', '=', id).executeTakeFirst();
      return row as unknown as CarouselRow | undefined;
    },
  };
}
