/**
 * The order page at 375 and 1280 px: an order placed through the API → the orders dialog shows
 * its status once and links to the page → the page: customer with call, WhatsApp and map links,
 * lines, totals → Cancelled with a reason and a note → an internal note → both in the timeline,
 * newest first, with who and when → the back link → an unknown number says "Order not found".
 * At 375 px nothing scrolls sideways and the page's controls are 44 px tall.
 */
import type { Page } from '@playwright/test';
import { STATUS_REASON_LABELS } from '@freakdrop/contract';
import { CONFIRM_TEXT } from '../src/admin/confirmation/texts';
import { ORDER_PAGE_TEXT } from '../src/admin/orders/orderPageTexts';
import { expect, test } from './support/test';
import {
  ADMIN,
  cancelWithReason,
  expectAdminToast,
  placeApiOrder,
  signInAsAdmin,
  snap,
} from './support/helpers';

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page is as wide as the screen').toBeLessThanOrEqual(innerWidth);
}

test('staff work an order from its own page', async ({ page, request }, testInfo) => {
  const phone375 = testInfo.project.name.endsWith('-375');
  const digits = String(Date.now()).slice(-7);
  const { placed } = await placeApiOrder(request, {
    customerName: 'Page Tester',
    phone: `+971 52 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    city: 'Abu Dhabi',
    addressLine1: 'Villa 21, Khalifa City A',
  });
  const { orderNumber } = placed;
  const note = `Called twice, no answer (${testInfo.project.name})`;

  await signInAsAdmin(page);

  await test.step('the list leads to the page (a card on a phone, the dialog on a desktop)', async () => {
    await page.goto('/admin/orders');
    if (phone375) {
      // A phone's list is cards: each one is a link to its order's page.
      await page.getByRole('link', { name: new RegExp(orderNumber) }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderNumber}$`));
      return;
    }
    // The dialog (the list's quick look) shows the status once and links to the page.
    await page.getByRole('button', { name: `View details ${orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order #${orderNumber}` });
    await expect(
      dialog.getByRole('combobox', { name: `Status of order ${orderNumber}` }),
    ).toBeVisible();
    // One status tag: the dropdown's (the history below names statuses in plain text).
    await expect(dialog.locator('.ant-tag', { hasText: 'Pending' })).toHaveCount(1);
    await expect(dialog).not.toContainText('N/A');
    await dialog.getByRole('link', { name: ORDER_PAGE_TEXT.openPageLabel(orderNumber) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderNumber}$`));
  });

  await test.step('the page: customer, links, lines and totals', async () => {
    await expect(page.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
    await expect(page.getByText('Page Tester', { exact: true })).toBeVisible();
    const e164 = placed.order.phone;
    await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', `tel:${e164}`);
    await expect(page.getByRole('link', { name: /on WhatsApp$/ })).toHaveAttribute(
      'href',
      `https://wa.me/${e164.slice(1)}`,
    );
    await expect(page.getByRole('link', { name: ORDER_PAGE_TEXT.openMap })).toHaveAttribute(
      'href',
      /google\.com\/maps\/search\/\?api=1&query=Villa%2021%2C%20Khalifa%20City%20A%2C%20Abu%20Dhabi%2C%20UAE/,
    );
    await expect(page.getByText(placed.order.items[0].title, { exact: true })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('N/A');
    await expect(page.getByText(ORDER_PAGE_TEXT.codFee)).toBeVisible();
    await expect(page.getByText(CONFIRM_TEXT.customerHistory)).toBeVisible();
    if (phone375) await expectNoSidewaysScroll(page);
  });

  await test.step('cancel with a reason, add a note: both in the timeline', async () => {
    // Cancelled asks why before anything is saved: the dropdown stays on Pending meanwhile.
    const dialog = page.getByRole('dialog', { name: CONFIRM_TEXT.cancelTitle(orderNumber) });
    await expect(async () => {
      if (await dialog.isVisible()) return;
      const option = page
        .locator('.ant-select-item-option[title="Cancelled"]')
        .filter({ visible: true });
      if (!(await option.isVisible())) {
        await page.getByRole('combobox', { name: `Status of order ${orderNumber}` }).click();
      }
      await option.click({ timeout: 3000 });
      await expect(dialog).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20000 });
    await cancelWithReason(
      page,
      dialog,
      STATUS_REASON_LABELS.UNREACHABLE,
      'No answer on the third try',
    );
    // Typing while the dialog still closes would go to the dialog (it keeps the focus).
    await expect(dialog).toBeHidden();

    await page.getByLabel(ORDER_PAGE_TEXT.noteLabel).fill(`  ${note}  `);
    await page.getByRole('button', { name: ORDER_PAGE_TEXT.addNote }).click();
    await expectAdminToast(page, ORDER_PAGE_TEXT.noteAdded);

    const timeline = page.getByRole('region', { name: ORDER_PAGE_TEXT.timeline });
    const entries = timeline.locator('.order-timeline-entry');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText(ORDER_PAGE_TEXT.noteKind);
    await expect(entries.nth(0)).toContainText(note);
    await expect(entries.nth(0)).toContainText(ORDER_PAGE_TEXT.by(ADMIN.username));
    await expect(entries.nth(1)).toContainText('Cancelled');
    await expect(entries.nth(1)).toContainText(STATUS_REASON_LABELS.UNREACHABLE);
    await expect(entries.nth(1)).toContainText('No answer on the third try');
    await expect(entries.nth(1)).toContainText(ORDER_PAGE_TEXT.by(ADMIN.username));
    await expect(entries.nth(2)).toContainText('Pending');
    // A reload reads them back from the server.
    await page.reload();
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText(note);
    if (phone375) {
      await expectNoSidewaysScroll(page);
      for (const control of [
        page.getByRole('link', { name: /^Call / }),
        page.getByRole('link', { name: /on WhatsApp$/ }),
        page.getByRole('link', { name: ORDER_PAGE_TEXT.openMap }),
        page.getByRole('button', { name: ORDER_PAGE_TEXT.addNote }),
        page.getByRole('link', { name: /Back to Orders/ }),
      ]) {
        const box = await control.boundingBox();
        expect(box?.height ?? 0, 'a finger-sized control').toBeGreaterThanOrEqual(44);
      }
    }
    await snap(page, testInfo, 'order-page');
  });

  await test.step('the back link returns to the list; an unknown number is not found', async () => {
    await page.getByRole('link', { name: /Back to Orders/ }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await page.goto('/admin/orders/FD-0000-0000');
    await expect(page.getByText(ORDER_PAGE_TEXT.notFound)).toBeVisible();
    if (phone375) await expectNoSidewaysScroll(page);
    await snap(page, testInfo, 'order-not-found');
  });
});
