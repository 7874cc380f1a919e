/**
 * The active language of this page. English texts are the contract's (the `*_TEXT`
 * objects in texts.ts files, in the screens' own chunks): Lingui's model, the source messages
 * live in the code and only the translations in catalogs. Arabic goes through Lingui
 * (`@lingui/core`): one `I18n` instance for Arabic (i18n/arabic.ts, the `i18n-ar` chunk with the
 * frame's messages), to which each screen adds its own messages as it loads (lazyPage). English
 * pages load neither Lingui nor a catalog: this module only holds a type of it.
 *
 * Each text object is wrapped by `localized(section, en)`: reading `SHOP_TEXT.noProducts`
 * asks the active Arabic instance for `shop.noProducts` (a function's arguments become the
 * message's `{0}`, `{1}`...), else returns the English text. The language of a page never
 * changes while it is open (the switch is a link to the other language's page), and the server
 * renders one page at a time with its language set (render.tsx), so one active instance is
 * enough and every screen reads `SHOP_TEXT.x` in either language.
 */
import type { Locale } from '@contract';
import type { Arabic, Prepare, Section } from './catalog';

let arabic: Arabic | null = null;

/**
 * The contract's English messages (MSG), handed over by the screens that show them
 * (i18n/messages.ts), so a rule's or the API's message can be found by its text without the
 * Arabic chunk carrying its own copy of the English list.
 */
let englishMessages: Record<string, unknown> = {};

export function knowEnglishMessages(messages: object): void {
  englishMessages = messages as Record<string, unknown>;
}

export function englishMessageList(): Record<string, unknown> {
  return englishMessages;
}

/** Makes Arabic (its Lingui instance) or English (null) the language every text reads. */
export function setCatalog(catalog: Arabic | null): void {
  arabic = catalog;
}

/** Arabic (its Lingui instance) while it is active, else null (English). */
export function arabicCatalog(): Arabic | null {
  return arabic;
}

export function activeLocale(): Locale {
  return arabic ? 'ar' : 'en';
}

/** Arabic with the frame's messages, loaded once (its own chunk, `i18n-ar`). */
export function loadArabic(): Promise<Arabic> {
  return import(/* webpackChunkName: "i18n-ar" */ './arabic').then((m) => m.ARABIC);
}

/**
 * A text object that answers in the active language (the English object's type). `prepare`
 * turns a function text's arguments into the values its messages show, where they are not
 * shown as they are (a price in the shop's one price format). The Arabic work is the Arabic
 * chunk's (arabic.ts): English pages carry only this.
 */
export function localized<T extends object>(section: Section, en: T, prepare?: Prepare<T>): T {
  return new Proxy(en, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      return arabic ? arabic.localize(section, key, value, prepare?.[key as keyof T]) : value;
    },
  });
}
