/** The VAT endpoints of the admin console: the registration, an order's documents, the return. */
import type { TaxDocument, VatReport, VatSettings, VatSettingsInputDto } from '../../api/types';
import { api } from '../../app/api';

export type TaxDocumentKind = 'invoice' | 'credit-note';

export const vatApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminVatSettings: build.query<VatSettings, void>({
      query: () => '/admin/settings/vat',
      providesTags: ['Settings'],
    }),
    updateVatSettings: build.mutation<VatSettings, VatSettingsInputDto>({
      query: (body) => ({ url: '/admin/settings/vat', method: 'PUT', body }),
      invalidatesTags: ['Settings'],
    }),
    adminTaxDocument: build.query<TaxDocument, { id: string; kind: TaxDocumentKind }>({
      query: ({ id, kind }) => `/admin/orders/${encodeURIComponent(id)}/${kind}`,
    }),
    adminVatReport: build.query<VatReport, { from: string; to: string }>({
      query: (params) => ({ url: '/admin/reports/vat', params }),
      providesTags: ['Order'],
    }),
  }),
});

export const {
  useAdminVatSettingsQuery,
  useUpdateVatSettingsMutation,
  useAdminTaxDocumentQuery,
  useAdminVatReportQuery,
} = vatApi;

/** The CSV of every invoice and credit note of the period (a plain download link). */
export function vatCsvUrl(from: string, to: string): string {
  return `/api/admin/reports/vat.csv?from=${from}&to=${to}`;
}
