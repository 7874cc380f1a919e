/**
 * The storefront in Arabic, as an Arabic-reading shopper uses it, at 375 and 1280 px:
 * /ar → /ar/shop → search → product (size check, add) → cart → checkout with a validation
 * message in Arabic → order → tracking in Arabic → the Arabic 404, then the language switch
 * (same page, remembered). Every page: `lang="ar" dir="rtl"`, axe with no serious or critical
 * violation, no horizontal scroll on the phone, no hydration error, a screenshot kept.
 */
import AxeBuilder from '@axe-core/playwright';
import { appReady, expect, test } from './support/test';
import type { Page, TestInfo } from '@playwright/test';
import { AR } from '../src/test/arabicTexts';
import { expectAddedPanel, fetchProduct, snap } from './support/helpers';

/** Each viewport buys its own well-stocked product, apart from the English journeys' ones. */
const PICKS = {
  'arabic-375': { slug: 'goo-ghoul-tee', size: 'M', phone: '+971 50 222 3344' },
  'arabic-1280': { slug: 'swamp-thing-shorts', size: 'L', phone: '+971 55 444 6677' },
} as const;

async function checkPage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  if (testInfo.project.use.isMobile) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect.soft(overflow, `horizontal scroll on ${name}`).toBeLessThanOrEqual(0);
  }
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${v.help} — ${n.target.join(' ')}`));
  expect.soft(blocking, `axe on ${name}`).toEqual([]);
  await snap(page, testInfo, `ar-${name}`);
}

test('an Arabic shopper browses, searches, orders and tracks in Arabic', async ({
  page,
  request,
  context,
}, testInfo) => {
  const pick = PICKS[testInfo.project.name as keyof typeof PICKS];
  expect(pick, `no product chosen for ${testInfo.project.name}`).toBeDefined();
  const mobile = testInfo.project.use.isMobile === true;
  const product = await fetchProduct(request, pick.slug);
  const title = product.titleAr || product.title;
  const hydration: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|did not match|#41[89]|#42[0-5]/i.test(m.text())) {
      hydration.push(m.text());
    }
  });

  await test.step('home in Arabic', async () => {
    const res = await page.goto('/ar');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('link', { name: AR.home.viewAll }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: AR.home.whyUsTitle })).toBeVisible();
    if (mobile) {
      await page.getByRole('button', { name: AR.shell.openMenu }).click();
      await expect(
        page.getByRole('navigation', { name: AR.shell.menuNav }).getByRole('link', {
          name: AR.shell.navShop,
        }),
      ).toBeVisible();
      await page.getByRole('button', { name: AR.shell.closeMenu }).click();
    } else {
      await expect(
        page.getByRole('navigation', { name: AR.shell.mainNav }).getByRole('link', {
          name: AR.shell.navShop,
        }),
      ).toBeVisible();
    }
    await checkPage(page, testInfo, 'home');
  });

  await test.step('shop and search', async () => {
    await page.goto('/ar/shop');
    await expect(page.getByRole('heading', { level: 1, name: AR.page.shopTitle })).toBeVisible();
    await expect(page.getByText(/^عرض \d+ من \d+ (?:منتج|منتجات|منتجًا)$/)).toBeVisible();
    await checkPage(page, testInfo, 'shop');
    await page.getByLabel(AR.shop.searchLabel).fill(title);
    await expect(page).toHaveURL(/\/ar\/shop\?.*search=/);
    const card = page.getByRole('article').filter({ hasText: title }).first();
    await expect(card).toBeVisible();
    await expect(
      page.getByRole('button', { name: AR.shop.removeFilter(AR.shop.searchChip(title)) }),
    ).toBeVisible();
    await checkPage(page, testInfo, 'search');
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/ar/product/${pick.slug}$`));
  });

  await test.step('product: choose a size (and colour), add to the cart', async () => {
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('#main').getByText(AR.product.codTitle)).toBeVisible();
    // No size chosen yet: the button waits for one.
    await expect(page.getByRole('button', { name: AR.product.addToCart })).toBeDisabled();
    await checkPage(page, testInfo, 'product');
    await page
      .getByRole('group', { name: AR.product.selectSize })
      .getByRole('button', { name: pick.size, exact: true })
      .click();
    if (product.colors.length > 0) {
      await page
        .getByRole('group', { name: AR.product.selectColor })
        .getByRole('button')
        .first()
        .click();
    }
    await page.getByRole('button', { name: AR.product.addToCart }).click();
    await expectAddedPanel(page, AR.product.addedBody(title, 1), {
      addedTitle: AR.product.addedTitle,
      close: AR.shell.close,
    });
  });

  await test.step('cart drawer from the start side (the right)', async () => {
    await page.getByRole('button', { name: AR.shell.openCart(1) }).click();
    const drawer = page.getByRole('dialog', { name: AR.shell.cartTitle });
    await expect(drawer).toBeVisible();
    const width = page.viewportSize()?.width ?? 0;
    // Once it has slid in: flush with the right edge, and on a wide screen clear of the left.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box && { right: Math.round(box.x + box.width), left: box.x > 0 };
      })
      .toEqual({ right: width, left: width > 420 });
    await expect(drawer.getByText(title).first()).toBeVisible();
    await checkPage(page, testInfo, 'cart');
    await drawer.getByRole('button', { name: AR.shell.proceedToCheckout }).click();
    await expect(page).toHaveURL(/\/ar\/checkout$/);
  });

  await test.step('checkout: a validation message in Arabic, then the order', async () => {
    const place = page.getByRole('button', { name: AR.checkout.placeOrder });
    await expect(place).toBeVisible();
    await place.click();
    await expect(page.getByText(AR.msg.nameMin)).toBeVisible();
    await expect(page.getByText(AR.msg.cityRequired)).toBeVisible();
    await checkPage(page, testInfo, 'checkout-errors');
    await page.getByLabel(AR.checkout.fullName).fill('سارة أحمد');
    await page.getByLabel(AR.shell.phone).fill(pick.phone);
    await page.getByLabel(AR.checkout.city, { exact: true }).selectOption('Dubai');
    await page
      .getByLabel(AR.checkout.addressLine1, { exact: true })
      .fill('برج 5، شارع المارينا، دبي');
    await place.click();
    await expect(
      page.getByRole('heading', { level: 1, name: AR.checkout.orderPlacedTitle }),
    ).toBeVisible();
    await checkPage(page, testInfo, 'confirmation');
  });

  const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
  expect(orderNumber).toMatch(/^FD-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

  await test.step('tracking in Arabic', async () => {
    await page.getByRole('link', { name: AR.checkout.trackThisOrder }).click();
    await expect(page).toHaveURL(/\/ar\/track-order/);
    const number = page.getByLabel(AR.track.orderNumberLabel);
    if ((await number.inputValue()) === '') {
      await number.fill(orderNumber);
      await page.getByLabel(AR.shell.phone).fill(pick.phone);
      await page.getByRole('button', { name: AR.track.trackButton, exact: true }).click();
    }
    await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
    await expect(page.getByText(AR.statusLabels.PENDING).first()).toBeVisible();
    // The line and the city in Arabic too (the order keeps their English names).
    await expect(page.locator('.summary__item').getByText(title)).toBeVisible();
    await expect(
      page.locator('address').getByText(AR.cities.Dubai, { exact: false }),
    ).toBeVisible();
    await checkPage(page, testInfo, 'tracking');
  });

  await test.step('the 404 page in Arabic', async () => {
    const res = await page.goto('/ar/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByText(AR.notFound.notFoundBody)).toBeVisible();
    await checkPage(page, testInfo, 'not-found');
  });

  await test.step('the switch keeps the page and remembers the language', async () => {
    /** The header's switch; on the phone, the one in the menu. */
    const switchLanguage = async () => {
      // The switch is a page load: the menu's button works once the new page's app runs.
      await appReady(page);
      if (mobile) {
        await page.locator('.menu-toggle').click();
        await page.locator('#mobile-menu').getByTestId('language-switch').click();
      } else {
        await page.locator('.main-nav').getByTestId('language-switch').click();
      }
    };
    await page.goto('/ar/shop?sort=price_asc');
    await switchLanguage();
    await expect(page).toHaveURL(/\/shop\?sort=price_asc$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await switchLanguage();
    await expect(page).toHaveURL(/\/ar\/shop\?sort=price_asc$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'fd_lang')?.value).toBe('ar');
    // The shopper chose Arabic: an English link now opens the Arabic page.
    await page.goto('/track-order');
    await expect(page).toHaveURL(/\/ar\/track-order$/);
  });

  expect(hydration, 'hydration errors').toEqual([]);
});
