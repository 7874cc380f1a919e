/**
 * Playwright's `test` for the journeys: every page waits for the app after a page load. A
 * server-rendered page is readable at once, but its JavaScript arrives after its first paint
 * (src/boot.ts), and a click on "Add to cart" before that does nothing: a journey acts once the
 * page says `<html data-app="ready">` (src/index.tsx), as a shopper would after a moment.
 */
import { test as base, expect } from '@playwright/test';
import type { Browser, Page, TestInfo } from '@playwright/test';

export { expect };

/** Waits until the app runs on this page (at once for a JSON answer or another non-app page). */
export async function appReady(page: Page): Promise<void> {
  if (!(await page.locator('#root').count())) return;
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/**
 * Makes `goto`, `reload` and `waitForURL` of this page also wait for the app (for pages of a
 * context the journey opens itself; the `page` fixture and its context's pages get it anyway).
 */
const waiting = new WeakSet<Page>();

export function waitsForApp(page: Page): Page {
  if (waiting.has(page)) return page;
  waiting.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appReady(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appReady(page);
    return response;
  };
  page.waitForURL = async (...args) => {
    await waitForURL(...args);
    await appReady(page);
  };
  return page;
}

/**
 * A shopper's page in a browser context of its own (its own cookies and cart), on a desktop in
 * Dubai, waiting for the app like the test's page. Close it with `page.context().close()`.
 */
export async function shopperPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'Asia/Dubai',
  });
  return waitsForApp(await context.newPage());
}

export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitsForApp);
    await use(context);
  },
  page: async ({ page }, use) => {
    await use(waitsForApp(page));
  },
});
