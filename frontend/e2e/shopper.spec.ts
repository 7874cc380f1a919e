/**
 * The shopper journey, run at 375×812 and at 1280×800: home → shop (category,
 * search, sort, pages) → product (size required, stock message, add) → cart drawer (qty,
 * remove) → checkout validation → order → confirmation → tracking (right phone, wrong phone) →
 * 404. Texts are the contract's, literally (support/spec-texts.ts).
 */
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import {
  aed,
  expectProgressAt,
  expectAddedPanel,
  expectStoreToast,
  fetchProduct,
  fetchProducts,
  fillCheckout,
  placeOrder,
  snap,
  trackOrder,
} from './support/helpers';
import { S, STATUS } from './support/spec-texts';

/**
 * Each viewport buys different demo products, so the two projects can run side by side without
 * touching each other's stock. `sized` is low on stock and has sizes; `plain` has no sizes.
 */
const PRODUCTS = {
  'shopper-375': { sized: 'acid-rain-zip-hoodie', size: 'M', plain: 'drip-tote-bag' },
  'shopper-1280': { sized: 'brain-freeze-tee', size: 'S', plain: 'neon-fang-beanie' },
} as const;

const CUSTOMER = {
  'shopper-375': { name: 'Mona Haddad', phone: '+971 50 123 4567', city: S.city0 },
  'shopper-1280': { name: 'Omar Saeed', phone: '+971 52 765 4321', city: S.city2 },
} as const;

function cardTitles(page: Page) {
  return page.getByRole('article').locator('h3');
}

function effectivePrice(p: { priceAED: number; salePriceAED: number | null }): number {
  return p.salePriceAED ?? p.priceAED;
}

test('a shopper browses, fills the cart, orders and tracks the order', async ({
  page,
  request,
}, testInfo) => {
  const project = testInfo.project.name as keyof typeof PRODUCTS;
  const picks = PRODUCTS[project];
  const customer = CUSTOMER[project];
  expect(picks, `no products chosen for project ${project}`).toBeDefined();
  const mobile = testInfo.project.use.isMobile === true;
  const { total } = await fetchProducts(request, { limit: 1 });
  expect(total).toBeGreaterThan(24); // three shop pages of 12

  await test.step('home: tagline, featured sections, why-us, footer', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: S.tagline })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(S.tagline));
    // A featured section per category, with product cards.
    await expect(
      page.getByRole('heading', { level: 2, name: 'Hoodies', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: S.whyUs })).toBeVisible();
    await expect(page.getByText(S.copyright)).toBeVisible();
    await expect(page.getByRole('button', { name: S.openCart(0) })).toBeVisible();
    await snap(page, testInfo, 'home');
  });

  await test.step('to the shop', async () => {
    if (mobile) {
      // The phone header folds the navigation into the menu.
      await page.getByRole('button', { name: S.openMenu }).click();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      for (const label of Object.values(S.menu)) {
        await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await expect(menu.getByRole('link', { name: S.menu.admin })).toHaveAttribute(
        'href',
        '/admin/login',
      );
      await snap(page, testInfo, 'mobile-menu', { fullPage: false });
      await menu.getByRole('link', { name: S.menu.shop, exact: true }).click();
    } else {
      await page.getByRole('link', { name: S.shopAll }).first().click();
    }
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('heading', { level: 1, name: S.shopTitle })).toBeVisible();
    await expect(page.getByText(S.showing(12, total))).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(12);
    await snap(page, testInfo, 'shop');
  });

  await test.step('shop: category, search, empty state, chips', async () => {
    const hoodies = await fetchProducts(request, { category: 'HOODIES', limit: 12 });
    await page.getByLabel(S.categoryLabel, { exact: true }).selectOption({ label: 'Hoodies' });
    await expect(page).toHaveURL(/[?&]category=HOODIES\b/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hoodies' })).toBeVisible();
    await expect(page.getByText(S.showing(hoodies.total, hoodies.total))).toBeVisible();
    await expect(cardTitles(page)).toHaveText(hoodies.products.map((p) => p.title));
    await expect(page.getByRole('button', { name: S.removeFilter('Hoodies') })).toBeVisible();
    await snap(page, testInfo, 'shop-category');

    // No hoodie matches "skull": the empty state with its hint and Clear Filters.
    await page.getByLabel(S.searchLabel).fill('skull');
    await expect(page).toHaveURL(/[?&]search=skull\b/);
    await expect(page.getByText(S.noProducts)).toBeVisible();
    await expect(page.getByText(S.noProductsHint)).toBeVisible();
    await expect(page.getByRole('button', { name: S.clearFilters })).toBeVisible();
    await snap(page, testInfo, 'shop-empty');

    // Dropping the category chip searches the whole catalog.
    const skulls = await fetchProducts(request, { search: 'skull', limit: 12 });
    expect(skulls.total).toBeGreaterThan(0);
    await page.getByRole('button', { name: S.removeFilter('Hoodies') }).click();
    await expect(page).not.toHaveURL(/category=/);
    await expect(page.getByText(S.showing(skulls.total, skulls.total))).toBeVisible();
    await expect(cardTitles(page)).toHaveText(skulls.products.map((p) => p.title));
    await expect(
      page.getByRole('button', { name: S.removeFilter(S.searchChip('skull')) }),
    ).toBeVisible();

    await page.getByRole('button', { name: S.removeFilter(S.searchChip('skull')) }).click();
    await expect(page).not.toHaveURL(/search=/);
    await expect(page.getByLabel(S.searchLabel)).toHaveValue('');
    await expect(page.getByText(S.showing(12, total))).toBeVisible();
  });

  await test.step('shop: sort and pagination', async () => {
    const sort = page.getByLabel(S.sortLabel);
    await expect(sort.locator('option')).toHaveText([
      S.sortNewest,
      S.sortPriceAsc,
      S.sortPriceDesc,
      S.sortName,
    ]);
    await sort.selectOption({ label: S.sortPriceAsc });
    await expect(page).toHaveURL(/[?&]sort=price_asc\b/);
    const page1 = await fetchProducts(request, { sort: 'price_asc', limit: 12 });
    const prices = page1.products.map(effectivePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect(cardTitles(page)).toHaveText(page1.products.map((p) => p.title));
    await snap(page, testInfo, 'shop-sorted');

    const pager = page.getByRole('navigation', { name: S.pagination });
    await pager.getByRole('button', { name: S.goToPage(2), exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(pager.getByRole('button', { name: S.goToPage(2), exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const page2 = await fetchProducts(request, { sort: 'price_asc', limit: 12, page: 2 });
    await expect(cardTitles(page)).toHaveText(page2.products.map((p) => p.title));
    // Page 2 continues where page 1 stopped: still ascending.
    expect(effectivePrice(page2.products[0])).toBeGreaterThanOrEqual(prices[prices.length - 1]);

    await pager.getByRole('button', { name: S.nextPage }).click();
    await expect(page).toHaveURL(/[?&]page=3\b/);
    await expect(page.getByText(S.showing(total - 24, total))).toBeVisible();
    await expect(pager.getByRole('button', { name: S.nextPage })).toBeDisabled();
    await snap(page, testInfo, 'shop-page-3');

    // Changing the sort goes back to page 1.
    await sort.selectOption({ label: S.sortNewest });
    await expect(page).not.toHaveURL(/page=/);
  });

  const sized = await fetchProduct(request, picks.sized);
  const plain = await fetchProduct(request, picks.plain);
  // The journey needs the low-stock path: more than 2 left, and "stock + 1" within the 1-10 picker.
  expect(sized.stockQuantity).toBeGreaterThan(2);
  expect(sized.stockQuantity).toBeLessThan(10);
  const stock = sized.stockQuantity;

  await test.step('product: size required, the stock message, add', async () => {
    await page.getByLabel(S.searchLabel).fill(sized.title);
    await expect(page).toHaveURL(/[?&]search=/);
    await expect(cardTitles(page).first()).toHaveText(sized.title);
    await page.getByRole('article').filter({ hasText: sized.title }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/product/${sized.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: sized.title })).toBeVisible();
    await expect(page.getByText(S.codTitle, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: S.relatedTitle })).toBeVisible();

    const add = page.getByRole('button', { name: S.addToCart });
    const sizes = page.getByRole('group', { name: S.selectSize });
    // No size chosen, no adding; the page says why.
    await expect(add).toBeDisabled();
    await expect(page.getByText(S.sizeRequiredBody)).toBeVisible();
    await snap(page, testInfo, 'product');

    const increase = page.getByRole('button', { name: S.increaseQty });
    const decrease = page.getByRole('button', { name: S.decreaseQty });
    await expect(decrease).toBeDisabled(); // at the minimum of 1

    // Clicking the chosen size again deselects it.
    await sizes.getByRole('button', { name: picks.size, exact: true }).click();
    await expect(sizes.getByRole('button', { name: picks.size, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await sizes.getByRole('button', { name: picks.size, exact: true }).click();
    await expect(add).toBeDisabled();
    await sizes.getByRole('button', { name: picks.size, exact: true }).click();
    await expect(add).toBeEnabled();

    // One more than the stock: the stock message.
    for (let i = 1; i < stock + 1; i++) await increase.click();
    await expect(
      page.getByRole('group', { name: S.quantity, exact: true }).getByRole('status'),
    ).toHaveText(String(stock + 1));
    await add.click();
    await expectStoreToast(page, S.notEnoughStockTitle, S.onlyAvailable(stock));

    // Two fit: added, and the pickers reset.
    for (let i = stock + 1; i > 2; i--) await decrease.click();
    await add.click();
    await expectAddedPanel(page, `2 × ${sized.title}`);
    await expect(page.getByRole('button', { name: S.openCart(2) })).toBeVisible();
    await expect(sizes.getByRole('button', { name: picks.size, exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(add).toBeDisabled();

    // Asking for more than is left counts what the cart already holds.
    await sizes.getByRole('button', { name: picks.size, exact: true }).click();
    for (let i = 1; i < stock - 1; i++) await increase.click();
    await add.click();
    await expectStoreToast(page, S.notEnoughStockTitle, S.alreadyInCart(2, stock));
    await expect(page.getByRole('button', { name: S.openCart(2) })).toBeVisible();

    // A product without sizes can be added straight away.
    await page.goto(`/product/${plain.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: plain.title })).toBeVisible();
    await expect(page.getByRole('group', { name: S.selectSize })).toHaveCount(0);
    await page.getByRole('button', { name: S.addToCart }).click();
    await expectAddedPanel(page, `1 × ${plain.title}`);
    await expect(page.getByRole('button', { name: S.openCart(3) })).toBeVisible();
  });

  const sizedPrice = effectivePrice(sized);
  const plainPrice = effectivePrice(plain);

  await test.step('cart drawer: change the quantity, remove a line', async () => {
    await page.getByRole('button', { name: S.openCart(3) }).click();
    const drawer = page.getByRole('dialog', { name: S.cartTitle });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('listitem')).toHaveCount(2);
    const subtotal = drawer.locator('.drawer__subtotal');
    await expect(subtotal).toContainText(S.subtotal);
    await expect(subtotal).toContainText(aed(2 * sizedPrice + plainPrice));
    await expect(drawer.getByText(S.deliveryFeeNote)).toBeVisible();
    await expect(drawer.getByText(S.stockVerifiedNote)).toBeVisible();

    const plainQty = drawer.getByRole('group', { name: S.lineQuantity(plain.title) });
    await plainQty.getByRole('button', { name: S.increaseQty }).click();
    await expect(plainQty.getByRole('status')).toHaveText('2');
    await expect(subtotal).toContainText(aed(2 * sizedPrice + 2 * plainPrice));
    await expect(page.getByRole('button', { name: S.openCart(4) })).toBeAttached();
    await snap(page, testInfo, 'cart-drawer', { fullPage: false });

    await drawer.getByRole('button', { name: S.removeItem(plain.title) }).click();
    await expect(drawer.getByRole('listitem')).toHaveCount(1);
    await expect(subtotal).toContainText(aed(2 * sizedPrice));
    await drawer.getByRole('button', { name: S.proceedToCheckout }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(drawer).toBeHidden();
  });

  let orderNumber = '';
  await test.step('checkout: validation messages, then the order', async () => {
    await expect(page.getByRole('heading', { level: 1, name: S.checkoutTitle })).toBeVisible();
    const place = page.getByRole('button', { name: S.placeOrder });
    await place.click();
    await expect(page.getByText(S.nameMin)).toBeVisible();
    await expect(page.getByText(S.phoneInvalid)).toBeVisible();
    await expect(page.getByText(S.cityRequired)).toBeVisible();
    await expect(page.getByText(S.addressMin)).toBeVisible();
    await expect(page.getByLabel(S.fullName)).toBeFocused();
    // A bad optional email is named too; fixed fields lose their message as they are typed.
    await page.getByLabel(S.emailOptional).fill('not-an-email');
    await expect(page.getByText(S.emailInvalid)).toBeVisible();
    await page.getByLabel(S.fullName).fill('M');
    await expect(page.getByText(S.nameMin)).toBeVisible();
    await snap(page, testInfo, 'checkout-errors');

    await fillCheckout(page, {
      name: customer.name,
      phone: customer.phone,
      email: 'shopper@example.com',
      city: customer.city,
      address: 'Villa 12, Street 7, Al Barsha',
    });
    for (const message of [
      S.nameMin,
      S.phoneInvalid,
      S.emailInvalid,
      S.cityRequired,
      S.addressMin,
    ]) {
      await expect(page.getByText(message)).toHaveCount(0);
    }
    const summary = page.locator('.totals');
    await expect(summary).toContainText(`${S.subtotal}${aed(2 * sizedPrice)}`);
    await expect(summary).toContainText(`${S.delivery}${aed(S.defaultDeliveryAED)}`);
    await expect(page.getByTestId('order-total')).toHaveText(
      aed(2 * sizedPrice + S.defaultDeliveryAED),
    );
    await snap(page, testInfo, 'checkout');

    orderNumber = await placeOrder(page);
    await expect(page.getByText(S.orderNumber, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: S.trackThisOrder })).toBeVisible();
    await expect(page.getByRole('button', { name: S.openCart(0) })).toBeVisible();
    await snap(page, testInfo, 'confirmation');

    // The order took its stock.
    const after = await fetchProduct(request, sized.slug);
    expect(after.stockQuantity).toBe(stock - 2);
  });

  await test.step('tracking: required fields, right phone, then a wrong one', async () => {
    await page.goto('/track-order');
    await expect(page.getByRole('heading', { level: 1, name: S.trackTitle })).toBeVisible();
    await page.getByRole('button', { name: S.trackButton, exact: true }).click();
    await expect(page.getByText(S.orderNumberRequired)).toBeVisible();
    await expect(page.getByText(S.phoneRequired)).toBeVisible();

    // The same phone written without spaces still finds it (numbers are compared normalised).
    await trackOrder(page, orderNumber, customer.phone.replace(/\s/g, ''));
    const result = page.getByRole('region', { name: orderNumber });
    await expect(result).toBeVisible();
    await expect(result.locator('.status')).toContainText(STATUS.PENDING);
    await expectProgressAt(page, STATUS.PENDING);
    await expect(result).toContainText(sized.title);
    await expect(result).toContainText(aed(2 * sizedPrice + S.defaultDeliveryAED));
    await expect(result).toContainText(customer.name);
    await snap(page, testInfo, 'tracking');

    await trackOrder(page, orderNumber, '+971 55 000 0000');
    const alert = page.getByRole('alert').filter({ hasText: S.orderNotFoundTitle });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(S.orderNotFoundBody);
    await expect(result).toHaveCount(0);
    await snap(page, testInfo, 'tracking-not-found');
  });

  await test.step('empty cart, unknown paths', async () => {
    // The cart is empty after the order: checkout sends back to the shop.
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/shop$/);
    await page.getByRole('button', { name: S.openCart(0) }).click();
    const drawer = page.getByRole('dialog', { name: S.cartTitle });
    await expect(drawer.getByText(S.cartEmpty)).toBeVisible();
    await expect(drawer.getByText(S.cartEmptyHint)).toBeVisible();
    await snap(page, testInfo, 'cart-empty', { fullPage: false });
    await drawer.getByRole('button', { name: S.continueShopping }).click();
    await expect(drawer).toBeHidden();

    await page.goto('/no-such-page/at-all');
    await expect(page.getByRole('heading', { level: 1, name: S.notFound })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(S.notFound));
    await snap(page, testInfo, 'not-found');

    await page.goto('/product/no-such-product');
    await expect(
      page.getByRole('heading', { level: 1, name: S.productNotFoundTitle }),
    ).toBeVisible();
    await snap(page, testInfo, 'product-not-found');
  });
});
