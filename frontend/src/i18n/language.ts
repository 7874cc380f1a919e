/**
 * The language of one page, handed down its React tree (`LanguageProvider`), never held in a
 * module: the server renders English and Arabic pages side by side, each tree reading its own.
 * English texts are the objects beside the screens (features/x/texts.ts); Arabic is a Lingui
 * instance (i18n/arabic.ts, its own chunk, loaded on /ar pages only), which the context carries.
 * English pages load neither Lingui nor a catalog: this module only holds a type of it.
 *
 * A screen reads its words with `useTexts(SHOP_TEXT)` and the rest (prices, the shop's data in
 * the page's language, the API's messages) with `useLanguage()`; code outside React takes the
 * `Language` as an argument.
 */
import { createContext, useContext } from 'react';
import type { ErrorCode, Locale } from '@contract';
import type { Arabic } from './catalog';
import { formatAED, formatShopDate } from './format';

export interface Language {
  readonly locale: Locale;
  /** Arabic's Lingui instance on Arabic pages, else null. */
  readonly arabic: Arabic | null;
  /** A text object (i18n/define.ts) in this language. */
  t<T extends object>(en: T): T;
  /** The shop's one price format in this language. */
  price(aed: number): string;
  date(iso: string): string;
  /** A product's title: the Arabic one on Arabic pages when staff gave one. */
  title(p: { title: string; titleAr?: string | null }): string;
  description(p: { description: string; descriptionAr?: string | null }): string;
  categoryName(p: { categoryName: string; categoryNameAr?: string | null }): string;
  /** A category's name. */
  name(c: { name: string; nameAr?: string | null }): string;
  /** A city of the checkout's list or a colour (the value sent stays English). */
  city(city: string): string;
  color(color: string): string;
  /**
   * A message from a field rule or the API (English, from the contract) as the shopper reads
   * it: itself in English; in Arabic the catalog's (by the message's key, else the error's
   * code, else "check this field").
   */
  message(english: string, code?: ErrorCode): string;
  /** The API's own message in English; in Arabic nothing, so the caller uses the catalog's. */
  englishOnly(message: string | undefined): string | undefined;
}

const made = new WeakMap<Arabic, Language>();

/** The language whose Arabic is `arabic` (English for null): one object per instance. */
export function languageOf(arabic: Arabic | null): Language {
  if (!arabic) return ENGLISH;
  let lang = made.get(arabic);
  if (!lang) {
    const own = (en: string, ar: string | null | undefined) => ar || en;
    lang = {
      locale: 'ar',
      arabic,
      t: (en) => arabic.texts(en),
      price: (aed) => formatAED(aed, 'ar'),
      date: (iso) => formatShopDate(iso, 'ar'),
      title: (p) => own(p.title, p.titleAr),
      description: (p) => own(p.description, p.descriptionAr),
      categoryName: (p) => own(p.categoryName, p.categoryNameAr),
      name: (c) => own(c.name, c.nameAr),
      city: (city) => arabic.text(`cities.${city}`) ?? city,
      color: (color) => arabic.text(`colors.${color}`) ?? color,
      message: (english, code) => arabic.translate(english, code),
      englishOnly: () => undefined,
    };
    made.set(arabic, lang);
  }
  return lang;
}

const same = <T>(x: T) => x;

export const ENGLISH: Language = {
  locale: 'en',
  arabic: null,
  t: same,
  price: (aed) => formatAED(aed),
  date: (iso) => formatShopDate(iso),
  title: (p) => p.title,
  description: (p) => p.description,
  categoryName: (p) => p.categoryName,
  name: (c) => c.name,
  city: same,
  color: same,
  message: same,
  englishOnly: same,
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
