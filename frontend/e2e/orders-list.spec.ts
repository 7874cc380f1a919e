/**
 * The orders list at 375 px (cards) and 1280 px (table), on orders the journey places itself:
 * search by a phone as people type it → the filters in the URL survive a reload → a status
 * chip → select two orders and confirm them in bulk → the results (done / refused) → the
 * printable page of the selection has one delivery note per order. At 375 px nothing scrolls
 * sideways.
 */
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { ORDER_STATUS_LABELS } from '@freakdrop/contract';
import { ORDERS_LIST_TEXT as T } from '../src/admin/orders/texts';
import { choose, placeApiOrder, signInAsAdmin, snap } from './support/helpers';

/** No sideways scroll: the page is no wider than the window. */
async function expectNoSideScroll(page: Page) {
  const [scroll, inner] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(inner);
}

test('staff find orders, act on several at once and print their notes', async ({
  page,
  request,
}, testInfo) => {
  const narrow = testInfo.project.name.endsWith('375');
  // Distinct customers per run and project: both projects may run side by side.
  const digits = String(Date.now()).slice(-6) + (narrow ? '1' : '2');
  const tag = `Zed${digits}`;
  const phones = ['1', '2', '3'].map((n) => `+97156${digits.slice(0, 6)}${n}`);
  const placed = [];
  for (const [i, phone] of phones.entries()) {
    const { placed: order } = await placeApiOrder(request, {
      customerName: `${['Alpha', 'Beta', 'Gamma'][i]} ${tag}`,
      phone,
      city: 'Ajman',
      addressLine1: `Villa ${i + 1}, Al Rawda`,
    });
    placed.push(order);
  }
  const [first, second, third] = placed.map((p) => p.orderNumber);
  // window.print() would wait for a dialog no one closes.
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  const search = page.getByRole('searchbox', { name: T.searchLabel });
  const count = page.getByTestId('orders-total');
  const rowOf = (orderNumber: string) =>
    narrow
      ? page.locator('.orders-card-row').filter({ hasText: orderNumber })
      : page.getByRole('row').filter({ hasText: orderNumber });
  const tick = async (orderNumber: string) => {
    const row = rowOf(orderNumber);
    await (
      narrow
        ? row.getByRole('checkbox', { name: `Select ${orderNumber}` })
        : row.getByRole('checkbox')
    ).check();
  };

  await test.step('search by a phone typed the local way, with spaces', async () => {
    await signInAsAdmin(page);
    await page.goto('/admin/orders');
    const local = `0${phones[1].slice(4, 6)} ${phones[1].slice(6, 9)} ${phones[1].slice(9)}`;
    await search.fill(local);
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(count).toHaveText(T.matching(1));
    await expect(rowOf(second)).toBeVisible();
    await expect(rowOf(first)).toHaveCount(0);
    // The row links to the order's own page.
    await expect(rowOf(second).getByRole('link', { name: second })).toHaveAttribute(
      'href',
      `/admin/orders/${second}`,
    );
    if (narrow) await expectNoSideScroll(page);
  });

  await test.step('the filters are in the URL: a reload keeps them; a status chip adds one', async () => {
    await search.fill(tag);
    await search.press('Enter');
    await expect(count).toHaveText(T.matching(3));
    await page.getByRole('button', { name: new RegExp(`^${ORDER_STATUS_LABELS.PENDING}`) }).click();
    await expect(page).toHaveURL(/status=PENDING/);
    await page.reload();
    await expect(search).toHaveValue(tag);
    await expect(
      page.getByRole('button', { name: new RegExp(`^${ORDER_STATUS_LABELS.PENDING}`) }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(count).toHaveText(T.matching(3));
    for (const n of [first, second, third]) await expect(rowOf(n)).toBeVisible();
    await snap(page, testInfo, 'orders-list');
    if (narrow) await expectNoSideScroll(page);
  });

  await test.step('select two and confirm them at once; each result is shown', async () => {
    await tick(first);
    await tick(third);
    await expect(page.getByText(T.selected(2))).toBeVisible();
    await page.getByRole('button', { name: T.changeStatus }).click();
    const dialog = page.getByRole('dialog', { name: T.bulkStatusTitle(2) });
    await choose(page, dialog.getByLabel(T.newStatus), ORDER_STATUS_LABELS.CONFIRMED, {
      force: true,
    });
    await dialog.getByLabel(T.noteOptional).fill('Called, both fine');
    await snap(page, testInfo, 'bulk-dialog');
    await dialog.getByRole('button', { name: T.apply }).click();
    const results = page.getByRole('dialog', { name: T.resultsTitle });
    await expect(results.getByText(T.resultsSummary(2, 0))).toBeVisible();
    await expect(results.getByText(first)).toBeVisible();
    await expect(results.getByText(third)).toBeVisible();
    await snap(page, testInfo, 'bulk-results');
    await results.getByRole('button', { name: 'OK' }).click();
    // Still filtered on Pending: only the second is left.
    await expect(count).toHaveText(T.matching(1));
    await expect(rowOf(second)).toBeVisible();
  });

  await test.step('print the delivery notes of all matching: one note per order', async () => {
    await page.getByRole('button', { name: new RegExp(`^${ORDER_STATUS_LABELS.PENDING}`) }).click();
    await expect(count).toHaveText(T.matching(3));
    await tick(first);
    await page.getByRole('button', { name: T.selectAllMatching(3) }).click();
    await expect(page.getByText(T.allMatchingSelected(3))).toBeVisible();
    const print = page.getByRole('link', { name: T.printNotes });
    const href = await print.getAttribute('href');
    expect(href).toContain(`q=${tag}`);
    await page.goto(href ?? '');
    await expect(page.locator('article.invoice')).toHaveCount(3);
    for (const n of [first, second, third]) {
      await expect(page.locator('article.invoice').filter({ hasText: n })).toHaveCount(1);
    }
    await snap(page, testInfo, 'print-notes');
    if (narrow) await expectNoSideScroll(page);
  });
});
