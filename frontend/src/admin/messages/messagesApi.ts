/**
 * The Messages screen's endpoints: the outbox's messages (filtered, paged by the server) and
 * Resend of a failed one; an order's own messages for its details.
 */
import type { MessageListResponse, OrderMessagesResponse, OutboxMessage } from '../../api/types';
import { api } from '../../app/api';
import { params } from '../adminApi';
import type { MessageFilters } from './filters';

export const messagesApi = api.enhanceEndpoints({ addTagTypes: ['Message'] }).injectEndpoints({
  endpoints: (build) => ({
    adminMessages: build.query<
      MessageListResponse,
      MessageFilters & { page: number; limit: number }
    >({
      query: (query) => ({ url: '/admin/messages', params: params(query) }),
      providesTags: ['Message'],
    }),
    /** The order's messages, oldest first (recipients masked for roles without `messages`). */
    orderMessages: build.query<OrderMessagesResponse, string>({
      query: (orderId) => `/admin/orders/${orderId}/messages`,
      providesTags: ['Message'],
    }),
    resendMessage: build.mutation<OutboxMessage, string>({
      query: (id) => ({ url: `/admin/messages/${id}/resend`, method: 'POST' }),
      invalidatesTags: ['Message', 'Order'],
    }),
  }),
});

export const { useAdminMessagesQuery, useOrderMessagesQuery, useResendMessageMutation } =
  messagesApi;
