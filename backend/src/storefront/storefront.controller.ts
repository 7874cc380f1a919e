import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { existsSync } from 'node:fs';
import type { Request, Response } from 'express';
import {
  ADMIN_PATH,
  AR_PREFIX,
  choseArabic,
  localeOfPath,
  PAGE_PATHS,
  pathInLocale,
} from '../contract';
import { Public } from '../common/access';
import { databaseFault } from '../common/faults';
import { DatabaseProbe } from '../health/database-probe';
import { PageCache } from './page-cache';
import type { Page } from './storefront-pages.service';
import { StorefrontPages } from './storefront-pages.service';
import { sendUnavailablePage } from './unavailable-page';

/** A page path and the same page in Arabic (`/shop` and `/ar/shop`, `/` and `/ar`). */
function bothLanguages(...paths: string[]): string[] {
  return paths.flatMap((p) => [p, p === '/' ? AR_PREFIX : `${AR_PREFIX}${p}`]);
}

/** The icons at the root of the build (browsers ask for /favicon.ico whatever the page says). */
const STOREFRONT_ICONS = ['favicon.ico', 'icon.svg', 'apple-touch-icon.png'];

/**
 * The storefront's own paths, from the route list the client router uses too. Registered after
 * every API route (StorefrontModule comes last), so its catch-all only sees what nothing else
 * answered. Errors go to the app's one error filter like any other route's.
 */
@ApiExcludeController()
@Public()
@Controller()
export class StorefrontController {
  constructor(
    private readonly pages: StorefrontPages,
    private readonly probe: DatabaseProbe,
    private readonly pageCache: PageCache,
  ) {}

  @Get('robots.txt')
  robots(@Req() req: Request, @Res() res: Response): void {
    this.assertBuilt(req);
    res
      .type('text/plain')
      .setHeader('Cache-Control', this.pages.cacheControl('public, max-age=3600'));
    res.send(this.pages.robots(req));
  }

  @Get('sitemap.xml')
  async sitemap(@Req() req: Request, @Res() res: Response): Promise<void> {
    this.assertBuilt(req);
    const xml = await this.pages.sitemapXml(req);
    res
      .type('application/xml')
      .setHeader('Cache-Control', this.pages.cacheControl('public, max-age=600'));
    res.send(xml);
  }

  /** The shop's icons, from the root of the build (frontend/public). */
  @Get(STOREFRONT_ICONS)
  icon(@Req() req: Request, @Res() res: Response): void {
    this.assertBuilt(req);
    const file = this.pages.iconFile(req.path);
    if (!existsSync(file)) throw routeNotFound(req);
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.sendFile(file);
  }

  @Get(bothLanguages(PAGE_PATHS.product))
  async product(
    @Param('slug') slug: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    this.assertBuilt(req);
    if (chosenLanguageRedirect(req, res)) return;
    await this.render(res, () => this.pages.product(slug, req), req);
  }

  @Get(bothLanguages(PAGE_PATHS.shop))
  async shop(@Req() req: Request, @Res() res: Response): Promise<void> {
    this.assertBuilt(req);
    if (chosenLanguageRedirect(req, res)) return;
    await this.render(res, () => this.pages.shop(req), req);
  }

  @Get(bothLanguages(PAGE_PATHS.home, PAGE_PATHS.checkout, PAGE_PATHS.trackOrder))
  async storefront(@Req() req: Request, @Res() res: Response): Promise<void> {
    this.assertBuilt(req);
    if (chosenLanguageRedirect(req, res)) return;
    await this.render(res, () => this.pages.storefront(req), req);
  }

  /** Not kept in the page cache: every order has its own address, and nothing to share. */
  @Get(bothLanguages(PAGE_PATHS.checkoutConfirmation))
  async confirmation(@Req() req: Request, @Res() res: Response): Promise<void> {
    this.assertBuilt(req);
    if (chosenLanguageRedirect(req, res)) return;
    await this.render(res, () => this.pages.confirmation(req));
  }

  /** The admin console is never server-rendered: its frame, then index.html loads its chunk. */
  @Get([ADMIN_PATH, `${ADMIN_PATH}/*rest`])
  async app(@Req() req: Request, @Res() res: Response): Promise<void> {
    this.assertBuilt(req);
    await this.render(res, () => this.pages.admin(req));
  }

  /** Any other GET: the API's JSON 404 under /api, the app's not-found screen elsewhere. */
  @Get('*path')
  async notFound(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (req.path === '/api' || req.path.startsWith('/api/')) throw routeNotFound(req);
    this.assertBuilt(req);
    await this.render(res, () => this.pages.notFound(req));
  }

  /**
   * A page, or with the database down (before or while reading the page's data) a friendly
   * "be right back" page with 503: the app could load nothing anyway. With `keepFor`, a 200
   * is kept for the next requests of the same page (PageCache).
   */
  private async render(
    res: Response,
    page: () => Page | Promise<Page>,
    keepFor?: Request,
  ): Promise<void> {
    if (!(await this.probe.isUp())) return sendUnavailablePage(res);
    try {
      const key = keepFor ? await this.pageCache.keyFor(keepFor) : null;
      const answer = await page();
      send(res, answer);
      this.pageCache.keep(key, res, answer.status, answer.html);
    } catch (error) {
      if (databaseFault(error)) return sendUnavailablePage(res);
      throw error;
    }
  }

  /** Without a build there are no pages: the same 404 as for any unknown route. */
  private assertBuilt(req: Request): void {
    if (!this.pages.available) throw routeNotFound(req);
  }
}

/**
 * An English page asked for by a shopper who chose Arabic with the language switch (its
 * cookie): sent to the same page in Arabic. Only a choice the shopper made redirects — never
 * Accept-Language or any other guess, so a first visit, a crawler and a client that knows only
 * the English paths get the English page at its address. An /ar address is always answered in Arabic
 * (switching back to English sets the cookie to `en`).
 */
function chosenLanguageRedirect(req: Request, res: Response): boolean {
  if (localeOfPath(req.path) !== 'en') return false;
  if (!choseArabic(req.headers.cookie)) return false;
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Cookie');
  res.redirect(302, pathInLocale(req.originalUrl, 'ar'));
  return true;
}

/** The framework's own answer for a path no route knows. */
function routeNotFound(req: Request): NotFoundException {
  return new NotFoundException(`Cannot ${req.method} ${req.path}`);
}

/** index.html is never cached: a new build must reach every shopper at once. */
function send(res: Response, page: Page): void {
  res.status(page.status).type('html').setHeader('Cache-Control', 'no-cache');
  res.send(page.html);
}
