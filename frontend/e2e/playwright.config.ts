/**
 * Browser journeys. Run through `npm run test:e2e -w frontend` (e2e/run.mjs), which
 * starts the built app on a fresh database and passes its address in E2E_BASE_URL.
 * Debian's Chromium is driven directly: Playwright never downloads a browser here.
 */
import { defineConfig } from '@playwright/test';

const baseURL = process.env.E2E_BASE_URL;
if (!baseURL) {
  throw new Error(
    'E2E_BASE_URL is not set: run the journeys with `npm run test:e2e -w frontend`, which starts the app.',
  );
}

// Artifacts (screenshots, traces, report) go to frontend/e2e-artifacts/, ignored by git.
const database = process.env.E2E_DATABASE ?? 'sqlite';
const artifacts = `../e2e-artifacts`;

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/** The storefront's journeys: the ones that add products run after them. */
const STOREFRONT_PROJECTS = [
  'shopper-375',
  'shopper-1280',
  'storefront-1280',
  'storefront-375',
  'checkout-375',
  'checkout-1280',
  'promo-375',
  'promo-1280',
];

export default defineConfig({
  testDir: '.',
  outputDir: `${artifacts}/results-${database}`,
  // One app for every spec; two workers at most (CI machines have two cores).
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // The journeys must pass first time: a retry would hide a real flake.
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: `${artifacts}/report-${database}`, open: 'never' }],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
    locale: 'en-US',
    timezoneId: 'Asia/Dubai',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    // The exact wording the journeys read, checked against the contract (no browser).
    { name: 'spec-texts', testMatch: /spec-texts\.spec\.ts/ },
    { name: 'shopper-375', testMatch: /shopper\.spec\.ts/, use: phone },
    { name: 'shopper-1280', testMatch: /shopper\.spec\.ts/, use: desktop },
    {
      name: 'storefront-1280',
      testMatch: /(cart-sync|a11y|ssr|added-panel|layout-shift)\.spec\.ts/,
      use: desktop,
    },
    // The add-to-cart panel and the layout-shift measure on a phone (cart only, no orders).
    { name: 'storefront-375', testMatch: /(added-panel|layout-shift)\.spec\.ts/, use: phone },
    // The checkout's layout, phones as typed and the confirmation's address, in both languages.
    { name: 'checkout-375', testMatch: /checkout\.spec\.ts/, use: phone },
    { name: 'checkout-1280', testMatch: /checkout\.spec\.ts/, use: desktop },
    // A discount code from the Promotions screen to the order, in English and Arabic (a code,
    // not an automatic offer: no other journey's totals move).
    { name: 'promo-375', testMatch: /promo\.spec\.ts/, use: phone },
    { name: 'promo-1280', testMatch: /promo\.spec\.ts/, use: desktop },
    // The Arabic journey, on its own products.
    { name: 'arabic-375', testMatch: /arabic\.spec\.ts/, use: phone },
    { name: 'arabic-1280', testMatch: /arabic\.spec\.ts/, use: desktop },
    // The staff journey changes the delivery fee and the tagline and adds a product: it runs
    // after the others, whose checkout totals and product counts must stay put meanwhile.
    // (To run it alone against a failing storefront: `-- --project=staff-1280 --no-deps`.)
    {
      name: 'staff-1280',
      testMatch: /staff\.spec\.ts/,
      use: desktop,
      dependencies: STOREFRONT_PROJECTS,
    },
    // Stock per size and colour: adds a Hoodies product, so it too runs after the storefront's.
    {
      name: 'variants-1280',
      testMatch: /variant-stock\.spec\.ts/,
      use: desktop,
      dependencies: STOREFRONT_PROJECTS,
    },
    // The products list: adds two Hoodies products of its own (found by their run's tag),
    // unpublishes and publishes one of them; so it too runs after the storefront's.
    {
      name: 'products-1280',
      testMatch: /products-list\.spec\.ts/,
      use: desktop,
      dependencies: STOREFRONT_PROJECTS,
    },
    {
      name: 'products-375',
      testMatch: /products-list\.spec\.ts/,
      use: phone,
      dependencies: STOREFRONT_PROJECTS,
    },
    // Places, cancels and blocks its own order; no other total moves.
    {
      name: 'confirm-1280',
      testMatch: /confirm-queue\.spec\.ts/,
      use: desktop,
      dependencies: ['staff-1280'],
    },
    // The order page: places, cancels and notes its own orders; no other total moves.
    {
      name: 'order-page-375',
      testMatch: /order-page\.spec\.ts/,
      use: phone,
      dependencies: ['staff-1280'],
    },
    {
      name: 'order-page-1280',
      testMatch: /order-page\.spec\.ts/,
      use: desktop,
      dependencies: ['staff-1280'],
    },
    // The orders list: places its own orders (a distinct customer per project), confirms two
    // and prints their notes; no other journey's orders or totals move.
    {
      name: 'orders-375',
      testMatch: /orders-list\.spec\.ts/,
      use: phone,
      dependencies: ['staff-1280'],
    },
    {
      name: 'orders-1280',
      testMatch: /orders-list\.spec\.ts/,
      use: desktop,
      dependencies: ['staff-1280'],
    },
    // Adds a staff account and signs in with it; changes nothing a shopper sees.
    {
      name: 'roles-1280',
      testMatch: /roles\.spec\.ts/,
      use: desktop,
      dependencies: ['staff-1280'],
    },
    // Sets a COD fee, a cash maximum and city fees that change every checkout's
    // total, so it runs after every other journey.
    {
      name: 'cash-1280',
      testMatch: /cash\.spec\.ts/,
      use: desktop,
      dependencies: [
        'confirm-1280',
        'variants-1280',
        'order-page-375',
        'order-page-1280',
        'orders-375',
        'orders-1280',
      ],
    },
    // Places two orders of its own product and edits a message template (not sent: no channel
    // in the journeys), so it changes no other journey's totals or words.
    {
      name: 'messages-1280',
      testMatch: /messages\.spec\.ts/,
      use: desktop,
      dependencies: ['staff-1280'],
    },
    // Registers the shop for VAT (the storefront's footer changes) and off again at its end.
    {
      name: 'vat-1280',
      testMatch: /vat\.spec\.ts/,
      use: desktop,
      dependencies: ['cash-1280'],
    },
    // Turns two-step sign-in on for the admin (and off again at its end): after every journey
    // that signs in with the password alone.
    {
      name: 'two-factor-1280',
      testMatch: /two-factor\.spec\.ts/,
      use: desktop,
      dependencies: ['cash-1280', 'messages-1280', 'vat-1280'],
    },
    // The console on a phone and a desktop: every screen, the menu, a dialog, the queue. Places
    // one order of its own; signs in as the admin, so it runs after two-step sign-in is off again.
    {
      name: 'admin-375',
      testMatch: /admin-phone\.spec\.ts/,
      use: phone,
      dependencies: ['two-factor-1280'],
    },
    {
      name: 'admin-1280',
      testMatch: /admin-phone\.spec\.ts/,
      use: desktop,
      dependencies: ['two-factor-1280'],
    },
  ],
});
