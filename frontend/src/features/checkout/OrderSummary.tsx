/** The checkout's order summary: the cart's lines and the figures, computed in fils. */
import { useLanguage } from '../../i18n';
import { fromFils } from '@freakdrop/contract';
import { DELIVERY_MSG } from '../../i18n/orderMessages';
import { lineKey } from '../../app/cart';
import { OrderLines, OrderTotals } from '../../components/OrderLines';
import type { CheckoutFigures } from './checkout';
import { CHECKOUT_TEXT } from './texts';

export function OrderSummary({ figures }: { figures: CheckoutFigures }) {
  const lang = useLanguage();
  const text = lang.t(CHECKOUT_TEXT);
  const delivery = lang.t(DELIVERY_MSG);
  const lines = figures.lines.map(({ item, unitFils, totalFils }) => ({
    key: lineKey(item),
    title: item.title,
    href: `/product/${item.slug}`,
    image: item.image,
    size: item.size,
    color: item.color,
    qty: item.qty,
    unitAED: fromFils(unitFils),
    totalAED: fromFils(totalFils),
  }));
  return (
    <section className="panel summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="panel__title">
        {text.orderSummary}
      </h2>
      <OrderLines lines={lines} />
      <OrderTotals
        subtotalAED={fromFils(figures.subtotalFils)}
        deliveryAED={fromFils(figures.deliveryFils)}
        codFeeAED={fromFils(figures.codFeeFils)}
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
    </section>
  );
}
