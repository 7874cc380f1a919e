import { useLanguage } from '../i18n';
import type { Product } from '../api/types';
import { SHELL_TEXT } from './texts';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import { ShopLink } from './ShopLink';

/** Two columns on phones, up to four on wide screens. */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 280px, (min-width: 768px) 33vw, 50vw';

export function ProductCard({
  product,
  priority = false,
}: {
  product: Product;
  priority?: boolean;
}) {
  const lang = useLanguage();
  const shell = lang.t(SHELL_TEXT);
  return (
    <article className="card">
      <ShopLink to={`/product/${product.slug}`} className="card__link">
        <div className="card__media">
          <ProductImage
            src={product.images[0]}
            alt={lang.title(product)}
            sizes={CARD_IMAGE_SIZES}
            priority={priority}
            className="card__img"
          />
          <div className="card__badges">
            {!product.inStock && <span className="badge badge--out">{shell.outOfStockBadge}</span>}
          </div>
        </div>
        <div className="card__body">
          <p className="card__category">{lang.categoryName(product)}</p>
          <h3 className="card__title">{lang.title(product)}</h3>
          <Price priceAED={product.priceAED} salePriceAED={product.salePriceAED} />
        </div>
      </ShopLink>
    </article>
  );
}

export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div className="card card--skeleton" key={i}>
          <div className="card__media skeleton" />
          <div className="card__body">
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line skeleton--short" />
          </div>
        </div>
      ))}
    </div>
  );
}
