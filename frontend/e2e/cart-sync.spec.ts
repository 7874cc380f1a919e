/**
 * The cart is saved in the browser and the drawer follows changes made in another tab.
 * Two tabs of one browser share the storage: what one does, the other shows.
 */
import { expect, test } from './support/test';
import { expectAddedPanel, fetchProduct, snap } from './support/helpers';
import { S } from './support/spec-texts';

test('the cart stays in step across two tabs', async ({ context, request }, testInfo) => {
  const charm = await fetchProduct(request, 'goo-grip-phone-charm');
  const tote = await fetchProduct(request, 'drip-tote-bag');
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto(`/product/${charm.slug}`);
  await b.goto('/shop');
  await expect(a.getByRole('heading', { level: 1, name: charm.title })).toBeVisible();
  await expect(b.getByRole('button', { name: S.openCart(0) })).toBeVisible();

  // Added in tab A: tab B's bag counts it, without a reload.
  await a.getByRole('button', { name: S.addToCart }).click();
  await expectAddedPanel(a, `1 × ${charm.title}`);
  await expect(b.getByRole('button', { name: S.openCart(1) })).toBeVisible();

  // Tab B changes the quantity in its drawer: tab A follows.
  await b.getByRole('button', { name: S.openCart(1) }).click();
  const drawerB = b.getByRole('dialog', { name: S.cartTitle });
  const line = drawerB.getByRole('group', { name: S.lineQuantity(charm.title) });
  await line.getByRole('button', { name: S.increaseQty }).click();
  await expect(line.getByRole('status')).toHaveText('2');
  await expect(a.getByRole('button', { name: S.openCart(2) })).toBeVisible();

  // With A's drawer open, an item added in B appears in it.
  await a.getByRole('button', { name: S.openCart(2) }).click();
  const drawerA = a.getByRole('dialog', { name: S.cartTitle });
  await expect(drawerA.getByRole('listitem')).toHaveCount(1);
  await drawerB.getByRole('button', { name: S.closeCart }).click();
  await b.goto(`/product/${tote.slug}`);
  await b.getByRole('button', { name: S.addToCart }).click();
  await expectAddedPanel(b, `1 × ${tote.title}`);
  await expect(drawerA.getByRole('listitem')).toHaveCount(2);
  await expect(drawerA.getByText(tote.title, { exact: true })).toBeVisible();
  await snap(a, testInfo, 'cart-sync-tab-a', { fullPage: false });

  // Removing both in A empties B's bag too.
  await drawerA.getByRole('button', { name: S.removeItem(charm.title) }).click();
  await drawerA.getByRole('button', { name: S.removeItem(tote.title) }).click();
  await expect(drawerA.getByText(S.cartEmpty)).toBeVisible();
  await expect(b.getByRole('button', { name: S.openCart(0) })).toBeVisible();
  await snap(b, testInfo, 'cart-sync-tab-b');

  // And the cart outlives a reload (browser storage).
  await b.getByRole('button', { name: S.addToCart }).click();
  await expect(b.getByRole('button', { name: S.openCart(1) })).toBeVisible();
  await b.reload();
  await expect(b.getByRole('button', { name: S.openCart(1) })).toBeVisible();
});
