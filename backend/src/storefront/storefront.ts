import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HttpException, HttpStatus } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import { CategoriesService } from '../categories/categories.service';
import { ProductsService } from '../catalog/products.service';
import type { ProductListQueryDto } from '../catalog/dto/product-list-query.dto';
import { LIMITS } from '../contract';
import { databaseFault } from '../common/faults';
import { DatabaseProbe } from '../health/database-probe';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import {
  buildRobots,
  buildSitemap,
  injectHead,
  notFoundProductHead,
  productHead,
  shopHead,
} from './seo';
import type { SitemapEntry } from './seo';
import { sendUnavailablePage } from './unavailable-page';

/** The built storefront (frontend/dist), served by the API process at `/`. */
export const STOREFRONT_DIR = resolve(__dirname, '../../../frontend/dist');

/** Paths the client router knows; anything else gets the SPA's 404 page with a 404 status. */
const SPA_ROUTES = [
  /^\/$/,
  /^\/shop\/?$/,
  /^\/checkout\/?$/,
  /^\/track-order\/?$/,
  /^\/admin(\/.*)?$/,
];
const PRODUCT_ROUTE = /^\/product\/([^/]+)\/?$/;

/** index.html, re-read only when the file changes (a new build). */
function indexReader(file: string): () => string {
  let cached = '';
  let mtime = 0;
  return () => {
    const stat = statSync(file);
    if (stat.mtimeMs !== mtime) {
      cached = readFileSync(file, 'utf8');
      mtime = stat.mtimeMs;
    }
    return cached;
  };
}

/**
 * The shop's public origin: PUBLIC_URL when set (so a forged Host header cannot put another
 * domain into canonical links or the sitemap), else this request's (honours TRUST_PROXY).
 */
function originOf(req: Request, publicUrl: string | undefined): string {
  return publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/**
 * Hashed assets are cached for a year; index.html is never cached. `/product/{slug}` and `/shop`
 * get their title, description, Open Graph tags (and JSON-LD for products) in the HTML itself;
 * every other non-API path gets index.html so the client router can answer it. `/robots.txt`
 * and `/sitemap.xml` list the shop's pages.
 */
export function installStorefront(app: NestExpressApplication, dir = STOREFRONT_DIR): void {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return;
  const readIndex = indexReader(index);
  const products = app.get(ProductsService);
  const categories = app.get(CategoriesService);
  const { publicUrl } = app.get<AppConfig>(APP_CONFIG);
  const probe = app.get(DatabaseProbe);

  app.use(
    '/assets',
    express.static(join(dir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );

  app.use('/robots.txt', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(buildRobots(originOf(req, publicUrl)));
  });

  app.use('/sitemap.xml', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    sitemapEntries(products, categories)
      .then((entries) => {
        res.type('application/xml').setHeader('Cache-Control', 'public, max-age=600');
        res.send(buildSitemap(originOf(req, publicUrl), entries));
      })
      .catch(next);
  });

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    // With the database down the app could load nothing: a friendly page instead (503).
    probe.isUp().then((up) => (up ? page(req, res, next) : sendUnavailablePage(res)), next);
  });

  /** A page of the storefront; a database fault while reading its data is the friendly page too. */
  const page = (req: Request, res: Response, next: NextFunction): void => {
    const failed = (error: unknown) =>
      databaseFault(error) ? sendUnavailablePage(res) : next(error);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html');
    const html = readIndex();
    const origin = originOf(req, publicUrl);
    const url = `${origin}${req.originalUrl}`;

    const product = PRODUCT_ROUTE.exec(req.path);
    if (product) {
      const slug = decodeURIComponentSafe(product[1]);
      products
        .findOne(slug)
        .then((p) => res.send(injectHead(html, productHead(p, origin))))
        .catch((error: unknown) => {
          const notFound =
            error instanceof HttpException && error.getStatus() === HttpStatus.NOT_FOUND;
          if (!notFound) return failed(error);
          // The SPA shows "Product Not Found"; crawlers get the status to match.
          res.status(404).send(injectHead(html, notFoundProductHead()));
        });
      return;
    }
    if (/^\/shop\/?$/.test(req.path)) {
      const param = typeof req.query.category === 'string' ? req.query.category : '';
      const lookup = param ? categories.findByParam(param) : Promise.resolve(null);
      lookup
        .then((category) =>
          res.send(
            injectHead(
              html,
              shopHead({
                url,
                origin,
                category: category?.name,
                featured: req.query.featured === 'true',
              }),
            ),
          ),
        )
        .catch(failed);
      return;
    }
    if (!SPA_ROUTES.some((r) => r.test(req.path))) res.status(404);
    res.send(html);
  };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Home, the shop, each category's shop link and every product, paged through the catalog. */
async function sitemapEntries(
  products: ProductsService,
  categories: CategoriesService,
): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [{ path: '/' }, { path: '/shop' }];
  for (const c of await categories.list()) {
    entries.push({ path: `/shop?category=${encodeURIComponent(c.slug)}` });
  }
  const limit = LIMITS.productsMaxPageSize;
  for (let page = 1; ; page += 1) {
    const query = { page, limit, sort: 'newest' } as ProductListQueryDto;
    const { products: rows, total } = await products.list(query);
    for (const p of rows) {
      entries.push({ path: `/product/${encodeURIComponent(p.slug)}`, lastmod: p.updatedAt });
    }
    if (rows.length === 0 || page * limit >= total) break;
  }
  return entries;
}
