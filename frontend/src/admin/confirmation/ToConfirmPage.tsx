import { CheckOutlined, CloseOutlined, PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Pagination, Space, Spin, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CustomerHistory, Order } from '../../api/types';
import { MSG } from '@freakdrop/contract';
import { useFeedback } from '../feedback';
import { PageHeader } from '../PageHeader';
import { PagedTable } from '../tables';
import { ADMIN_TEXT } from '../texts';
import { useAdminSettingsQuery } from '../adminApi';
import { OrderDetailsModal } from '../orders/OrderDetailsModal';
import { customerColumn, totalColumn } from '../orders/columns';
import { StatusTag } from '../orders/status';
import { formatAED, formatUaePhone } from '../../components/format';
import { usePhone } from '../usePhone';
import { LIMITS } from '@freakdrop/contract';
import { openPrint } from '../orders/OrdersPage';
import { CancelOrderDialog } from './CancelOrderDialog';
import { useAdminChangeOrderStatusMutation, useAdminConfirmQueueQuery } from './confirmationApi';
import { confirmationLink, orderAge } from './message';
import { CONFIRM_TEXT } from './texts';

export function HistorySummary({ history }: { history?: CustomerHistory }) {
  if (!history) return null;
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text type="secondary">
        {history.orderCount <= 1 ? CONFIRM_TEXT.firstOrder : CONFIRM_TEXT.historyCounts(history)}
      </Typography.Text>
      {history.refusedCount > 0 && (
        <Tag color="orange">{`${CONFIRM_TEXT.refused}: ${history.refusedCount}`}</Tag>
      )}
      {history.blocked && <Tag color="red">{CONFIRM_TEXT.blocked}</Tag>}
    </Space>
  );
}

/** The table's columns add up to this: each keeps its width; a narrower card scrolls the table. */
const QUEUE_WIDTH = 140 + 170 + 160 + 100 + 170 + 220;

/** /admin/confirm: PENDING orders, oldest first, to message, confirm or cancel. */
export function ToConfirmPage() {
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const queue = useAdminConfirmQueueQuery({ page });
  const settings = useAdminSettingsQuery();
  const [change] = useAdminChangeOrderStatusMutation();
  const feedback = useFeedback();
  const [now] = useState(() => Date.now());
  const origin = window.location.origin;
  // On a phone the queue is a list of cards: no table to scroll sideways.
  const phone = usePhone();

  async function confirm(order: Order) {
    try {
      await change({ id: order.id, status: 'CONFIRMED' }).unwrap();
      feedback.success(CONFIRM_TEXT.confirmed);
    } catch (error) {
      feedback.error(error, MSG.failedUpdateOrderStatus);
    }
  }

  const whatsApp = (order: Order, lang: 'EN' | 'AR') => {
    const template =
      lang === 'EN' ? settings.data?.confirmationTemplateEN : settings.data?.confirmationTemplateAR;
    return (
      <Button
        icon={<WhatsAppOutlined />}
        href={template ? confirmationLink(order, template, origin) : undefined}
        disabled={!template}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={CONFIRM_TEXT.whatsappLabel(
          lang === 'EN' ? 'English' : 'Arabic',
          order.orderNumber,
        )}
        data-testid={`whatsapp-${lang}-${order.orderNumber}`}
      >
        {lang === 'EN' ? CONFIRM_TEXT.whatsappEN : CONFIRM_TEXT.whatsappAR}
      </Button>
    );
  };

  const confirmButton = (o: Order) => (
    <Button
      type="primary"
      icon={<CheckOutlined />}
      aria-label={CONFIRM_TEXT.confirmLabel(o.orderNumber)}
      onClick={() => void confirm(o)}
    >
      {CONFIRM_TEXT.confirm}
    </Button>
  );
  const cancelButton = (o: Order) => (
    <Button
      danger
      icon={<CloseOutlined />}
      aria-label={CONFIRM_TEXT.cancelLabel(o.orderNumber)}
      onClick={() => setCancelling(o)}
    >
      {CONFIRM_TEXT.cancel}
    </Button>
  );

  const columns: TableColumnsType<Order> = [
    {
      title: ADMIN_TEXT.colOrderNumber,
      key: 'number',
      width: 140,
      render: (_v, o) => (
        <Space orientation="vertical" size={0}>
          <Typography.Link strong className="admin-nowrap" onClick={() => setDetailsId(o.id)}>
            {o.orderNumber}
          </Typography.Link>
          <Typography.Text type="secondary" className="admin-nowrap">
            {`${CONFIRM_TEXT.colAge}: ${orderAge(o.createdAt, now)}`}
          </Typography.Text>
        </Space>
      ),
    },
    { ...customerColumn, width: 170 },
    {
      title: ADMIN_TEXT.colItems,
      key: 'items',
      width: 160,
      render: (_v, o) => (
        <Space orientation="vertical" size={0}>
          {o.items.map((item, i) => (
            <span key={i}>{`${item.qty} × ${item.title}`}</span>
          ))}
        </Space>
      ),
    },
    { ...totalColumn, width: 100 },
    {
      // Beside the actions, never under them: the table fits a desktop's card, and a narrower
      // window scrolls the whole table (no column is fixed over the others).
      title: CONFIRM_TEXT.colHistory,
      key: 'history',
      width: 170,
      render: (_v, o) => <HistorySummary history={o.customer} />,
    },
    {
      title: ADMIN_TEXT.colActions,
      key: 'actions',
      width: 220,
      render: (_v, o) => (
        <Flex vertical gap={8} align="start">
          <Space>
            {whatsApp(o, 'EN')}
            {whatsApp(o, 'AR')}
          </Space>
          <Space>
            {confirmButton(o)}
            {cancelButton(o)}
          </Space>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={CONFIRM_TEXT.title} />
      <Card className="admin-queue">
        <Typography.Paragraph type="secondary">{CONFIRM_TEXT.hint}</Typography.Paragraph>
        {phone ? (
          <Spin spinning={queue.isFetching}>
            {(queue.data?.orders.length ?? 0) === 0 ? (
              <Empty description={queue.isError ? ADMIN_TEXT.loadFailed : CONFIRM_TEXT.empty} />
            ) : (
              <ul className="admin-queue-cards">
                {queue.data?.orders.map((o) => (
                  <li key={o.id} className="admin-queue-card">
                    <div className="admin-queue-card-head">
                      <Typography.Link strong onClick={() => setDetailsId(o.id)}>
                        <bdi>{o.orderNumber}</bdi>
                      </Typography.Link>
                      <StatusTag status={o.status} />
                    </div>
                    <div className="admin-queue-card-head">
                      <Typography.Text strong>{o.customerName}</Typography.Text>
                      <Typography.Text strong className="admin-nowrap">
                        {formatAED(o.totalAED)}
                      </Typography.Text>
                    </div>
                    <Typography.Text type="secondary">
                      {`${o.city} · ${CONFIRM_TEXT.colAge}: ${orderAge(o.createdAt, now)}`}
                    </Typography.Text>
                    <HistorySummary history={o.customer} />
                    <div className="admin-queue-card-actions">
                      {confirmButton(o)}
                      <Button
                        icon={<PhoneOutlined />}
                        href={`tel:${o.phone}`}
                        aria-label={CONFIRM_TEXT.callLabel(o.orderNumber)}
                        title={formatUaePhone(o.phone)}
                      >
                        {CONFIRM_TEXT.call}
                      </Button>
                      {whatsApp(o, 'EN')}
                      {whatsApp(o, 'AR')}
                      {cancelButton(o)}
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              className="admin-queue-pager"
              simple
              hideOnSinglePage
              current={page}
              pageSize={LIMITS.adminPageSize}
              total={queue.data?.total ?? 0}
              onChange={setPage}
            />
          </Spin>
        ) : (
          <PagedTable<Order>
            columns={columns}
            query={queue}
            rows={queue.data?.orders}
            pager={[page, setPage]}
            scrollX={QUEUE_WIDTH}
            empty={<Empty description={CONFIRM_TEXT.empty} />}
          />
        )}
      </Card>
      <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />
      <OrderDetailsModal
        orderId={detailsId}
        onClose={() => setDetailsId(null)}
        onPrint={openPrint}
      />
    </>
  );
}
