import type {
  PlaceOrderRequest,
  PlaceOrderResponse,
  PromotionCheckRequest,
  PromotionCheckResponse,
} from '../../api/types';
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
    /** The cart's figures with a discount code, or 400 with the code's PROMO_* reason. */
    checkPromotion: build.mutation<PromotionCheckResponse, PromotionCheckRequest>({
      query: (body) => ({ url: '/promotions/check', method: 'POST', body }),
    }),
  }),
});

export const { usePlaceOrderMutation, useCheckPromotionMutation } = checkoutApi;
