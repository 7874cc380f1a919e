import type { PlaceOrderRequest, PlaceOrderResponse } from '../../api/types';
import { api } from '../../app/api';

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<
      PlaceOrderResponse,
      { body: PlaceOrderRequest; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/orders',
        method: 'POST',
        body,
        // The same key on a retry lets the server answer with the order it already made.
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      // Stock changed.
      invalidatesTags: ['Product'],
    }),
  }),
});

export const { usePlaceOrderMutation } = checkoutApi;
