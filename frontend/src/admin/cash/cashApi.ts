/**
 * The cash endpoints of the admin console: the cash ledger and remittances (the settings,
 * couriers included, are adminApi's). Status changes and remittances invalidate 'Stats' and 'Order', which
 * the ledger and the order lists are tagged with.
 */
import type {
  CashLedger,
  OutstandingOrdersQuery,
  OutstandingOrdersResponse,
  Remittance,
  RemittanceListResponse,
  RemittanceRequest,
} from '../../api/types';
import { api } from '../../app/api';

export const cashApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminCash: build.query<CashLedger, void>({
      query: () => '/admin/cash',
      providesTags: ['Stats'],
    }),
    /** One page of a courier's outstanding orders and the figures of all of them. */
    adminCashOutstanding: build.query<OutstandingOrdersResponse, OutstandingOrdersQuery>({
      query: ({ courier, q, page, limit }) => ({
        url: '/admin/cash/outstanding',
        params: {
          courier,
          ...(q ? { q } : {}),
          ...(page ? { page } : {}),
          ...(limit ? { limit } : {}),
        },
      }),
      providesTags: ['Stats'],
    }),
    adminRemittances: build.query<RemittanceListResponse, void>({
      query: () => '/admin/cash/remittances',
      providesTags: ['Stats'],
    }),
    adminRecordRemittance: build.mutation<Remittance, RemittanceRequest>({
      query: (body) => ({ url: '/admin/cash/remittances', method: 'POST', body }),
      invalidatesTags: ['Stats', 'Order'],
    }),
  }),
});

export const {
  useAdminCashQuery,
  useAdminCashOutstandingQuery,
  useAdminRemittancesQuery,
  useAdminRecordRemittanceMutation,
} = cashApi;
