/** /product/{slug}: gallery, pickers, fresh stock check, related products. */
import { colorName, localizedCategoryName, localizedDescription, localizedTitle } from '../../i18n';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ShopLink } from '../../app/ShopLink';
import { useStore } from 'react-redux';
import type { Product } from '@contract';
import { colorAvailable, effectivePrice, LIMITS, NO_SIZE, sizeAvailable } from '@contract';
import { MSG } from '../../i18n/messages';
import { SHELL_TEXT } from '../../app/texts';
import { PRODUCT_TEXT } from './texts';
import { catalogApi, useGetProductQuery, useGetProductsQuery } from '../../app/catalogApi';
import { itemAdded, qtyInCart } from '../../app/cart';
import { useAppDispatch } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { categoryClass } from '../../components/categoryStyle';
import { CashIcon } from '../../components/Icons';
import { TogglePicker } from './TogglePicker';
import { Price } from '../../components/Price';
import { ProductCard } from '../../components/ProductCard';
import { ProductImage } from '../../components/ProductImage';
import { QuantitySelector } from '../../components/QuantitySelector';
import { useToast } from '../../components/Toast';
import { usePageTitle } from '../../components/usePageTitle';
import { checkColor, checkSize, checkVariantStock } from './addToCart';

/** How long the button says "Adding to Cart" so the shopper sees something happened. */
export const ADDING_FEEDBACK_MS = 200;

type Phase = 'idle' | 'checking' | 'adding';

function Gallery({ product }: { product: Product }) {
  const [index, setIndex] = useState(0);
  const images = product.images.length ? product.images : [''];
  const current = Math.min(index, images.length - 1);
  return (
    <div className="gallery">
      <div className="gallery__main">
        <ProductImage
          src={images[current] || undefined}
          alt={PRODUCT_TEXT.imageOf(localizedTitle(product), current + 1)}
          sizes="(min-width: 900px) 560px, 100vw"
          priority
          className="gallery__img"
        />
      </div>
      {images.length > 1 && (
        <div className="gallery__thumbs">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              className="gallery__thumb"
              aria-pressed={i === current}
              aria-label={PRODUCT_TEXT.showImage(i + 1)}
              onClick={() => setIndex(i)}
            >
              <ProductImage src={src} alt="" sizes="80px" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function Related({ product }: { product: Product }) {
  // One more than shown, so the product itself can be left out and 4 still remain.
  const { data } = useGetProductsQuery({
    category: product.category,
    limit: LIMITS.relatedProducts + 1,
  });
  const related = (data?.products ?? [])
    .filter((p) => p.id !== product.id)
    .slice(0, LIMITS.relatedProducts);
  if (!related.length) return null;
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title" className="section-title">
        {PRODUCT_TEXT.relatedTitle}
      </h2>
      <div className="grid">
        {related.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </div>
    </section>
  );
}

function ProductDetails({ product, fetching }: { product: Product; fetching: boolean }) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const toast = useToast();
  const [size, setSize] = useState('');
  const [color, setColor] = useState('');
  const [qty, setQty] = useState<number>(LIMITS.qtyMin);
  const [phase, setPhase] = useState<Phase>('idle');

  const needsSize = product.sizes.length > 0 && !size;
  const needsColor = !checkColor(product, color).ok;
  const disabled = fetching || phase !== 'idle' || !product.inStock || needsSize || needsColor;
  // Stock per size and colour: sizes (colours) with no stock in any matching pair are sold out.
  const variants = product.variantStock;
  const noSize = product.sizes.length === 0 ? NO_SIZE : size;
  const sizeSoldOut = variants ? (s: string) => !sizeAvailable(variants, s, color) : undefined;
  const colorSoldOut = variants ? (c: string) => !colorAvailable(variants, c, noSize) : undefined;

  async function addToCart() {
    const sizeVerdict = checkSize(product, size);
    if (!sizeVerdict.ok) {
      toast({ ...sizeVerdict, variant: 'error' });
      return;
    }
    const colorVerdict = checkColor(product, color);
    if (!colorVerdict.ok) {
      toast({ ...colorVerdict, variant: 'error' });
      return;
    }
    setPhase('checking');
    let fresh: Product;
    try {
      // Stock is fetched fresh, never from the cache.
      fresh = await dispatch(
        catalogApi.endpoints.getProduct.initiate(product.slug, {
          forceRefetch: true,
          subscribe: false,
        }),
      ).unwrap();
    } catch {
      toast({
        title: PRODUCT_TEXT.stockCheckFailedTitle,
        description: PRODUCT_TEXT.stockCheckFailedBody,
        variant: 'error',
      });
      setPhase('idle');
      return;
    }
    const line = { productId: fresh.id, size: size || NO_SIZE, color: color || undefined };
    const inCart = qtyInCart(store.getState().cart, line);
    const verdict = checkVariantStock(fresh, line.size, line.color, qty, inCart);
    if (!verdict.ok) {
      toast({ title: verdict.title, description: verdict.description, variant: 'error' });
      setPhase('idle');
      return;
    }
    setPhase('adding');
    dispatch(
      itemAdded({
        ...line,
        title: localizedTitle(fresh),
        priceAED: effectivePrice(fresh),
        qty,
        image: fresh.images[0] ?? '',
        slug: fresh.slug,
      }),
    );
    await new Promise((resolve) => window.setTimeout(resolve, ADDING_FEEDBACK_MS));
    toast({
      title: PRODUCT_TEXT.addedTitle,
      description: PRODUCT_TEXT.addedBody(localizedTitle(fresh), qty),
      variant: 'success',
    });
    // After success, size, colour and quantity reset.
    setSize('');
    setColor('');
    setQty(LIMITS.qtyMin);
    setPhase('idle');
  }

  const buttonText =
    phase === 'checking'
      ? PRODUCT_TEXT.checkingStock
      : phase === 'adding'
        ? PRODUCT_TEXT.addingToCart
        : product.inStock
          ? PRODUCT_TEXT.addToCart
          : PRODUCT_TEXT.outOfStockButton;

  return (
    <div className="pdp__info">
      <div className="badges">
        <ShopLink
          to={`/shop?category=${encodeURIComponent(product.category)}`}
          className={`badge badge--category ${categoryClass(product.category)}`}
        >
          {localizedCategoryName(product)}
        </ShopLink>
        {product.featured && (
          <span className="badge badge--featured">{SHELL_TEXT.featuredBadge}</span>
        )}
        {!product.inStock && <span className="badge badge--out">{SHELL_TEXT.outOfStockBadge}</span>}
      </div>
      <h1 className="pdp__title">{localizedTitle(product)}</h1>
      <Price priceAED={product.priceAED} salePriceAED={product.salePriceAED} large />
      <p className="pdp__description">{localizedDescription(product)}</p>

      {product.sizes.length > 0 && (
        <TogglePicker
          legend={PRODUCT_TEXT.selectSize}
          options={product.sizes}
          value={size}
          onChange={setSize}
          unavailable={sizeSoldOut}
          unavailableLabel={PRODUCT_TEXT.soldOut}
        />
      )}

      {product.colors.length > 0 && (
        <TogglePicker
          legend={PRODUCT_TEXT.selectColor}
          options={product.colors}
          value={color}
          onChange={setColor}
          label={colorName}
          swatches
          unavailable={colorSoldOut}
          unavailableLabel={PRODUCT_TEXT.soldOut}
        />
      )}

      <div className="picker">
        <p className="picker__legend" id="qty-label">
          {SHELL_TEXT.quantity}
        </p>
        <QuantitySelector value={qty} onChange={setQty} disabled={!product.inStock} />
      </div>

      <button
        type="button"
        className={`btn btn--primary btn--block btn--big${phase === 'adding' ? ' is-adding' : ''}`}
        disabled={disabled}
        aria-busy={phase !== 'idle'}
        onClick={() => void addToCart()}
      >
        {buttonText}
      </button>
      {product.inStock && needsSize && <p className="hint">{PRODUCT_TEXT.sizeRequiredBody}</p>}
      {product.inStock && !needsSize && needsColor && (
        <p className="hint">{PRODUCT_TEXT.colorRequiredBody}</p>
      )}

      <aside className="cod-note">
        <CashIcon size={28} />
        <div>
          <p className="cod-note__title">{PRODUCT_TEXT.codTitle}</p>
          <p className="muted">{PRODUCT_TEXT.codBody}</p>
        </div>
      </aside>
    </div>
  );
}

export function ProductPage() {
  const { slug = '' } = useParams();
  // Product data is always refetched on mount.
  const {
    data: product,
    isLoading,
    isError,
    isFetching,
  } = useGetProductQuery(slug, {
    refetchOnMountOrArgChange: true,
  });
  usePageTitle(
    (product && localizedTitle(product)) ?? (isError ? MSG.productNotFoundTitle : undefined),
  );

  if (isLoading) {
    return (
      <div className="page pdp" aria-busy="true">
        <p className="sr-only" role="status">
          {SHELL_TEXT.loading}
        </p>
        <div className="pdp__grid">
          <div className="gallery__main skeleton" />
          <div>
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line skeleton--short" />
          </div>
        </div>
      </div>
    );
  }

  // A failed stock re-check keeps the product it already shows (the toast says what failed).
  if (!product) {
    return (
      <section className="page page--center not-found">
        <h1 className="display">{MSG.productNotFoundTitle}</h1>
        <p className="muted">{MSG.productNotFoundBody}</p>
        <ShopLink to="/shop" className="btn btn--primary">
          {SHELL_TEXT.backToShop}
        </ShopLink>
      </section>
    );
  }

  return (
    <div className="page pdp">
      <nav aria-label={PRODUCT_TEXT.breadcrumb} className="breadcrumb">
        <ol>
          <li>
            <ShopLink to="/">{SHELL_TEXT.navHome}</ShopLink>
          </li>
          <li>
            <ShopLink to="/shop">{SHELL_TEXT.navShop}</ShopLink>
          </li>
          <li>
            <ShopLink to={`/shop?category=${encodeURIComponent(product.category)}`}>
              {localizedCategoryName(product)}
            </ShopLink>
          </li>
          <li aria-current="page">{localizedTitle(product)}</li>
        </ol>
      </nav>
      <div className="pdp__grid">
        <Gallery key={`gallery-${product.id}`} product={product} />
        <ProductDetails key={`details-${product.id}`} product={product} fetching={isFetching} />
      </div>
      <Related product={product} />
    </div>
  );
}
