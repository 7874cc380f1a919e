/** /product/{slug}: gallery, pickers, fresh stock check, related products. */
import { useLanguage, useTexts } from '../../i18n';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ShopLink } from '../../components/ShopLink';
import { useStore } from 'react-redux';
import type { Product } from '../../api/types';
import {
  colorAvailable,
  effectivePrice,
  LIMITS,
  NO_SIZE,
  sizeAvailable,
} from '@freakdrop/contract';
import { MSG } from '../../i18n/messages';
import { SHELL_TEXT } from '../../components/texts';
import { PRODUCT_TEXT } from './texts';
import { catalogApi, useGetProductQuery, useGetProductsQuery } from '../../app/catalogApi';
import { itemAdded, qtyInCart } from '../../app/cart';
import type { CartItem } from '../../app/cart';
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

// A missing product shows the 404 page's own view, whose code comes only then (the server's
// page holds it already: hydration keeps that HTML until the code is in, so nothing moves).
const NotFoundView = lazy(
  () => import(/* webpackChunkName: "not-found-view" */ '../../components/NotFoundView'),
);

// The added panel's code comes with the first add, not with the page: a product page's first
// download stays as it was.
const AddedPanel = lazy(() => import(/* webpackChunkName: "added-panel" */ './AddedPanel'));
import { productSlug, relatedQuery } from './data';

/** How long the button says "Adding to Cart" so the shopper sees something happened. */
export const ADDING_FEEDBACK_MS = 200;

type Phase = 'idle' | 'checking' | 'adding';

function Gallery({ product }: { product: Product }) {
  const lang = useLanguage();
  const text = lang.t(PRODUCT_TEXT);
  const [index, setIndex] = useState(0);
  const images = product.images.length ? product.images : [''];
  const current = Math.min(index, images.length - 1);
  return (
    <div className="gallery">
      <div className="gallery__main">
        <ProductImage
          src={images[current] || undefined}
          alt={text.imageOf(lang.title(product), current + 1)}
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
              aria-label={text.showImage(i + 1)}
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
  const text = useTexts(PRODUCT_TEXT);
  // One more than shown, so the product itself can be left out and 4 still remain.
  const { data } = useGetProductsQuery(relatedQuery(product));
  const related = (data?.products ?? [])
    .filter((p) => p.id !== product.id)
    .slice(0, LIMITS.relatedProducts);
  if (!related.length) return null;
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title" className="section-title">
        {text.relatedTitle}
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
  const lang = useLanguage();
  const shell = lang.t(SHELL_TEXT);
  const text = lang.t(PRODUCT_TEXT);
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const toast = useToast();
  const [size, setSize] = useState('');
  const [color, setColor] = useState('');
  const [qty, setQty] = useState<number>(LIMITS.qtyMin);
  const [phase, setPhase] = useState<Phase>('idle');
  /** What the last add put in the cart (its size and colour as chosen), until closed. */
  const [added, setAdded] = useState<CartItem | null>(null);

  const needsSize = product.sizes.length > 0 && !size;
  const needsColor = !checkColor(product, color).ok;
  const disabled = fetching || phase !== 'idle' || !product.inStock || needsSize || needsColor;
  // Stock per size and colour: sizes (colours) with no stock in any matching pair are sold out.
  const variants = product.variantStock;
  const noSize = product.sizes.length === 0 ? NO_SIZE : size;
  const sizeSoldOut = variants ? (s: string) => !sizeAvailable(variants, s, color) : undefined;
  const colorSoldOut = variants ? (c: string) => !colorAvailable(variants, c, noSize) : undefined;

  async function addToCart() {
    const sizeVerdict = checkSize(product, size, lang);
    if (!sizeVerdict.ok) {
      toast({ ...sizeVerdict, variant: 'error' });
      return;
    }
    const colorVerdict = checkColor(product, color, lang);
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
        title: text.stockCheckFailedTitle,
        description: text.stockCheckFailedBody,
        variant: 'error',
      });
      setPhase('idle');
      return;
    }
    const line = { productId: fresh.id, size: size || NO_SIZE, color: color || undefined };
    const inCart = qtyInCart(store.getState().cart, line);
    const verdict = checkVariantStock(fresh, line.size, line.color, qty, inCart, lang);
    if (!verdict.ok) {
      toast({ title: verdict.title, description: verdict.description, variant: 'error' });
      setPhase('idle');
      return;
    }
    setPhase('adding');
    // Both names: the cart's lines follow the language of the page that shows them.
    const item: CartItem = {
      ...line,
      title: fresh.title,
      titleAr: fresh.titleAr,
      priceAED: effectivePrice(fresh),
      qty,
      image: fresh.images[0] ?? '',
      slug: fresh.slug,
      category: fresh.category,
      onSale: fresh.salePriceAED != null,
    };
    dispatch(itemAdded(item));
    await new Promise((resolve) => window.setTimeout(resolve, ADDING_FEEDBACK_MS));
    // Not a toast: the panel under the button says what was added and leads to the cart.
    setAdded(item);
    // After success, size, colour and quantity reset.
    setSize('');
    setColor('');
    setQty(LIMITS.qtyMin);
    setPhase('idle');
  }

  const buttonText =
    phase === 'checking'
      ? text.checkingStock
      : phase === 'adding'
        ? text.addingToCart
        : product.inStock
          ? text.addToCart
          : text.outOfStockButton;

  return (
    <div className="pdp__info">
      <div className="badges">
        <ShopLink
          to={`/shop?category=${encodeURIComponent(product.category)}`}
          className={`badge badge--category ${categoryClass(product.category)}`}
        >
          {lang.categoryName(product)}
        </ShopLink>
        {product.featured && <span className="badge badge--featured">{shell.featuredBadge}</span>}
        {!product.inStock && <span className="badge badge--out">{shell.outOfStockBadge}</span>}
      </div>
      <h1 className="pdp__title">{lang.title(product)}</h1>
      <Price priceAED={product.priceAED} salePriceAED={product.salePriceAED} large />
      <p className="pdp__description">{lang.description(product)}</p>

      {product.sizes.length > 0 && (
        <TogglePicker
          legend={text.selectSize}
          options={product.sizes}
          value={size}
          onChange={setSize}
          unavailable={sizeSoldOut}
          unavailableLabel={text.soldOut}
        />
      )}

      {product.colors.length > 0 && (
        <TogglePicker
          legend={text.selectColor}
          options={product.colors}
          value={color}
          onChange={setColor}
          label={lang.color}
          swatches
          unavailable={colorSoldOut}
          unavailableLabel={text.soldOut}
        />
      )}

      <div className="picker">
        <p className="picker__legend" id="qty-label">
          {shell.quantity}
        </p>
        <QuantitySelector value={qty} onChange={setQty} disabled={!product.inStock} />
      </div>

      <div className="added-anchor">
        <button
          type="button"
          className={`btn btn--primary btn--block btn--big${phase === 'adding' ? ' is-adding' : ''}`}
          disabled={disabled}
          aria-busy={phase !== 'idle'}
          onClick={() => void addToCart()}
        >
          {buttonText}
        </button>
        {added && (
          <Suspense fallback={null}>
            <AddedPanel item={added} onClose={setAdded} />
          </Suspense>
        )}
      </div>
      {product.inStock && needsSize && <p className="hint">{text.sizeRequiredBody}</p>}
      {product.inStock && !needsSize && needsColor && (
        <p className="hint">{text.colorRequiredBody}</p>
      )}

      <aside className="cod-note">
        <CashIcon size={28} />
        <div>
          <p className="cod-note__title">{text.codTitle}</p>
          <p className="muted">{text.codBody}</p>
        </div>
      </aside>
    </div>
  );
}

export function ProductPage() {
  const lang = useLanguage();
  const shell = lang.t(SHELL_TEXT);
  const text = lang.t(PRODUCT_TEXT);
  const msg = lang.t(MSG);
  const slug = productSlug(useParams());
  // Product data is always refetched on mount.
  const {
    data: product,
    isLoading,
    isError,
    isFetching,
    error,
  } = useGetProductQuery(slug, {
    refetchOnMountOrArgChange: true,
  });
  usePageTitle(
    (product && lang.title(product)) ?? (isError ? msg.productNotFoundTitle : undefined),
  );

  // A product that was not found stays "not found" while the mount's refetch asks again (a
  // skeleton in between would make the page jump).
  if (isLoading && !error) {
    return (
      <div className="page pdp" aria-busy="true">
        <p className="sr-only" role="status">
          {shell.loading}
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
      <Suspense fallback={null}>
        <NotFoundView
          title={msg.productNotFoundTitle}
          body={msg.productNotFoundBody}
          primary={{ to: '/shop', label: shell.backToShop }}
          secondary={{ to: '/', label: shell.navHome }}
        />
      </Suspense>
    );
  }

  return (
    <div className="page pdp">
      <nav aria-label={text.breadcrumb} className="breadcrumb">
        <ol>
          <li>
            <ShopLink to="/">{shell.navHome}</ShopLink>
          </li>
          <li>
            <ShopLink to="/shop">{shell.navShop}</ShopLink>
          </li>
          <li>
            <ShopLink to={`/shop?category=${encodeURIComponent(product.category)}`}>
              {lang.categoryName(product)}
            </ShopLink>
          </li>
          <li aria-current="page">{lang.title(product)}</li>
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
