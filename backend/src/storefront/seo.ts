/**
 * What search engines and link previews read before any JavaScript runs: the
 * `<!--seo-->` block of index.html for product and shop pages, robots.txt and sitemap.xml.
 * Every value that comes from the catalog is escaped.
 */
import {
  CURRENCY,
  effectivePrice,
  HEAD_TEXT_AR,
  jsonForScript,
  LIMITS,
  LOCALE_HTML,
  MSG,
  PAGE_TEXT,
  PAGE_TEXT_AR,
  pathInLocale,
  SHOP_NAME,
} from '../contract';
import type { Locale, Product } from '../contract';

const DESCRIPTION_MAX = 160;

const SEO_BLOCK = /<!--seo-->[\s\S]*?<!--\/seo-->/;

/**
 * Puts a page's head tags into index.html: in place of the `<!--seo-->` block, or (should a
 * build have dropped the markers) instead of its title and description, before `</head>`.
 */
export function injectHead(html: string, block: string): string {
  if (SEO_BLOCK.test(html)) return html.replace(SEO_BLOCK, () => block);
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name=["']?description["']?[^>]*>/i, '');
  return stripped.replace(/<\/head>/i, () => `${block}</head>`);
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

function shorten(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}

interface HeadInput {
  title: string;
  description: string;
  url?: string;
  image?: string;
  type?: string;
  robots?: string;
  jsonLd?: unknown;
  locale?: Locale;
}

function head({
  title,
  description,
  url,
  image,
  type = 'website',
  robots,
  jsonLd,
  locale = 'en',
}: HeadInput) {
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    robots ? `<meta name="robots" content="${escapeHtml(robots)}" />` : '',
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : '',
    `<meta property="og:site_name" content="${escapeHtml(SHOP_NAME)}" />`,
    `<meta property="og:type" content="${escapeHtml(type)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    url ? `<meta property="og:url" content="${escapeHtml(url)}" />` : '',
    image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
    locale === 'ar' ? '<meta property="og:locale" content="ar_AE" />' : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    jsonLd ? `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>` : '',
  ];
  return `<!--seo-->\n    ${tags.filter(Boolean).join('\n    ')}\n    <!--/seo-->`;
}

/** The page's path in a language: `/ar` before the English path for Arabic. */
function localePath(path: string, locale: Locale): string {
  return locale === 'ar' ? pathInLocale(path, 'ar') : path;
}

export function productHead(product: Product, origin: string, locale: Locale = 'en'): string {
  const url = `${origin}${localePath(`/product/${encodeURIComponent(product.slug)}`, locale)}`;
  const images = product.images.map((i) => absolute(origin, i));
  const price = effectivePrice(product);
  const ar = locale === 'ar';
  const title = (ar && product.titleAr) || product.title;
  const description = (ar && product.descriptionAr) || product.description;
  return head({
    locale,
    title: `${title} | ${SHOP_NAME}`,
    description: shorten(description),
    url,
    image: images[0],
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: title,
      description,
      sku: product.sku,
      category: (ar && product.categoryNameAr) || product.categoryName,
      image: images,
      brand: { '@type': 'Brand', name: SHOP_NAME },
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: CURRENCY,
        price: price.toFixed(2),
        availability: product.inStock
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    },
  });
}

export function notFoundProductHead(locale: Locale = 'en'): string {
  if (locale === 'ar') {
    return head({
      locale,
      title: `${HEAD_TEXT_AR.productNotFoundTitle} | ${SHOP_NAME}`,
      description: HEAD_TEXT_AR.productNotFoundDescription,
      robots: 'noindex',
    });
  }
  return head({
    title: `${MSG.productNotFoundTitle} | ${SHOP_NAME}`,
    description: MSG.productNotFoundBody,
    robots: 'noindex',
  });
}

/** An unknown address: the not-found page, kept out of search results. */
export function notFoundPageHead(locale: Locale = 'en'): string {
  if (locale === 'ar') {
    return head({
      locale,
      title: `${HEAD_TEXT_AR.notFoundTitle} | ${SHOP_NAME}`,
      description: HEAD_TEXT_AR.notFoundDescription,
      robots: 'noindex',
    });
  }
  return head({
    title: `Page Not Found | ${SHOP_NAME}`,
    description: 'This page slithered away. It may have been moved, or it never existed.',
    robots: 'noindex',
  });
}

/**
 * An order's confirmation (`/checkout/confirmation/{number}`): one shopper's page, shown from
 * their browser session, titled as the checkout and kept out of search results.
 */
export function confirmationHead(locale: Locale = 'en'): string {
  if (locale === 'ar') {
    return head({
      locale,
      title: `${HEAD_TEXT_AR.checkoutTitle} | ${SHOP_NAME}`,
      description: HEAD_TEXT_AR.homeDescription,
      robots: 'noindex',
    });
  }
  return head({
    title: `Checkout | ${SHOP_NAME}`,
    description:
      'Psychedelic horror-toon streetwear, delivered across the UAE. Cash on delivery in AED.',
    robots: 'noindex',
  });
}

export function shopHead(input: {
  url: string;
  origin: string;
  category?: string;
  featured: boolean;
  locale?: Locale;
}): string {
  if (input.locale === 'ar') {
    const what =
      input.category ?? (input.featured ? PAGE_TEXT_AR.saleItems : PAGE_TEXT_AR.shopTitle);
    return head({
      locale: 'ar',
      title: `${what} | ${SHOP_NAME}`,
      description: shorten(`${HEAD_TEXT_AR.shopFrom(what)} ${PAGE_TEXT_AR.shopDescription}`),
      url: input.url,
    });
  }
  const what = input.category ?? (input.featured ? PAGE_TEXT.saleItems : PAGE_TEXT.shopTitle);
  return head({
    title: `${what} | ${SHOP_NAME}`,
    description: shorten(
      `${what}: ${LIMITS.defaultTagline.toLowerCase()} from ${SHOP_NAME}. ${PAGE_TEXT.shopDescription}`,
    ),
    url: input.url,
  });
}

/**
 * The head of an Arabic page that has none of its own in English (home, checkout, tracking:
 * the English ones keep index.html's).
 */
export function arPageHead(path: string, origin: string): string {
  const title =
    path === '/checkout'
      ? `${HEAD_TEXT_AR.checkoutTitle} | ${SHOP_NAME}`
      : path === '/track-order'
        ? `${HEAD_TEXT_AR.trackTitle} | ${SHOP_NAME}`
        : HEAD_TEXT_AR.homeTitle;
  return head({
    locale: 'ar',
    title,
    description: HEAD_TEXT_AR.homeDescription,
    url: `${origin}${pathInLocale(path, 'ar')}`,
  });
}

/**
 * The page's language on `<html>` (`lang="ar" dir="rtl"` for Arabic; the English page keeps
 * index.html's) and its alternates in both languages (`hreflang` en, ar, x-default: English).
 */
export function localizeDocument(
  html: string,
  locale: Locale,
  origin: string,
  url: string,
): string {
  const en = `${origin}${pathInLocale(url, 'en')}`;
  const ar = `${origin}${pathInLocale(url, 'ar')}`;
  const links = [
    `<link rel="alternate" hreflang="en" href="${escapeHtml(en)}" />`,
    `<link rel="alternate" hreflang="ar" href="${escapeHtml(ar)}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(en)}" />`,
  ].join('');
  const withLinks = html.replace(/<\/head>/i, () => `${links}</head>`);
  if (locale === 'en') return withLinks;
  const { lang, dir } = LOCALE_HTML[locale];
  return withLinks.replace(/<html\b[^>]*>/i, `<html lang="${lang}" dir="${dir}">`);
}

export function buildRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /checkout',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

export function buildSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `  <url><loc>${escapeHtml(`${origin}${e.path}`)}</loc>${
        e.lastmod ? `<lastmod>${escapeHtml(e.lastmod.slice(0, 10))}</lastmod>` : ''
      }</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
