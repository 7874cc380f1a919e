/** What a product page reads: the product by its slug, then its related products. */
import type { Product, ProductListQuery } from '../../api/types';
import { LIMITS } from '@freakdrop/contract';
import type { PageData } from '../../app/pageReads';

/** The related products: one more than shown, so the product itself can be left out. */
export const relatedQuery = (product: Pick<Product, 'category'>): ProductListQuery => ({
  category: product.category,
  limit: LIMITS.relatedProducts + 1,
});

/** The product's slug, from the page's path (`/product/:slug`). */
export const productSlug = (params: Readonly<Record<string, string | undefined>>): string =>
  params.slug ?? '';

export const productData: PageData = async (read, { params }) => {
  const product = await read('getProduct', productSlug(params));
  if (product.data) await read('getProducts', relatedQuery(product.data));
  else if (product.status === 404) return 404;
};
