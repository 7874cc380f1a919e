/**
 * Staff roles at 1280×800: the owner adds a confirmation agent on the Staff screen → the agent
 * signs in and sees only the dashboard, the orders and the to-confirm queue: no products,
 * categories, cash, settings or staff in the menu, those addresses lead back to the dashboard,
 * and the orders screen has no export and no delete.
 */
import { expect, test } from './support/test';
import { ADMIN_TEXT } from '../src/admin/texts';
import { CASH_TEXT } from '../src/admin/cash/texts';
import { CONFIRM_TEXT } from '../src/admin/confirmation/texts';
import { SECURITY_TEXT } from '../src/admin/security/texts';
import { STAFF_TEXT } from '../src/admin/staff/texts';
import { adminNav, expectAdminToast, placeApiOrder, signInAsAdmin, snap } from './support/helpers';
import { A } from './support/spec-texts';

test('an agent sees only the confirmation screens', async ({ page, request }, testInfo) => {
  const digits = String(Date.now()).slice(-7);
  const username = `agent${digits}`;
  const password = 'agent-password-1';

  // An order for the agent to see, placed through the API.
  const { placed } = await placeApiOrder(request, {
    customerName: 'Role Tester',
    phone: `+971 55 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    city: 'Dubai',
    addressLine1: 'Villa 4, Jumeirah 1',
  });
  const { orderNumber } = placed;

  await test.step('the owner adds an agent on the Staff screen', async () => {
    await signInAsAdmin(page);
    await adminNav(page, STAFF_TEXT.navStaff).click();
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await page.getByRole('button', { name: STAFF_TEXT.addStaff }).click();
    const dialog = page.getByRole('dialog', { name: STAFF_TEXT.addStaff });
    await dialog.getByLabel(STAFF_TEXT.fieldUsername).fill(username);
    await dialog.getByLabel(STAFF_TEXT.fieldDisplayName).fill('Sara Agent');
    await dialog.getByLabel(STAFF_TEXT.fieldPassword).fill(password);
    // A new account is an agent unless another role is chosen.
    await expect(dialog.getByText(STAFF_TEXT.roles.agent)).toBeVisible();
    await dialog.getByRole('button', { name: ADMIN_TEXT.save }).click();
    await expectAdminToast(page, STAFF_TEXT.created);
    await expect(page.getByRole('row').filter({ hasText: username })).toContainText(
      STAFF_TEXT.roles.agent,
    );
    await snap(page, testInfo, 'staff');
    await page.getByRole('button', { name: A.logout }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  await test.step('the agent signs in and sees the confirmation screens only', async () => {
    await page.getByLabel(A.username).fill(username);
    await page.getByLabel(A.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: A.signIn }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Sara Agent')).toBeVisible();
    for (const label of [ADMIN_TEXT.navDashboard, ADMIN_TEXT.navOrders, CONFIRM_TEXT.navToConfirm])
      await expect(adminNav(page, label)).toBeVisible();
    for (const label of [
      ADMIN_TEXT.navProducts,
      ADMIN_TEXT.navCategories,
      CASH_TEXT.navCash,
      ADMIN_TEXT.navSettings,
      STAFF_TEXT.navStaff,
      SECURITY_TEXT.navActivity,
    ])
      await expect(adminNav(page, label)).toHaveCount(0);
    await snap(page, testInfo, 'agent-dashboard');

    await adminNav(page, CONFIRM_TEXT.navToConfirm).click();
    await expect(page).toHaveURL(/\/admin\/confirm$/);
    await adminNav(page, ADMIN_TEXT.navOrders).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('heading', { name: ADMIN_TEXT.ordersTitle })).toBeVisible();
    // The order is there, with its details, but neither its delete nor its delivery note.
    await expect(page.getByRole('row').filter({ hasText: orderNumber })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `${ADMIN_TEXT.viewDetails} ${orderNumber}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: `${ADMIN_TEXT.printInvoice} ${orderNumber}` }),
    ).toHaveCount(0);
    await expect(page.getByRole('link', { name: CASH_TEXT.exportCsv })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: new RegExp(`^${ADMIN_TEXT.deleteOrder}`) }),
    ).toHaveCount(0);
    await snap(page, testInfo, 'agent-orders');

    for (const path of ['/admin/settings', '/admin/products', '/admin/staff', '/admin/cash']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin$/);
    }
  });
});
