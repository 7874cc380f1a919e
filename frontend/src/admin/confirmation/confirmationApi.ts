/**
 * The confirmation queue's endpoints, injected into the app's one RTK Query api:
 * blocked numbers, status changes with a reason.
 * Blocked numbers show on orders (`customer.blocked`), so they live under the Order tag.
 */
import type { OrderStatus, StatusReason } from '@freakdrop/contract';
import type {
  BlockedPhone,
  BlockedPhoneList,
  BlockPhoneRequest,
  Order,
  OrderListResponse,
} from '../../api/types';
import { LIMITS } from '@freakdrop/contract';
import { api } from '../../app/api';

export interface StatusChangeRequest {
  id: string;
  status: OrderStatus;
  reason?: StatusReason;
  note?: string;
}

export const confirmationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PENDING orders, oldest first, each with its customer's history. */
    adminConfirmQueue: build.query<OrderListResponse, { page: number }>({
      query: ({ page }) => ({
        url: '/admin/orders',
        params: {
          status: 'PENDING',
          sort: 'oldest',
          withCustomer: 'true',
          limit: LIMITS.adminPageSize,
          ...(page > 1 ? { page } : {}),
        },
      }),
      providesTags: (result) => [
        { type: 'Order', id: 'LIST' },
        ...(result?.orders ?? []).map((o) => ({ type: 'Order' as const, id: o.id })),
      ],
    }),
    adminChangeOrderStatus: build.mutation<Order, StatusChangeRequest>({
      query: ({ id, ...body }) => ({ url: `/admin/orders/${id}/status`, method: 'PUT', body }),
      // Cancelling or reactivating an order moves stock.
      invalidatesTags: ['Order', 'Stats', 'Product'],
    }),
    adminBlockedPhones: build.query<BlockedPhoneList, void>({
      query: () => '/admin/blocked-phones',
      providesTags: [{ type: 'Order', id: 'BLOCKED' }],
    }),
    adminBlockPhone: build.mutation<BlockedPhone, BlockPhoneRequest>({
      query: (body) => ({ url: '/admin/blocked-phones', method: 'POST', body }),
      invalidatesTags: ['Order'],
    }),
    adminUnblockPhone: build.mutation<void, string>({
      query: (phone) => ({
        url: `/admin/blocked-phones/${encodeURIComponent(phone)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const {
  useAdminConfirmQueueQuery,
  useAdminChangeOrderStatusMutation,
  useAdminBlockedPhonesQuery,
  useAdminBlockPhoneMutation,
  useAdminUnblockPhoneMutation,
} = confirmationApi;
