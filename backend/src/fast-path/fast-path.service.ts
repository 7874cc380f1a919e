import type { Server } from 'node:http';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { PublicCacheService } from '../cache/public-cache.service';
import { ProductHeads, productPageKey } from '../catalog/product-heads';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { PageCache } from '../storefront/page-cache';
import { installFastPublicAnswers } from './fast-public-answers';

/**
 * The one path that answers outside Nest (README.md): cached public API answers and rendered
 * storefront pages, served from the HTTP server's own request listener before Express.
 */
@Injectable()
export class FastPath {
  private readonly logger = new Logger('HTTP');

  constructor(
    private readonly cache: PublicCacheService,
    private readonly heads: ProductHeads,
    private readonly pages: PageCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Puts the fast path in front of Express on `server`; app.setup.ts calls it once. */
  install(server: Server): void {
    installFastPublicAnswers(server, {
      cache: this.cache,
      productPageKey: async (slugOrId) => {
        const head = await this.heads.find(slugOrId);
        return head ? productPageKey(head) : null;
      },
      findPage: (req) => this.pages.find(req),
      log: this.config.logRequests ? (line) => this.logger.log(line) : undefined,
    });
  }
}
