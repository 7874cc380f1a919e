import { HttpException, Injectable } from '@nestjs/common';
import type { ValidationPipe } from '@nestjs/common';
import { PublicCacheService } from '../cache/public-cache.service';
import type { CachedAnswer } from '../cache/public-cache.service';
import { CategoriesService } from '../catalog/categories/categories.service';
import { ProductListQueryDto } from '../catalog/dto/product-list-query.dto';
import { ProductsService } from '../catalog/products.service';
import { createValidationPipe } from '../common/validation';
import type { Product } from '../contract';
import type { SsrResult, StorefrontDataSource } from '../contract';
import { SettingsService } from '../settings/settings.service';

/** As long as the API's own controllers keep these answers (products, categories, settings). */
const LIST_CACHE_MS = 1000;
const SHARED_CACHE_MS = 60_000;

/** One render's reads: what it found (for the page's head) and any fault (for a 503). */
export interface RequestDataSource extends StorefrontDataSource {
  /** The product the page asked for, once read. */
  readonly found?: Product;
  /** An error that was no HTTP answer (a database fault): the page is not sent. */
  readonly fault?: unknown;
}

/**
 * The storefront server bundle's reads, through the same services and the same in-process
 * cache of public answers as the API (keys are the API's URLs, so a page and the browser's
 * later fetch share one entry), validated like the API's query strings. A read the API would
 * answer with an error gives that error's status and body.
 */
@Injectable()
export class SsrDataSource {
  private readonly pipe: ValidationPipe = createValidationPipe();

  constructor(
    private readonly products: ProductsService,
    private readonly categories: CategoriesService,
    private readonly settings: SettingsService,
    private readonly cache: PublicCacheService,
  ) {}

  /** The reads of one page, for `request` (its product row is read once: ProductHeads). */
  forRequest(request?: object): RequestDataSource {
    const state: { product?: Product; fault?: unknown } = {};
    const read = async <T>(work: () => Promise<CachedAnswer>): Promise<SsrResult<T>> => {
      try {
        return { data: JSON.parse((await work()).body) as T };
      } catch (error) {
        if (error instanceof HttpException) {
          return { error: { status: error.getStatus(), data: error.getResponse() } };
        }
        state.fault ??= error;
        return { error: { status: 500, data: null } };
      }
    };
    return {
      get found() {
        return state.product;
      },
      get fault() {
        return state.fault;
      },
      products: (params) =>
        read(() => {
          const key = `/api/products?${new URLSearchParams(params).toString()}`;
          // Validated when the list is read: a kept answer's parameters were valid already.
          return this.cache.answer(key, LIST_CACHE_MS, async () => {
            const query = (await this.pipe.transform(params, {
              type: 'query',
              metatype: ProductListQueryDto,
            })) as ProductListQueryDto;
            return this.products.list(query);
          });
        }),
      product: async (slugOrId) => {
        const result = await read<Product>(() => this.products.publicAnswer(slugOrId, request));
        if ('data' in result) state.product = result.data;
        return result;
      },
      categories: () =>
        read(() =>
          this.cache.answer('/api/categories', SHARED_CACHE_MS, () => this.categories.list()),
        ),
      settings: () =>
        read(() => this.cache.answer('/api/settings', SHARED_CACHE_MS, () => this.settings.get())),
    };
  }
}
