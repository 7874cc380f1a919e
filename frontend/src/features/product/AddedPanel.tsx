/**
 * What the last Add to Cart put in the bag, just under the button: picture, name, size, colour
 * and quantity, with View Cart (the drawer) and Checkout. It lies over the page below the button
 * (nothing moves), stays until closed, Escape or the next add, and sits under the header and the
 * drawer, so it never covers the cart's own lines.
 */
import { useContext, useEffect, useRef } from 'react';
import type { CartItem } from '../../app/cart';
import { OpenCartContext } from '../../app/openCart';
import { CloseIcon } from '../../components/Icons';
import { LineMeta } from '../../components/LineMeta';
import { ProductImage } from '../../components/ProductImage';
import { ShopLink } from '../../components/ShopLink';
import { SHELL_TEXT } from '../../components/texts';
import { useLanguage } from '../../i18n';
import { PRODUCT_TEXT } from './texts';

export function AddedPanel({
  item,
  onClose,
}: {
  item: CartItem;
  /** Called with null (the page's state setter: a stable function). */
  onClose: (none: null) => void;
}) {
  const close = () => onClose(null);
  const lang = useLanguage();
  const shell = lang.t(SHELL_TEXT);
  const text = lang.t(PRODUCT_TEXT);
  const openCart = useContext(OpenCartContext);
  const ref = useRef<HTMLElement>(null);
  const title = lang.title(item);

  // The Add button is disabled again once the pickers reset: the panel takes the focus.
  useEffect(() => {
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [item, onClose]);

  return (
    <section
      ref={ref}
      className="added"
      aria-labelledby="added-title"
      aria-live="polite"
      tabIndex={-1}
      data-testid="added-panel"
    >
      <div className="added__head">
        <p id="added-title" className="added__title">
          {text.addedTitle}
        </p>
        <button
          type="button"
          className="icon-btn added__close"
          onClick={close}
          aria-label={shell.close}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="added__line">
        <ProductImage src={item.image} alt="" sizes="56px" className="added__img" />
        <div>
          <p className="added__name">{text.addedBody(title, item.qty)}</p>
          <LineMeta size={item.size} color={item.color} />
        </div>
      </div>
      <div className="added__actions">
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            close();
            openCart();
          }}
        >
          {text.viewCart}
        </button>
        <ShopLink to="/checkout" className="btn btn--primary">
          {shell.proceedToCheckout}
        </ShopLink>
      </div>
    </section>
  );
}

/** For `lazy()`: the product page loads it with the first add. */
export default AddedPanel;
