/**
 * The storefront's language in one import: the page's language (a React context) and the
 * language switch's words. Webpack takes this file as free of side effects
 * (webpack.config.js), so a chunk carries only the modules it uses.
 */
export { ENGLISH, LanguageProvider, loadArabic, useLanguage, useTexts } from './language';
export type { Language } from './language';
export { LANGUAGE_TEXT } from './texts';
