/**
 * Adding to the cart, in English and Arabic, at the project's viewport (375 and 1280 px): the
 * panel under Add to Cart says what was added (name, size, colour, quantity) and leads to the
 * cart and the checkout; no toast says it, and nothing covers the open drawer's lines. The
 * cart's lines follow the language of the page that shows them, whatever page added them.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { AR } from '../src/test/arabicTexts';
import { PRODUCT_TEXT } from '../src/features/product/texts';
import { SHELL_TEXT } from '../src/components/texts';
import { animationsSettled, fetchProduct, snap, storeToast } from './support/helpers';

const SLUG = 'eyeball-swarm-hoodie';

const LANGUAGES = [
  { lang: 'en', prefix: '', product: PRODUCT_TEXT, shell: SHELL_TEXT, color: (c: string) => c },
  {
    lang: 'ar',
    prefix: '/ar',
    product: AR.product,
    shell: AR.shell,
    color: (c: string) => AR.colors[c as keyof typeof AR.colors],
  },
] as const;

/** Nothing lies over the middle of `target`: the element found there is inside it. */
async function expectUncovered(target: Locator) {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  const point = [box!.x + box!.width / 2, box!.y + box!.height / 2] as const;
  expect(
    await target.evaluate((el, [x, y]) => el.contains(document.elementFromPoint(x, y)), point),
  ).toBe(true);
}

async function choose(page: Page, legend: string, option: string) {
  await page
    .getByRole('group', { name: legend })
    .getByRole('button', { name: option, exact: true })
    .click();
}

test('the added panel, the drawer and the cart titles in both languages', async ({
  page,
  request,
}, testInfo) => {
  const product = await fetchProduct(request, SLUG);
  expect(product.titleAr).toBeTruthy();
  const names = { en: product.title, ar: product.titleAr! };
  const color = product.colors[0];

  for (const [i, { lang, prefix, product: text, shell, color: colorName }] of LANGUAGES.entries()) {
    await test.step(`${lang}: add, the panel, View Cart`, async () => {
      // Each language adds its own size: a line of its own.
      const size = product.sizes[i + 1];
      const name = names[lang];
      await page.goto(`${prefix}/product/${SLUG}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await choose(page, text.selectSize, size);
      await choose(page, text.selectColor, colorName(color));
      const add = page.getByRole('button', { name: text.addToCart });
      await add.click();

      const panel = page.getByRole('region', { name: text.addedTitle });
      await expect(panel).toBeVisible();
      await expect(panel).toBeFocused();
      await expect(panel.locator('.added__name')).toHaveText(text.addedBody(name, 1));
      await expect(panel).toContainText(`${shell.size}: ${size}`);
      await expect(panel).toContainText(`${shell.color}: ${colorName(color)}`);
      await expect(panel.getByRole('link', { name: shell.proceedToCheckout })).toHaveAttribute(
        'href',
        `${prefix}/checkout`,
      );
      // No toast says it; the panel lies under the button, within the screen's width.
      await expect(storeToast(page)).toHaveCount(0);
      const button = (await add.boundingBox())!;
      const box = (await panel.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(button.y + button.height);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      await panel.scrollIntoViewIfNeeded();
      await expectUncovered(panel.getByRole('button', { name: text.viewCart }));
      await snap(page, testInfo, `added-${lang}`, { fullPage: false });

      await panel.getByRole('button', { name: text.viewCart }).click();
      const drawer = page.getByRole('dialog', { name: shell.cartTitle });
      await expect(drawer).toBeVisible();
      await expect(panel).toHaveCount(0);
      await animationsSettled(page);
      const lines = drawer.getByRole('listitem');
      await expect(lines).toHaveCount(i + 1);
      // Every line in this page's language, the one added on the other page too.
      for (const line of await lines.all()) {
        await expect(line.locator('.line__title')).toHaveText(name);
      }
      await expectUncovered(lines.first().locator('.line__title'));
      await snap(page, testInfo, `drawer-${lang}`, { fullPage: false });
      await drawer.getByRole('button', { name: shell.closeCart }).click();
      await expect(drawer).toHaveCount(0);
    });
  }

  await test.step('Checkout leads to the checkout, whose summary follows the language', async () => {
    await page.goto(`/product/${SLUG}`);
    await choose(page, PRODUCT_TEXT.selectSize, product.sizes[0]);
    await choose(page, PRODUCT_TEXT.selectColor, color);
    await page.getByRole('button', { name: PRODUCT_TEXT.addToCart }).click();
    await page
      .getByRole('region', { name: PRODUCT_TEXT.addedTitle })
      .getByRole('link', { name: SHELL_TEXT.proceedToCheckout })
      .click();
    await expect(page).toHaveURL(/\/checkout$/);
    const summary = page.locator('.summary');
    await expect(summary.getByText(names.en, { exact: true })).toHaveCount(3);
    await page.goto('/ar/checkout');
    await expect(page.locator('.summary').getByText(names.ar, { exact: true })).toHaveCount(3);
    await expect(page.locator('.summary').getByText(names.en, { exact: true })).toHaveCount(0);
  });
});
