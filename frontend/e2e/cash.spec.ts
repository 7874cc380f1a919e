/**
 * Delivery fees and cash in a real browser: staff set a city's delivery fee, free delivery, a COD fee, a cash
 * maximum and a courier; the shopper's checkout shows the city's fee, the free-delivery line and
 * the COD fee and refuses cash above the maximum; the confirmation and tracking show the same
 * lines; staff send the order out with its courier, deliver it and record the cash handed over.
 */
import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import type { Product } from '../src/api/types';
import { DELIVERY_MSG, fromFils, toFils } from '@freakdrop/contract';
import { CASH_TEXT } from '../src/admin/cash/texts';
import {
  adminNav,
  aed,
  choose,
  expectAdminToast,
  fetchProducts,
  fetchSettings,
  fillCheckout,
  placeOrder,
  putCart,
  signInAsAdmin,
  snap,
  trackOrder,
  animationsSettled,
} from './support/helpers';
import { A, S } from './support/spec-texts';

const CUSTOMER = {
  name: 'Hamdan Cash',
  phone: '+971 55 765 4321',
  email: 'hamdan@example.com',
  city: 'Al Ain',
  address: 'Villa 7, Al Jimi District',
};

/**
 * Picks a status in the orders table, retrying while the dropdown animates open. Not the
 * shared choose(): the table's select keeps showing the old status while the courier prompt
 * is open, so there is nothing to check yet; the prompt opening is the check.
 */
async function chooseStatus(
  page: Page,
  select: Locator,
  optionTitle: string,
  prompt?: Locator,
): Promise<void> {
  await expect(async () => {
    // A try whose click took but timed out opened the prompt: never click behind it.
    if (prompt && (await prompt.isVisible())) return;
    const option = page
      .locator(`.ant-select-item-option[title="${optionTitle}"]`)
      .filter({ visible: true });
    if (!(await option.isVisible())) {
      await animationsSettled(page);
      await select.click({ force: true });
    }
    await option.click({ timeout: 3000 });
  }).toPass({ timeout: 20000 });
}

test('delivery fees, COD fee and maximum at checkout; courier and cash in the console', async ({
  page,
  request,
}, testInfo) => {
  const { products } = await fetchProducts(request, { sort: 'price_asc', limit: 50 });
  const product = products.find((p) => p.stockQuantity >= 12) as Product;
  expect(product, 'a demo product with stock').toBeTruthy();
  const unitFils = toFils(product.salePriceAED ?? product.priceAED);
  const settings = await fetchSettings(request);
  // Free delivery from 3 units; a cash maximum between 3 and 10 units.
  const freeFromFils = unitFils * 3;
  const codMaxFils = unitFils * 5;
  const codFeeFils = 550;
  const alAinFils = 3_550;

  await test.step('staff set the delivery and COD settings and a courier', async () => {
    await signInAsAdmin(page);
    await page.goto('/admin/settings');
    const card = page.locator('.ant-card').filter({ hasText: CASH_TEXT.deliveryTitle });
    await card.getByLabel('Al Ain delivery fee').fill(String(fromFils(alAinFils)));
    await card.getByLabel(CASH_TEXT.freeFrom).fill(String(fromFils(freeFromFils)));
    await card.getByLabel(CASH_TEXT.codFee).fill(String(fromFils(codFeeFils)));
    await card.getByLabel(CASH_TEXT.codMax).fill(String(fromFils(codMaxFils)));
    const couriers = card.getByRole('combobox', { name: CASH_TEXT.couriers });
    await couriers.fill('Ravi');
    await couriers.press('Enter');
    await page.getByRole('button', { name: A.saveSettings }).click();
    await expectAdminToast(page, A.settingsUpdated);
    await snap(page, testInfo, 'delivery-settings');
    await expect
      .poll(async () => (await fetchSettings(request)).codFeeAED)
      .toBe(fromFils(codFeeFils));
  });

  await test.step('checkout: the city fee, the free-delivery line and the COD fee', async () => {
    await page.goto('/');
    await putCart(page, product, 1);
    await page.goto('/checkout');
    await expect(page.getByTestId('cod-fee')).toHaveText(aed(fromFils(codFeeFils)));
    await expect(page.getByText(DELIVERY_MSG.codFeeLine)).toBeVisible();
    await expect(page.getByTestId('delivery-fee')).toHaveText(aed(settings.deliveryAED));
    await expect(page.getByTestId('free-delivery-note')).toHaveText(
      DELIVERY_MSG.addForFreeDelivery(fromFils(freeFromFils - unitFils)),
    );
    await page.getByLabel(S.city, { exact: true }).selectOption('Al Ain');
    await expect(page.getByTestId('delivery-fee')).toHaveText(aed(fromFils(alAinFils)));
    await expect(page.getByTestId('order-total')).toHaveText(
      aed(fromFils(unitFils + alAinFils + codFeeFils)),
    );
    await snap(page, testInfo, 'checkout-lines');
  });

  await test.step('checkout: above the cash maximum the order is blocked', async () => {
    await putCart(page, product, 10);
    await page.goto('/checkout');
    const message = DELIVERY_MSG.codMaxExceeded(fromFils(codMaxFils));
    await expect(page.getByTestId('cod-max')).toHaveText(message);
    await expect(page.getByTestId('delivery-fee')).toHaveText(aed(0)); // free above 3 units
    await fillCheckout(page, CUSTOMER);
    await page.getByRole('button', { name: S.placeOrder }).click();
    await expect(page.getByLabel('Notifications').locator('.toast')).toContainText(message);
    await expect(page).toHaveURL(/\/checkout$/);
    await snap(page, testInfo, 'checkout-cod-max');
  });

  const totalFils = unitFils * 2 + alAinFils + codFeeFils;
  let orderNumber = '';
  await test.step('an order of 2: confirmation and tracking show the same lines', async () => {
    await putCart(page, product, 2);
    await page.goto('/checkout');
    await fillCheckout(page, CUSTOMER);
    await expect(page.getByTestId('order-total')).toHaveText(aed(fromFils(totalFils)));
    orderNumber = await placeOrder(page);
    await expect(page.getByTestId('cod-fee')).toHaveText(aed(fromFils(codFeeFils)));
    await expect(page.getByTestId('delivery-fee')).toHaveText(aed(fromFils(alAinFils)));
    await snap(page, testInfo, 'confirmation-lines');
    await trackOrder(page, orderNumber, CUSTOMER.phone);
    await expect(page.getByTestId('cod-fee')).toHaveText(aed(fromFils(codFeeFils)));
    await expect(page.getByText(DELIVERY_MSG.codFeeLine)).toBeVisible();
    await snap(page, testInfo, 'tracking-lines');
  });

  await test.step('staff send it out with Ravi and deliver it', async () => {
    await page.goto('/admin/orders');
    const status = page.getByRole('combobox', { name: `Status of order ${orderNumber}` });
    const dialog = page.getByRole('dialog');
    await chooseStatus(page, status, 'Out for Delivery', dialog);
    await expect(dialog).toContainText(CASH_TEXT.courierPromptBody);
    await choose(page, dialog.getByRole('combobox', { name: CASH_TEXT.colCourier }), 'Ravi', {
      force: true,
    });
    await dialog.getByRole('button', { name: 'OK' }).click();
    const row = page.locator('tr').filter({ hasText: orderNumber });
    await expect(row).toContainText(CASH_TEXT.courierLabel('Ravi'));
    await expect(page.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/orders/export.csv',
    );
    await chooseStatus(page, status, 'Delivered');
    await expect(row.getByTitle('Delivered')).toBeVisible();
    await snap(page, testInfo, 'orders-courier');
  });

  await test.step('the Cash screen: with Ravi, then handed over', async () => {
    await adminNav(page, CASH_TEXT.navCash).click();
    await expect(page).toHaveURL(/\/admin\/cash$/);
    const ravi = page.locator('tr').filter({ hasText: 'Ravi' }).first();
    await expect(ravi).toContainText(aed(fromFils(totalFils)));
    await choose(page, page.getByRole('combobox', { name: CASH_TEXT.chooseCourier }), 'Ravi', {
      force: true,
    });
    const orderRow = page.locator('tr').filter({ hasText: orderNumber });
    await orderRow.getByRole('checkbox').check();
    await expect(page.getByTestId('remit-selection')).toHaveText(
      CASH_TEXT.selected(1, aed(fromFils(totalFils))),
    );
    await page.getByLabel(CASH_TEXT.note).fill('Evening drop');
    await page.getByRole('button', { name: CASH_TEXT.record }).click();
    await expectAdminToast(page, CASH_TEXT.recorded(aed(fromFils(totalFils))));
    const past = page.locator('.ant-card').filter({ hasText: CASH_TEXT.pastRemittances });
    await expect(past).toContainText('Evening drop');
    await expect(ravi).toContainText(aed(0));
    await snap(page, testInfo, 'cash-screen');
  });
});
