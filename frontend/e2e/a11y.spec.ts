/**
 * Accessibility: axe-core on home, shop, product, cart drawer, checkout (with its
 * messages), confirmation, tracking (form and result), the 404 page and the admin sign-in.
 * No serious or critical violation is allowed.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import type { Page, TestInfo } from '@playwright/test';
import { fetchProduct, fillCheckout, placeOrder, snap } from './support/helpers';
import { A, S, STATUS } from './support/spec-texts';

async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  await testInfo.attach(`axe-${name}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  // One readable line per violation and element, so the report says what to fix and where.
  const summary = blocking.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.impact} ${v.id}: ${v.help} — ${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`,
    ),
  );
  expect.soft(summary, `axe on ${name}`).toEqual([]);
  await snap(page, testInfo, `a11y-${name}`);
}

test('no serious or critical axe violations on the main screens', async ({
  page,
  request,
}, testInfo) => {
  const hoodie = await fetchProduct(request, 'toxic-drip-hoodie');

  // This runs beside the staff journey, which changes the tagline and adds a product: the
  // shopper journey checks those texts exactly, this only waits for the screens to be there.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'home');

  await page.goto('/shop');
  await expect(page.getByRole('article')).toHaveCount(12);
  await expectNoSeriousViolations(page, testInfo, 'shop');

  await page.goto(`/product/${hoodie.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: hoodie.title })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'product');

  await page
    .getByRole('group', { name: S.selectSize })
    .getByRole('button', { name: 'L', exact: true })
    .click();
  await page.getByRole('button', { name: S.addToCart }).click();
  await page.getByRole('button', { name: S.openCart(1) }).click();
  await expect(page.getByRole('dialog', { name: S.cartTitle })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'cart-drawer');

  await page.getByRole('button', { name: S.proceedToCheckout }).click();
  await expect(page.getByRole('heading', { level: 1, name: S.checkoutTitle })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'checkout');
  await page.getByRole('button', { name: S.placeOrder }).click();
  await expect(page.getByText(S.nameMin)).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'checkout-errors');

  await fillCheckout(page, {
    name: 'Axe Tester',
    phone: '+971 56 111 2233',
    email: '',
    city: S.city0,
    address: 'Tower 3, Marina Walk',
  });
  const orderNumber = await placeOrder(page);
  await expectNoSeriousViolations(page, testInfo, 'confirmation');

  await page.goto('/track-order');
  await expect(page.getByRole('heading', { level: 1, name: S.trackTitle })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'tracking-form');
  // The confirmation's link carries the order number and phone: the result shows at once.
  await page.goto(`/track-order?orderNumber=${orderNumber}&phone=%2B971561112233`);
  await expect(page.getByRole('region', { name: orderNumber })).toContainText(STATUS.PENDING);
  await expectNoSeriousViolations(page, testInfo, 'tracking-result');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: S.notFound })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'not-found');

  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: A.loginTitle })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'admin-sign-in');
});
