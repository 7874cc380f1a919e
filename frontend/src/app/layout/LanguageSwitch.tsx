/**
 * The link to the same page (path, query, hash) in the other language. A full page load: the
 * server renders the page in that language (with its `lang`/`dir`), and the click remembers the
 * choice in a cookie (the server then sends this shopper's English links to the chosen language;
 * a first visit is never redirected).
 */
import { useLocation } from 'react-router-dom';
import { LOCALE_COOKIE, pathInLocale } from '@contract';
import type { Locale } from '@contract';
import { activeLocale } from '../../i18n/active';
import { LANGUAGE_TEXT } from '../../i18n/texts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const other: Locale = activeLocale() === 'ar' ? 'en' : 'ar';
  return (
    <a
      className={className ?? 'lang-switch'}
      href={pathInLocale(`${pathname}${search}${hash}`, other)}
      hrefLang={LANGUAGE_TEXT.otherLang}
      lang={LANGUAGE_TEXT.otherLang}
      aria-label={LANGUAGE_TEXT.switchLabel}
      data-testid="language-switch"
      onClick={() => rememberLocale(other)}
    >
      {LANGUAGE_TEXT.switchTo}
    </a>
  );
}
