import {
  ArrowLeftOutlined,
  EnvironmentOutlined,
  MailOutlined,
  PhoneOutlined,
  PrinterOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Result, Skeleton, Typography } from 'antd';
import { useLocation, useParams } from 'react-router-dom';
import type { Order } from '../../api/types';
import { formatAED, formatShopDate, formatUaePhone } from '../../components/format';
import { ADMIN_TEXT } from '../texts';
import { NavButton } from '../NavButton';
import { CustomerPanel } from '../confirmation/CustomerPanel';
import { CASH_TEXT } from '../cash/texts';
import { useCan } from '../staff/usePermissions';
import { OrderItemRows } from './OrderItemRows';
import { NoteForm } from './NoteForm';
import { backPath } from './orderLinks';
import { useAdminOrderByNumberQuery } from './orderPageApi';
import { ORDER_PAGE_TEXT } from './orderPageTexts';
import { OrderTimeline } from './OrderTimeline';
import { StatusSelect } from './status';

/** A Google Maps search for the delivery address, its city and the country. */
export function mapSearchUrl(order: Pick<Order, 'addressLine1' | 'addressLine2' | 'city'>): string {
  const query = [order.addressLine1, order.addressLine2, order.city, 'UAE']
    .filter(Boolean)
    .join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** `https://wa.me/<digits>`: a chat with the customer, no message filled in. */
export function whatsAppChat(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

function httpStatus(error: unknown): unknown {
  return error && typeof error === 'object' && 'status' in error ? error.status : undefined;
}

/**
 * /admin/orders/:orderNumber — everything about one order on a page of its own: customer and
 * address with call, WhatsApp and map links, lines, totals, the status control, the timeline
 * with the internal note field, and the customer's history (the confirmation desk's).
 */
export function OrderPage() {
  const { orderNumber = '' } = useParams();
  const location = useLocation();
  const back = backPath(location.state);
  const can = useCan();
  const {
    data: order,
    error,
    isLoading,
  } = useAdminOrderByNumberQuery(orderNumber, { refetchOnMountOrArgChange: true });

  const backLink = (
    <NavButton icon={<ArrowLeftOutlined />} to={back} className="order-tap">
      {ADMIN_TEXT.backToOrders}
    </NavButton>
  );

  if (isLoading) return <Skeleton active />;
  if (!order) {
    return httpStatus(error) === 404 ? (
      <Result
        status="404"
        title={ORDER_PAGE_TEXT.notFound}
        subTitle={
          <>
            {/* An order number is one word: never split at its dashes. */}
            <span className="admin-nowrap">{orderNumber}</span> · {ORDER_PAGE_TEXT.notFoundHint}
          </>
        }
        extra={backLink}
      />
    ) : (
      <div className="order-page">
        {backLink}
        <Alert type="error" title={ADMIN_TEXT.loadFailed} />
      </div>
    );
  }
  const phone = formatUaePhone(order.phone);

  return (
    <div className="order-page">
      <div className="order-page-back">{backLink}</div>
      <header className="order-page-head">
        <div>
          <Typography.Title level={2} className="order-page-title">
            {ORDER_PAGE_TEXT.titlePrefix} <span className="admin-nowrap">#{order.orderNumber}</span>
          </Typography.Title>
          <Typography.Text type="secondary">
            {ORDER_PAGE_TEXT.placed(formatShopDate(order.createdAt))}
          </Typography.Text>
        </div>
        <div className="order-page-actions">
          <StatusSelect
            orderId={order.id}
            orderNumber={order.orderNumber}
            status={order.status}
            cancelWithReason
          />
          {order.courier && (
            <Typography.Text type="secondary">
              {CASH_TEXT.courierLabel(order.courier)}
            </Typography.Text>
          )}
          {can('delivery') && (
            <Button
              icon={<PrinterOutlined />}
              href={`/admin/orders/${order.id}/print`}
              target="_blank"
              className="order-tap"
            >
              {ADMIN_TEXT.printInvoice}
            </Button>
          )}
        </div>
      </header>

      <div className="order-page-grid">
        <div className="order-page-main">
          <Card title={ADMIN_TEXT.orderItems} size="small">
            <OrderItemRows items={order.items} priceClassName="admin-nowrap" />
            <dl className="admin-summary order-page-totals">
              <dt>{ADMIN_TEXT.subtotal}</dt>
              <dd>{formatAED(order.subtotalAED)}</dd>
              <dt>{ADMIN_TEXT.deliveryFee}</dt>
              <dd>{formatAED(order.deliveryAED)}</dd>
              <dt>{ORDER_PAGE_TEXT.codFee}</dt>
              <dd>{formatAED(order.codFeeAED)}</dd>
              <dt className="admin-summary-total">{ADMIN_TEXT.total}</dt>
              <dd className="admin-summary-total">{formatAED(order.totalAED)}</dd>
            </dl>
          </Card>

          <Card title={ORDER_PAGE_TEXT.timeline} size="small">
            <NoteForm orderId={order.id} />
            <OrderTimeline entries={order.timeline} />
          </Card>
        </div>

        <aside className="order-page-side">
          <Card title={ORDER_PAGE_TEXT.customer} size="small">
            <p className="order-page-name">{order.customerName}</p>
            <p className="admin-nowrap">{phone}</p>
            <div className="order-page-links">
              <Button
                icon={<PhoneOutlined />}
                href={`tel:${order.phone}`}
                aria-label={ORDER_PAGE_TEXT.callLabel(phone)}
                className="order-tap"
              >
                {ORDER_PAGE_TEXT.call}
              </Button>
              <Button
                icon={<WhatsAppOutlined />}
                href={whatsAppChat(order.phone)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={ORDER_PAGE_TEXT.whatsappLabel(phone)}
                className="order-tap"
              >
                {ORDER_PAGE_TEXT.whatsapp}
              </Button>
            </div>
            {order.email && (
              <p className="order-page-email">
                <a href={`mailto:${order.email}`}>
                  <MailOutlined aria-hidden /> {order.email}
                </a>
              </p>
            )}
          </Card>

          <Card title={ORDER_PAGE_TEXT.address} size="small">
            <address className="order-page-address">
              <span>{order.addressLine1}</span>
              {order.addressLine2 && <span>{order.addressLine2}</span>}
              <span>{order.city}, UAE</span>
            </address>
            <Button
              icon={<EnvironmentOutlined />}
              href={mapSearchUrl(order)}
              target="_blank"
              rel="noopener noreferrer"
              className="order-tap"
            >
              {ORDER_PAGE_TEXT.openMap}
            </Button>
            {order.notes && (
              <p className="order-page-customer-notes">
                <strong>{ORDER_PAGE_TEXT.customerNotes}:</strong> {order.notes}
              </p>
            )}
          </Card>

          {order.customer && (
            <Card size="small" className="order-page-history">
              <CustomerPanel order={order} columns={1} />
            </Card>
          )}
        </aside>
      </div>
    </div>
  );
}
