/**
 * Each server-rendered page's data, declared once: the path, and the page's declaration
 * beside its screen (features/x/data.ts), whose query arguments the screen's components use
 * too. The frame's own read (the footer's settings) comes with every page. The server runs
 * these before rendering (server/routeData.ts), so the browser hydrates from a cache that
 * already holds every query its first render makes, and fetches nothing again.
 *
 * Only the server imports this table; the browser's screens import their own declaration, so
 * the first download carries none of the others.
 */
import { matchPath } from 'react-router-dom';
import { PAGE_PATHS } from '@freakdrop/contract';
import { homeData } from '../features/home/data';
import { productData } from '../features/product/data';
import { shopData } from '../features/shop/data';
import type { PageData, Read } from './pageReads';

const PAGES: readonly [path: string, data: PageData][] = [
  [PAGE_PATHS.home, homeData],
  [PAGE_PATHS.shop, shopData],
  [PAGE_PATHS.product, productData],
];

/** The frame's reads, on every page: the footer shows the shop's contacts. */
const frameData = (read: Read) => read('getSettings', undefined);

/** Runs the reads of the page at `pathname` through `read`; resolves with its HTTP status. */
export async function readPage(
  read: Read,
  pathname: string,
  search: string,
  known: boolean,
): Promise<number> {
  const reads: Promise<unknown>[] = [frameData(read)];
  let status = known ? 200 : 404;
  for (const [path, data] of PAGES) {
    const match = matchPath(path, pathname);
    if (match) {
      if ((await data(read, { params: match.params, search: new URLSearchParams(search) })) === 404)
        status = 404;
      break;
    }
  }
  await Promise.all(reads);
  return status;
}
