/**
 * The confirmation queue at 1280×800: the staff set the English WhatsApp template on
 * the settings screen → a new order shows under To confirm → its WhatsApp link carries the
 * filled template → Cancel with a reason and a note → the order's history shows why and who →
 * the customer's record counts the refusal → Block this number → that phone's next checkout
 * is refused and nothing is stored.
 */
import { expect, test } from './support/test';
import { CONFIRMATION_MSG, STATUS_REASON_LABELS } from '@freakdrop/contract';
import { CONFIRM_TEXT } from '../src/admin/confirmation/texts';
import { A } from './support/spec-texts';
import {
  ADMIN,
  cancelWithReason,
  adminNav,
  aed,
  expectAdminToast,
  placeApiOrder,
  signInAsAdmin,
  snap,
} from './support/helpers';

test('staff confirm cash-on-delivery orders before they ship', async ({
  page,
  request,
}, testInfo) => {
  const digits = String(Date.now()).slice(-7);
  const phone = `+97158${digits}`;
  const template = 'Hi {name}! Please confirm FreakDrop order {orderNumber} ({total}) to {city}.';

  // A shopper's order, placed through the API with a well-stocked demo product.
  const { placed, checkout } = await placeApiOrder(request, {
    customerName: 'Queue Tester',
    phone: `+971 58 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    city: 'Sharjah',
    addressLine1: 'Flat 9, Al Nahda Tower',
  });
  const orderNumber = placed.orderNumber;

  await test.step('sign in and set the English template on the settings screen', async () => {
    await signInAsAdmin(page);
    // The dashboard shows the 30-day rates.
    await expect(page.getByText(CONFIRM_TEXT.ratesTitle)).toBeVisible();

    await page.goto('/admin/settings');
    const en = page.getByLabel(CONFIRM_TEXT.templateEN);
    await expect(en).not.toHaveValue('');
    await en.fill('Hi {name} {phone}');
    await page.getByRole('button', { name: A.saveSettings }).click();
    await expect(page.getByText(CONFIRMATION_MSG.unknownPlaceholder(['phone']))).toBeVisible();
    await en.fill(template);
    await page.getByLabel(CONFIRM_TEXT.autoCancel).fill('72');
    await page.getByRole('button', { name: A.saveSettings }).click();
    await expectAdminToast(page, A.settingsUpdated);
    await snap(page, testInfo, 'confirmation-settings');
  });

  await test.step('the new order is under To confirm with a filled WhatsApp message', async () => {
    await adminNav(page, CONFIRM_TEXT.navToConfirm).click();
    await expect(page).toHaveURL(/\/admin\/confirm$/);
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Queue Tester');
    await expect(row).toContainText(CONFIRM_TEXT.firstOrder);
    const link = row.getByRole('link', { name: /English confirmation message/ });
    const expected =
      `Hi Queue Tester! Please confirm FreakDrop order ${orderNumber} ` +
      `(${aed(placed.order.totalAED)}) to Sharjah.`;
    await expect(link).toHaveAttribute(
      'href',
      `https://wa.me/${phone.slice(1)}?text=${encodeURIComponent(expected)}`,
    );
    await snap(page, testInfo, 'to-confirm');
  });

  await test.step('cancel with a reason; the history says why and who', async () => {
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await row.getByRole('button', { name: CONFIRM_TEXT.cancelLabel(orderNumber) }).click();
    const dialog = page.getByRole('dialog', { name: CONFIRM_TEXT.cancelTitle(orderNumber) });
    await cancelWithReason(
      page,
      dialog,
      STATUS_REASON_LABELS.REFUSED_AT_DOOR,
      'Refused the parcel at the door',
    );
    await expect(page.getByRole('row').filter({ hasText: orderNumber })).toHaveCount(0);

    await page.goto(`/admin/orders?phone=${encodeURIComponent(phone)}`);
    // The list's quick look (the order number itself opens the order's page).
    await page.getByRole('button', { name: `${A.viewDetails} ${orderNumber}` }).click();
    const details = page.getByRole('dialog', { name: `Order #${orderNumber}` });
    await expect(details).toContainText(STATUS_REASON_LABELS.REFUSED_AT_DOOR);
    await expect(details).toContainText(CONFIRM_TEXT.by(ADMIN.username));
    await expect(details).toContainText('Refused the parcel at the door');
    await expect(details).toContainText(CONFIRM_TEXT.customerHistory);
    await snap(page, testInfo, 'order-history');
  });

  await test.step('block the number: its next checkout is refused', async () => {
    const details = page.getByRole('dialog', { name: `Order #${orderNumber}` });
    await details.getByRole('button', { name: CONFIRM_TEXT.blockNumber }).click();
    await page.getByRole('button', { name: CONFIRM_TEXT.block, exact: true }).click();
    await expectAdminToast(page, CONFIRM_TEXT.numberBlocked);
    await expect(details.getByText(CONFIRM_TEXT.blocked, { exact: true })).toBeVisible();
    const refused = await request.post('/api/orders', { data: checkout });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      CONFIRMATION_MSG.phoneBlocked,
    );
  });
});
