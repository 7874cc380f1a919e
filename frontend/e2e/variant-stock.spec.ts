/**
 * Stock per size and colour, at 1280×800: the admin makes a hoodie with the grid (size S sold
 * out), the product page shows S sold out and not choosable, a shopper buys the last M, and the
 * page then shows M sold out too while L can still be chosen.
 */
import { mkdirSync } from 'node:fs';
import { expect, shopperPage, test } from './support/test';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  choose,
  expectAdminToast,
  fetchProduct,
  fillCheckout,
  placeOrder,
  signInAsAdmin,
  snap,
} from './support/helpers';
import { A, S } from './support/spec-texts';
import { VARIANT_TEXT } from '../src/admin/products/variantStock';
import { PRODUCT_TEXT } from '../src/features/product/texts';

async function makeImage(dir: string): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <rect width="600" height="600" fill="#0b0612"/>
    <circle cx="300" cy="280" r="180" fill="#39ff14"/>
  </svg>`;
  const file = `${dir}/variant-hoodie.png`;
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

/** A size or colour pill on the product page, sold out or not. */
const pill = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}( ${PRODUCT_TEXT.soldOut})?$`) });

test('stock per size and colour: a sold-out size, the last unit of another', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const tag = Date.now().toString(36).slice(-4).toUpperCase();
  const title = `Variant Hoodie ${tag}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

  await test.step('admin: a product with the stock grid, S sold out', async () => {
    await signInAsAdmin(page);
    await page.goto('/admin/products');
    await page.getByRole('button', { name: A.addProduct }).click();
    const dialog = page.getByRole('dialog', { name: A.addNewProduct });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(A.fieldTitle, { exact: true }).fill(title);
    await dialog
      .getByLabel(A.fieldDescription, { exact: true })
      .fill('A hoodie that sells out size by size, tracked per size and colour.');
    await choose(page, dialog.getByLabel(A.fieldCategory, { exact: true }), 'Hoodies');
    await dialog.getByLabel(A.fieldPrice, { exact: true }).fill('120');
    for (const size of ['S', 'M', 'L']) {
      await dialog.getByRole('checkbox', { name: size, exact: true }).check();
    }
    await dialog.getByRole('checkbox', { name: 'Black', exact: true }).check();
    await dialog.getByRole('switch', { name: VARIANT_TEXT.trackSwitch }).click();
    const stock = dialog.getByLabel(A.fieldStock, { exact: true });
    await expect(stock).toHaveAttribute('readonly', '');
    await dialog.getByLabel(VARIANT_TEXT.cellLabel('S', 'Black')).fill('0');
    await dialog.getByLabel(VARIANT_TEXT.cellLabel('M', 'Black')).fill('1');
    await dialog.getByLabel(VARIANT_TEXT.cellLabel('L', 'Black')).fill('10');
    await expect(stock).toHaveValue('11');
    await dialog
      .getByLabel(A.uploadImages)
      .setInputFiles(await makeImage(testInfo.outputPath('images')));
    await expect(
      dialog.getByRole('img', { name: `${A.fieldImages} 1`, exact: true }),
    ).toBeVisible();
    await snap(page, testInfo, 'admin-variant-grid', { fullPage: false });
    await dialog.getByRole('button', { name: A.save, exact: true }).click();
    await expectAdminToast(page, A.productCreated);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText(A.inStock(11));
  });

  const product = await fetchProduct(request, slug);
  expect(product.variantStock).toEqual([
    { size: 'S', color: 'Black', stockQuantity: 0 },
    { size: 'M', color: 'Black', stockQuantity: 1 },
    { size: 'L', color: 'Black', stockQuantity: 10 },
  ]);

  const customer = await shopperPage(browser, testInfo);

  await test.step('the product page: S sold out and not choosable', async () => {
    await customer.goto(`/product/${slug}`);
    await expect(customer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(pill(customer, 'S')).toBeDisabled();
    await expect(pill(customer, 'S')).toContainText(PRODUCT_TEXT.soldOut);
    await expect(pill(customer, 'M')).toBeEnabled();
    await expect(pill(customer, 'L')).toBeEnabled();
    await snap(customer, testInfo, 'product-size-sold-out');
  });

  await test.step('buy the last M / Black', async () => {
    await pill(customer, 'M').click();
    await pill(customer, 'Black').click();
    // Two of M: only one is there.
    await customer.getByRole('button', { name: S.increaseQty }).click();
    await customer.getByRole('button', { name: S.addToCart }).click();
    await expect(customer.getByText(PRODUCT_TEXT.onlyAvailable(1))).toBeVisible();
    await customer.getByRole('button', { name: S.decreaseQty }).click();
    await customer.getByRole('button', { name: S.addToCart }).click();
    await expect(customer.getByText(S.addedTitle)).toBeVisible();
    await customer.goto('/checkout');
    await expect(customer.getByRole('heading', { level: 1, name: S.checkoutTitle })).toBeVisible();
    await fillCheckout(customer, {
      name: 'Variant Buyer',
      phone: '+971 50 765 4321',
      email: 'variant@example.com',
      city: 'Dubai',
      address: 'Villa 7, Street 9, Al Barsha',
    });
    await placeOrder(customer);
  });

  await test.step('after: M sold out as well, L still there', async () => {
    await customer.goto(`/product/${slug}`);
    await expect(customer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(pill(customer, 'M')).toBeDisabled();
    await expect(pill(customer, 'S')).toBeDisabled();
    await expect(pill(customer, 'L')).toBeEnabled();
    await snap(customer, testInfo, 'product-after-last-unit');
    const after = await fetchProduct(request, slug);
    expect(after.stockQuantity).toBe(10);
    expect(after.variantStock).toContainEqual({ size: 'M', color: 'Black', stockQuantity: 0 });
  });

  await customer.context().close();
});
