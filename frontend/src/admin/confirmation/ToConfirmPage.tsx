import { CheckOutlined, CloseOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Space, Tag, Typography } from 'antd';
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
import { openPrint } from '../orders/OrdersPage';
import { CancelOrderDialog } from './CancelOrderDialog';
import { useAdminChangeOrderStatusMutation, useAdminConfirmQueueQuery } from './confirmationApi';
import { confirmationLink, orderAge } from './message';
import { CONFIRM_TEXT } from './texts';

export function HistorySummary({ history }: { history?: CustomerHistory }) {
  if (!history) return null;
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text type="secondary" className="admin-nowrap">
        {history.orderCount <= 1 ? CONFIRM_TEXT.firstOrder : CONFIRM_TEXT.historyCounts(history)}
      </Typography.Text>
      {history.refusedCount > 0 && (
        <Tag color="orange">{`${CONFIRM_TEXT.refused}: ${history.refusedCount}`}</Tag>
      )}
      {history.blocked && <Tag color="red">{CONFIRM_TEXT.blocked}</Tag>}
    </Space>
  );
}

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

  const columns: TableColumnsType<Order> = [
    {
      title: ADMIN_TEXT.colOrderNumber,
      key: 'number',
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
    customerColumn,
    {
      title: ADMIN_TEXT.colItems,
      key: 'items',
      render: (_v, o) => (
        <Space orientation="vertical" size={0}>
          {o.items.map((item, i) => (
            <span key={i}>{`${item.qty} × ${item.title}`}</span>
          ))}
        </Space>
      ),
    },
    totalColumn,
    {
      title: CONFIRM_TEXT.colHistory,
      key: 'history',
      render: (_v, o) => <HistorySummary history={o.customer} />,
    },
    {
      title: ADMIN_TEXT.colActions,
      key: 'actions',
      width: 250,
      fixed: 'right',
      render: (_v, o) => (
        <Flex vertical gap={8} align="start">
          <Space>
            {whatsApp(o, 'EN')}
            {whatsApp(o, 'AR')}
          </Space>
          <Space>
            <Button
              type="primary"
              icon={<CheckOutlined />}
              aria-label={CONFIRM_TEXT.confirmLabel(o.orderNumber)}
              onClick={() => void confirm(o)}
            >
              {CONFIRM_TEXT.confirm}
            </Button>
            <Button
              danger
              icon={<CloseOutlined />}
              aria-label={CONFIRM_TEXT.cancelLabel(o.orderNumber)}
              onClick={() => setCancelling(o)}
            >
              {CONFIRM_TEXT.cancel}
            </Button>
          </Space>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={CONFIRM_TEXT.title} />
      <Card>
        <Typography.Paragraph type="secondary">{CONFIRM_TEXT.hint}</Typography.Paragraph>
        <PagedTable<Order>
          columns={columns}
          query={queue}
          rows={queue.data?.orders}
          pager={[page, setPage]}
          scrollX={980}
          empty={<Empty description={CONFIRM_TEXT.empty} />}
        />
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
