/**
 * Shared steps of the journeys: the admin's sign-in and menu, screenshots, API look-ups, toasts,
 * the checkout form.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import type {
  PlaceOrderRequest,
  PlaceOrderResponse,
  Product,
  ProductListResponse,
  Settings,
} from '../../src/api/types';
import { A, S } from './spec-texts';
import { CONFIRM_TEXT } from '../../src/admin/confirmation/texts';
import { CART_STORAGE_KEY } from '../../src/app/cart';
import type { CartItem } from '../../src/app/cart';

export const ADMIN = {
  username: process.env.E2E_ADMIN_USERNAME ?? 'admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
};

/** Signs in to the console as the seeded admin and waits for the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel(A.username).fill(ADMIN.username);
  await page.getByLabel(A.password, { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: A.signIn }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** The console's side-menu link named `label`. */
export function adminNav(page: Page, label: string): Locator {
  return page.getByRole('menu').getByRole('link', { name: label, exact: true });
}

const SHOTS = resolve(
  __dirname,
  '../../e2e-artifacts/screenshots',
  process.env.E2E_DATABASE ?? 'sqlite',
);
const shotCounters = new WeakMap<TestInfo, number>();

/**
 * A full-page screenshot of the current page, kept under frontend/e2e-artifacts/screenshots/
 * (ignored by git, uploaded by CI) and attached to the report.
 */
export async function snap(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const n = (shotCounters.get(testInfo) ?? 0) + 1;
  shotCounters.set(testInfo, n);
  const dir = join(SHOTS, testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${String(n).padStart(2, '0')}-${name}.png`);
  // Let the images on screen finish (lazy ones further down load only when scrolled to).
  await page
    .waitForFunction(
      () =>
        Array.from(document.images).every((img) => {
          if (img.complete) return true;
          const box = img.getBoundingClientRect();
          return img.loading === 'lazy' && (box.top > window.innerHeight || box.bottom < 0);
        }),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** "AED 1,234" / "AED 12.50": the screens' own format. */
export { formatAED as aed } from '../../src/components/format';

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), `GET ${path} → ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

export function fetchProduct(request: APIRequestContext, slugOrId: string): Promise<Product> {
  return getJson<Product>(request, `/api/products/${encodeURIComponent(slugOrId)}`);
}

export function fetchProducts(
  request: APIRequestContext,
  query: Record<string, string | number>,
): Promise<ProductListResponse> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return getJson<ProductListResponse>(request, `/api/products?${qs.toString()}`);
}

export function fetchSettings(request: APIRequestContext): Promise<Settings> {
  return getJson<Settings>(request, '/api/settings');
}

/**
 * A shopper's order placed through the API (201) with one unit of the best-stocked demo
 * product; `checkout` is the body it sent, to send again.
 */
export async function placeApiOrder(
  request: APIRequestContext,
  customer: Pick<PlaceOrderRequest, 'customerName' | 'phone' | 'city' | 'addressLine1'>,
): Promise<{ placed: PlaceOrderResponse; checkout: PlaceOrderRequest }> {
  const list = await fetchProducts(request, { limit: 50 });
  const product = list.products.reduce<Product>(
    (best, p) => (p.stockQuantity > best.stockQuantity ? p : best),
    list.products[0],
  );
  const price = product.salePriceAED ?? product.priceAED;
  const { deliveryAED } = await fetchSettings(request);
  let checkout: PlaceOrderRequest = {
    ...customer,
    items: [{ productId: product.id, size: product.sizes[0] ?? 'N/A', qty: 1 }],
    subtotalAED: price,
    deliveryAED,
    totalAED: Math.round((price + deliveryAED) * 100) / 100,
  };
  let res = await request.post('/api/orders', { data: checkout });
  // Earlier journeys may have set a city's fee or a COD fee: like the checkout, take the
  // server's figures from its 409 and place the order again.
  if (res.status() === 409) {
    const conflict = (await res.json()) as {
      code: string;
      current?: Pick<PlaceOrderRequest, 'subtotalAED' | 'deliveryAED' | 'totalAED' | 'codFeeAED'>;
    };
    if (conflict.code === 'TOTALS_CHANGED' && conflict.current) {
      const { subtotalAED, deliveryAED: fee, totalAED, codFeeAED } = conflict.current;
      checkout = { ...checkout, subtotalAED, deliveryAED: fee, totalAED, codFeeAED };
      res = await request.post('/api/orders', { data: checkout });
    }
  }
  expect(res.status()).toBe(201);
  return { placed: (await res.json()) as PlaceOrderResponse, checkout };
}

/** The storefront's one toast (at most one is shown at a time). */
export function storeToast(page: Page): Locator {
  return page.getByLabel('Notifications').locator('.toast');
}

export async function expectStoreToast(page: Page, title: string, description?: string) {
  const toast = storeToast(page);
  await expect(toast.locator('.toast__title')).toHaveText(title);
  if (description !== undefined)
    await expect(toast.locator('.toast__description')).toHaveText(description);
  // Close it so the next one is not confused with this one.
  await toast.getByRole('button').click();
  await expect(toast).toHaveCount(0);
}

/**
 * The panel under Add to Cart that says what was just added ("Added to cart!", `qty × title`),
 * checked and closed so the next add is not confused with this one. No toast says it.
 */
export async function expectAddedPanel(
  page: Page,
  description: string,
  texts: { addedTitle: string; close: string } = S,
) {
  const panel = page.getByRole('region', { name: texts.addedTitle });
  await expect(panel).toBeVisible();
  await expect(panel.locator('.added__name')).toHaveText(description);
  await expect(storeToast(page)).toHaveCount(0);
  await panel.getByRole('button', { name: texts.close }).click();
  await expect(panel).toHaveCount(0);
}

/** The admin console's notification (antd), with its title and description. */
export async function expectAdminToast(page: Page, title: string, description?: string) {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: title }).last();
  await expect(notice).toBeVisible();
  if (description !== undefined) await expect(notice).toContainText(description);
}

export interface Customer {
  name: string;
  phone: string;
  email: string;
  city: string;
  address: string;
}

/**
 * Puts `qty` of a product (its first size and colour) in the cart kept in this page's
 * localStorage, as the product page would: call it on a page of the shop, before /checkout.
 */
export async function putCart(page: Page, product: Product, qty: number): Promise<void> {
  const line: CartItem = {
    productId: product.id,
    title: product.title,
    priceAED: product.salePriceAED ?? product.priceAED,
    size: product.sizes[0] ?? 'N/A',
    ...(product.colors[0] ? { color: product.colors[0] } : {}),
    qty,
    image: product.images[0] ?? '',
    slug: product.slug,
  };
  await page.evaluate(
    ([key, cart]) => localStorage.setItem(key, cart),
    [CART_STORAGE_KEY, JSON.stringify({ items: [line], subtotalAED: line.priceAED * qty })],
  );
}

/** Fills the checkout form's fields by their visible labels. */
export async function fillCheckout(page: Page, c: Customer): Promise<void> {
  await page.getByLabel(S.fullName).fill(c.name);
  await page.getByLabel(S.phone).fill(c.phone);
  await page.getByLabel(S.emailOptional).fill(c.email);
  await page.getByLabel(S.city, { exact: true }).selectOption(c.city);
  await page.getByLabel(S.address, { exact: true }).fill(c.address);
}

/** Places the order on the checkout page and returns the confirmed order number. */
export async function placeOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: S.placeOrder }).click();
  await expect(page.getByRole('heading', { level: 1, name: S.orderPlacedTitle })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^FD-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  return orderNumber;
}

/** Looks an order up on /track-order with the form, as a customer does. */
export async function trackOrder(page: Page, orderNumber: string, phone: string): Promise<void> {
  if (!page.url().includes('/track-order')) await page.goto('/track-order');
  await page.getByLabel(S.orderNumberLabel).fill(orderNumber);
  await page.getByLabel(S.phone).fill(phone);
  await page.getByRole('button', { name: S.trackButton, exact: true }).click();
}

/** The tracking progress line: the highlighted (current) step's label. */
export function progressLine(page: Page): Locator {
  return page.getByRole('list', { name: S.progress });
}

export async function expectProgressAt(page: Page, label: string): Promise<void> {
  const line = progressLine(page);
  await expect(line.locator('[aria-current="step"]')).toHaveText(label);
}

/**
 * Picks an option of an antd Select and checks it took: a click that lands while the dropdown
 * is still animating open can be lost, so the pick is retried until the Select shows it.
 */
/** Resolves once every finite animation on the page (antd's modal and dropdown motion) ended. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

export async function choose(
  page: Page,
  select: Locator,
  optionTitle: string,
  { force = false }: { force?: boolean } = {},
): Promise<void> {
  const root = select.locator(
    'xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(async () => {
    const option = page
      .locator(`.ant-select-item-option[title="${optionTitle}"]`)
      .filter({ visible: true });
    if (!(await option.isVisible())) {
      // A forced click skips Playwright's wait for a still element: on a modal still zooming
      // in it can land on the mask, which closes the modal (seen in the cash journey).
      if (force) await animationsSettled(page);
      await select.click({ force });
    }
    await option.click({ timeout: 3000 });
    // A click on an option still sliding in can miss: only the select showing it counts.
    await expect(root).toContainText(optionTitle, { timeout: 2000 });
  }).toPass({ timeout: 20000 });
}

/**
 * Cancels an order in its open cancel dialog (the queue's or the order page's): picks the
 * reason, writes the note, confirms, and waits for the toast.
 */
export async function cancelWithReason(
  page: Page,
  dialog: Locator,
  reasonLabel: string,
  note: string,
): Promise<void> {
  await choose(page, dialog.getByRole('combobox', { name: CONFIRM_TEXT.reason }), reasonLabel);
  await dialog.getByLabel(CONFIRM_TEXT.note).fill(note);
  await dialog.getByRole('button', { name: CONFIRM_TEXT.cancelOrder }).click();
  await expectAdminToast(page, CONFIRM_TEXT.cancelled);
}
