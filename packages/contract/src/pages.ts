/**
 * The words the server puts in a page's head (title, description, Open Graph) and the
 * storefront shows on the same page, so the two never differ.
 */
export const SHOP_NAME = 'FreakDrop';

export const PAGE_TEXT = {
  shopTitle: 'Shop',
  saleItems: 'Sale Items',
  shopDescription:
    'Hoodies, tees, accessories and 3D prints with a psychedelic horror-toon twist. Cash on delivery across the UAE.',
} as const;
