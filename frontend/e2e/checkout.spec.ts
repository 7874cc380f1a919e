/**
 * The checkout as people use it, in English and Arabic, at 375 and 1280 px: on a phone the order
 * summary sits above the form, collapsed to its total, with Place Order ending the form; on a
 * wide screen it stays beside the form. A phone typed the local way (`0501234567`) or in
 * Arabic-Indic digits (`٠٥٠١٢٣٤٥٦٧`) reads back as `+971 50 123 4567` and is taken; the
 * confirmation has its own address, which a reload keeps; the order is tracked with
 * `050 123 4567`; another browser at that address is pointed to tracking. The WhatsApp updates
 * box is there, ticked, in the page's language.
 */
import { expect, shopperPage, test } from './support/test';
import type { Page, TestInfo } from '@playwright/test';
import { AR, screenTexts } from '../src/test/arabicTexts';
import { fetchProduct, putCart, snap } from './support/helpers';

const WORDS = { en: screenTexts(), ar: AR };

/** Each viewport and language buys its own well-stocked product, apart from other journeys'. */
const PICKS = {
  'checkout-375': { en: 'third-eye-tee', ar: 'cyclops-club-tee' },
  'checkout-1280': { en: 'pixel-phantom-tee', ar: 'eyeball-swarm-hoodie' },
} as const;

/** What the shopper types in the phone field (after its "+971 ") in each language. */
const TYPED = {
  en: { phone: '0501234567', keepPrefix: true },
  ar: { phone: '٠٥٠١٢٣٤٥٦٧', keepPrefix: false },
} as const;

async function checkSummaryPlace(page: Page, lang: 'en' | 'ar', mobile: boolean): Promise<void> {
  const w = WORDS[lang];
  const summary = page.locator('section.summary');
  const form = page.locator('form.form');
  const place = page.getByRole('button', { name: w.checkout.placeOrder });
  const toggle = page.getByRole('button', { name: new RegExp(w.checkout.orderSummary) });
  const total = (await page.getByTestId('order-total').textContent())?.trim() ?? '';
  expect(total).toMatch(/\d/);
  const [summaryBox, formBox, placeBox] = await Promise.all(
    [summary, form, place].map(async (l) => (await l.boundingBox())!),
  );
  // Place Order ends the form, whatever the screen.
  expect(placeBox.y + placeBox.height).toBeLessThanOrEqual(formBox.y + formBox.height);
  if (mobile) {
    // At the top, above the form, collapsed to "Order Summary" and the total.
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('summary-total')).toHaveText(total);
    expect(summaryBox.y + summaryBox.height).toBeLessThanOrEqual(formBox.y);
    expect(summaryBox.y).toBeLessThan(300);
    await expect(page.locator('.summary__item')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.summary__item').first()).toBeVisible();
    await expect(page.getByTestId('order-total')).toBeVisible();
  } else {
    // Beside the form, open, with its heading: today's layout.
    await expect(toggle).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 2, name: w.checkout.orderSummary }),
    ).toBeVisible();
    await expect(page.locator('.summary__item').first()).toBeVisible();
    const beside =
      lang === 'ar'
        ? summaryBox.x + summaryBox.width <= formBox.x
        : summaryBox.x >= formBox.x + formBox.width;
    expect(beside, 'the summary beside the form').toBe(true);
    expect(Math.abs(summaryBox.y - formBox.y)).toBeLessThan(5);
  }
}

async function orderAndConfirm(
  page: Page,
  testInfo: TestInfo,
  lang: 'en' | 'ar',
  slug: string,
): Promise<string> {
  const w = WORDS[lang];
  const prefix = lang === 'ar' ? '/ar' : '';
  const mobile = testInfo.project.use.isMobile === true;
  const product = await fetchProduct(page.request, slug);
  await page.goto(`${prefix}/shop`);
  await putCart(page, product, 1);
  await page.goto(`${prefix}/checkout`);
  await expect(
    page.getByRole('heading', { level: 1, name: w.checkout.checkoutTitle }),
  ).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(/\d/);
  await snap(page, testInfo, `${lang}-checkout`, { fullPage: false });
  await checkSummaryPlace(page, lang, mobile);

  await page.getByLabel(w.checkout.fullName).fill(lang === 'ar' ? 'سارة أحمد' : 'Zara Slime');
  const phone = page.getByLabel(w.shell.phone);
  await expect(phone).toHaveValue('+971 ');
  if (TYPED[lang].keepPrefix) {
    // Typed after the "+971 " the field starts with: "+971 0501234567".
    await phone.click();
    await phone.press('End');
    await phone.pressSequentially(TYPED[lang].phone);
  } else {
    await phone.fill(TYPED[lang].phone);
  }
  // Leaving the field shows the number in its canonical form.
  await phone.press('Tab');
  await expect(phone).toHaveValue('+971 50 123 4567');
  await page.getByLabel(w.checkout.city, { exact: true }).selectOption('Dubai');
  await page.getByLabel(w.checkout.addressLine1, { exact: true }).fill('Tower 5, Marina Walk');
  // The WhatsApp updates box, ticked by default, in the page's language, within the screen.
  const consent = page.getByRole('checkbox', { name: w.checkout.whatsappUpdates });
  await expect(consent).toBeChecked();
  const consentBox = (await consent.boundingBox())!;
  expect(consentBox.x).toBeGreaterThanOrEqual(0);
  expect(consentBox.x + consentBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await snap(page, testInfo, `${lang}-checkout-filled`);
  await page.getByRole('button', { name: w.checkout.placeOrder }).click();

  await expect(page).toHaveURL(
    new RegExp(`${prefix}/checkout/confirmation/FD-[A-Z0-9]{4}-[A-Z0-9]{4}$`),
  );
  const title = page.getByRole('heading', { level: 1, name: w.checkout.orderPlacedTitle });
  await expect(title).toBeVisible();
  const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
  expect(page.url()).toContain(orderNumber);
  const confirmation = async () => {
    await expect(title).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
    await expect(page.locator('.summary__item')).toHaveCount(1);
    await expect(page.locator('address')).toContainText('Tower 5, Marina Walk');
    await expect(page.locator('address')).toContainText('+971 50 123 4567');
    await expect(page.getByTestId('order-total')).toHaveText(/\d/);
    await expect(page.getByRole('link', { name: w.checkout.trackThisOrder })).toBeVisible();
  };
  await confirmation();
  await snap(page, testInfo, `${lang}-confirmation`);
  // Its own address: a reload shows the same order.
  await page.reload();
  await confirmation();
  return orderNumber;
}

test('checkout on a phone and a wide screen: phones as typed, the confirmation at its address', async ({
  page,
  browser,
}, testInfo) => {
  const picks = PICKS[testInfo.project.name as keyof typeof PICKS];
  expect(picks, `no products chosen for ${testInfo.project.name}`).toBeDefined();

  for (const lang of ['en', 'ar'] as const) {
    const w = WORDS[lang];
    const prefix = lang === 'ar' ? '/ar' : '';
    let orderNumber = '';
    await test.step(`${lang}: checkout layout, phone typed ${TYPED[lang].phone}, confirmation`, async () => {
      orderNumber = await orderAndConfirm(page, testInfo, lang, picks[lang]);
    });

    await test.step(`${lang}: tracked with 050 123 4567`, async () => {
      await page.goto(`${prefix}/track-order`);
      await page.getByLabel(w.track.orderNumberLabel).fill(orderNumber);
      await page.getByLabel(w.shell.phone).fill('050 123 4567');
      await page.getByRole('button', { name: w.track.trackButton, exact: true }).click();
      await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
    });

    await test.step(`${lang}: another browser at the confirmation's address is sent to tracking`, async () => {
      const other = await shopperPage(browser, testInfo);
      await other.goto(`${prefix}/checkout/confirmation/${orderNumber}`);
      await expect(
        other.getByRole('heading', { level: 1, name: w.track.trackTitle }),
      ).toBeVisible();
      await expect(other.getByTestId('order-number')).toHaveText(orderNumber);
      await other
        .getByRole('region', { name: w.track.trackTitle })
        .getByRole('link', { name: w.track.trackButton })
        .click();
      await expect(other).toHaveURL(
        new RegExp(`${prefix}/track-order\\?orderNumber=${orderNumber}`),
      );
      await other.context().close();
    });
  }
});
