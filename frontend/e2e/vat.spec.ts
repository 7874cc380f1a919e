/**
 * UAE VAT in a real browser: the owner registers the shop on the VAT screen, the storefront
 * says prices include VAT, an order delivered gets a printable bilingual tax invoice (A4), its
 * cancellation a credit note referencing it, and the VAT screen shows the period's box 1. The
 * registration is turned off again at the end (other journeys' storefront stays as it was).
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import type { TaxDocument } from '../src/api/types';
import { VAT_TEXT } from '../src/admin/vat/texts';
import { adminNav, expectAdminToast, placeApiOrder, signInAsAdmin, snap } from './support/helpers';

/** A4 at 96 dpi. */
const A4 = { width: 794, height: 1123 };
const SHOTS = process.env.VAT_SHOTS_DIR ?? '/work/wt/shots/vat';

test('the owner registers for VAT, prints an invoice and a credit note, reads box 1', async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page);
  await adminNav(page, VAT_TEXT.navVat).click();
  await page.getByLabel(VAT_TEXT.registered).click();
  await page.getByLabel(VAT_TEXT.trn).fill('100123456700003');
  await page.getByLabel(VAT_TEXT.legalName, { exact: true }).fill('FreakDrop Trading LLC');
  await page.getByLabel(VAT_TEXT.legalNameAr).fill('فريك دروب للتجارة ذ.م.م');
  await page.getByLabel(VAT_TEXT.address, { exact: true }).fill('Warehouse 7, Al Quoz 3, Dubai');
  await page.getByLabel(VAT_TEXT.addressAr).fill('مستودع 7، القوز 3، دبي');
  await page.getByRole('button', { name: VAT_TEXT.save }).click();
  await expectAdminToast(page, VAT_TEXT.saved);
  await snap(page, testInfo, 'vat-settings');

  try {
    const { placed } = await placeApiOrder(page.request, {
      customerName: 'Layla Haddad',
      phone: '+971 50 246 8135',
      city: 'Sharjah',
      addressLine1: 'Flat 804, Al Majaz Tower',
    });
    const id = placed.order.id;
    const put = (status: string) =>
      page.request.put(`/api/admin/orders/${id}/status`, { data: { status } });
    expect((await put('DELIVERED')).status()).toBe(200);

    await page.setViewportSize(A4);
    await page.goto(`/admin/orders/${id}/invoice`);
    const doc = page.getByTestId('tax-document');
    await expect(doc).toContainText('Tax Invoice');
    await expect(doc).toContainText('فاتورة ضريبية');
    await expect(doc).toContainText('100123456700003');
    await expect(doc).toContainText(/INV-\d{6}/);
    await expect(doc).toContainText('Sharjah');
    await page.emulateMedia({ media: 'print' });
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/journey-invoice-a4.png`, fullPage: true });
    await snap(page, testInfo, 'tax-invoice-a4');
    await page.emulateMedia({ media: 'screen' });
    const invoice = (await (
      await page.request.get(`/api/admin/orders/${id}/invoice`)
    ).json()) as TaxDocument;

    expect((await put('CANCELLED')).status()).toBe(200);
    await page.goto(`/admin/orders/${id}/credit-note`);
    await expect(doc).toContainText('Tax Credit Note');
    await expect(doc).toContainText(/CN-\d{6}/);
    await expect(doc).toContainText(invoice.number);
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `${SHOTS}/journey-credit-note-a4.png`, fullPage: true });
    await snap(page, testInfo, 'credit-note-a4');
    await page.emulateMedia({ media: 'screen' });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/vat');
    const sharjah = page.locator('.vat-report-table tr', { hasText: 'Sharjah' });
    await expect(sharjah).toContainText('1c');
    await snap(page, testInfo, 'vat-report');
  } finally {
    const off = await page.request.put('/api/admin/settings/vat', { data: { registered: false } });
    expect(off.status()).toBe(200);
  }
});
