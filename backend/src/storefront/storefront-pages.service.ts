import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import express from 'express';
import type { Request, RequestHandler } from 'express';
import { CatalogVersionService } from '../cache/catalog-version.service';
import { CategoriesService } from '../catalog/categories/categories.service';
import type { ProductListQueryDto } from '../catalog/dto/product-list-query.dto';
import { ProductsService } from '../catalog/products.service';
import { LIMITS, localeOfPath, pathInLocale, stripLocale } from '../contract';
import type { Locale } from '../contract';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import {
  arPageHead,
  confirmationHead,
  buildRobots,
  buildSitemap,
  injectHead,
  localizeDocument,
  notFoundPageHead,
  notFoundProductHead,
  productHead,
  shopHead,
} from './seo';
import type { SitemapEntry } from './seo';
import { SsrDataSource } from './ssr-data-source';
import type { RequestDataSource } from './ssr-data-source';
import { SsrRenderer } from './ssr-renderer';
import { SSR_SCRIPTS_META, SSR_STATE_ID } from '../contract';
import type { SsrPage } from '../contract';

/** Where the app's markup goes in index.html (minified builds leave the quotes out). */
const ROOT_ELEMENT = /<div id=["']?root["']?>\s*<\/div>/;

/** Chooses a rendered page's head from what its render read and the status it got. */
type HeadOf = (reads: RequestDataSource, status: number) => string | undefined;

/** An HTML page and the status it is answered with. */
export interface Page {
  status: number;
  html: string;
}

/**
 * The pages of the built storefront: index.html with each page's head filled in (title,
 * description, Open Graph, JSON-LD for products), robots.txt and the sitemap. Without an
 * index.html (no build) the shop serves no pages.
 */
@Injectable()
export class StorefrontPages {
  private readonly logger = new Logger('StorefrontPages');
  private readonly indexFile: string;
  private index = { html: '', mtimeMs: -1 };
  /** The sitemap's entries, for one catalog version: a catalog write retires them. */
  private sitemap?: { version: number; entries: Promise<SitemapEntry[]> };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly products: ProductsService,
    private readonly categories: CategoriesService,
    private readonly catalogVersion: CatalogVersionService,
    private readonly renderer: SsrRenderer,
    private readonly dataSource: SsrDataSource,
  ) {
    this.indexFile = join(config.storefrontDir, 'index.html');
  }

  get available(): boolean {
    return existsSync(this.indexFile);
  }

  /** Hashed file names: cached for a year; a missing file is a 404. */
  assets(): RequestHandler {
    return express.static(join(this.config.storefrontDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
    });
  }

  /** An icon at the root of the build (`/favicon.ico`): its file. */
  iconFile(path: string): string {
    return join(this.config.storefrontDir, basename(path));
  }

  /** index.html as it is: the client router renders the page. */
  app(): Page {
    return { status: HttpStatus.OK, html: this.readIndex() };
  }

  /**
   * The admin console: index.html with the console's frame (dark, the logo, a spinner) in
   * `#root`, as the server bundle renders it for an /admin path, so the first paint shows it
   * before the console's code arrives. No state: the browser renders the console itself and
   * shows the same frame until it is ready. Without a server bundle, index.html as it is.
   */
  async admin(req: Request): Promise<Page> {
    const index = this.readIndex();
    const render = this.renderer.renderer();
    if (!render || !ROOT_ELEMENT.test(index)) return this.app();
    try {
      const page = await render({ url: req.path, source: this.dataSource.forRequest(req) });
      const frame = page.html;
      return {
        status: HttpStatus.OK,
        html: index.replace(ROOT_ELEMENT, () => `<div id="root">${frame}</div>`),
      };
    } catch (error) {
      this.logger.error(`The admin frame of ${req.path} failed`, (error as Error).stack);
      return this.app();
    }
  }

  /** Home, checkout, order tracking: server-rendered when the build has its server bundle. */
  async storefront(req: Request): Promise<Page> {
    const locale = localeOfPath(req.path);
    const origin = this.originOf(req);
    // The English pages keep index.html's head; the Arabic ones have their own.
    const headOf = () => (locale === 'ar' ? arPageHead(stripLocale(req.path), origin) : undefined);
    const page = await this.rendered(req, headOf);
    if (page) return this.localized(page, req);
    // Without server rendering the English page is index.html as it is; the Arabic one still
    // needs its language, direction and head.
    if (locale === 'en') return this.app();
    return this.localized({ status: HttpStatus.OK, html: this.withHead(headOf()) }, req);
  }

  /**
   * An order's confirmation: the browser reads the order with the phone its session keeps, so
   * the server renders the frame and a loading screen, under a head that keeps it unindexed.
   */
  async confirmation(req: Request): Promise<Page> {
    const head = confirmationHead(localeOfPath(req.path));
    const page = await this.rendered(req, () => head);
    return this.localized(page ?? { status: HttpStatus.OK, html: this.withHead(head) }, req);
  }

  /** Any other path: the app's not-found screen, with the status to match. */
  async notFound(req: Request): Promise<Page> {
    const locale = localeOfPath(req.path);
    const page = await this.rendered(req, () => notFoundPageHead(locale));
    return this.localized(page ?? { status: HttpStatus.NOT_FOUND, html: this.readIndex() }, req);
  }

  /** A product by slug or id, with its offer in JSON-LD; an unknown one is a 404. */
  async product(slugOrId: string, req: Request): Promise<Page> {
    const origin = this.originOf(req);
    const locale = localeOfPath(req.path);
    const page = await this.rendered(req, (reads) =>
      reads.found ? productHead(reads.found, origin, locale) : notFoundProductHead(locale),
    );
    if (page) return this.localized(page, req);
    try {
      const product = await this.products.findPublic(slugOrId);
      return this.localized(
        {
          status: HttpStatus.OK,
          html: injectHead(this.readIndex(), productHead(product, origin, locale)),
        },
        req,
      );
    } catch (error) {
      const missing = error instanceof HttpException && error.getStatus() === HttpStatus.NOT_FOUND;
      if (!missing) throw error;
      // The app shows "Product Not Found"; crawlers get the status to match.
      return this.localized(
        {
          status: HttpStatus.NOT_FOUND,
          html: injectHead(this.readIndex(), notFoundProductHead(locale)),
        },
        req,
      );
    }
  }

  /** index.html with a head, or as it is. */
  private withHead(head: string | undefined): string {
    const index = this.readIndex();
    return head ? injectHead(index, head) : index;
  }

  /** The page in its path's language: `<html lang dir>` and the hreflang alternates. */
  private localized(page: Page, req: Request): Page {
    const locale: Locale = localeOfPath(req.path);
    return {
      ...page,
      html: localizeDocument(page.html, locale, this.originOf(req), req.originalUrl),
    };
  }

  /** The shop, titled after the category or the sale items it shows. */
  async shop(req: Request): Promise<Page> {
    const origin = this.originOf(req);
    const param = typeof req.query.category === 'string' ? req.query.category : '';
    const category = param ? await this.categories.findByParam(param) : null;
    const locale = localeOfPath(req.path);
    const head = shopHead({
      url: `${origin}${req.originalUrl}`,
      origin,
      category: (locale === 'ar' && category?.nameAr) || category?.name,
      featured: req.query.featured === 'true',
      locale,
    });
    const page = await this.rendered(req, () => head);
    return this.localized(
      page ?? { status: HttpStatus.OK, html: injectHead(this.readIndex(), head) },
      req,
    );
  }

  /**
   * The page rendered on the server: the storefront's server bundle reads the route's data
   * through this backend's services and renders it (React's streaming renderer, read to the
   * end); the head comes from seo.ts, plus the preloads of the page's image and screen. Undefined
   * when the build has no server bundle (then index.html is sent and the browser renders).
   * A database fault during the reads is thrown, for the "be right back" page.
   */
  private async rendered(req: Request, headOf: HeadOf): Promise<Page | undefined> {
    const render = this.renderer.renderer();
    if (!render) return undefined;
    const index = this.readIndex();
    if (!ROOT_ELEMENT.test(index)) return undefined;
    const reads = this.dataSource.forRequest(req);
    let page: SsrPage;
    try {
      page = await render({ url: req.originalUrl, source: reads });
    } catch (error) {
      if (reads.fault) throw reads.fault;
      // A bug in the server bundle costs the page its server rendering, not the page: the
      // browser renders it from index.html as it did before.
      this.logger.error(`Server rendering of ${req.originalUrl} failed`, (error as Error).stack);
      return undefined;
    }
    if (reads.fault) throw reads.fault;
    const head = headOf(reads, page.status);
    // Not preloaded: the boot script loads them with main once the page is painted.
    const files = this.renderer.chunkFiles(page.chunks).map((f) => `/${f}`);
    const pageScripts = files.length
      ? `<meta name="${SSR_SCRIPTS_META}" content="${files.join(' ')}">`
      : '';
    const state = `<script type="application/json" id="${SSR_STATE_ID}">${page.stateJson}</script>`;
    const html = (head ? injectHead(index, head) : index)
      .replace(/<\/head>/i, () => `${page.head}${pageScripts}</head>`)
      .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${state}`);
    return { status: page.status, html };
  }

  robots(req: Request): string {
    return buildRobots(this.originOf(req));
  }

  async sitemapXml(req: Request): Promise<string> {
    return buildSitemap(this.originOf(req), await this.sitemapEntries());
  }

  /** The entries, walked once per catalog version rather than on every request. */
  private async sitemapEntries(): Promise<SitemapEntry[]> {
    const version = await this.catalogVersion.current();
    if (this.sitemap?.version !== version) {
      const entries = this.walkCatalog();
      this.sitemap = { version, entries };
      // A failed walk is not kept: the next request tries again.
      entries.catch(() => {
        if (this.sitemap?.entries === entries) this.sitemap = undefined;
      });
    }
    return this.sitemap.entries;
  }

  /**
   * Home, the shop, each category's shop link and every product, paged through the catalog:
   * each in English, then in Arabic (/ar…).
   */
  private async walkCatalog(): Promise<SitemapEntry[]> {
    const english = await this.walkEnglish();
    return [...english, ...english.map((e) => ({ ...e, path: pathInLocale(e.path, 'ar') }))];
  }

  private async walkEnglish(): Promise<SitemapEntry[]> {
    const entries: SitemapEntry[] = [{ path: '/' }, { path: '/shop' }];
    for (const c of await this.categories.list()) {
      entries.push({ path: `/shop?category=${encodeURIComponent(c.slug)}` });
    }
    const limit = LIMITS.productsMaxPageSize;
    for (let page = 1; ; page += 1) {
      const query = { page, limit, sort: 'newest' } as ProductListQueryDto;
      const { products, total } = await this.products.list(query);
      for (const p of products) {
        entries.push({ path: `/product/${encodeURIComponent(p.slug)}`, lastmod: p.updatedAt });
      }
      if (products.length === 0 || page * limit >= total) break;
    }
    return entries;
  }

  /** index.html, read again only when the file changes (a new build). */
  private readIndex(): string {
    const { mtimeMs } = statSync(this.indexFile);
    if (mtimeMs !== this.index.mtimeMs) {
      this.index = { html: readFileSync(this.indexFile, 'utf8'), mtimeMs };
    }
    return this.index.html;
  }

  /**
   * The Cache-Control of an answer whose URLs come from originOf: `shared` with PUBLIC_URL;
   * without it they come from the Host header, so no shared cache may keep one client's answer
   * for the next (a forged Host would otherwise be served to everyone).
   */
  cacheControl(shared: string): string {
    return this.config.publicUrl ? shared : 'private, no-cache';
  }

  /**
   * The shop's public origin: PUBLIC_URL when set (so a forged Host header cannot put another
   * domain into canonical links or the sitemap), else this request's (honours TRUST_PROXY).
   */
  private originOf(req: Request): string {
    return this.config.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  }
}
