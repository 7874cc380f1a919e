/**
 * The API's contract as the backend uses it: the shared rules (@freakdrop/contract) and the
 * request and answer types the API document is written from (types.ts).
 */
import type * as Ssr from '@freakdrop/contract/ssr';
import type { Category, Product, ProductListResponse, Settings } from './types';

export * from '@freakdrop/contract';
export * from '@freakdrop/contract/order-search';
export * from './types';
export { SSR_SCRIPTS_META, SSR_STATE_ID } from '@freakdrop/contract/ssr';
export type { SsrPage, SsrResult } from '@freakdrop/contract/ssr';

/** What a server render reads, in the API's own types. */
interface ApiShapes {
  product: Product;
  productList: ProductListResponse;
  category: Category;
  settings: Settings;
}
export type StorefrontDataSource = Ssr.StorefrontDataSource<ApiShapes>;
export type SsrRequest = Ssr.SsrRequest<ApiShapes>;
