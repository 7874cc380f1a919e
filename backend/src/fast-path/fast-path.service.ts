import type { Server } from 'node:http';
import { Injectable } from '@nestjs/common';
import { PublicCacheService } from '../cache/public-cache.service';
import { ProductHeads, productPageKey } from '../catalog/product-heads';
import { PageCache } from '../storefront/page-cache';
import { installFastPublicAnswers } from './fast-public-answers';
import type { FastPathOptions } from './fast-public-answers';

/**
 * The one path that answers outside Nest (README.md): cached public API answers and rendered
 * storefront pages, served from the HTTP server's own request listener before Express.
 */
@Injectable()
export class FastPath {
  constructor(
    private readonly cache: PublicCacheService,
    private readonly heads: ProductHeads,
    private readonly pages: PageCache,
  ) {}

  /**
   * Puts the fast path in front of Express on `server`; app.setup.ts calls it once. `served` is
   * told of each answer sent here (metrics and logs count it under its route).
   */
  install(server: Server, { served }: Pick<FastPathOptions, 'served'> = {}): void {
    installFastPublicAnswers(server, {
      cache: this.cache,
      productPageKey: async (slugOrId) => {
        const head = await this.heads.find(slugOrId);
        return head ? productPageKey(head) : null;
      },
      findPage: (req) => this.pages.find(req),
      served,
    });
  }
}
