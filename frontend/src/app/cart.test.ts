/** Every cart rule, and how the cart is kept in storage. */
import '../test/node-fetch';
import { CART_STORAGE_KEY, CART_UPDATED_EVENT } from './cart';
import type { CartItem } from './cart';
import {
  cartCleared,
  cartCount,
  itemAdded,
  itemRemoved,
  lineKey,
  linesUpdated,
  loadCart,
  qtyInCart,
  quantitySet,
  watchCartStorage,
} from './cart';
import { makeStore } from './store';
import { GOO_CHARM, SLIME_HOODIE } from '../test/fixtures';

const hoodie: CartItem = {
  ...SLIME_HOODIE,
  image: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp',
};
const charm: CartItem = { ...GOO_CHARM, priceAED: 0.1 };

function emptyStore() {
  return makeStore({ cart: { items: [], subtotalAED: 0 } });
}
function stored() {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as {
    items: CartItem[];
    subtotalAED: number;
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('cart lines', () => {
  it('adds a new product + size + colour as its own line', () => {
    const store = emptyStore();
    store.dispatch(itemAdded({ ...hoodie, qty: 2 }));
    store.dispatch(itemAdded(charm));
    expect(store.getState().cart.items).toHaveLength(2);
    expect(store.getState().cart.items[0]).toMatchObject({ productId: 'p-hoodie', qty: 2 });
  });

  it('raises the qty when the same product, size and colour is added again', () => {
    const store = emptyStore();
    store.dispatch(itemAdded({ ...hoodie, qty: 2 }));
    store.dispatch(itemAdded({ ...hoodie, qty: 3 }));
    expect(store.getState().cart.items).toEqual([{ ...hoodie, qty: 5 }]);
  });

  it('keeps a different size or colour of the same product on separate lines', () => {
    const store = emptyStore();
    store.dispatch(itemAdded(hoodie));
    store.dispatch(itemAdded({ ...hoodie, size: 'L' }));
    store.dispatch(itemAdded({ ...hoodie, color: 'Purple' }));
    store.dispatch(itemAdded({ ...hoodie, color: undefined }));
    expect(store.getState().cart.items.map(lineKey)).toEqual([
      'p-hoodie|M|Green',
      'p-hoodie|L|Green',
      'p-hoodie|M|Purple',
      'p-hoodie|M|',
    ]);
  });

  it('never lets a line hold more than 10', () => {
    const store = emptyStore();
    store.dispatch(itemAdded({ ...hoodie, qty: 8 }));
    store.dispatch(itemAdded({ ...hoodie, qty: 5 }));
    expect(store.getState().cart.items[0].qty).toBe(10);
    store.dispatch(quantitySet({ key: lineKey(hoodie), qty: 42 }));
    expect(store.getState().cart.items[0].qty).toBe(10);
  });

  it('sets a quantity, and removes the line when it is set to 0 or less', () => {
    const store = emptyStore();
    store.dispatch(itemAdded(hoodie));
    store.dispatch(itemAdded(charm));
    store.dispatch(quantitySet({ key: lineKey(hoodie), qty: 4 }));
    expect(qtyInCart(store.getState().cart, hoodie)).toBe(4);
    store.dispatch(quantitySet({ key: lineKey(hoodie), qty: 0 }));
    expect(store.getState().cart.items.map((i) => i.productId)).toEqual(['p-charm']);
    store.dispatch(quantitySet({ key: lineKey(charm), qty: -3 }));
    expect(store.getState().cart.items).toEqual([]);
  });

  it('removes exactly the chosen combination', () => {
    const store = emptyStore();
    store.dispatch(itemAdded(hoodie));
    store.dispatch(itemAdded({ ...hoodie, size: 'L' }));
    store.dispatch(itemRemoved(lineKey(hoodie)));
    expect(store.getState().cart.items.map(lineKey)).toEqual(['p-hoodie|L|Green']);
  });

  it('recomputes the subtotal on every change, exactly (in fils)', () => {
    const store = emptyStore();
    store.dispatch(itemAdded({ ...charm, qty: 3 }));
    expect(store.getState().cart.subtotalAED).toBe(0.3);
    store.dispatch(itemAdded({ ...hoodie, qty: 2 }));
    expect(store.getState().cart.subtotalAED).toBe(398.3);
    store.dispatch(quantitySet({ key: lineKey(hoodie), qty: 1 }));
    expect(store.getState().cart.subtotalAED).toBe(199.3);
    store.dispatch(itemRemoved(lineKey(charm)));
    expect(store.getState().cart.subtotalAED).toBe(199);
    store.dispatch(cartCleared());
    expect(store.getState().cart).toEqual({ items: [], subtotalAED: 0 });
    expect(cartCount(store.getState().cart)).toBe(0);
  });

  it('applies new prices and stock from the server, dropping what is sold out', () => {
    const store = emptyStore();
    store.dispatch(itemAdded({ ...hoodie, qty: 5 }));
    store.dispatch(itemAdded({ ...hoodie, size: 'L', qty: 2 }));
    store.dispatch(itemAdded(charm));
    store.dispatch(
      linesUpdated([
        { productId: 'p-hoodie', size: 'M', color: 'Green', priceAED: 149, available: 3 },
        { productId: 'p-charm', available: 0 },
      ]),
    );
    const cart = store.getState().cart;
    expect(cart.items.map((i) => [lineKey(i), i.qty, i.priceAED])).toEqual([
      ['p-hoodie|M|Green', 3, 149],
      ['p-hoodie|L|Green', 2, 199],
    ]);
    expect(cart.subtotalAED).toBe(3 * 149 + 2 * 199);
    // Without a size, the stock left is shared by every line of the product.
    store.dispatch(linesUpdated([{ productId: 'p-hoodie', available: 4 }]));
    expect(store.getState().cart.items.map((i) => i.qty)).toEqual([3, 1]);
  });
});

describe('cart storage', () => {
  it('saves {items, subtotalAED} under freakdrop_cart and announces cart-updated after each save', () => {
    const store = emptyStore();
    const updated = jest.fn();
    window.addEventListener(CART_UPDATED_EVENT, updated);
    store.dispatch(itemAdded({ ...hoodie, qty: 2 }));
    expect(stored()).toEqual({ items: [{ ...hoodie, qty: 2 }], subtotalAED: 398 });
    expect(updated).toHaveBeenCalledTimes(1);
    store.dispatch(quantitySet({ key: lineKey(hoodie), qty: 1 }));
    expect(stored().subtotalAED).toBe(199);
    store.dispatch(cartCleared());
    expect(stored()).toEqual({ items: [], subtotalAED: 0 });
    expect(updated).toHaveBeenCalledTimes(3);
    window.removeEventListener(CART_UPDATED_EVENT, updated);
  });

  it('starts from what storage holds, recomputing the subtotal', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ items: [{ ...hoodie, qty: 2 }], subtotalAED: 1 }),
    );
    const store = makeStore();
    expect(store.getState().cart).toEqual({ items: [{ ...hoodie, qty: 2 }], subtotalAED: 398 });
  });

  it('keeps the Arabic name beside the English one; a cart saved without it still loads', () => {
    const store = emptyStore();
    store.dispatch(itemAdded({ ...hoodie, titleAr: 'هودي السلايم' }));
    expect(stored().items[0]).toMatchObject({ title: 'Slime Hoodie', titleAr: 'هودي السلايم' });
    // A line saved before the Arabic name was kept: it loads, English only.
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ items: [hoodie], subtotalAED: 199 }));
    expect(makeStore().getState().cart.items).toEqual([hoodie]);
    // A stored null Arabic name loads too (the line shows its English name).
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ items: [{ ...hoodie, titleAr: null }], subtotalAED: 199 }),
    );
    expect(loadCart().items).toEqual([{ ...hoodie, titleAr: null }]);
    // Any other Arabic name is a broken line: the cart starts empty (and says so).
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ items: [{ ...hoodie, titleAr: 7 }], subtotalAED: 199 }),
    );
    expect(loadCart().items).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('uses an empty cart, quietly, when nothing is stored', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(loadCart()).toEqual({ items: [], subtotalAED: 0 });
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a cart', JSON.stringify({ items: 'nope' })],
    ['a broken line', JSON.stringify({ items: [{ ...hoodie, qty: 'two' }], subtotalAED: 0 })],
  ])('uses an empty cart and logs when storage holds %s', (_label, raw) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(CART_STORAGE_KEY, raw);
    expect(makeStore().getState().cart).toEqual({ items: [], subtotalAED: 0 });
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('logs, and keeps the cart in memory, when storage refuses to save', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const store = emptyStore();
    store.dispatch(itemAdded(hoodie));
    expect(store.getState().cart.items).toHaveLength(1);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('picks up a change another tab saved, without saving it back', () => {
    const store = emptyStore();
    const stop = watchCartStorage(store.dispatch);
    const updated = jest.fn();
    window.addEventListener(CART_UPDATED_EVENT, updated);
    const other = { items: [{ ...charm, qty: 4 }], subtotalAED: 0.4 };
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(other));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    expect(store.getState().cart).toEqual(other);
    expect(updated).not.toHaveBeenCalled();
    // Other keys are none of the cart's business.
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ items: [], subtotalAED: 0 }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(store.getState().cart).toEqual(other);
    stop();
    window.removeEventListener(CART_UPDATED_EVENT, updated);
  });
});
