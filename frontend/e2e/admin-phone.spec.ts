/**
 * The console on a phone (375 px, touch) and on a desktop (1280 px): its frame in the first
 * paint, every screen no wider than the window, the menu (a drawer on the phone, the side menu
 * on the desktop) with Logout once, full-screen dialogs and the confirmation queue as cards.
 */
import { expect, test } from './support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { PlaceOrderRequest, PlaceOrderResponse } from '../src/api/types';
import { ADMIN_TEXT } from '../src/admin/texts';
import { CONFIRM_TEXT } from '../src/admin/confirmation/texts';
import { ADMIN, fetchProducts, fetchSettings, signInAsAdmin, snap } from './support/helpers';

/** Every screen of the console an owner can open. */
const SCREENS = [
  '/admin',
  '/admin/orders',
  '/admin/confirm',
  '/admin/products',
  '/admin/categories',
  '/admin/cash',
  '/admin/settings',
  '/admin/staff',
  '/admin/activity',
  '/admin/two-factor',
];

/** The page is no wider than the window: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  // A phone's browser widens its window to a page that is too wide: check both against the
  // device's width.
  expect(sizes.inner).toBe(width);
  expect(sizes.scroll).toBeLessThanOrEqual(width);
}

/** Each line of the element holds whole words: its text takes one line (nowrap'd names). */
async function expectOneLine(page: Page, selector: string): Promise<void> {
  const lines = await page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return tops.size;
    });
  expect(lines).toBe(1);
}

/**
 * An order placed through the API with the best-stocked product, at the figures the server
 * answers (this journey runs after the ones that set city fees and a cash-on-delivery fee).
 */
async function placeOrder(
  request: APIRequestContext,
  customer: Pick<PlaceOrderRequest, 'customerName' | 'phone' | 'city' | 'addressLine1'>,
): Promise<PlaceOrderResponse> {
  const { products } = await fetchProducts(request, { limit: 50 });
  const product = products.reduce((best, p) => (p.stockQuantity > best.stockQuantity ? p : best));
  const price = product.salePriceAED ?? product.priceAED;
  const { deliveryAED } = await fetchSettings(request);
  const order: PlaceOrderRequest = {
    ...customer,
    items: [{ productId: product.id, size: product.sizes[0] ?? 'N/A', qty: 1 }],
    subtotalAED: price,
    deliveryAED,
    totalAED: price + deliveryAED,
  };
  let res = await request.post('/api/orders', { data: order });
  if (res.status() === 409) {
    const { current } = (await res.json()) as {
      current: Pick<PlaceOrderRequest, 'subtotalAED' | 'deliveryAED' | 'totalAED' | 'codFeeAED'>;
    };
    res = await request.post('/api/orders', {
      data: {
        ...order,
        subtotalAED: current.subtotalAED,
        deliveryAED: current.deliveryAED,
        totalAED: current.totalAED,
        ...(current.codFeeAED !== undefined ? { codFeeAED: current.codFeeAED } : {}),
      },
    });
  }
  expect(res.status()).toBe(201);
  return (await res.json()) as PlaceOrderResponse;
}

async function screenShown(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.admin-page-header').first()).toBeVisible();
  // Lists and cards loaded: no spinner left.
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

test('the console fits the window on every screen, with its menu and dialogs', async ({
  page,
  request,
}, testInfo) => {
  const phone = (page.viewportSize()?.width ?? 0) < 992;
  const shot = testInfo.project.name.replace('admin-', '');

  await test.step('the first paint of /admin is the console frame, before its code', async () => {
    const html = await (await request.get('/admin/login')).text();
    expect(html).toContain('class="admin-frame"');
    // Held back, the console's stylesheet never arrives, and the console waits for it: the
    // frame is what the page shows.
    await page.route(/\/assets\/admin[.][^/]*[.]css$/, () => undefined);
    await page.goto('/admin/login');
    const frame = page.getByTestId('admin-frame');
    await expect(frame).toBeVisible();
    await expect(frame.getByText('FreakDrop')).toBeVisible();
    const background = await frame.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await snap(page, testInfo, `frame-${shot}`, { fullPage: false });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  await test.step('sign in: the login screen fits too', async () => {
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: ADMIN_TEXT.signIn })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await signInAsAdmin(page);
  });

  await test.step('one Logout; the menu is a drawer on the phone, the side menu on a desktop', async () => {
    await expect(page.getByRole('heading', { name: ADMIN_TEXT.dashboardTitle })).toBeVisible();
    const menuButton = page.getByRole('button', { name: ADMIN_TEXT.openMenu });
    if (phone) {
      await expect(page.getByRole('button', { name: ADMIN_TEXT.logout })).toHaveCount(0);
      await menuButton.click();
      const drawer = page.getByRole('dialog', { name: ADMIN_TEXT.menuTitle });
      await expect(drawer).toBeVisible();
      await expect(
        drawer.getByRole('link', { name: ADMIN_TEXT.navCategories, exact: true }),
      ).toBeVisible();
      await expect(drawer.getByRole('button', { name: ADMIN_TEXT.logout })).toHaveCount(1);
      await expect(drawer.getByText(ADMIN.username, { exact: true })).toBeVisible();
      await expectOneLine(page, '.admin-drawer .admin-user-name');
      const tap = await drawer.getByRole('button', { name: ADMIN_TEXT.logout }).boundingBox();
      expect(tap?.height).toBeGreaterThanOrEqual(44);
      await snap(page, testInfo, `drawer-${shot}`, { fullPage: false });
      // A menu link leads to its screen and closes the drawer.
      await drawer.getByRole('link', { name: ADMIN_TEXT.navCategories, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/categories$/);
      await expect(drawer).toBeHidden();
    } else {
      await expect(menuButton).toBeHidden();
      await expect(page.getByRole('button', { name: ADMIN_TEXT.logout })).toHaveCount(1);
      await expect(
        page.getByRole('menu').getByRole('link', { name: ADMIN_TEXT.navCategories }),
      ).toBeVisible();
      await expectOneLine(page, '.admin-header .admin-user-name');
    }
  });

  await test.step('every screen is no wider than the window', async () => {
    for (const path of SCREENS) {
      await screenShown(page, path);
      await expectNoSidewaysScroll(page);
      await snap(page, testInfo, `${shot}${path.replace(/\//g, '_')}`);
    }
  });

  await test.step('a dialog fills a phone screen', async () => {
    await screenShown(page, '/admin/categories');
    await page.getByRole('button', { name: ADMIN_TEXT.addCategory }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const container = page.locator('.ant-modal-container');
    const window = page.viewportSize();
    // Once its opening animation (a zoom) is over.
    if (phone) {
      await expect
        .poll(async () => Math.round((await container.boundingBox())?.width ?? 0))
        .toBe(window?.width);
    }
    const box = await container.boundingBox();
    if (phone) {
      expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(window?.height ?? 0);
      expect(Math.round(box?.x ?? -1)).toBe(0);
    } else {
      expect(box?.width ?? 0).toBeLessThan(window?.width ?? 0);
    }
    await expectNoSidewaysScroll(page);
    await snap(page, testInfo, `dialog-${shot}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('the queue: cards with Confirm, Call and WhatsApp on a phone', async () => {
    const digits = String(Date.now()).slice(-7);
    const placed = await placeOrder(request, {
      customerName: 'Phone Queue Tester',
      phone: `+971 55 ${digits.slice(0, 3)} ${digits.slice(3)}`,
      city: 'Dubai',
      addressLine1: 'Villa 3, Al Barsha',
    });
    await screenShown(page, '/admin/confirm');
    const number = placed.orderNumber;
    if (phone) {
      const card = page.locator('.admin-queue-card').filter({ hasText: number });
      await expect(card).toBeVisible();
      await expect(card).toContainText('Phone Queue Tester');
      const call = card.getByRole('link', { name: CONFIRM_TEXT.callLabel(number) });
      await expect(call).toHaveAttribute('href', `tel:+97155${digits}`);
      await expect(
        card.getByRole('link', { name: CONFIRM_TEXT.whatsappLabel('English', number) }),
      ).toHaveAttribute('href', /^https:\/\/wa\.me\/97155/);
      for (const button of await card.getByRole('button').all()) {
        expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      }
      await expectNoSidewaysScroll(page);
      await snap(page, testInfo, `queue-cards-${shot}`);
      await card.getByRole('button', { name: CONFIRM_TEXT.confirmLabel(number) }).click();
      await expect(card).toBeHidden();
    } else {
      const row = page.getByRole('row').filter({ hasText: number });
      await expect(row).toBeVisible();
      // The History column keeps its text clear of the fixed Actions column.
      const history = await row.locator('td').nth(4).boundingBox();
      const actions = await row.locator('td').last().boundingBox();
      expect((history?.x ?? 0) + (history?.width ?? 0)).toBeLessThanOrEqual((actions?.x ?? 0) + 1);
      await snap(page, testInfo, `queue-table-${shot}`);
    }
  });
});
