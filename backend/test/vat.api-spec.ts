/**
 * UAE VAT: the owner's settings, tax invoices issued when an order reaches the setting's status,
 * credit notes on cancel and delete, the VAT return's box 1 by emirate — and that nothing
 * changes for a client that knows only the spec while the shop is not registered.
 */
import type {
  Order,
  PlaceOrderResponse,
  Product,
  Settings,
  TaxDocument,
  VatReport,
  VatSettings,
} from '../src/contract';
import { AutoCancelService } from '../src/orders/auto-cancel.service';
import { createStaff, signedIn } from './support/staff';
import type { Test } from 'supertest';
import { createProduct, postOrder, useAdminApp } from './support/test-app';

/** The answer's status and error code. */
async function expectError(req: Test, statusCode: number, code: string): Promise<void> {
  const res = await req;
  expect([res.status, (res.body as { code?: string }).code]).toEqual([statusCode, code]);
}

const REGISTRATION = {
  registered: true,
  trn: '100123456700003',
  legalName: 'FreakDrop Trading LLC',
  legalNameAr: 'فريك دروب للتجارة ذ.م.م',
  address: 'Warehouse 7, Al Quoz 3, Dubai',
  addressAr: 'مستودع 7، القوز 3، دبي',
};

describe('VAT', () => {
  const { t, admin } = useAdminApp(['Hoodies']);
  let hoodie: Product; // 149.50

  beforeAll(async () => {
    hoodie = await createProduct(t, admin, 'HOODIES', {
      title: 'Drip Hoodie',
      priceAED: 149.5,
      stockQuantity: 5000,
      sizes: ['M', 'L'],
    });
  });

  let phones = 0;
  const phone = () => `+97150${String(1_000_000 + (phones += 1)).slice(-7)}`;
  async function place(city = 'Dubai', qty = 2): Promise<Order> {
    const subtotal = (qty * 14_950) / 100;
    const res = await postOrder(t, {
      customerName: 'Layla Haddad',
      phone: phone(),
      city,
      addressLine1: 'Villa 12, Street 4',
      items: [{ productId: hoodie.id, size: 'M', qty }],
      subtotalAED: subtotal,
      deliveryAED: 20,
      totalAED: subtotal + 20,
    }).expect(201);
    return (res.body as PlaceOrderResponse).order;
  }
  const status = (id: string, to: string) =>
    admin.put(`/api/admin/orders/${id}/status`).send({ status: to });

  describe('while not registered (the default)', () => {
    it('keeps every answer as the spec says: no VAT field, no invoice', async () => {
      const settings = (await t.http().get('/api/settings').expect(200)).body as Settings;
      expect(settings).not.toHaveProperty('pricesIncludeVat');
      expect((await admin.get('/api/admin/settings/vat').expect(200)).body).toMatchObject({
        registered: false,
        ratePercent: 5,
        invoiceAt: 'delivered',
      });
      const order = await place();
      const delivered = (await status(order.id, 'DELIVERED').expect(200)).body as Order;
      expect(Object.keys(delivered)).not.toContain('invoice');
      await expectError(admin.get(`/api/admin/orders/${order.id}/invoice`), 404, 'NOT_FOUND');
    });
  });

  describe('settings', () => {
    it('refuses a bad TRN, rate or invoiceAt, and a registration without names', async () => {
      const put = (body: object) => admin.put('/api/admin/settings/vat').send(body);
      await expectError(put({ trn: '12345' }), 400, 'VALIDATION_FAILED');
      await expectError(put({ ratePercent: 5.5 }), 400, 'VALIDATION_FAILED');
      await expectError(put({ ratePercent: 101 }), 400, 'VALIDATION_FAILED');
      await expectError(put({ invoiceAt: 'placed' }), 400, 'VALIDATION_FAILED');
      await expectError(
        put({ registered: true, trn: '100123456700003' }),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('is the owner’s alone', async () => {
      await createStaff(admin, 'vat-manager', 'manager');
      const manager = await signedIn(t, 'vat-manager');
      await manager.get('/api/admin/settings/vat').expect(403);
      await manager.put('/api/admin/settings/vat').send(REGISTRATION).expect(403);
      await manager.get('/api/admin/reports/vat?from=2026-01-01&to=2026-01-31').expect(403);
    });

    it('registers, and the storefront then says prices include VAT', async () => {
      const saved = (await admin.put('/api/admin/settings/vat').send(REGISTRATION).expect(200))
        .body as VatSettings;
      expect(saved).toMatchObject({ ...REGISTRATION, ratePercent: 5, invoiceAt: 'delivered' });
      const settings = (await t.http().get('/api/settings').expect(200)).body as Settings;
      expect(settings.pricesIncludeVat).toBe(true);
    });
  });

  describe('invoices and credit notes', () => {
    it('issues the invoice on delivery with its own copy of the figures', async () => {
      const order = await place('Al Ain', 2);
      await status(order.id, 'CONFIRMED').expect(200);
      await expectError(admin.get(`/api/admin/orders/${order.id}/invoice`), 404, 'NOT_FOUND');
      await status(order.id, 'DELIVERED').expect(200);
      const invoice = (await admin.get(`/api/admin/orders/${order.id}/invoice`).expect(200))
        .body as TaxDocument;
      expect(invoice.number).toMatch(/^INV-\d{6}$/);
      expect(invoice.seller.trn).toBe(REGISTRATION.trn);
      expect(invoice.buyer.emirate).toBe('Abu Dhabi');
      expect(invoice.lines.map((l) => [l.kind, l.qty, l.grossAED, l.netAED, l.vatAED])).toEqual([
        ['goods', 2, 299, 284.76, 14.24],
        ['delivery', 1, 20, 19.05, 0.95],
      ]);
      expect([invoice.grossAED, invoice.netAED, invoice.vatAED]).toEqual([319, 303.81, 15.19]);
      // Later settings changes don't alter it; delivering again issues nothing new.
      await admin.put('/api/admin/settings/vat').send({ legalName: 'Renamed LLC' }).expect(200);
      await status(order.id, 'OUT_FOR_DELIVERY').expect(200);
      await status(order.id, 'DELIVERED').expect(200);
      const again = (await admin.get(`/api/admin/orders/${order.id}/invoice`).expect(200))
        .body as TaxDocument;
      expect(again).toEqual(invoice);
      await admin
        .put('/api/admin/settings/vat')
        .send({ legalName: REGISTRATION.legalName })
        .expect(200);
    });

    it('credits the full invoice on cancel and on delete, in its own sequence', async () => {
      const cancelled = await place('Sharjah', 1);
      await status(cancelled.id, 'DELIVERED').expect(200);
      await status(cancelled.id, 'CANCELLED').expect(200);
      const invoice = (await admin.get(`/api/admin/orders/${cancelled.id}/invoice`).expect(200))
        .body as TaxDocument;
      const note = (await admin.get(`/api/admin/orders/${cancelled.id}/credit-note`).expect(200))
        .body as TaxDocument;
      expect(note.number).toMatch(/^CN-\d{6}$/);
      expect(note.invoiceNumber).toBe(invoice.number);
      expect([note.grossAED, note.netAED, note.vatAED]).toEqual([
        invoice.grossAED,
        invoice.netAED,
        invoice.vatAED,
      ]);
      // Cancelling again issues nothing; a never-invoiced order gets no credit note.
      const plain = await place('Sharjah', 1);
      await status(plain.id, 'CANCELLED').expect(200);
      await expectError(admin.get(`/api/admin/orders/${plain.id}/credit-note`), 404, 'NOT_FOUND');

      const deleted = await place('Fujairah', 1);
      await status(deleted.id, 'DELIVERED').expect(200);
      await admin.delete(`/api/admin/orders/${deleted.id}`).expect(204);
      const deletedNote = (
        await admin.get(`/api/admin/orders/${deleted.id}/credit-note`).expect(200)
      ).body as TaxDocument;
      expect(Number(deletedNote.number.slice(3))).toBe(Number(note.number.slice(3)) + 1);
    });

    it('gives the customer the invoice from tracking once delivered (order number + phone)', async () => {
      const order = await place('Dubai', 1);
      const track = (phone: string) =>
        t.http().get('/api/orders/track/invoice').query({ orderNumber: order.orderNumber, phone });
      await expectError(track(order.phone), 404, 'NOT_FOUND'); // not delivered yet
      await status(order.id, 'DELIVERED').expect(200);
      await expectError(track('+971509999999'), 404, 'NOT_FOUND'); // another phone
      const mine = (await track(order.phone).expect(200)).body as TaxDocument;
      const staff = (await admin.get(`/api/admin/orders/${order.id}/invoice`).expect(200))
        .body as TaxDocument;
      expect(mine).toEqual(staff);
      // Credited afterwards: nothing to show.
      await status(order.id, 'CANCELLED').expect(200);
      await expectError(track(order.phone), 404, 'NOT_FOUND');
    });

    it('invoices at confirmation when the setting says so', async () => {
      await admin.put('/api/admin/settings/vat').send({ invoiceAt: 'confirmed' }).expect(200);
      const order = await place('Ajman', 1);
      await status(order.id, 'CONFIRMED').expect(200);
      await admin.get(`/api/admin/orders/${order.id}/invoice`).expect(200);
      await admin.put('/api/admin/settings/vat').send({ invoiceAt: 'delivered' }).expect(200);
      // Set back to Pending and cancelled by the job: its invoice is credited all the same.
      await status(order.id, 'PENDING').expect(200);
      await admin
        .put('/api/admin/settings')
        .send({ deliveryAED: 20, brandTagline: 'VAT', autoCancelUnconfirmedHours: 1 })
        .expect(200);
      const later = new Date(Date.now() + 2 * 3_600_000);
      expect(await t.app.get(AutoCancelService).runOnce(later)).toBe(1);
      const note = (await admin.get(`/api/admin/orders/${order.id}/credit-note`).expect(200))
        .body as TaxDocument;
      expect(note.grossAED).toBe(169.5);
      await admin
        .put('/api/admin/settings')
        .send({ deliveryAED: 20, brandTagline: 'VAT', autoCancelUnconfirmedHours: 0 })
        .expect(200);
    });
  });

  describe('the VAT return', () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());

    it('sums invoices less credit notes per emirate, with the totals', async () => {
      const report = (
        await admin.get(`/api/admin/reports/vat?from=${today}&to=${today}`).expect(200)
      ).body as VatReport;
      expect(report.rows.map((r) => r.box)).toEqual(['1a', '1b', '1c', '1d', '1e', '1f', '1g']);
      const by = Object.fromEntries(report.rows.map((r) => [r.emirate, [r.netAED, r.vatAED]]));
      expect(by['Abu Dhabi']).toEqual([303.81, 15.19]); // the Al Ain order
      expect(by.Sharjah).toEqual([0, 0]); // invoiced then credited
      expect(by.Fujairah).toEqual([0, 0]); // invoiced then deleted
      expect(by.Dubai).toEqual([0, 0]);
      expect(by.Ajman).toEqual([0, 0]); // invoiced at confirmation, auto-cancelled
      expect(report.netAED).toBe(303.81);
      expect(report.vatAED).toBe(15.19);
      expect(report.creditNotes).toBe(4);
      expect(report.invoices).toBe(5);
      const csv = await admin
        .get(`/api/admin/reports/vat.csv?from=${today}&to=${today}`)
        .expect(200);
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      const lines = csv.text.trim().split('\r\n');
      expect(lines).toHaveLength(1 + 9);
      expect(lines.filter((l) => l.startsWith('Credit note'))).toHaveLength(4);
    });

    it('is empty for another period and refuses a bad one', async () => {
      const empty = (
        await admin.get('/api/admin/reports/vat?from=2020-01-01&to=2020-03-31').expect(200)
      ).body as VatReport;
      expect([empty.netAED, empty.vatAED, empty.invoices]).toEqual([0, 0, 0]);
      await expectError(
        admin.get('/api/admin/reports/vat?from=2026-02-30&to=2026-03-01'),
        400,
        'VALIDATION_FAILED',
      );
      await expectError(
        admin.get('/api/admin/reports/vat?from=2026-03-01&to=2026-02-01'),
        400,
        'VALIDATION_FAILED',
      );
      await expectError(admin.get('/api/admin/reports/vat'), 400, 'VALIDATION_FAILED');
    });
  });
});
