/**
 * Messages at 1280×800 (and the Messages screen at 375): the owner turns new-order alerts on
 * (an email, on My account), a shopper places one order with the
 * WhatsApp updates box ticked (its default) and one with it unticked; with no channel
 * configured every message is recorded as `skipped` with its reason. The owner finds them on
 * the Messages screen (filtered by order, the filter kept in the address), in the order's
 * details, then edits a template and sees its preview follow; System Information says both
 * channels are off.
 */
import { expect, shopperPage, test } from './support/test';
import type { Page } from '@playwright/test';
import { MESSAGE_EVENT_LABELS, MESSAGING_MSG } from '@freakdrop/contract';
import { MESSAGES_TEXT } from '../src/admin/messages/texts';
import { SAMPLE_ORDER_NUMBER } from '../src/admin/messages/preview';
import { ADMIN_TEXT } from '../src/admin/texts';
import { STAFF_TEXT } from '../src/admin/staff/texts';
import { CHECKOUT_TEXT } from '../src/features/checkout/texts';
import { S } from './support/spec-texts';
import {
  adminNav,
  expectAdminToast,
  fetchProduct,
  fillCheckout,
  putCart,
  signInAsAdmin,
  snap,
} from './support/helpers';

/** Where the owner's new-order alerts go in this journey. */
const OWNER_EMAIL = 'owner-alerts@example.com';

/** Bought by this journey only: no other journey's stock or totals move. */
const SLUG = 'sour-skull-tee';

async function orderWithConsent(page: Page, consent: boolean, email: string): Promise<string> {
  const product = await fetchProduct(page.request, SLUG);
  await page.goto('/shop');
  await putCart(page, product, 1);
  await page.goto('/checkout');
  const box = page.getByRole('checkbox', { name: CHECKOUT_TEXT.whatsappUpdates });
  await expect(box).toBeChecked();
  if (!consent) await box.uncheck();
  await fillCheckout(page, {
    name: consent ? 'Wafa Consent' : 'Nadia Noconsent',
    phone: consent ? '050 765 4321' : '055 765 4321',
    email,
    city: 'Dubai',
    address: 'Building 7, Al Barsha 1',
  });
  await page.getByRole('button', { name: S.placeOrder }).click();
  await expect(page.getByRole('heading', { level: 1, name: S.orderPlacedTitle })).toBeVisible();
  return ((await page.getByTestId('order-number').textContent()) ?? '').trim();
}

/** The Messages screen's rows of one order (the filter in the address). */
async function messagesOf(page: Page, orderNumber: string) {
  await page.goto(`/admin/messages?order=${orderNumber}`);
  await expect(page.getByRole('heading', { name: MESSAGES_TEXT.title })).toBeVisible();
  const rows = page.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  return rows;
}

test('messages are recorded, listed and shown in the order; templates preview', async ({
  page,
  browser,
}, testInfo) => {
  const shopper = await shopperPage(browser, testInfo);
  let withConsent = '';
  let withoutConsent = '';

  await test.step('the owner turns new-order alerts on, to an email, on My account', async () => {
    await signInAsAdmin(page);
    await adminNav(page, STAFF_TEXT.navAccount).click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await page.getByLabel(MESSAGES_TEXT.fieldEmail).fill(OWNER_EMAIL);
    // Not a UAE phone: refused with the contract's words, nothing saved.
    await page.getByLabel(MESSAGES_TEXT.fieldWhatsapp).fill('12345');
    await page.getByRole('switch', { name: MESSAGES_TEXT.fieldNewOrderAlerts }).click();
    await page.getByRole('button', { name: MESSAGES_TEXT.saveAlerts }).click();
    await expect(page.getByText(MESSAGING_MSG.staffWhatsappInvalid)).toBeVisible();
    await page.getByLabel(MESSAGES_TEXT.fieldWhatsapp).fill('');
    await page.getByRole('button', { name: MESSAGES_TEXT.saveAlerts }).click();
    await expectAdminToast(page, MESSAGES_TEXT.alertsSaved);
  });

  await test.step('a shopper orders with the WhatsApp box ticked, then unticked', async () => {
    withConsent = await orderWithConsent(shopper, true, 'wafa@example.com');
    withoutConsent = await orderWithConsent(shopper, false, 'nadia@example.com');
    expect(withConsent).not.toBe(withoutConsent);
    await shopper.context().close();
  });

  await test.step('the Messages screen lists them as skipped, filtered by order', async () => {
    await adminNav(page, MESSAGES_TEXT.navMessages).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);

    const ticked = await messagesOf(page, withConsent);
    const placed = MESSAGE_EVENT_LABELS.order_placed;
    const whatsapp = ticked.filter({ hasText: 'WhatsApp' }).filter({ hasText: placed });
    const email = ticked.filter({ hasText: 'Email' }).filter({ hasText: placed });
    await expect(whatsapp).toHaveCount(1);
    await expect(whatsapp).toContainText('Skipped');
    await expect(whatsapp).toContainText(MESSAGING_MSG.whatsappOff);
    await expect(whatsapp).toContainText('+971507654321');
    await expect(email).toHaveCount(1);
    await expect(email).toContainText('Skipped');
    await expect(email).toContainText(MESSAGING_MSG.emailOff);
    await expect(email).toContainText('wafa@example.com');
    // The owner's alert of the new order, to the email of their account.
    const alert = ticked.filter({ hasText: MESSAGE_EVENT_LABELS.staff_new_order });
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText(OWNER_EMAIL);
    await expect(alert).toContainText('Skipped');
    // Every row is this order's, each linking to it.
    for (const row of await ticked.all()) {
      await expect(row.getByRole('link', { name: withConsent })).toHaveAttribute(
        'href',
        `/admin/orders/${withConsent}`,
      );
    }
    await snap(page, testInfo, 'messages-1280');

    const unticked = await messagesOf(page, withoutConsent);
    const noWhatsapp = unticked.filter({ hasText: 'WhatsApp' }).filter({ hasText: placed });
    // Without the consent no WhatsApp message goes out: it is recorded, skipped for that reason.
    await expect(noWhatsapp).toHaveCount(1);
    await expect(noWhatsapp).toContainText('Skipped');
    await expect(noWhatsapp).toContainText(MESSAGING_MSG.noConsent);
    await expect(unticked.filter({ hasText: 'Email' }).filter({ hasText: placed })).toContainText(
      'Skipped',
    );
  });

  await test.step('the status filter narrows the list and stays in the address', async () => {
    await page.goto(`/admin/messages?order=${withConsent}`);
    await page.getByRole('combobox', { name: MESSAGES_TEXT.filterStatus }).click();
    await page.getByTitle('Failed', { exact: true }).click();
    await expect(page).toHaveURL(/status=failed/);
    await expect(page.getByText(MESSAGES_TEXT.noMessages)).toBeVisible();
    await page.reload();
    await expect(page.getByText(MESSAGES_TEXT.noMessages)).toBeVisible();
    await page.getByRole('button', { name: MESSAGES_TEXT.clearFilters }).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
  });

  await test.step('at 375 px each message is a card and nothing scrolls sideways', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/admin/messages?order=${withConsent}`);
    await expect(page.getByTestId('message-card').first()).toBeVisible();
    await expect(page.getByTestId('message-card').first()).toContainText('Skipped');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await snap(page, testInfo, 'messages-375');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step("the order's details list its messages", async () => {
    await adminNav(page, ADMIN_TEXT.navOrders).click();
    await page.getByRole('button', { name: `${ADMIN_TEXT.viewDetails} ${withConsent}` }).click();
    const dialog = page.getByRole('dialog', { name: ADMIN_TEXT.orderDetails(withConsent) });
    const section = dialog.getByRole('region', { name: MESSAGES_TEXT.orderMessages });
    await expect(section).toBeVisible();
    await expect(section.getByRole('row').filter({ hasText: 'WhatsApp' })).toContainText('Skipped');
    await expect(section.getByRole('row').filter({ hasText: 'Email' }).first()).toContainText(
      'Skipped',
    );
    await section.scrollIntoViewIfNeeded();
    await snap(page, testInfo, 'order-messages', { fullPage: false });
    await dialog.getByRole('button', { name: ADMIN_TEXT.close, exact: true }).last().click();
  });

  await test.step('a template edited on the settings screen previews at once', async () => {
    await adminNav(page, ADMIN_TEXT.navSettings).click();
    const card = page.locator('.ant-card').filter({ hasText: MESSAGES_TEXT.templatesTitle });
    await card.getByRole('tab', { name: MESSAGE_EVENT_LABELS.out_for_delivery }).click();
    const field = card.getByLabel(`${MESSAGE_EVENT_LABELS.out_for_delivery} (English)`, {
      exact: true,
    });
    await field.fill('Hi {name}, {number} is with {courier}: have {total} ready.');
    const preview = card.getByTestId('preview-out_for_delivery-en');
    await expect(preview).toContainText(`${SAMPLE_ORDER_NUMBER} is with Aramex`);
    await expect(preview).not.toContainText('{');
    // An unknown placeholder is refused with the contract's words.
    await field.fill('Hi {nickname}');
    await page.getByRole('button', { name: ADMIN_TEXT.saveSettings }).click();
    await expect(card.getByText(MESSAGING_MSG.unknownPlaceholder(['nickname']))).toBeVisible();
    await field.fill('Hi {name}, {number} is with {courier}: have {total} ready.');
    await card.scrollIntoViewIfNeeded();
    await snap(page, testInfo, 'template-preview', { fullPage: false });
    // System Information names the channels, off in the journeys, and no secret.
    await expect(page.getByTestId('message-channels')).toHaveText(
      `${MESSAGES_TEXT.channelState('Email', false)} · ${MESSAGES_TEXT.channelState('WhatsApp', false)}`,
    );
  });

  await test.step('alerts off again: the later journeys place orders without them', async () => {
    await adminNav(page, STAFF_TEXT.navAccount).click();
    await expect(page.getByLabel(MESSAGES_TEXT.fieldEmail)).toHaveValue(OWNER_EMAIL);
    await page.getByRole('switch', { name: MESSAGES_TEXT.fieldNewOrderAlerts }).click();
    await page.getByRole('button', { name: MESSAGES_TEXT.saveAlerts }).click();
    await expectAdminToast(page, MESSAGES_TEXT.alertsSaved);
  });
});
