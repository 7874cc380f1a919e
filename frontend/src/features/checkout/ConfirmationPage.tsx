/**
 * /checkout/confirmation/:orderNumber: the order just placed, read through the tracking API
 * with the number in the address and the phone this browser session placed it with
 * (placedOrders.ts), so a reload keeps it: its number, items, totals, delivery address, the
 * cash to pay, WhatsApp support and the tracking link. Without that phone (another browser, a
 * later session) or when the order cannot be read, the page points to tracking instead.
 */
import { useParams } from 'react-router-dom';
import type { TrackedOrder } from '../../api/types';
import { formatAED } from '../../components/format';
import { useLanguage } from '../../i18n';
import { ShopLink } from '../../components/ShopLink';
import { useGetSettingsQuery } from '../../app/catalogApi';
import { PageLoading } from '../../app/Layout';
import { ActionLinks } from '../../components/ActionLinks';
import { SHELL_TEXT } from '../../components/texts';
import { whatsappUrl } from '../../components/contact';
import { OrderTotals } from '../../components/OrderLines';
import { usePageTitle } from '../../components/usePageTitle';
import { DeliveryAddress, TrackedOrderLines } from '../tracking/OrderDetails';
import { TRACK_TEXT } from '../tracking/texts';
import { useTrackOrderQuery } from '../tracking/trackingApi';
import { placedPhone } from './placedOrders';
import { CHECKOUT_TEXT } from './texts';

function OrderNumber({ orderNumber }: { orderNumber: string }) {
  const shell = useLanguage().t(SHELL_TEXT);
  return (
    <div className="order-number">
      <span>{shell.orderNumber}</span>
      <strong data-testid="order-number" dir="ltr">
        {orderNumber}
      </strong>
    </div>
  );
}

function Placed({ order }: { order: TrackedOrder }) {
  const lang = useLanguage();
  const shell = lang.t(SHELL_TEXT);
  const text = lang.t(CHECKOUT_TEXT);
  const track = lang.t(TRACK_TEXT);
  usePageTitle(text.orderPlacedTitle);
  const { data: settings } = useGetSettingsQuery();
  const trackUrl = `/track-order?${new URLSearchParams({
    orderNumber: order.orderNumber,
    phone: order.phone,
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
      <OrderNumber orderNumber={order.orderNumber} />
      <p className="confirmation__pay">
        {text.orderTotalCod(formatAED(order.totalAED, lang.locale))}
      </p>
      <div className="actions actions--stack">
        {settings && (
          <a
            className="btn btn--whatsapp"
            href={whatsappUrl(settings.whatsappNumber, text.whatsappMessage(order.orderNumber))}
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
      <div className="panel confirmation__order">
        <h2 className="panel__title">{shell.items}</h2>
        <TrackedOrderLines order={order} />
        <OrderTotals
          subtotalAED={order.subtotalAED}
          deliveryAED={order.deliveryAED}
          codFeeAED={order.codFeeAED}
          discountAED={order.discountAED}
          promoCode={order.promoCode}
          totalAED={order.totalAED}
          totalTestId="order-total"
        />
        <h2 className="panel__title confirmation__sub">{track.deliveryInfo}</h2>
        <DeliveryAddress order={order} />
      </div>
      <ActionLinks
        primary={{ to: '/shop', label: shell.continueShopping }}
        secondary={{ to: '/', label: text.backToHome }}
      />
    </section>
  );
}

/** No phone for this order in this session, or no answer: the way to tracking, not an error. */
function TrackInstead({ orderNumber }: { orderNumber: string }) {
  const lang = useLanguage();
  const text = lang.t(CHECKOUT_TEXT);
  const track = lang.t(TRACK_TEXT);
  usePageTitle(track.trackTitle);
  const trackUrl = `/track-order?${new URLSearchParams({ orderNumber }).toString()}`;
  return (
    <section className="page page--narrow confirmation" aria-labelledby="placed-title">
      <h1 id="placed-title" className="display">
        {track.trackTitle}
      </h1>
      <OrderNumber orderNumber={orderNumber} />
      <p>{track.trackIntro}</p>
      <ShopLink className="btn btn--primary" to={trackUrl}>
        {track.trackButton}
      </ShopLink>
      <ActionLinks
        primary={{ to: '/shop', label: lang.t(SHELL_TEXT).continueShopping }}
        secondary={{ to: '/', label: text.backToHome }}
      />
    </section>
  );
}

export function ConfirmationPage() {
  const orderNumber = useParams().orderNumber ?? '';
  const phone = placedPhone(orderNumber);
  const { data, isLoading, isError } = useTrackOrderQuery(
    { orderNumber, phone: phone ?? '' },
    { skip: !phone },
  );
  if (!phone || isError) return <TrackInstead orderNumber={orderNumber} />;
  if (isLoading || !data) return <PageLoading />;
  return <Placed order={data} />;
}
