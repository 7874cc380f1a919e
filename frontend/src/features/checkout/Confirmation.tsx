/** What the shopper sees once the order is placed: its number, the total to pay, support. */
import { formatAED } from '../../components/format';
import { useLanguage } from '../../i18n';
import { ShopLink } from '../../components/ShopLink';
import type { Order } from '../../api/types';
import { useGetSettingsQuery } from '../../app/catalogApi';
import { ActionLinks } from '../../components/ActionLinks';
import { SHELL_TEXT } from '../../components/texts';
import { whatsappUrl } from '../../components/contact';
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
  const lang = useLanguage();
  const shell = lang.t(SHELL_TEXT);
  const text = lang.t(CHECKOUT_TEXT);
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
        {text.orderPlacedTitle}
      </h1>
      <p>{text.orderPlacedBody}</p>
      <div className="order-number">
        <span>{shell.orderNumber}</span>
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
      <p>{text.orderTotalCod(formatAED(placed.totalAED, lang.locale))}</p>
      <div className="actions actions--stack">
        {settings && (
          <a
            className="btn btn--whatsapp"
            href={whatsappUrl(settings.whatsappNumber, text.whatsappMessage(placed.orderNumber))}
            target="_blank"
            rel="noopener noreferrer"
          >
            {text.whatsappSupport}
          </a>
        )}
        <ShopLink className="btn btn--ghost" to={trackUrl}>
          {text.trackThisOrder}
        </ShopLink>
      </div>
      <ActionLinks
        primary={{ to: '/shop', label: shell.continueShopping }}
        secondary={{ to: '/', label: text.backToHome }}
      />
    </section>
  );
}
