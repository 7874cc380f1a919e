/**
 * The products list, at 1280 and 375 px: two products of this run, found by a search; the Sold
 * out chip leaves the sold-out one (kept in the address across a reload); it is unpublished in
 * bulk → its shop page says Product Not Found and the shop's API answers 404; published again →
 * back in the shop. On a phone the list is cards and nothing scrolls sideways.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import type { Product, ProductListResponse } from '../src/api/types';
import { PRODUCTS_TEXT as P } from '../src/admin/products/productsText';
import { expect, shopperPage, test } from './support/test';
import { expectAdminToast, signInAsAdmin, snap } from './support/helpers';
import { S } from './support/spec-texts';
import { ADMIN_TEXT as A } from '../src/admin/texts';

/** Screenshots are also copied here for the lead's review (outside the repository). */
const REVIEW_SHOTS = process.env.PRODUCTS_SHOTS_DIR ?? '/work/wt/shots/products';

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await snap(page, testInfo, name, { fullPage: false });
  try {
    mkdirSync(REVIEW_SHOTS, { recursive: true });
    const db = process.env.E2E_DATABASE ?? 'sqlite';
    const file = `${testInfo.project.name}-${db}-${name}.png`;
    const made = testInfo.attachments.filter((a) => a.name === name).at(-1)?.path;
    if (made) copyFileSync(made, join(REVIEW_SHOTS, file));
  } catch {
    // The review copy is a convenience: a machine without that folder still runs the journey.
  }
}

/** The page scrolls no wider than the window (a phone's list is cards, not a table). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A product written through the console's API from the signed-in page (same origin). */
async function createProduct(page: Page, body: object): Promise<Product> {
  return page.evaluate(async (input) => {
    const res = await fetch('/api/admin/products', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
    if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
    return (await res.json()) as Product;
  }, body);
}

test('products list: sold-out filter, bulk unpublish hides it from the shop, publish brings it back', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const narrow = (page.viewportSize()?.width ?? 1280) < 640;
  const tag = `Q${Date.now().toString(36).slice(-5).toUpperCase()}${narrow ? 'P' : 'D'}`;
  const soldOutTitle = `Sold Out Tee ${tag}`;
  let soldOut: Product;

  await test.step('two products of this run: one sold out, one in stock', async () => {
    await signInAsAdmin(page);
    const some = (await (await request.get('/api/products?limit=1')).json()) as ProductListResponse;
    const image = some.products[0].images[0];
    const base = {
      description: 'A product of the products-list journey, made for it.',
      category: 'HOODIES',
      images: [image],
      priceAED: 99,
      sizes: [],
      colors: [],
    };
    soldOut = await createProduct(page, {
      ...base,
      sku: `FD-PL-${tag}-1`,
      slug: `sold-out-tee-${tag.toLowerCase()}`,
      title: soldOutTitle,
      stockQuantity: 0,
    });
    await createProduct(page, {
      ...base,
      sku: `FD-PL-${tag}-2`,
      slug: `stocked-tee-${tag.toLowerCase()}`,
      title: `Stocked Tee ${tag}`,
      stockQuantity: 9,
    });
  });

  const row = (title: string) =>
    narrow
      ? page.getByTestId('product-card').filter({ hasText: title })
      : page.getByRole('row').filter({ hasText: title });
  const bar = page.getByRole('toolbar', { name: P.bulkActions });
  const chip = (name: string) =>
    page.getByRole('group', { name: P.stockFilter }).getByRole('checkbox', { name, exact: true });

  await test.step('search, then the Sold out chip: kept in the address across a reload', async () => {
    await page.goto(`/admin/products?q=${tag}`);
    // The console's first screen: its chunk and first list (longer on a loaded machine).
    await expect(page.getByText(P.showing(1, 2, 2))).toBeVisible({ timeout: 45_000 });
    await shot(page, testInfo, 'products-search');
    await chip(P.stock.sold_out).click();
    await expect(page).toHaveURL(/stock=sold_out/);
    await expect(page.getByText(P.showing(1, 1, 1))).toBeVisible();
    await expect(row(soldOutTitle)).toBeVisible();
    await page.reload();
    await expect(chip(P.stock.sold_out)).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText(P.showing(1, 1, 1))).toBeVisible();
    await expect(row(`Stocked Tee ${tag}`)).toHaveCount(0);
    if (narrow) await expectNoSidewaysScroll(page);
    await shot(page, testInfo, 'products-sold-out');
  });

  await test.step('bulk unpublish: a Draft, gone from the shop', async () => {
    await page.getByRole('checkbox', { name: P.selectRow(soldOutTitle) }).check();
    await expect(bar.getByText(P.selected(1))).toBeVisible();
    if (narrow) await expectNoSidewaysScroll(page);
    await shot(page, testInfo, 'products-selected');
    await bar.getByRole('button', { name: P.unpublish, exact: true }).click();
    await expectAdminToast(page, P.bulkDone(1));
    await expect(row(soldOutTitle).getByText(P.statusDraft, { exact: true })).toBeVisible();
    await expect(bar).toBeHidden();
    await shot(page, testInfo, 'products-draft');

    const shopper = await shopperPage(browser, testInfo);
    await shopper.goto(`/product/${soldOut.slug}`);
    await expect(shopper.getByText(S.productNotFoundTitle)).toBeVisible();
    expect((await request.get(`/api/products/${soldOut.slug}`)).status()).toBe(404);
    const listed = (await (
      await request.get(`/api/products?search=${tag}`)
    ).json()) as ProductListResponse;
    expect(listed.products.map((p) => p.title)).toEqual([`Stocked Tee ${tag}`]);
    await shopper.context().close();
  });

  await test.step('bulk publish: back in the shop at once', async () => {
    await page.getByRole('checkbox', { name: P.selectRow(soldOutTitle) }).check();
    await bar.getByRole('button', { name: P.publish, exact: true }).click();
    await expectAdminToast(page, P.bulkDone(1));
    await expect(row(soldOutTitle).getByText(P.statusDraft, { exact: true })).toHaveCount(0);

    const shopper = await shopperPage(browser, testInfo);
    await shopper.goto(`/product/${soldOut.slug}`);
    await expect(shopper.getByRole('heading', { name: soldOutTitle })).toBeVisible();
    expect((await request.get(`/api/products/${soldOut.slug}`)).status()).toBe(200);
    await shopper.context().close();
    if (narrow) await expectNoSidewaysScroll(page);
    await shot(page, testInfo, 'products-published');
  });

  await test.step('the product form shows its status switch: Active', async () => {
    await row(soldOutTitle)
      .getByRole('button', { name: `${A.edit} ${soldOutTitle}` })
      .click();
    const dialog = page.getByRole('dialog', { name: A.editProduct });
    const status = dialog.getByRole('switch', { name: P.fieldStatus });
    await status.scrollIntoViewIfNeeded();
    await expect(status).toBeChecked();
    await expect(status).toContainText(P.statusActive);
    await shot(page, testInfo, 'products-form-status');
    await dialog.getByRole('button', { name: A.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();
  });
});
