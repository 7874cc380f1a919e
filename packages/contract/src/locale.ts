/**
 * The storefront's two languages: English at the unprefixed paths, Arabic under `/ar`
 * with the same page paths after the prefix. Both sides use these: the server to pick the
 * language of a render and its hreflang links, the client to switch language on the same page.
 */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** The path prefix of the Arabic pages. */
export const AR_PREFIX = '/ar';

/** The cookie remembering the language the shopper chose with the switch (`en` or `ar`). */
export const LOCALE_COOKIE = 'fd_lang';

/** The shopper chose Arabic with the language switch: its cookie, in a Cookie header. */
export function choseArabic(cookieHeader: string | undefined): boolean {
  return new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=ar(?:;|$)`).test(cookieHeader ?? '');
}

/** `lang` and `dir` of the page's `<html>`. */
export const LOCALE_HTML: Record<Locale, { lang: string; dir: 'ltr' | 'rtl' }> = {
  en: { lang: 'en', dir: 'ltr' },
  ar: { lang: 'ar', dir: 'rtl' },
};

/** The language of a path: `/ar` and anything under `/ar/` is Arabic. */
export function localeOfPath(pathname: string): Locale {
  return pathname === AR_PREFIX || pathname.startsWith(`${AR_PREFIX}/`) ? 'ar' : 'en';
}

/** The page path without its language prefix (`/ar/shop` → `/shop`, `/ar` → `/`). */
export function stripLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(AR_PREFIX.length) || '/';
}

/**
 * A request path made safe to send back as a link or a redirect on this origin: `\` read as `/`
 * (browsers do), encoded slashes and backslashes decoded, tabs and line breaks dropped (browsers
 * drop them from URLs), runs of slashes made one. So `//evil.example/`, `/\evil.example` or
 * `/%2F%2Fevil.example` can never become a protocol-relative link to another host.
 */
export function sameOriginPath(path: string): string {
  const single = path
    .replace(/[\t\n\r]/g, '')
    .replace(/%(2f|5c)/gi, '/')
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/');
  return single.startsWith('/') ? single : `/${single}`;
}

/**
 * The same page (path, query, hash) in a language: `/shop?x=1` → `/ar/shop?x=1` and back. The
 * path is made same-origin first (sameOriginPath): the language switch, the hreflang links and
 * the chosen-language redirect are built from the address a client asked for.
 */
export function pathInLocale(url: string, locale: Locale): string {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? '' : url.slice(cut);
  const bare = stripLocale(sameOriginPath(path || '/'));
  if (locale === 'en') return `${bare}${rest}`;
  return `${bare === '/' ? AR_PREFIX : `${AR_PREFIX}${bare}`}${rest}`;
}
