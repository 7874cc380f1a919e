/**
 * The product page's add-to-cart rules, as pure functions the page and tests share; their
 * messages are in the page's language (`lang`, English by default).
 */
import type { Product } from '../../api/types';
import { LIMITS, variantName, variantQuantity } from '@freakdrop/contract';
import { ENGLISH } from '../../i18n';
import type { Language } from '../../i18n';
import { PRODUCT_TEXT as PRODUCT } from './texts';

export type Verdict = { ok: true } | { ok: false; title: string; description: string };

/** A size is required when the product has sizes. */
export function checkSize(
  product: Pick<Product, 'sizes'>,
  size: string,
  lang: Language = ENGLISH,
): Verdict {
  const PRODUCT_TEXT = lang.t(PRODUCT);
  if (product.sizes.length > 0 && !size) {
    return {
      ok: false,
      title: PRODUCT_TEXT.sizeRequiredTitle,
      description: PRODUCT_TEXT.sizeRequiredBody,
    };
  }
  return { ok: true };
}

/**
 * Checks the freshly fetched product: in stock, and enough of it for what is asked plus what the
 * cart already holds of the same product, size and colour.
 */
export function checkStock(
  fresh: Pick<Product, 'inStock' | 'stockQuantity'>,
  qty: number,
  inCart: number,
  lang: Language = ENGLISH,
): Verdict {
  const PRODUCT_TEXT = lang.t(PRODUCT);
  if (!fresh.inStock) {
    return {
      ok: false,
      title: PRODUCT_TEXT.outOfStockTitle,
      description: PRODUCT_TEXT.outOfStockBody,
    };
  }
  if (qty + inCart > fresh.stockQuantity) {
    return {
      ok: false,
      title: PRODUCT_TEXT.notEnoughStockTitle,
      description:
        inCart > 0
          ? PRODUCT_TEXT.alreadyInCart(inCart, fresh.stockQuantity)
          : PRODUCT_TEXT.onlyAvailable(fresh.stockQuantity),
    };
  }
  // One order line holds at most 10 (the server refuses more).
  if (qty + inCart > LIMITS.qtyMax) {
    return {
      ok: false,
      title: PRODUCT_TEXT.lineLimitTitle,
      description: PRODUCT_TEXT.lineLimitBody(inCart),
    };
  }
  return { ok: true };
}

/**
 * With stock per size and colour: a colour is required when the product has colours, and the
 * stock checks count the chosen variant. Products with one stock number pass unchanged.
 */
export function checkColor(
  product: Pick<Product, 'colors' | 'variantStock'>,
  color: string,
  lang: Language = ENGLISH,
): Verdict {
  const PRODUCT_TEXT = lang.t(PRODUCT);
  if (product.variantStock && product.colors.length > 0 && !color) {
    return {
      ok: false,
      title: PRODUCT_TEXT.colorRequiredTitle,
      description: PRODUCT_TEXT.colorRequiredBody,
    };
  }
  return { ok: true };
}

/** checkStock on the chosen variant of a product that tracks it, else on the product. */
export function checkVariantStock(
  fresh: Pick<Product, 'inStock' | 'stockQuantity' | 'variantStock'>,
  size: string,
  color: string | undefined,
  qty: number,
  inCart: number,
  lang: Language = ENGLISH,
): Verdict {
  if (!fresh.variantStock) return checkStock(fresh, qty, inCart, lang);
  const PRODUCT_TEXT = lang.t(PRODUCT);
  const units = variantQuantity(fresh.variantStock, size, color ?? null);
  if (units <= 0 && fresh.inStock) {
    return {
      ok: false,
      title: PRODUCT_TEXT.outOfStockTitle,
      description: PRODUCT_TEXT.variantOutOfStockBody(
        variantName(size, color && lang.color(color)),
      ),
    };
  }
  return checkStock({ inStock: fresh.inStock, stockQuantity: units }, qty, inCart, lang);
}
