/**
 * The active language of this page (issue #20). English texts are the spec's (the `*_TEXT`
 * objects in texts.ts files, in the screens' own chunks); Arabic is one catalog in its own lazy
 * chunk (ar.ts), loaded only on `/ar` pages: before hydrating in the browser, before rendering
 * on the server.
 *
 * Each text object is wrapped by `localized(section, en)`: reading a key returns the Arabic
 * text while the Arabic catalog is active, else the English one. The language of a page never
 * changes while it is open (the switch is a link to the other language's page), and the server
 * renders one page at a time with its language set (render.tsx), so one active catalog is
 * enough and every screen keeps reading `SHOP_TEXT.x` as before.
 */
import type { Locale } from '@contract';
import type { ArCatalog } from './catalog';

let arabic: ArCatalog | null = null;

/**
 * The contract's English messages (MSG), handed over by the screens that show them
 * (i18n/messages.ts), so the Arabic catalog can find a rule's or the API's message by its text
 * without carrying its own copy of the English list.
 */
let englishMessages: Record<string, unknown> = {};

export function knowEnglishMessages(messages: object): void {
  englishMessages = messages as Record<string, unknown>;
}

export function englishMessageList(): Record<string, unknown> {
  return englishMessages;
}

/** Makes Arabic (a loaded catalog) or English (null) the language every text reads. */
export function setCatalog(catalog: ArCatalog | null): void {
  arabic = catalog;
}

/** The Arabic catalog while it is active, else null (English). */
export function arabicCatalog(): ArCatalog | null {
  return arabic;
}

export function activeLocale(): Locale {
  return arabic ? 'ar' : 'en';
}

/** The Arabic catalog, loaded once (its own chunk). */
export function loadArabic(): Promise<ArCatalog> {
  return import(/* webpackChunkName: "i18n-ar" */ './ar').then((m) => m.AR);
}

/** A text object that answers in the active language (the English object's type). */
export function localized<K extends keyof ArCatalog, T extends object>(section: K, en: T): T {
  return new Proxy(en, {
    get(target, key, receiver) {
      const ar = arabic?.[section] as Record<PropertyKey, unknown> | undefined;
      if (ar && key in ar) return ar[key];
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}
