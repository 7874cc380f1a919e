/** What /shop reads: the categories (the filter) and the products its address asks for. */
import type { PageData } from '../../app/pageReads';
import { readShopParams, shopQuery } from './shopParams';

export const shopData: PageData = async (read, { search }) => {
  await Promise.all([
    read('getCategories', undefined),
    read('getProducts', shopQuery(readShopParams(search))),
  ]);
};
