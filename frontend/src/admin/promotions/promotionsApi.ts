/**
 * The Promotions screen's endpoints. A change invalidates 'Promotion' (the storefront's offers
 * read it too) and 'Stats'.
 */
import type { Promotion, PromotionInput, PromotionListResponse } from '../../api/types';
import { api } from '../../app/api';

export const promotionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    promotions: build.query<PromotionListResponse, void>({
      query: () => '/admin/promotions',
      providesTags: ['Promotion'],
    }),
    createPromotion: build.mutation<Promotion, PromotionInput>({
      query: (body) => ({ url: '/admin/promotions', method: 'POST', body }),
      invalidatesTags: ['Promotion'],
    }),
    updatePromotion: build.mutation<Promotion, { id: string; body: Partial<PromotionInput> }>({
      query: ({ id, body }) => ({ url: `/admin/promotions/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Promotion'],
    }),
    deletePromotion: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/promotions/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Promotion'],
    }),
  }),
});

export const {
  usePromotionsQuery,
  useCreatePromotionMutation,
  useUpdatePromotionMutation,
  useDeletePromotionMutation,
} = promotionsApi;
