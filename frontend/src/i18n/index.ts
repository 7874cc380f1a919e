/**
 * The storefront's texts that come from the contract, in the active language (the API and the
 * admin console keep the contract's English), and the readers of messages the shopper meets:
 * a field rule's or the API's message, shown in the active language.
 */
import type { ErrorCode } from '@contract';
import { activeLocale, arabicCatalog, localized } from './active';
import { LANGUAGE_TEXT as EN_LANGUAGE_TEXT } from './texts';

export { activeLocale, loadArabic, setCatalog } from './active';

export const LANGUAGE_TEXT = /*#__PURE__*/ localized('language', EN_LANGUAGE_TEXT);

/** A city of the checkout's list in the active language (the value sent stays English). */
export function cityName(city: string): string {
  return arabicCatalog()?.text(`cities.${city}`) ?? city;
}

/** A colour name in the active language (the value sent stays English). */
export function colorName(color: string): string {
  return arabicCatalog()?.text(`colors.${color}`) ?? color;
}

/**
 * A message from a field rule or the API (English, from the contract) as the shopper reads it:
 * itself in English; in Arabic the catalog's (arabic.ts: by the message's key, else the
 * error's code, else "check this field").
 */
export function shopperMessage(english: string, code?: ErrorCode): string {
  return arabicCatalog()?.translate(english, code) ?? english;
}

/** The API's own message in English; in Arabic nothing, so the caller uses the catalog's. */
export function englishOnly(message: string | undefined): string | undefined {
  return activeLocale() === 'ar' ? undefined : message;
}

const arabicPage = () => activeLocale() === 'ar';

/** A product's title on this page: the Arabic one on Arabic pages when staff gave one. */
export function localizedTitle(p: { title: string; titleAr?: string | null }): string {
  return (arabicPage() && p.titleAr) || p.title;
}

export function localizedDescription(p: {
  description: string;
  descriptionAr?: string | null;
}): string {
  return (arabicPage() && p.descriptionAr) || p.description;
}

/** A product's category name on this page. */
export function localizedCategoryName(p: {
  categoryName: string;
  categoryNameAr?: string | null;
}): string {
  return (arabicPage() && p.categoryNameAr) || p.categoryName;
}

/** A category's name on this page. */
export function localizedName(c: { name: string; nameAr?: string | null }): string {
  return (arabicPage() && c.nameAr) || c.name;
}
