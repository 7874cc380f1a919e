/** What the shopper sees once the order is placed: its number, the total to pay, support. */
import { ShopLink } from '../../app/ShopLink';
import type { Order } from '@contract';
import { useGetSettingsQuery } from '../../app/catalogApi';
import { ActionLinks } from '../../components/ActionLinks';
import { SHELL_TEXT } from '../../app/texts';
import { whatsappUrl } from '../../components/contact';
import { formatAED } from '../../components/format';
import { OrderTotals } from '../../components/OrderLines';
import { CHECKOUT_TEXT } from './texts';

export interface Placed {
  orderNumber: string;
  totalAED: number;
  phone: string;
  /** The order as the server stored it: its figures are shown as the checkout showed them. */
  order?: Order;
}

export function Confirmation({ placed }: { placed: Placed }) {
  const { data: settings } = useGetSettingsQuery();
  const trackUrl = `/track-order?${new URLSearchParams({
    orderNumber: placed.orderNumber,
    phone: placed.phone,
  }).toString()}`;
  return (
    <section className="page page--narrow confirmation" aria-labelledby="placed-title">
      <p className="confirmation__icon" aria-hidden="true">
        ☻
      </p>
      <h1 id="placed-title" className="display">
        {CHECKOUT_TEXT.orderPlacedTitle}
      </h1>
      <p>{CHECKOUT_TEXT.orderPlacedBody}</p>
      <div className="order-number">
        <span>{SHELL_TEXT.orderNumber}</span>
        <strong data-testid="order-number" dir="ltr">
          {placed.orderNumber}
        </strong>
      </div>
      {typeof placed.order?.totalAED === 'number' && (
        <OrderTotals
          subtotalAED={placed.order.subtotalAED}
          deliveryAED={placed.order.deliveryAED}
          codFeeAED={placed.order.codFeeAED}
          totalAED={placed.order.totalAED}
        />
      )}
      <p>{CHECKOUT_TEXT.orderTotalCod(formatAED(placed.totalAED))}</p>
      <div className="actions actions--stack">
        {settings && (
          <a
            className="btn btn--whatsapp"
            href={whatsappUrl(
              settings.whatsappNumber,
              CHECKOUT_TEXT.whatsappMessage(placed.orderNumber),
            )}
            target="_blank"
            rel="noopener noreferrer"
          >
            {CHECKOUT_TEXT.whatsappSupport}
          </a>
        )}
        <ShopLink className="btn btn--ghost" to={trackUrl}>
          {CHECKOUT_TEXT.trackThisOrder}
        </ShopLink>
      </div>
      <ActionLinks
        primary={{ to: '/shop', label: SHELL_TEXT.continueShopping }}
        secondary={{ to: '/', label: CHECKOUT_TEXT.backToHome }}
      />
    </section>
  );
}
