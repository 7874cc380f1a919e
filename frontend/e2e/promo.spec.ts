/**
 * A discount code from the staff console to the shopper's order, at 375 and 1280 px: the owner
 * creates a 10 % code on the Promotions screen (a code, not an automatic offer, so no other
 * journey's totals move); the shopper applies it at checkout in English and in Arabic, sees
 * "Discount (CODE) −AED x" and the total at once, keeps it across a reload, places the order,
 * and finds the same line on the confirmation and on tracking.
 */
import { expect, test } from './support/test';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { AR, screenTexts } from '../src/test/arabicTexts';
import { PROMO_TEXT } from '../src/admin/promotions/texts';
import {
  adminNav,
  aed,
  animationsSettled,
  fetchProduct,
  putCart,
  signInAsAdmin,
  snap,
} from './support/helpers';
import { waitsForApp } from './support/test';

const WORDS = { en: screenTexts(), ar: AR };

/** Each viewport and language buys its own product and uses its own phone. */
const PICKS = {
  'promo-375': { code: 'E2E-PHONE10', en: 'sour-skull-tee', ar: 'glitch-track-pants' },
  'promo-1280': { code: 'E2E-WIDE10', en: 'eyeball-dad-cap', ar: 'melted-smile-hoodie' },
} as const;
const PHONES = {
  'promo-375': { en: '0502220375', ar: '0503330375' },
  'promo-1280': { en: '0502221280', ar: '0503331280' },
} as const;

/** The owner creates the code on the Promotions screen (a wide screen, as staff use it). */
async function createCode(browser: Browser, testInfo: TestInfo, code: string): Promise<void> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'Asia/Dubai',
  });
  const admin = waitsForApp(await context.newPage());
  await signInAsAdmin(admin);
  await adminNav(admin, PROMO_TEXT.navPromotions).click();
  await expect(admin.getByRole('heading', { level: 2, name: PROMO_TEXT.title })).toBeVisible();
  await admin.getByRole('button', { name: PROMO_TEXT.add }).first().click();
  const dialog = admin.getByRole('dialog', { name: PROMO_TEXT.addTitle });
  await animationsSettled(admin);
  await dialog.getByLabel(PROMO_TEXT.fieldCode, { exact: true }).fill(code.toLowerCase());
  await expect(dialog.getByLabel(PROMO_TEXT.fieldCode, { exact: true })).toHaveValue(code);
  await dialog.getByLabel(PROMO_TEXT.fieldPercent).fill('10');
  await dialog.getByLabel(PROMO_TEXT.fieldMaxPerPhone).fill('1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = admin.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(PROMO_TEXT.kinds.percent);
  await expect(row).toContainText('10%');
  await expect(row).toContainText(PROMO_TEXT.perPhone(1));
  if (testInfo.project.name === 'promo-1280') await snap(admin, testInfo, 'admin-promotions');
  await context.close();
}

/** The discount line: "Discount (CODE)" and "−AED x". */
async function expectDiscountLine(page: Page, lang: 'en' | 'ar', code: string, amount: number) {
  const line = page.getByTestId('discount-line');
  await expect(line).toBeVisible();
  await expect(line).toContainText(WORDS[lang].shell.discountWithCode(code));
  await expect(line).toContainText(`−${aed(amount, lang)}`);
}

async function buyWithCode(
  page: Page,
  testInfo: TestInfo,
  lang: 'en' | 'ar',
  slug: string,
  code: string,
  phone: string,
): Promise<void> {
  const w = WORDS[lang];
  const prefix = lang === 'ar' ? '/ar' : '';
  const mobile = testInfo.project.use.isMobile === true;
  const product = await fetchProduct(page.request, slug);
  const price = product.salePriceAED ?? product.priceAED;
  const discount = Math.round(price * 2 * 10) / 100;
  await page.goto(`${prefix}/shop`);
  await putCart(page, product, 2);
  await page.goto(`${prefix}/checkout`);
  await expect(page.getByTestId('order-total')).toHaveText(/\d/);
  const summary = page.locator('section.summary');
  // On a phone the summary is folded: open it to read the lines.
  if (mobile) {
    await page.getByRole('button', { name: new RegExp(w.checkout.orderSummary) }).click();
  }
  const before = (await page.getByTestId('order-total').textContent())?.trim() ?? '';

  await test.step(`${lang}: apply ${code.toLowerCase()}`, async () => {
    await page.getByRole('button', { name: w.checkout.promoToggle }).click();
    await page.getByLabel(w.checkout.promoLabel, { exact: true }).fill(code.toLowerCase());
    await page.getByRole('button', { name: w.checkout.promoApply, exact: true }).click();
    await expect(page.getByText(w.checkout.promoApplied(code))).toBeVisible();
    await expectDiscountLine(page, lang, code, discount);
    await expect(page.getByTestId('order-total')).not.toHaveText(before);
  });

  await test.step(`${lang}: the code survives a reload`, async () => {
    await page.reload();
    if (mobile) {
      await page.getByRole('button', { name: new RegExp(w.checkout.orderSummary) }).click();
    }
    await expectDiscountLine(page, lang, code, discount);
    await expect(summary).toBeVisible();
    await page.getByTestId('discount-line').scrollIntoViewIfNeeded();
    await snap(page, testInfo, `${lang}-checkout-code`, { fullPage: false });
    await page.getByText(w.checkout.promoApplied(code)).scrollIntoViewIfNeeded();
    await snap(page, testInfo, `${lang}-checkout-code-field`, { fullPage: false });
  });
  const total = (await page.getByTestId('order-total').textContent())?.trim() ?? '';

  await test.step(`${lang}: place the order with the code`, async () => {
    await page.getByLabel(w.checkout.fullName).fill(lang === 'ar' ? 'سارة أحمد' : 'Zara Slime');
    await page.getByLabel(w.shell.phone).fill(phone);
    await page.getByLabel(w.checkout.city, { exact: true }).selectOption('Dubai');
    await page.getByLabel(w.checkout.addressLine1, { exact: true }).fill('Tower 5, Marina Walk');
    await page.getByRole('button', { name: w.checkout.placeOrder }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: w.checkout.orderPlacedTitle }),
    ).toBeVisible();
    await expectDiscountLine(page, lang, code, discount);
    await expect(page.getByTestId('order-total')).toHaveText(total);
    await snap(page, testInfo, `${lang}-confirmation-code`);
  });
  const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').trim();

  await test.step(`${lang}: tracking shows the discount`, async () => {
    await page.goto(`${prefix}/track-order`);
    await page.getByLabel(w.track.orderNumberLabel).fill(orderNumber);
    await page.getByLabel(w.shell.phone).fill(phone);
    await page.getByRole('button', { name: w.track.trackButton, exact: true }).click();
    await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
    await expectDiscountLine(page, lang, code, discount);
  });

  await test.step(`${lang}: the same phone may use the code once`, async () => {
    await page.goto(`${prefix}/shop`);
    await putCart(page, product, 1);
    await page.goto(`${prefix}/checkout`);
    await page.getByLabel(w.shell.phone).fill(phone);
    await page.getByRole('button', { name: w.checkout.promoToggle }).click();
    await page.getByLabel(w.checkout.promoLabel, { exact: true }).fill(code);
    await page.getByRole('button', { name: w.checkout.promoApply, exact: true }).click();
    await expect(page.getByTestId('promo').getByRole('alert')).toHaveText(
      lang === 'ar' ? AR.errors.PROMO_PHONE_LIMIT : "You've already used this code.",
    );
    await expect(page.getByTestId('discount-line')).toHaveCount(0);
  });
}

test('a discount code: created by staff, applied at checkout in English and Arabic, on the order', async ({
  page,
  browser,
}, testInfo) => {
  const picks = PICKS[testInfo.project.name as keyof typeof PICKS];
  const phones = PHONES[testInfo.project.name as keyof typeof PHONES];
  expect(picks, `no products chosen for ${testInfo.project.name}`).toBeDefined();
  await test.step('staff create the code', () => createCode(browser, testInfo, picks.code));
  for (const lang of ['en', 'ar'] as const) {
    await buyWithCode(page, testInfo, lang, picks[lang], picks.code, phones[lang]);
  }
});
