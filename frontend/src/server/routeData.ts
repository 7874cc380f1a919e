/**
 * What each storefront route reads before it renders: the same queries, with the same
 * arguments, its components ask for (otherwise the browser would fetch again on hydrating and
 * show other markup than the server sent, which the hydration test catches).
 */
import { LIMITS, PAGE_PATHS } from '@contract';
import { matchPath } from 'react-router-dom';
import { catalogApi } from '../app/catalogApi';
import { api } from '../app/api';
import { FEATURED_PER_CATEGORY } from '../features/home/HomePage';
import { readShopParams, shopQuery } from '../features/shop/shopParams';
import type { ServerStore } from './serverStore';

const { getCategories, getProduct, getProducts, getSettings } = catalogApi.endpoints;

/** Runs the route's queries into the store; resolves with the page's HTTP status. */
export async function loadRouteData(
  store: ServerStore,
  pathname: string,
  search: string,
  known: boolean,
): Promise<number> {
  const { dispatch } = store;
  // The footer shows the shop's contacts on every page.
  dispatch(getSettings.initiate());
  let status = known ? 200 : 404;

  if (matchPath(PAGE_PATHS.home, pathname)) {
    const categories = await dispatch(getCategories.initiate());
    for (const c of categories.data ?? []) {
      dispatch(
        getProducts.initiate({ category: c.slug, featured: true, limit: FEATURED_PER_CATEGORY }),
      );
    }
  } else if (matchPath(PAGE_PATHS.shop, pathname)) {
    dispatch(getCategories.initiate());
    dispatch(getProducts.initiate(shopQuery(readShopParams(new URLSearchParams(search)))));
  } else {
    const match = matchPath(PAGE_PATHS.product, pathname);
    if (match) {
      const slug = match.params.slug ?? '';
      const product = await dispatch(getProduct.initiate(slug));
      if (product.data) {
        // ProductPage's related products: one more than shown, the product itself left out.
        dispatch(
          getProducts.initiate({
            category: product.data.category,
            limit: LIMITS.relatedProducts + 1,
          }),
        );
      } else if (product.error && 'status' in product.error && product.error.status === 404) {
        status = 404;
      }
    }
  }
  await Promise.all(dispatch(api.util.getRunningQueriesThunk()));
  return status;
}
