/**
 * The storefront's language in one import: the active language, the language switch's words,
 * names and messages in the active language, and the shop's data in the page's language.
 * Each lives in its own module, and webpack takes this file as free of side effects
 * (webpack.config.js), so a chunk carries only the modules it uses: the English first download
 * none of the screens' helpers.
 */
export { activeLocale, loadArabic, setCatalog } from './active';
export { LANGUAGE_TEXT } from './texts';
export { englishOnly, shopperMessage } from './shopperMessage';
export { cityName, colorName } from './names';
export { localizedCategoryName, localizedDescription, localizedName, localizedTitle } from './data';
