/**
 * An owner turns on two-step sign-in and signs in with a code: the enrolment screen's QR code
 * and key → a code from the app (generated here from the key, with the same library the server
 * checks it with) → the recovery codes, shown once → sign out → password, then the code step →
 * the console → the Activity screen shows the sign-in and the switch → turned off again with a
 * recovery code (the other journeys sign in with the password alone).
 */
import { generate } from 'otplib';
import { SECURITY_TEXT } from '../src/admin/security/texts';
import { ADMIN, adminNav, expectAdminToast, signInAsAdmin, snap } from './support/helpers';
import { A } from './support/spec-texts';
import { expect, test } from './support/test';

/** The code of the 30-second step `steps` away (the server takes one step either side, once each). */
const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test('an owner enrols two-step sign-in and signs in with a code', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await adminNav(page, SECURITY_TEXT.navTwoFactor).click();
  await expect(page.getByText(SECURITY_TEXT.twoFactorOff)).toBeVisible();
  await page.getByRole('button', { name: SECURITY_TEXT.start }).click();

  await expect(page.getByRole('img', { name: SECURITY_TEXT.qrAlt })).toBeVisible();
  const secret = ((await page.getByTestId('two-factor-key').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await snap(page, testInfo, 'two-factor-qr');
  await page.getByLabel(SECURITY_TEXT.code).fill(await codeAt(secret, 0));
  await page.getByRole('button', { name: SECURITY_TEXT.confirm }).click();

  const codes = page.getByRole('list', { name: SECURITY_TEXT.recoveryTitle }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.allTextContents()).map((c) => c.trim());
  await page.getByRole('button', { name: SECURITY_TEXT.recoveryDone }).click();
  await expect(page.getByText(SECURITY_TEXT.twoFactorOn)).toBeVisible();

  // Out, and in again: the password, then the code step.
  await page.getByRole('button', { name: A.logout }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel(A.username).fill(ADMIN.username);
  await page.getByLabel(A.password, { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: A.signIn }).click();
  await expect(page.getByText(SECURITY_TEXT.codeStepTitle)).toBeVisible();
  await page.getByLabel(SECURITY_TEXT.code).fill('000000');
  await page.getByRole('button', { name: SECURITY_TEXT.verify }).click();
  await expectAdminToast(page, A.loginFailedTitle);
  await page.getByLabel(SECURITY_TEXT.code).fill(await codeAt(secret, 1));
  await page.getByRole('button', { name: SECURITY_TEXT.verify }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await adminNav(page, SECURITY_TEXT.navActivity).click();
  const table = page.locator('.ant-table');
  await expect(table.getByText('two-factor-on').first()).toBeVisible();
  await expect(table.getByText('two-factor-failed').first()).toBeVisible();
  await expect(table.getByText('sign-in', { exact: true }).first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText(secret);
  await snap(page, testInfo, 'activity');

  // Off again, with a recovery code.
  await adminNav(page, SECURITY_TEXT.navTwoFactor).click();
  await page.getByLabel(SECURITY_TEXT.code).fill(recovery[0]);
  await page.getByRole('button', { name: SECURITY_TEXT.disable }).click();
  await expectAdminToast(page, SECURITY_TEXT.turnedOff);
  await expect(page.getByText(SECURITY_TEXT.twoFactorOff)).toBeVisible();
});
