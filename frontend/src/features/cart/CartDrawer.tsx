/** The cart drawer: empty state, item rows, subtotal, notes, checkout. */
import { formatAED } from '../../components/format';
import { useLanguage } from '../../i18n';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ShopLink } from '../../components/ShopLink';
import { SHELL_TEXT } from '../../components/texts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { cartReplaced, itemRemoved, lineKey, loadCart, quantitySet } from '../../app/cart';
import { CloseIcon, TrashIcon } from '../../components/Icons';
import { LineMeta } from '../../components/LineMeta';
import { ProductImage } from '../../components/ProductImage';
import { QuantitySelector } from '../../components/QuantitySelector';
import { CartOffers } from './CartOffers';

interface Props {
  open: boolean;
  onClose: () => void;
}

export function CartDrawer({ open, onClose }: Props) {
  const lang = useLanguage();
  const shell = lang.t(SHELL_TEXT);
  const dispatch = useAppDispatch();
  const cart = useAppSelector((s) => s.cart);
  const navigate = useNavigate();
  /** Closes the drawer, then goes to `path`. */
  const leaveFor = (path: string) => () => {
    onClose();
    navigate(path);
  };
  const closeRef = useRef<HTMLButtonElement>(null);

  // The drawer reloads the cart when it opens.
  useEffect(() => {
    if (!open) return;
    dispatch(cartReplaced(loadCart()));
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('no-scroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('no-scroll');
      previous?.focus();
    };
  }, [open, dispatch, onClose]);

  if (!open) return null;
  const empty = cart.items.length === 0;

  return (
    <div className="drawer-layer">
      <div className="drawer-backdrop" onClick={onClose} aria-hidden="true" />
      <aside className="drawer" role="dialog" aria-modal="true" aria-labelledby="cart-title">
        <header className="drawer__head">
          <h2 id="cart-title" className="drawer__title">
            {shell.cartTitle}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="icon-btn"
            onClick={onClose}
            aria-label={shell.closeCart}
          >
            <CloseIcon />
          </button>
        </header>

        {empty ? (
          <div className="drawer__empty">
            <p className="drawer__empty-title">{shell.cartEmpty}</p>
            <p className="muted">{shell.cartEmptyHint}</p>
            <button type="button" className="btn btn--primary" onClick={leaveFor('/shop')}>
              {shell.continueShopping}
            </button>
          </div>
        ) : (
          <>
            <ul className="drawer__items">
              {cart.items.map((item) => {
                const key = lineKey(item);
                const title = lang.title(item);
                return (
                  <li className="line" key={key}>
                    <ShopLink
                      to={`/product/${item.slug}`}
                      className="line__media"
                      onClick={onClose}
                    >
                      <ProductImage src={item.image} alt={title} sizes="72px" />
                    </ShopLink>
                    <div className="line__info">
                      <ShopLink
                        to={`/product/${item.slug}`}
                        className="line__title"
                        onClick={onClose}
                      >
                        {title}
                      </ShopLink>
                      <LineMeta size={item.size} color={item.color} />
                      <p className="line__price">{formatAED(item.priceAED, lang.locale)}</p>
                      <div className="line__actions">
                        <QuantitySelector
                          compact
                          value={item.qty}
                          label={`${shell.quantity}: ${title}`}
                          onChange={(qty) => dispatch(quantitySet({ key, qty }))}
                        />
                        <button
                          type="button"
                          className="icon-btn icon-btn--danger"
                          onClick={() => dispatch(itemRemoved(key))}
                          aria-label={shell.removeItem(title)}
                        >
                          <TrashIcon />
                        </button>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
            <footer className="drawer__foot">
              <p className="drawer__subtotal">
                <span>{shell.subtotal}</span>
                <strong>{formatAED(cart.subtotalAED, lang.locale)}</strong>
              </p>
              <CartOffers items={cart.items} />
              <p className="note">{shell.deliveryFeeNote}</p>
              <p className="note">{shell.stockVerifiedNote}</p>
              <button
                type="button"
                className="btn btn--primary btn--block"
                onClick={leaveFor('/checkout')}
              >
                {shell.proceedToCheckout}
              </button>
              <button type="button" className="btn btn--ghost btn--block" onClick={onClose}>
                {shell.continueShopping}
              </button>
            </footer>
          </>
        )}
      </aside>
    </div>
  );
}
