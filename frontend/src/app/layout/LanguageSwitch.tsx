/**
 * The link to the same page (path, query, hash) in the other language. A full page load: the
 * server renders the page in that language (with its `lang`/`dir`), and the click remembers the
 * choice in a cookie (the server then sends this shopper's English links to the chosen language;
 * a first visit is never redirected).
 */
import { useLocation } from 'react-router-dom';
import { LOCALE_COOKIE, pathInLocale } from '@freakdrop/contract';
import type { Locale } from '@freakdrop/contract';
import { LANGUAGE_TEXT, useLanguage } from '../../i18n';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const lang = useLanguage();
  const text = lang.t(LANGUAGE_TEXT);
  const other: Locale = lang.locale === 'ar' ? 'en' : 'ar';
  return (
    <a
      className={className ?? 'lang-switch'}
      href={pathInLocale(`${pathname}${search}${hash}`, other)}
      hrefLang={text.otherLang}
      lang={text.otherLang}
      aria-label={text.switchLabel}
      data-testid="language-switch"
      onClick={() => rememberLocale(other)}
    >
      {text.switchTo}
    </a>
  );
}
