/**
 * The staff journey at 1280×800: an admin page without a session goes to the
 * sign-in → wrong password, then sign in → create a category → create a product with two
 * uploaded images → it appears in the shop → an order goes through every status while the
 * customer's tracking follows → cancelling restores stock → delivery fee and tagline change on
 * the home page and at checkout → log out.
 *
 * The admin works in the test's page; the customer in a second, separate browser context.
 */
import { mkdirSync } from 'node:fs';
import { expect, shopperPage, test } from './support/test';
import sharp from 'sharp';
import {
  ADMIN,
  adminNav,
  aed,
  choose,
  expectAdminToast,
  expectProgressAt,
  expectAddedPanel,
  fetchProduct,
  fetchSettings,
  fillCheckout,
  placeOrder,
  progressLine,
  snap,
  trackOrder,
} from './support/helpers';
import { A, S, STATUS } from './support/spec-texts';

/** Two real PNGs, drawn for this run: the upload pipeline decodes and re-encodes them. */
async function makeImages(dir: string): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const colours = [
    ['#39ff14', '#7c3aed'],
    ['#ff3ea5', '#0b0612'],
  ];
  return Promise.all(
    colours.map(async ([fg, bg], i) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
        <rect width="800" height="800" fill="${bg}"/>
        <circle cx="400" cy="360" r="${220 - i * 40}" fill="${fg}"/>
        <rect x="250" y="620" width="300" height="60" rx="20" fill="${fg}"/>
      </svg>`;
      const file = `${dir}/cape-${i + 1}.png`;
      await sharp(Buffer.from(svg)).png().toFile(file);
      return file;
    }),
  );
}

test('staff run the shop: catalog, orders, settings', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Unique per run, so the journey can also be repeated against one server.
  const tag = Date.now().toString(36).slice(-4).toUpperCase();
  const categoryName = `Capes ${tag}`;
  // The slug follows the name in upper case, a hyphen for each space.
  const categorySlug = categoryName.toUpperCase().replace(/ /g, '-');
  const title = `Cursed Cape ${tag}`;
  const productSlug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const price = 149;
  const startStock = 12;

  const customer = await shopperPage(browser, testInfo);

  await test.step('no session: an admin page sends to the sign-in', async () => {
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: A.loginTitle })).toBeVisible();
    // The storefront frame (footer) is not part of the admin.
    await expect(page.getByText(S.copyright)).toHaveCount(0);
  });

  await test.step('sign in: required fields, wrong password, then the right one', async () => {
    const signIn = page.getByRole('button', { name: A.signIn });
    await signIn.click();
    await expect(page.getByText(A.usernameRequired)).toBeVisible();
    await expect(page.getByText(A.passwordRequired)).toBeVisible();

    await page.getByLabel(A.username).fill(ADMIN.username);
    await page.getByLabel(A.password, { exact: true }).fill(`${ADMIN.password}-wrong`);
    await signIn.click();
    await expectAdminToast(page, A.loginFailedTitle, A.loginFailedBody);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await snap(page, testInfo, 'admin-login-failed');

    await page.getByLabel(A.password, { exact: true }).fill(ADMIN.password);
    await signIn.click();
    await expectAdminToast(page, A.loginSuccessTitle, A.loginSuccessBody);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 2, name: A.dashboardTitle })).toBeVisible();
    await snap(page, testInfo, 'admin-dashboard');
  });

  await test.step('create a category', async () => {
    await adminNav(page, A.navCategories).click();
    await expect(page.getByRole('heading', { name: A.categoriesTitle })).toBeVisible();
    await page.getByRole('button', { name: A.addCategory }).click();
    const dialog = page.getByRole('dialog', { name: A.addNewCategory });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: A.save, exact: true }).click();
    await expect(dialog.getByText(A.categoryNameRequired)).toBeVisible();

    await dialog.getByLabel(A.categoryName, { exact: true }).fill(categoryName);
    await expect(dialog.getByLabel(A.categorySlug, { exact: true })).toHaveValue(categorySlug);
    await dialog.getByRole('button', { name: A.save, exact: true }).click();
    await expectAdminToast(page, A.categoryCreated);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: categorySlug })).toContainText(
      categoryName,
    );
    await snap(page, testInfo, 'admin-categories');
  });

  await test.step('create a product with two uploaded images', async () => {
    const images = await makeImages(testInfo.outputPath('images'));
    await adminNav(page, A.navProducts).click();
    await expect(page.getByRole('heading', { name: A.productsTitle })).toBeVisible();
    await page.getByRole('button', { name: A.addProduct }).click();
    const dialog = page.getByRole('dialog', { name: A.addNewProduct });
    await expect(dialog).toBeVisible();

    // Saving the empty form names what is missing.
    await dialog.getByRole('button', { name: A.save, exact: true }).click();
    for (const message of [
      A.titleRequired,
      A.descriptionMin,
      A.categoryRequired,
      A.priceMin,
      A.imagesRequired,
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }

    await dialog.getByLabel(A.fieldTitle, { exact: true }).fill(title);
    await expect(dialog.getByLabel(A.fieldSlug, { exact: true })).toHaveValue(productSlug);
    await dialog
      .getByLabel(A.fieldDescription, { exact: true })
      .fill('A hooded cape dripping with glow-in-the-dark slime. Made for night crawlers.');
    await choose(page, dialog.getByLabel(A.fieldCategory, { exact: true }), categoryName);
    // The SKU is FD-{category}-{title}-{3 digits}.
    await expect(dialog.getByLabel(A.fieldSku, { exact: true })).toHaveValue(
      new RegExp(`^FD-CAP-CUR-\\d{3}$`),
    );
    const sku = await dialog.getByLabel(A.fieldSku, { exact: true }).inputValue();
    await dialog.getByLabel(A.fieldPrice, { exact: true }).fill(String(price));
    await dialog.getByLabel(A.fieldStock, { exact: true }).fill(String(startStock));
    await dialog.getByRole('switch', { name: A.fieldFeatured }).click();
    for (const size of ['M', 'L']) {
      await dialog.getByRole('checkbox', { name: size, exact: true }).check();
    }

    await dialog.getByLabel(A.uploadImages).setInputFiles(images);
    for (const n of [1, 2]) {
      const thumb = dialog.getByRole('img', { name: `${A.fieldImages} ${n}`, exact: true });
      await expect(thumb).toBeVisible();
      await expect
        .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await expect(dialog.getByText(A.imagesRequired)).toHaveCount(0);
    await snap(page, testInfo, 'admin-product-form', { fullPage: false });

    await dialog.getByRole('button', { name: A.save, exact: true }).click();
    await expectAdminToast(page, A.productCreated);
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText(sku);
    await expect(row).toContainText(A.inStock(startStock));
    await expect(row).toContainText(categoryName);
    await snap(page, testInfo, 'admin-products');
  });

  const product = await fetchProduct(request, productSlug);
  expect(product.images).toHaveLength(2);

  await test.step('the new product is in the shop and on the home page', async () => {
    await customer.goto(`/shop?category=${encodeURIComponent(categorySlug)}`);
    await expect(customer.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
    await expect(customer.getByText(S.showing(1, 1))).toBeVisible();
    await customer.getByRole('article').filter({ hasText: title }).getByRole('link').click();
    await expect(customer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(customer.getByText(S.featuredBadge, { exact: true })).toBeVisible();

    // Both uploaded images, served by the shop, in the gallery.
    const main = customer.getByRole('img', { name: S.imageOf(title, 1) });
    await expect
      .poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await customer.getByRole('button', { name: S.showImage(2) }).click();
    const second = customer.getByRole('img', { name: S.imageOf(title, 2) });
    await expect
      .poll(() => second.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await snap(customer, testInfo, 'shop-new-product');

    await customer.goto('/');
    const featured = customer.getByRole('region', { name: categoryName });
    await expect(featured.getByRole('article').filter({ hasText: title })).toBeVisible();
  });

  const settings = await fetchSettings(request);
  const phone = '+971 54 321 0987';
  let orderA = '';
  let orderB = '';

  await test.step('a customer orders it', async () => {
    await customer.goto(`/product/${productSlug}`);
    await customer
      .getByRole('group', { name: S.selectSize })
      .getByRole('button', { name: 'M', exact: true })
      .click();
    await customer.getByRole('button', { name: S.addToCart }).click();
    await expectAddedPanel(customer, `1 × ${title}`);
    await customer.goto('/checkout');
    await fillCheckout(customer, {
      name: 'Layla Nasser',
      phone,
      email: '',
      city: S.city0,
      address: 'Apartment 904, Creek Tower',
    });
    await expect(customer.getByTestId('order-total')).toHaveText(aed(price + settings.deliveryAED));
    orderA = await placeOrder(customer);

    // A second order, of three, placed through the API: it is the one that gets cancelled.
    const res = await request.post('/api/orders', {
      data: {
        customerName: 'Layla Nasser',
        phone,
        city: S.city0,
        addressLine1: 'Apartment 904, Creek Tower',
        items: [{ productId: product.id, size: 'L', qty: 3 }],
        subtotalAED: 3 * price,
        deliveryAED: settings.deliveryAED,
        totalAED: 3 * price + settings.deliveryAED,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    orderB = ((await res.json()) as { orderNumber: string }).orderNumber;

    expect((await fetchProduct(request, productSlug)).stockQuantity).toBe(startStock - 4);
  });

  await test.step('the order goes through every status; the tracking follows', async () => {
    await trackOrder(customer, orderA, phone);
    await expectProgressAt(customer, STATUS.PENDING);

    await adminNav(page, A.navOrders).click();
    await expect(page.getByRole('heading', { name: A.ordersTitle })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: orderA })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: orderB })).toBeVisible();
    await snap(page, testInfo, 'admin-orders');

    const status = page.getByRole('combobox', { name: `Status of order ${orderA}` });
    for (const next of [STATUS.CONFIRMED, STATUS.OUT_FOR_DELIVERY, STATUS.DELIVERED]) {
      await choose(page, status, next);
      await expectAdminToast(page, A.orderUpdated);
      await expect(page.getByRole('row').filter({ hasText: orderA })).toContainText(next);
      // The customer looks again: the progress line has moved on.
      await trackOrder(customer, orderA, phone);
      await expectProgressAt(customer, next);
      await expect(customer.getByRole('region', { name: orderA }).locator('.status')).toHaveText(
        new RegExp(`${next}$`),
      );
    }
    await snap(customer, testInfo, 'tracking-delivered');

    // The details dialog and the printable delivery note of that order.
    const totalA = aed(price + settings.deliveryAED);
    await page.getByRole('button', { name: `${A.viewDetails} ${orderA}` }).click();
    const details = page.getByRole('dialog', { name: A.orderDetails(orderA) });
    await expect(details).toContainText('Layla Nasser');
    await expect(details).toContainText(title);
    await expect(details).toContainText(totalA);
    await snap(page, testInfo, 'admin-order-details', { fullPage: false });
    await details.getByRole('button', { name: 'Close' }).first().click();
    await expect(details).toBeHidden();

    // The print page calls window.print(); headless there is nothing to print on.
    await page.context().addInitScript(() => {
      window.print = () => undefined;
    });
    const [invoice] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: `${A.printInvoice} ${orderA}` }).click(),
    ]);
    await expect(invoice.getByRole('heading', { name: A.invoiceTitle })).toBeVisible();
    await expect(invoice.getByText(orderA).first()).toBeVisible();
    await expect(invoice.getByText(A.invoiceCollect(totalA))).toBeVisible();
    await snap(invoice, testInfo, 'admin-invoice');
    await invoice.close();
  });

  await test.step('cancelling restores the stock', async () => {
    await adminNav(page, A.navProducts).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText(A.inStock(startStock - 4));

    await adminNav(page, A.navOrders).click();
    await choose(
      page,
      page.getByRole('combobox', { name: `Status of order ${orderB}` }),
      STATUS.CANCELLED,
    );
    await expectAdminToast(page, A.orderUpdated);
    await expect(page.getByRole('row').filter({ hasText: orderB })).toContainText(STATUS.CANCELLED);
    await snap(page, testInfo, 'admin-orders-cancelled');

    // A cancelled order is a badge only, without the progress line.
    await trackOrder(customer, orderB, phone);
    const result = customer.getByRole('region', { name: orderB });
    await expect(result.locator('.status')).toHaveText(new RegExp(`${STATUS.CANCELLED}$`));
    await expect(progressLine(customer)).toHaveCount(0);
    await snap(customer, testInfo, 'tracking-cancelled');

    await adminNav(page, A.navProducts).click();
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText(
      A.inStock(startStock - 1),
    );
    expect((await fetchProduct(request, productSlug)).stockQuantity).toBe(startStock - 1);
  });

  const tagline = `Scream Louder ${tag}`;
  const delivery = 35;

  await test.step('delivery fee and tagline: home page and checkout follow', async () => {
    await adminNav(page, A.navSettings).click();
    await expect(page.getByText(A.settingsTitle, { exact: true })).toBeVisible();
    const taglineField = page.getByLabel(A.fieldTagline, { exact: true });
    await expect(taglineField).toHaveValue(S.tagline);
    await taglineField.fill('');
    await expect(page.getByText(A.taglineRequired)).toBeVisible();
    await taglineField.fill(tagline);
    await page.getByLabel(A.fieldDelivery, { exact: true }).fill(String(delivery));
    // The live preview shows both before saving.
    await expect(page.getByTestId('preview-tagline')).toHaveText(tagline);
    await expect(page.getByTestId('preview-delivery')).toContainText(aed(delivery));
    await page.getByRole('button', { name: A.saveSettings }).click();
    await expectAdminToast(page, A.settingsUpdated);
    await snap(page, testInfo, 'admin-settings');

    await customer.goto('/');
    await expect(customer.getByRole('heading', { level: 1, name: tagline })).toBeVisible();
    await snap(customer, testInfo, 'home-new-tagline');

    await customer.goto(`/product/${productSlug}`);
    await customer
      .getByRole('group', { name: S.selectSize })
      .getByRole('button', { name: 'L', exact: true })
      .click();
    await customer.getByRole('button', { name: S.addToCart }).click();
    await expectAddedPanel(customer, `1 × ${title}`);
    await customer.goto('/checkout');
    await expect(customer.locator('.totals')).toContainText(`${S.delivery}${aed(delivery)}`);
    await expect(customer.getByTestId('order-total')).toHaveText(aed(price + delivery));
    await snap(customer, testInfo, 'checkout-new-delivery');
  });

  await test.step('log out; the admin is closed again', async () => {
    await page.getByRole('button', { name: A.logout }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: A.loginTitle })).toBeVisible();
    await snap(page, testInfo, 'admin-logged-out');
  });

  await customer.context().close();
});
