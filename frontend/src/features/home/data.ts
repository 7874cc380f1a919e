/** What the home page reads: the categories, then each one's featured products. */
import type { ProductListQuery } from '../../api/types';
import type { PageData } from '../../app/pageReads';

export const FEATURED_PER_CATEGORY = 4;

/** A category's featured products, as its section asks for them. */
export const featuredQuery = (category: string): ProductListQuery => ({
  category,
  featured: true,
  limit: FEATURED_PER_CATEGORY,
});

export const homeData: PageData = async (read) => {
  const categories = await read('getCategories', undefined);
  await Promise.all((categories.data ?? []).map((c) => read('getProducts', featuredQuery(c.slug))));
};
