/** The words of the 404 screen. */
import { defineTexts } from '../../i18n/define';

export const NOT_FOUND_TEXT = /*#__PURE__*/ defineTexts('notFound', {
  // not found
  notFoundBody: 'This page slithered away. It may have been moved, or it never existed.',
  goHome: 'Go Home',
  notFoundPage: '404 Page Not Found',
} as const);
