/** A looked-up order's lines and delivery address, as tracking and the confirmation show them. */
import type { TrackedOrder } from '../../api/types';
import { useLanguage } from '../../i18n';
import { formatUaePhone } from '../../components/format';
import { OrderLines } from '../../components/OrderLines';

export function TrackedOrderLines({ order }: { order: TrackedOrder }) {
  const lang = useLanguage();
  return (
    <OrderLines
      lines={order.items.map((item, i) => ({
        key: `${item.productId ?? ''}-${item.size}-${item.color ?? ''}-${i}`,
        title: lang.title(item),
        image: item.image || undefined,
        size: item.size,
        color: item.color,
        qty: item.qty,
        unitAED: item.priceAED,
        totalAED: item.lineTotalAED,
      }))}
    />
  );
}

export function DeliveryAddress({ order }: { order: TrackedOrder }) {
  const lang = useLanguage();
  return (
    <address className="tracked__address">
      <strong>{order.customerName}</strong>
      <br />
      <bdi dir="ltr">{formatUaePhone(order.phone)}</bdi>
      <br />
      {order.addressLine1}
      {order.addressLine2 && (
        <>
          <br />
          {order.addressLine2}
        </>
      )}
      <br />
      {lang.city(order.city)}
    </address>
  );
}
