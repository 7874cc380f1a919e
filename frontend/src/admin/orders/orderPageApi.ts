/**
 * The order page's endpoints, injected into the app's one RTK Query api: the order by its
 * number with its timeline, and internal notes. Both live under the order's tag, so a status
 * change anywhere in the console (which invalidates `Order`) refreshes the page.
 */
import type { OrderNote, OrderNoteRequest, OrderWithTimeline } from '../../api/types';
import { api } from '../../app/api';

export const orderPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminOrderByNumber: build.query<OrderWithTimeline, string>({
      query: (orderNumber) => `/admin/orders/by-number/${encodeURIComponent(orderNumber)}`,
      providesTags: (result, _e, orderNumber) => [
        { type: 'Order', id: `number:${orderNumber}` },
        ...(result ? [{ type: 'Order' as const, id: result.id }] : []),
      ],
    }),
    adminAddOrderNote: build.mutation<OrderNote, OrderNoteRequest & { orderId: string }>({
      query: ({ orderId, text }) => ({
        url: `/admin/orders/${orderId}/notes`,
        method: 'POST',
        body: { text },
      }),
      invalidatesTags: (_r, _e, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const { useAdminOrderByNumberQuery, useAdminAddOrderNoteMutation } = orderPageApi;
