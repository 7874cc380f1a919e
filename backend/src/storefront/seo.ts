/**
 * What search engines and link previews read before any JavaScript runs: the
 * `<!--seo-->` block of index.html for product and shop pages, robots.txt and sitemap.xml.
 * Every value that comes from the catalog is escaped.
 */
import {
  CURRENCY,
  effectivePrice,
  jsonForScript,
  LIMITS,
  MSG,
  PAGE_TEXT,
  SHOP_NAME,
} from '../contract';
import type { Product } from '../contract';

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
}

function head({ title, description, url, image, type = 'website', robots, jsonLd }: HeadInput) {
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
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    jsonLd ? `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>` : '',
  ];
  return `<!--seo-->\n    ${tags.filter(Boolean).join('\n    ')}\n    <!--/seo-->`;
}

export function productHead(product: Product, origin: string): string {
  const url = `${origin}/product/${encodeURIComponent(product.slug)}`;
  const images = product.images.map((i) => absolute(origin, i));
  const price = effectivePrice(product);
  return head({
    title: `${product.title} | ${SHOP_NAME}`,
    description: shorten(product.description),
    url,
    image: images[0],
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description: product.description,
      sku: product.sku,
      category: product.categoryName,
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

export function notFoundProductHead(): string {
  return head({
    title: `${MSG.productNotFoundTitle} | ${SHOP_NAME}`,
    description: MSG.productNotFoundBody,
    robots: 'noindex',
  });
}

/** An unknown address: the not-found page, kept out of search results. */
export function notFoundPageHead(): string {
  return head({
    title: `Page Not Found | ${SHOP_NAME}`,
    description: 'This page slithered away. It may have been moved, or it never existed.',
    robots: 'noindex',
  });
}

export function shopHead(input: {
  url: string;
  origin: string;
  category?: string;
  featured: boolean;
}): string {
  const what = input.category ?? (input.featured ? PAGE_TEXT.saleItems : PAGE_TEXT.shopTitle);
  return head({
    title: `${what} | ${SHOP_NAME}`,
    description: shorten(
      `${what}: ${LIMITS.defaultTagline.toLowerCase()} from ${SHOP_NAME}. ${PAGE_TEXT.shopDescription}`,
    ),
    url: input.url,
  });
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
