/**
 * The language of one page, handed down its React tree (`LanguageProvider`), never held in a
 * module: the server renders English and Arabic pages side by side, each tree reading its own.
 * English texts are the objects beside the screens (features/x/texts.ts); Arabic is a Lingui
 * instance (i18n/arabic.ts, its own chunk, loaded on /ar pages only), itself the page's
 * `Language`. English pages load neither Lingui nor a catalog: this module holds only English.
 *
 * A screen reads its words with `useTexts(SHOP_TEXT)` and the rest (the shop's data in the
 * page's language, the API's messages, `locale` for prices) with `useLanguage()`; code outside
 * React takes the `Language` as an argument.
 */
import { createContext, useContext } from 'react';
import type { Arabic, Language } from './catalog';

export type { Language } from './catalog';

const same = <T>(x: T) => x;

export const ENGLISH: Language = {
  locale: 'en',
  t: same,
  title: (p) => p.title,
  description: (p) => p.description,
  categoryName: (p) => p.categoryName,
  name: (c) => c.name,
  city: same,
  color: same,
  message: same,
  need: () => undefined,
};

const LanguageContext = createContext<Language>(ENGLISH);

/** Gives a React tree its page's language (English when none is given). */
export const LanguageProvider = LanguageContext.Provider;

/** This page's language. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** A text object in this page's language: `useTexts(SHOP_TEXT).noProducts`. */
export function useTexts<T extends object>(en: T): T {
  return useContext(LanguageContext).t(en);
}

/** Arabic with the frame's messages, loaded once (its own chunk, `i18n-ar`). */
export function loadArabic(): Promise<Arabic> {
  return import(/* webpackChunkName: "i18n-ar" */ './arabic').then((m) => m.ARABIC);
}
