/**
 * The checkout's order summary: the cart's lines and the figures, computed in fils. Beside the
 * form on wide screens; on a phone above it, collapsed to a toggle with the total (checkout.css).
 */
import { useState } from 'react';
import { useLanguage } from '../../i18n';
import { fromFils } from '@freakdrop/contract';
import { formatAED } from '../../components/format';
import { DELIVERY_MSG } from '../../i18n/orderMessages';
import { lineKey } from '../../app/cart';
import { OrderLines, OrderTotals } from '../../components/OrderLines';
import type { CheckoutFigures } from './checkout';
import { CHECKOUT_TEXT } from './texts';

export function OrderSummary({
  figures,
  promoCode = null,
}: {
  figures: CheckoutFigures;
  /** The discount code that gives the discount; null for an automatic offer. */
  promoCode?: string | null;
}) {
  const lang = useLanguage();
  const text = lang.t(CHECKOUT_TEXT);
  const delivery = lang.t(DELIVERY_MSG);
  const [open, setOpen] = useState(false);
  const lines = figures.lines.map(({ item, unitFils, totalFils }) => ({
    key: lineKey(item),
    title: lang.title(item),
    href: `/product/${item.slug}`,
    image: item.image,
    size: item.size,
    color: item.color,
    qty: item.qty,
    unitAED: fromFils(unitFils),
    totalAED: fromFils(totalFils),
  }));
  return (
    <section
      className={`panel summary${open ? ' summary--open' : ''}`}
      aria-labelledby="summary-title"
    >
      {/* The heading shows as such on wide screens, as the toggle with the total on a phone. */}
      <h2 id="summary-title" className="panel__title">
        <span className="summary__heading">{text.orderSummary}</span>
        <button
          type="button"
          className="summary__toggle"
          aria-expanded={open}
          aria-controls="summary-body"
          onClick={() => setOpen(!open)}
        >
          <span className="summary__toggle-label">{text.orderSummary}</span>
          <span className="summary__toggle-total" data-testid="summary-total">
            {formatAED(fromFils(figures.totalFils), lang.locale)}
          </span>
        </button>
      </h2>
      <div id="summary-body" className="summary__body">
        <OrderLines lines={lines} />
        <OrderTotals
          subtotalAED={fromFils(figures.subtotalFils)}
          deliveryAED={fromFils(figures.deliveryFils)}
          codFeeAED={fromFils(figures.codFeeFils)}
          discountAED={fromFils(figures.discountFils)}
          promoCode={promoCode}
          totalAED={fromFils(figures.totalFils)}
          deliveryNote={
            figures.missingForFreeFils === null
              ? null
              : delivery.addForFreeDelivery(fromFils(figures.missingForFreeFils))
          }
          totalTestId="order-total"
        />
        {figures.codMaxExceededFils !== null && (
          <p className="notice notice--warning" role="alert" data-testid="cod-max">
            {delivery.codMaxExceeded(fromFils(figures.codMaxExceededFils))}
          </p>
        )}
      </div>
    </section>
  );
}
