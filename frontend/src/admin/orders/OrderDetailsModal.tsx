import { ExportOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Descriptions,
  Divider,
  Flex,
  Modal,
  Skeleton,
  Space,
  Timeline,
  Typography,
} from 'antd';
import { ORDER_STATUS_LABELS } from '@freakdrop/contract';
import { ADMIN_TEXT } from '../texts';
import { VAT_TEXT } from '../vat/texts';
import { formatAED, formatShopDate, formatUaePhone } from '../../components/format';
import { useAdminOrderQuery } from '../adminApi';
import { STATUS_COLORS, StatusSelect } from './status';
import { OrderItemRows } from './OrderItemRows';
import { OrderPageLink } from './orderLinks';
import { ORDER_PAGE_TEXT } from './orderPageTexts';
import { CustomerPanel, StatusChangeDetails } from '../confirmation/CustomerPanel';
import { RecordHistory } from '../security/RecordHistory';
import { OrderMessages } from '../messages/OrderMessages';

/**
 * The order details dialog, a quick look from the list: customer, lines, summary, the status
 * (once: the dropdown shows it) and its history; the order's own page has the rest.
 */
export function OrderDetailsModal({
  orderId,
  onClose,
  onPrint,
}: {
  orderId: string | null;
  onClose: () => void;
  onPrint: (orderId: string) => void;
}) {
  const {
    data: order,
    isFetching,
    isError,
  } = useAdminOrderQuery(orderId ?? '', {
    skip: !orderId,
    refetchOnMountOrArgChange: true,
  });
  const shown = order && order.id === orderId ? order : undefined;

  return (
    <Modal
      open={orderId !== null}
      onCancel={onClose}
      width={760}
      title={shown ? ADMIN_TEXT.orderDetails(shown.orderNumber) : ADMIN_TEXT.viewDetails}
      footer={
        <Space>
          {shown && (
            <Button icon={<PrinterOutlined />} onClick={() => onPrint(shown.id)}>
              {ADMIN_TEXT.printInvoice}
            </Button>
          )}
          {/* The tax documents, when the shop is VAT-registered (the page says when there is none). */}
          {shown && shown.status !== 'PENDING' && (
            <Button href={`/admin/orders/${shown.id}/invoice`} target="_blank">
              {VAT_TEXT.taxInvoice}
            </Button>
          )}
          {shown && shown.status === 'CANCELLED' && (
            <Button href={`/admin/orders/${shown.id}/credit-note`} target="_blank">
              {VAT_TEXT.creditNote}
            </Button>
          )}
          <Button type="primary" onClick={onClose}>
            {ADMIN_TEXT.close}
          </Button>
        </Space>
      }
    >
      {!shown && isFetching && <Skeleton active />}
      {!shown && isError && <Alert type="error" title={ADMIN_TEXT.loadFailed} />}
      {shown && (
        <>
          <Flex gap={12} align="center" wrap style={{ marginBottom: 16 }}>
            <StatusSelect
              orderId={shown.id}
              orderNumber={shown.orderNumber}
              status={shown.status}
            />
            <Typography.Text type="secondary">
              {ADMIN_TEXT.createdAt}: {formatShopDate(shown.createdAt)}
            </Typography.Text>
            <Typography.Text type="secondary">
              {ADMIN_TEXT.updatedAt}: {formatShopDate(shown.updatedAt)}
            </Typography.Text>
            <OrderPageLink
              orderNumber={shown.orderNumber}
              aria-label={ORDER_PAGE_TEXT.openPageLabel(shown.orderNumber)}
            >
              <ExportOutlined aria-hidden /> {ORDER_PAGE_TEXT.openPage}
            </OrderPageLink>
          </Flex>

          <Descriptions
            title={ADMIN_TEXT.customerInfo}
            size="small"
            bordered
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'name', label: ADMIN_TEXT.name, children: shown.customerName },
              { key: 'phone', label: ADMIN_TEXT.phone, children: formatUaePhone(shown.phone) },
              ...(shown.email
                ? [{ key: 'email', label: ADMIN_TEXT.email, children: shown.email }]
                : []),
              { key: 'city', label: ADMIN_TEXT.city, children: shown.city },
              {
                key: 'line1',
                label: ADMIN_TEXT.addressLine1,
                children: shown.addressLine1,
                span: 'filled' as const,
              },
              ...(shown.addressLine2
                ? [
                    {
                      key: 'line2',
                      label: ADMIN_TEXT.addressLine2,
                      children: shown.addressLine2,
                      span: 'filled' as const,
                    },
                  ]
                : []),
              ...(shown.notes
                ? [
                    {
                      key: 'notes',
                      label: ADMIN_TEXT.notes,
                      children: shown.notes,
                      span: 'filled' as const,
                    },
                  ]
                : []),
            ]}
          />

          <CustomerPanel order={shown} onNavigate={onClose} />

          <Divider titlePlacement="start">{ADMIN_TEXT.orderItems}</Divider>
          <OrderItemRows items={shown.items} />

          <Divider titlePlacement="start">{ADMIN_TEXT.summary}</Divider>
          <dl className="admin-summary">
            <dt>{ADMIN_TEXT.subtotal}</dt>
            <dd>{formatAED(shown.subtotalAED)}</dd>
            {!!shown.discountAED && (
              <>
                <dt>{ADMIN_TEXT.discountLine(shown.promoCode)}</dt>
                <dd data-testid="discount-line">−{formatAED(shown.discountAED)}</dd>
              </>
            )}
            <dt>{ADMIN_TEXT.deliveryFee}</dt>
            <dd>{formatAED(shown.deliveryAED)}</dd>
            {shown.codFeeAED > 0 && (
              <>
                <dt>{ORDER_PAGE_TEXT.codFee}</dt>
                <dd>{formatAED(shown.codFeeAED)}</dd>
              </>
            )}
            <dt className="admin-summary-total">{ADMIN_TEXT.total}</dt>
            <dd className="admin-summary-total">{formatAED(shown.totalAED)}</dd>
          </dl>
          <Alert
            type="info"
            showIcon
            title={ADMIN_TEXT.invoiceCollect(formatAED(shown.totalAED))}
            description={ADMIN_TEXT.codNote}
          />

          {shown.statusHistory.length > 0 && (
            <>
              <Divider titlePlacement="start">{ADMIN_TEXT.statusHistory}</Divider>
              <Timeline
                items={shown.statusHistory.map((change, i) => ({
                  key: i,
                  color: STATUS_COLORS[change.status],
                  content: (
                    <span>
                      <strong>{ORDER_STATUS_LABELS[change.status]}</strong> ·{' '}
                      {formatShopDate(change.at)}
                      <StatusChangeDetails change={change} />
                    </span>
                  ),
                }))}
              />
            </>
          )}
          <OrderMessages orderId={shown.id} />
          <RecordHistory entity="order" id={shown.id} />
        </>
      )}
    </Modal>
  );
}
