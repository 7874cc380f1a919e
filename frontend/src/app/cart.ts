/**
 * The cart: a Redux slice kept in localStorage under `freakdrop_cart` as
 * `{items, subtotalAED}`, plus `promoCode` once the shopper applied a discount code at checkout
 * (kept with the cart, so a reload keeps it; emptying the cart drops it). A line is one product + size + colour; its price is the one the shopper
 * saw (the sale price when there is one). The server re-prices every order.
 */
import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { Middleware, PayloadAction } from '@reduxjs/toolkit';
import { LIMITS, fromFils, toFils } from '@freakdrop/contract';

/** Where the cart is kept in the browser, and the event sent after each save. */
export const CART_STORAGE_KEY = 'freakdrop_cart';
export const CART_UPDATED_EVENT = 'cart-updated';

export interface CartItem {
  productId: string;
  /** The English title; lines show `lang.title(item)`, so the page's language decides. */
  title: string;
  /** The Arabic title when the product has one (carts saved before it have none: English). */
  titleAr?: string | null;
  /** The sale price when one exists. */
  priceAED: number;
  /** `N/A` when the product has no sizes. */
  size: string;
  color?: string;
  qty: number;
  image: string;
  slug: string;
  /** The category's slug, and whether the price is a sale price: what promotions look at. */
  category?: string;
  onSale?: boolean;
}

export interface CartState {
  items: CartItem[];
  subtotalAED: number;
  /** The discount code applied at checkout (the server checks it again at every step). */
  promoCode?: string;
}

/** A line's identity: product, size and colour together. */
export function lineKey(item: Pick<CartItem, 'productId' | 'size' | 'color'>): string {
  return `${item.productId}|${item.size}|${item.color ?? ''}`;
}

/** Summed in fils so 0.1 + 0.2 never shows up as 0.30000000000000004. */
export function computeSubtotal(items: CartItem[]): number {
  return fromFils(items.reduce((sum, i) => sum + toFils(i.priceAED) * i.qty, 0));
}

export function cartCount(state: CartState): number {
  return state.items.reduce((n, i) => n + i.qty, 0);
}

export function qtyInCart(
  state: CartState,
  line: Pick<CartItem, 'productId' | 'size' | 'color'>,
): number {
  const key = lineKey(line);
  return state.items.find((i) => lineKey(i) === key)?.qty ?? 0;
}

const EMPTY: CartState = { items: [], subtotalAED: 0 };

function clampQty(qty: number): number {
  return Math.min(LIMITS.qtyMax, Math.floor(qty));
}

/** What the server says a line now costs and how many are left (a 409 at checkout). */
export interface LineUpdate {
  productId: string;
  /** Without a size, the update covers every line of the product (stock shared among them). */
  size?: string;
  color?: string | null;
  priceAED?: number;
  /** The most this line may hold now; 0 removes it. */
  available?: number;
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: EMPTY,
  reducers: {
    /** Adding an existing combination raises its qty (never above the 10 a line may hold). */
    itemAdded(state, action: PayloadAction<CartItem>) {
      const item = { ...action.payload, color: action.payload.color || undefined };
      if (!item.color) delete item.color;
      const existing = state.items.find((i) => lineKey(i) === lineKey(item));
      if (existing) {
        existing.qty = clampQty(existing.qty + item.qty);
        existing.priceAED = item.priceAED;
      } else if (item.qty > 0) {
        state.items.push({ ...item, qty: clampQty(item.qty) });
      }
      state.subtotalAED = computeSubtotal(state.items);
    },
    /** A qty of 0 or less removes the line. */
    quantitySet(state, action: PayloadAction<{ key: string; qty: number }>) {
      const { key, qty } = action.payload;
      if (qty <= 0) {
        state.items = state.items.filter((i) => lineKey(i) !== key);
      } else {
        const line = state.items.find((i) => lineKey(i) === key);
        if (line) line.qty = clampQty(qty);
      }
      state.subtotalAED = computeSubtotal(state.items);
    },
    itemRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((i) => lineKey(i) !== action.payload);
      state.subtotalAED = computeSubtotal(state.items);
    },
    cartCleared() {
      return EMPTY;
    },
    /** The checkout's discount code, or null to remove it. */
    promoCodeSet(state, action: PayloadAction<string | null>) {
      if (action.payload) state.promoCode = action.payload;
      else delete state.promoCode;
    },
    /** New prices and stock from the server: reprice lines, shrink or drop what is short. */
    linesUpdated(state, action: PayloadAction<LineUpdate[]>) {
      for (const update of action.payload) {
        const { size } = update;
        const matches = (i: CartItem) =>
          size === undefined
            ? i.productId === update.productId
            : lineKey(i) ===
              lineKey({ productId: update.productId, size, color: update.color ?? undefined });
        let left = update.available;
        for (const line of state.items.filter(matches)) {
          if (update.priceAED !== undefined) line.priceAED = update.priceAED;
          if (left !== undefined) {
            line.qty = Math.max(0, Math.min(line.qty, left));
            left -= line.qty;
          }
        }
      }
      state.items = state.items.filter((i) => i.qty > 0);
      state.subtotalAED = computeSubtotal(state.items);
    },
    /** Replaces the state with what storage holds (another tab changed it); never saved back. */
    cartReplaced(_state, action: PayloadAction<CartState>) {
      return action.payload;
    },
  },
});

export const {
  itemAdded,
  quantitySet,
  itemRemoved,
  cartCleared,
  linesUpdated,
  cartReplaced,
  promoCodeSet,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

function isCartItem(value: unknown): value is CartItem {
  const v = value as Partial<CartItem> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.productId === 'string' &&
    typeof v.title === 'string' &&
    (v.titleAr === undefined || v.titleAr === null || typeof v.titleAr === 'string') &&
    typeof v.priceAED === 'number' &&
    Number.isFinite(v.priceAED) &&
    typeof v.size === 'string' &&
    (v.color === undefined || v.color === null || typeof v.color === 'string') &&
    typeof v.qty === 'number' &&
    Number.isInteger(v.qty) &&
    v.qty > 0 &&
    typeof v.image === 'string' &&
    typeof v.slug === 'string' &&
    (v.category === undefined || typeof v.category === 'string') &&
    (v.onSale === undefined || typeof v.onSale === 'boolean')
  );
}

/**
 * Reads the cart from storage. Nothing stored is an empty cart; anything unreadable is an empty
 * cart too, and is logged.
 */
export function loadCart(storage: Storage | undefined = globalThis.localStorage): CartState {
  try {
    const raw = storage?.getItem(CART_STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as { items?: unknown; promoCode?: unknown };
    if (!Array.isArray(parsed?.items) || !parsed.items.every(isCartItem)) {
      throw new Error('unexpected cart shape');
    }
    const items = (parsed.items as CartItem[]).map((i) => {
      const { color, ...rest } = i;
      return color ? { ...rest, color, qty: clampQty(i.qty) } : { ...rest, qty: clampQty(i.qty) };
    });
    const cart: CartState = { items, subtotalAED: computeSubtotal(items) };
    // A code stored in another shape is dropped: the shopper can type it again.
    if (typeof parsed.promoCode === 'string' && parsed.promoCode && items.length) {
      cart.promoCode = parsed.promoCode;
    }
    return cart;
  } catch (error) {
    console.error('Could not load the cart; starting with an empty one.', error);
    return EMPTY;
  }
}

/** Writes the cart, then tells the page; a failure is only logged. */
export function saveCart(
  cart: CartState,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch (error) {
    console.error('Could not save the cart.', error);
  }
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

const savesCart = isAnyOf(
  itemAdded,
  quantitySet,
  itemRemoved,
  cartCleared,
  linesUpdated,
  promoCodeSet,
);

/** Saves after every change made in this tab (not after taking another tab's state). */
export const cartPersistence: Middleware<object, { cart: CartState }> =
  (store) => (next) => (action) => {
    const result = next(action);
    if (savesCart(action)) saveCart(store.getState().cart);
    return result;
  };

/**
 * Picks up changes another tab saved ('storage' fires only in the other tabs). Returns the
 * unsubscribe function.
 */
export function watchCartStorage(dispatch: (action: ReturnType<typeof cartReplaced>) => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) dispatch(cartReplaced(loadCart()));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
