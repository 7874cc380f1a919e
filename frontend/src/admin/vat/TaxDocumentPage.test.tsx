import { screen } from '@testing-library/react';
import type { TaxDocument } from '../../api/types';
import { json, mockApi, renderAdmin } from '../test-utils';
import { TaxDocumentPage } from './TaxDocumentPage';
import { VAT_TEXT } from './texts';

const INVOICE: TaxDocument = {
  kind: 'invoice',
  number: 'INV-000042',
  invoiceNumber: null,
  orderId: 'o-1',
  orderNumber: 'FD-7K3M-9Q2X',
  issuedAt: '2026-11-26T10:00:00.000Z',
  suppliedAt: '2026-11-26T10:00:00.000Z',
  seller: {
    legalName: 'FreakDrop Trading LLC',
    legalNameAr: 'فريك دروب للتجارة ذ.م.م',
    address: 'Al Quoz, Dubai',
    addressAr: 'القوز، دبي',
    trn: '100123456700003',
  },
  buyer: {
    name: 'Layla Haddad',
    phone: '+971501234567',
    address: 'Villa 12',
    city: 'Al Ain',
    emirate: 'Abu Dhabi',
  },
  ratePercent: 5,
  lines: [
    {
      kind: 'goods',
      description: 'Drip Hoodie',
      variant: 'M / Black',
      qty: 2,
      unitAED: 149.5,
      discountAED: 10,
      netAED: 275.24,
      ratePercent: 5,
      vatAED: 13.76,
      grossAED: 289,
    },
    {
      kind: 'delivery',
      description: 'Delivery',
      variant: '',
      qty: 1,
      unitAED: 20,
      discountAED: 0,
      netAED: 19.05,
      ratePercent: 5,
      vatAED: 0.95,
      grossAED: 20,
    },
  ],
  discountAED: 10,
  netAED: 294.29,
  vatAED: 14.71,
  grossAED: 309,
};

describe('the printable tax invoice', () => {
  it('shows the bilingual title, the TRN, the number, each line and the totals', async () => {
    mockApi({ 'GET /api/admin/orders/o-1/invoice': { body: INVOICE } });
    renderAdmin(<TaxDocumentPage kind="invoice" />, {
      route: '/admin/orders/o-1/invoice',
      path: '/admin/orders/:id/invoice',
    });
    const doc = await screen.findByTestId('tax-document');
    expect(doc).toHaveTextContent('Tax Invoice');
    expect(doc).toHaveTextContent('فاتورة ضريبية');
    expect(doc).toHaveTextContent('100123456700003');
    expect(doc).toHaveTextContent('INV-000042');
    expect(doc).toHaveTextContent('Drip Hoodie');
    expect(doc).toHaveTextContent('M / Black');
    expect(doc).toHaveTextContent('التوصيل');
    expect(doc).toHaveTextContent('أبوظبي');
    expect(doc).toHaveTextContent('309');
    expect(doc).toHaveTextContent('14.71');
  });

  it('says when the order has no invoice', async () => {
    mockApi({
      'GET /api/admin/orders/o-2/invoice': () =>
        json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'This order has no tax invoice' }),
    });
    renderAdmin(<TaxDocumentPage kind="invoice" />, {
      route: '/admin/orders/o-2/invoice',
      path: '/admin/orders/:id/invoice',
    });
    expect(await screen.findByText(VAT_TEXT.noInvoice)).toBeInTheDocument();
  });
});
