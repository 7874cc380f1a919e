import { defineTexts } from './define';

/** The words of the language switch (English: the contract has none, these are ours). */
export const LANGUAGE_TEXT = /*#__PURE__*/ defineTexts('language', {
  /** The link to the other language, written in that language. */
  switchTo: 'العربية',
  switchLabel: 'اقرأ هذه الصفحة بالعربية',
  /** The other language's code for `hreflang`/`lang` of the link. */
  otherLang: 'ar',
  suggestion: 'You chose English before.',
  suggestionLink: 'Read this page in English',
} as const);
