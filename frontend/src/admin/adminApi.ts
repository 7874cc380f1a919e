/**
 * The admin console's own endpoints, injected into the app's one RTK Query api. The reads the
 * storefront makes too (products, categories, settings) are the storefront's endpoints
 * (app/catalogApi.ts), not copies. Mutations invalidate the tags of every list they change, so
 * tables, the dashboard and the shop refresh.
 */
import type { OrderStatus } from '@freakdrop/contract';
import type {
  AdminProductListQuery,
  AdminSettings,
  AdminStats,
  BulkOrderRequest,
  BulkOrderResponse,
  Category,
  CategoryInput,
  LoginRequest,
  LoginResponse,
  MeResponse,
  Order,
  OrderListResponse,
  Product,
  ProductBulkRequest,
  ProductBulkResponse,
  ProductInput,
  ProductListResponse,
  Settings,
  SettingsInput,
  SystemInfo,
  TwoFactorRequiredResponse,
  UploadResponse,
  UploadUrlResponse,
} from '../api/types';
import { api } from '../app/api';

export interface AdminOrderQuery {
  /** One status, or several comma-separated. */
  status?: OrderStatus | string;
  /** One customer's orders. */
  phone?: string;
  /** The list's search and filters (orders/useOrderFilters.ts): lists comma-separated. */
  q?: string;
  city?: string;
  courier?: string;
  from?: string;
  to?: string;
  ids?: string;
  sort?: 'newest' | 'oldest' | 'total';
  page?: number;
  limit: number;
}

/** A list's query string: only what is set, the page only above 1. */
export function params(query: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'page' && value === 1) continue;
    out[key] = value as string | number;
  }
  return out;
}

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminMe: build.query<MeResponse, void>({
      query: () => '/auth/me',
      providesTags: ['Me'],
    }),
    adminLogin: build.mutation<LoginResponse | TwoFactorRequiredResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    adminLogout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      invalidatesTags: ['Me'],
    }),

    /** The console's list: drafts included, filtered by stock and status on the server. */
    adminProducts: build.query<ProductListResponse, AdminProductListQuery>({
      query: (q) => ({ url: '/admin/products', params: params(q) }),
      providesTags: ['Product'],
    }),
    /** One action on many products; each one's outcome is in the answer. */
    adminBulkProducts: build.mutation<ProductBulkResponse, ProductBulkRequest>({
      query: (body) => ({ url: '/admin/products/bulk', method: 'POST', body }),
      invalidatesTags: ['Product', 'Stats'],
    }),
    adminCreateProduct: build.mutation<Product, ProductInput>({
      query: (body) => ({ url: '/admin/products', method: 'POST', body }),
      invalidatesTags: ['Product', 'Stats'],
    }),
    adminUpdateProduct: build.mutation<Product, { id: string; body: ProductInput }>({
      query: ({ id, body }) => ({ url: `/admin/products/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Product', 'Stats'],
    }),
    adminDeleteProduct: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/products/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Product', 'Stats'],
    }),

    adminCreateCategory: build.mutation<Category, CategoryInput>({
      query: (body) => ({ url: '/admin/categories', method: 'POST', body }),
      invalidatesTags: ['Category'],
    }),
    adminUpdateCategory: build.mutation<Category, { id: string; body: CategoryInput }>({
      query: ({ id, body }) => ({ url: `/admin/categories/${id}`, method: 'PUT', body }),
      // Products carry their category's slug and name.
      invalidatesTags: ['Category', 'Product'],
    }),
    adminDeleteCategory: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/categories/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Category'],
    }),

    /** Every setting, the admin-only ones too (couriers, confirmation templates). */
    adminSettings: build.query<AdminSettings, void>({
      query: () => '/admin/settings',
      providesTags: ['Settings'],
    }),
    adminUpdateSettings: build.mutation<Settings, SettingsInput>({
      query: (body) => ({ url: '/admin/settings', method: 'PUT', body }),
      invalidatesTags: ['Settings'],
    }),
    adminSystem: build.query<SystemInfo, void>({
      query: () => '/admin/system',
    }),

    adminOrders: build.query<OrderListResponse, AdminOrderQuery>({
      query: (q) => ({ url: '/admin/orders', params: params(q) }),
      providesTags: (result) => [
        { type: 'Order', id: 'LIST' },
        ...(result?.orders ?? []).map((o) => ({ type: 'Order' as const, id: o.id })),
      ],
    }),
    adminOrder: build.query<Order, string>({
      query: (id) => `/admin/orders/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Order', id }],
    }),
    adminUpdateOrderStatus: build.mutation<
      Order,
      { id: string; status: OrderStatus; courier?: string }
    >({
      query: ({ id, status, courier }) => ({
        url: `/admin/orders/${id}/status`,
        method: 'PUT',
        // The courier only when one was chosen: otherwise the base body.
        body: courier ? { status, courier } : { status },
      }),
      // Cancelling or reactivating an order moves stock.
      invalidatesTags: ['Order', 'Stats', 'Product'],
    }),
    /** One action on many orders; each order's result comes back (done or refused, why). */
    adminBulkOrders: build.mutation<BulkOrderResponse, BulkOrderRequest>({
      query: (body) => ({ url: '/admin/orders/bulk', method: 'POST', body }),
      invalidatesTags: ['Order', 'Stats', 'Product'],
    }),
    adminDeleteOrder: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/orders/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Order', 'Stats', 'Product'],
    }),
    adminStats: build.query<AdminStats, void>({
      query: () => '/admin/stats',
      providesTags: ['Stats'],
    }),

    adminUploadUrl: build.mutation<UploadUrlResponse, { filename: string; contentType: string }>({
      query: (body) => ({ url: '/admin/uploads/url', method: 'POST', body }),
    }),
    adminUploadConfirm: build.mutation<UploadResponse, { imageURL: string }>({
      query: (body) => ({ url: '/admin/uploads/confirm', method: 'POST', body }),
    }),
  }),
});

export const {
  useAdminMeQuery,
  useAdminLoginMutation,
  useAdminLogoutMutation,
  useAdminProductsQuery,
  useAdminBulkProductsMutation,
  useAdminCreateProductMutation,
  useAdminUpdateProductMutation,
  useAdminDeleteProductMutation,
  useAdminCreateCategoryMutation,
  useAdminUpdateCategoryMutation,
  useAdminDeleteCategoryMutation,
  useAdminSettingsQuery,
  useLazyAdminSettingsQuery,
  useAdminUpdateSettingsMutation,
  useAdminSystemQuery,
  useAdminOrdersQuery,
  useAdminOrderQuery,
  useAdminUpdateOrderStatusMutation,
  useAdminDeleteOrderMutation,
  useAdminBulkOrdersMutation,
  useAdminStatsQuery,
  useAdminUploadUrlMutation,
  useAdminUploadConfirmMutation,
} = adminApi;
