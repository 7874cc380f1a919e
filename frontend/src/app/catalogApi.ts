/** Catalog, categories and settings: read by every storefront screen. */
import type {
  Category,
  Product,
  ProductListQuery,
  ProductListResponse,
  Settings,
} from '../api/types';
import { LIMITS } from '@freakdrop/contract';
import { api } from './api';

/** Only the parameters that say something: page only above 1. */
export function productListParams(query: ProductListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.category) params.category = query.category;
  if (query.featured) params.featured = 'true';
  if (query.search?.trim()) params.search = query.search.trim();
  if (query.sort && query.sort !== 'newest') params.sort = query.sort;
  if (query.page && query.page > 1) params.page = String(query.page);
  params.limit = String(query.limit ?? LIMITS.shopPageSize);
  return params;
}

/**
 * The request each catalog endpoint makes for its argument: the endpoints' own `query`, and what
 * the server reads for a page (server/routeData.ts), so both ask for the same thing.
 */
export const catalogRequests = {
  getProducts: (query: ProductListQuery) => ({
    url: '/products',
    params: productListParams(query),
  }),
  getProduct: (slugOrId: string) => `/products/${encodeURIComponent(slugOrId)}`,
  getCategories: () => '/categories',
  getSettings: () => '/settings',
};

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductListResponse, ProductListQuery>({
      query: catalogRequests.getProducts,
      providesTags: ['Product'],
    }),
    getProduct: build.query<Product, string>({
      query: catalogRequests.getProduct,
      providesTags: (_r, _e, slug) => [{ type: 'Product', id: slug }],
    }),
    getCategories: build.query<Category[], void>({
      query: catalogRequests.getCategories,
      providesTags: ['Category'],
    }),
    getSettings: build.query<Settings, void>({
      query: catalogRequests.getSettings,
      providesTags: ['Settings'],
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetProductQuery,
  useGetCategoriesQuery,
  useGetSettingsQuery,
} = catalogApi;

/** The delivery fee, with the contract's default while settings load or when they give none. */
export function useDeliveryFee(): number {
  const { data } = useGetSettingsQuery();
  return data?.deliveryAED ?? LIMITS.defaultDeliveryAED;
}
