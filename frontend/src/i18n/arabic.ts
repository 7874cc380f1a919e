/**
 * Arabic through Lingui: the `i18n-ar` chunk, loaded only on /ar pages. It holds
 * `@lingui/core`, the frame's messages (locales/ar/frame.ts) and how the screens' texts read
 * them; each screen adds its own messages when it loads (app/lazyPage.tsx, i18n/screens/).
 * An instance is the Arabic language's data, not a page's state: every Arabic render reads it
 * through its own language context (i18n/language.ts), beside English renders.
 * The catalogs arrive compiled (scripts/lingui-catalog.cjs, at build time), so no ICU compiler
 * ships. Numbers stay in Latin digits, as UAE shops write them: the messages print the values
 * as they are given (`{0}`, never `#`); prices arrive formatted by `formatAED` (orderMessages.ts).
 */
import { setupI18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { LIMITS } from '@freakdrop/contract';
import type { ErrorCode } from '@freakdrop/contract';
import type { Arabic } from './catalog';
import { textsMark } from './define';
import { messages as frame } from './locales/ar/frame';
import { messages as notFound } from './locales/ar/notFound';

/**
 * Each screen's messages (i18n/screens/), by the screen's chunk name (app/App.tsx): their own
 * chunk, loaded from here, so English pages carry none of this. The checkout, its confirmation
 * and the tracking page share theirs; the 404 page's are the frame's.
 */
const SCREENS: Partial<
  Record<string, [chunk: string, load: () => Promise<{ MESSAGES: readonly Messages[] }>]>
> = {
  home: ['i18n-ar-home', () => import(/* webpackChunkName: "i18n-ar-home" */ './screens/home')],
  shop: ['i18n-ar-shop', () => import(/* webpackChunkName: "i18n-ar-shop" */ './screens/shop')],
  product: [
    'i18n-ar-product',
    () => import(/* webpackChunkName: "i18n-ar-product" */ './screens/product'),
  ],
  checkout: [
    'i18n-ar-orders',
    () => import(/* webpackChunkName: "i18n-ar-orders" */ './screens/orders'),
  ],
  confirmation: [
    'i18n-ar-orders',
    () => import(/* webpackChunkName: "i18n-ar-orders" */ './screens/orders'),
  ],
  'track-order': [
    'i18n-ar-orders',
    () => import(/* webpackChunkName: "i18n-ar-orders" */ './screens/orders'),
  ],
};

/**
 * A new Arabic instance with the frame's messages. One serves the whole page in the browser,
 * and every Arabic render on the server (each render has its language in context, render.tsx);
 * English has none.
 */
export function newArabic(): Arabic {
  const i18n = setupI18n({
    // Arabic's CLDR plural rules pick the message's form: zero, one, two, few, many, other.
    locale: 'ar',
    // A copy: Lingui adds later messages into the object it was given.
    messages: { ar: { ...frame, ...notFound } },
    // The shop's limits the messages name ({qtyMax}...), from the contract, never retyped.
    variables: {
      qtyMin: LIMITS.qtyMin,
      qtyMax: LIMITS.qtyMax,
      maxOrderLines: LIMITS.maxOrderLines,
      trackingDeliveryDays: LIMITS.trackingDeliveryDays,
      returnDays: LIMITS.returnDays,
    },
  });

  const text = (id: string, values?: Record<string, unknown>): string | undefined =>
    Object.prototype.hasOwnProperty.call(i18n.messages, id) ? i18n._(id, values) : undefined;

  /** English `en` at `id` in Arabic, where this page has the message (else English stays). */
  const inArabic = (id: string, en: unknown, prepare?: unknown): unknown => {
    if (typeof en === 'string') return text(id) ?? en;
    if (typeof en === 'function') {
      const english = en as (...args: unknown[]) => string;
      const ready = prepare as ((...args: unknown[]) => unknown[]) | undefined;
      // Positional: the message's {0} is the first argument ({ ...array } keys them 0, 1...).
      return (...args: unknown[]) =>
        text(id, { ...(ready ? ready(...args) : args) }) ?? english(...args);
    }
    if (Array.isArray(en)) return en.map((item, i) => inArabic(`${id}.${i}`, item));
    if (en && typeof en === 'object') {
      // An object's functions may come with how their arguments are shown (`prepare`).
      const ready = prepare as Record<string, unknown> | undefined;
      return Object.fromEntries(
        Object.entries(en).map(([key, value]) => [
          key,
          inArabic(`${id}.${key}`, value, ready?.[key]),
        ]),
      );
    }
    return en;
  };
  /**
   * The contract's English messages (the `msg` texts, i18n/messages.ts), known once a screen
   * reads them, so a rule's or the API's message can be found by its text without this chunk
   * carrying its own copy of the English list.
   */
  let englishMessages: object = {};

  /** Each text object in Arabic, made once per section until more messages load. */
  const made = new Map<string, object>();
  const t = <T extends object>(en: T): T => {
    const mark = textsMark(en);
    if (!mark) return en;
    let out = made.get(mark.section);
    if (!out) {
      if (mark.section === 'msg') englishMessages = en;
      out = inArabic(mark.section, en, mark.prepare) as object;
      made.set(mark.section, out);
    }
    return out as T;
  };

  /** English message text → its key, for the contract's fixed messages (built once known). */
  let byText: { from: object; keys: Map<string, string> } | undefined;

  const message = (english: string, code?: ErrorCode): string => {
    const messages = englishMessages as Record<string, unknown>;
    if (byText?.from !== messages) {
      const keys = new Map(
        Object.entries(messages)
          .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
          .map(([key, message]): [string, string] => [message, key]),
      );
      byText = { from: messages, keys };
    }
    const key = byText.keys.get(english);
    const known = key === undefined ? undefined : text(`msg.${key}`);
    if (known !== undefined) return known;
    if (code && code !== 'VALIDATION_FAILED') return text(`errors.${code}`) ?? english;
    return text('fieldInvalid') ?? english;
  };

  const load = (...catalogs: Messages[]) => {
    for (const messages of catalogs) i18n.load('ar', messages);
    // Texts made before held English where a message was missing: make them again.
    made.clear();
  };

  const adding = new Map<string, Promise<void>>();
  const added = new Set<string>();
  const need = (screen: string): Promise<void> | undefined => {
    if (added.has(screen)) return undefined;
    let pending = adding.get(screen);
    if (!pending) {
      const messages = SCREENS[screen]?.[1];
      if (!messages) return undefined;
      pending = messages().then((m) => {
        load(...m.MESSAGES);
        added.add(screen);
      });
      adding.set(screen, pending);
    }
    return pending;
  };

  const chunks = (screen: string) => {
    const own = SCREENS[screen]?.[0];
    return own ? ['i18n-ar', own] : ['i18n-ar'];
  };

  const own = (en: string, ar: string | null | undefined) => ar || en;
  // The shop's data shows the Arabic staff gave, else the English; cities and colours keep
  // their English values (sent to the API) and show the catalog's names.
  return {
    locale: 'ar',
    i18n,
    text,
    t,
    message,
    load,
    need,
    chunks,
    title: (p) => own(p.title, p.titleAr),
    description: (p) => own(p.description, p.descriptionAr),
    categoryName: (p) => own(p.categoryName, p.categoryNameAr),
    name: (c) => own(c.name, c.nameAr),
    city: (city) => text(`cities.${city}`) ?? city,
    color: (color) => text(`colors.${color}`) ?? color,
  };
}

/** The Arabic language (the browser's page's, and the server's for every Arabic render). */
export const ARABIC = newArabic();
