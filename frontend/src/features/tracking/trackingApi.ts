import type { TaxDocument, TrackedOrder } from '../../api/types';
import { api } from '../../app/api';

export const trackingApi = api.injectEndpoints({
  endpoints: (build) => ({
    trackOrder: build.query<TrackedOrder, { orderNumber: string; phone: string }>({
      query: (params) => ({ url: '/orders/track', params }),
      // Status changes: look it up fresh every time.
      keepUnusedDataFor: 0,
    }),
    /** The delivered order's tax invoice, when the shop is VAT-registered (404 otherwise). */
    trackedInvoice: build.query<TaxDocument, { orderNumber: string; phone: string }>({
      query: (params) => ({ url: '/orders/track/invoice', params }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useTrackOrderQuery, useTrackedInvoiceQuery } = trackingApi;
