/**
 * Arabic spellings a shopper types interchangeably, folded to one form (as Lucene's
 * ArabicNormalizer does): hamza-carrying and wasla alefs to a bare alef, alef maqsura and the
 * Persian yeh to yeh, taa marbuta to heh, the Persian keheh to kaf, and Arabic-Indic digits to
 * 0-9. Harakat (short-vowel marks, shadda, sukun, dagger alef, Quranic marks) and the tatweel
 * are dropped: they are optional in Arabic writing and would otherwise split a word in two.
 */
const ARABIC_FOLDS: Record<string, string> = {
  '\u0622': '\u0627', // آ
  '\u0623': '\u0627', // أ
  '\u0625': '\u0627', // إ
  '\u0671': '\u0627', // ٱ
  '\u0649': '\u064A', // ى
  '\u06CC': '\u064A', // ی
  '\u0629': '\u0647', // ة
  '\u06A9': '\u0643', // ک
};
const ARABIC_FOLDABLE = /[\u0622\u0623\u0625\u0671\u0649\u06CC\u0629\u06A9]/g;
/** Tatweel, and the combining marks of Arabic writing (harakat, shadda, dagger alef, Quranic). */
const ARABIC_MARKS = /\u0640|(?=\p{Script_Extensions=Arabic})\p{M}/gu;
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic text in the one spelling the index keeps (see ARABIC_FOLDS); other scripts unchanged. */
export function foldArabic(text: string): string {
  return text
    .replace(ARABIC_MARKS, '')
    .replace(ARABIC_FOLDABLE, (c) => ARABIC_FOLDS[c] ?? c)
    .replace(ARABIC_DIGITS, (d) => String((d.charCodeAt(0) - 0x0660) % (0x06f0 - 0x0660)));
}

/**
 * The words a product is found by, normalised the same way for the stored text and for a
 * query: Unicode NFKC, Arabic folded (`foldArabic`), lower case, every run of characters that
 * are not letters or digits is a separator. Punctuation and search operators therefore never
 * reach the text index as syntax.
 */
export function searchWords(text: string): string[] {
  return foldArabic(text.normalize('NFKC'))
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

export interface SearchableProduct {
  title: string;
  description: string;
  categoryName: string;
  sku: string;
  titleAr?: string | null;
  descriptionAr?: string | null;
  categoryNameAr?: string | null;
}

/**
 * The `searchText` column: every word of the title, description, category name and SKU, and of
 * the Arabic title, description and category name, so one index finds both languages.
 */
export function productSearchText(product: SearchableProduct): string {
  return searchWords(
    [
      product.title,
      product.description,
      product.categoryName,
      product.sku,
      product.titleAr ?? '',
      product.descriptionAr ?? '',
      product.categoryNameAr ?? '',
    ].join(' '),
  ).join(' ');
}
