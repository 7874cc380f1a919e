import { DeleteOutlined, DownloadOutlined, EyeOutlined, PrinterOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Empty, Flex, Space, Statistic, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OrderStatus } from '@freakdrop/contract';
import type { Order } from '../../api/types';
import { LIMITS, MSG, ORDER_STATUSES, ORDER_STATUS_LABELS } from '@freakdrop/contract';
import { ADMIN_TEXT } from '../texts';
import { formatShopDate, formatUaePhone } from '../../components/format';
import { useAdminDeleteOrderMutation, useAdminOrdersQuery, useAdminStatsQuery } from '../adminApi';
import { useFeedback } from '../feedback';
import { PagedTable } from '../tables';
import { PageHeader } from '../PageHeader';
import { customerColumn, totalColumn } from './columns';
import { OrderDetailsModal } from './OrderDetailsModal';
import { StatusSelect } from './status';
import { CONFIRM_TEXT } from '../confirmation/texts';
import { exportCsvUrl } from '../cash/cashApi';
import { useCan } from '../staff/usePermissions';
import { CASH_TEXT } from '../cash/texts';

/** Opens the printable invoice / delivery note in a new tab. */
export function openPrint(orderId: string) {
  window.open(`/admin/orders/${orderId}/print`, '_blank', 'noopener');
}

/** /admin/orders: filter by status, inline status changes, details, print, delete. */
export function OrdersPage() {
  const [status, setStatus] = useState<OrderStatus | undefined>();
  const [page, setPage] = useState(1);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const feedback = useFeedback();
  // ?phone=… (the order drawer's link to a customer's orders).
  const [search, setSearch] = useSearchParams();
  const can = useCan();
  // A role without the phone search (packers) lists every order instead.
  const phone = can('phoneSearch') ? (search.get('phone') ?? undefined) : undefined;
  const orders = useAdminOrdersQuery({ status, page, limit: LIMITS.adminPageSize, phone });
  const stats = useAdminStatsQuery();
  const [remove] = useAdminDeleteOrderMutation();
  const counts = stats.data?.counts;

  function choose(next: OrderStatus | undefined) {
    setStatus(next);
    setPage(1);
  }

  function confirmDelete(order: Order) {
    feedback.confirmDelete(
      ADMIN_TEXT.deleteOrderConfirm(order.orderNumber),
      async () => {
        await remove(order.id).unwrap();
        if (detailsId === order.id) setDetailsId(null);
      },
      ADMIN_TEXT.orderDeleted,
      MSG.failedDeleteOrder,
    );
  }

  const columns: TableColumnsType<Order> = [
    {
      title: ADMIN_TEXT.colOrderNumber,
      key: 'number',
      render: (_v, o) => (
        <Typography.Link strong className="admin-nowrap" onClick={() => setDetailsId(o.id)}>
          {o.orderNumber}
        </Typography.Link>
      ),
    },
    customerColumn,
    {
      title: ADMIN_TEXT.colItems,
      key: 'items',
      responsive: ['lg'],
      render: (_v, o) => (
        <span className="admin-nowrap">
          {ADMIN_TEXT.itemCount(o.items.reduce((n, i) => n + i.qty, 0))}
        </span>
      ),
    },
    totalColumn,
    {
      title: ADMIN_TEXT.colStatus,
      key: 'status',
      width: 180,
      render: (_v, o) => (
        <Space orientation="vertical" size={0}>
          <StatusSelect orderId={o.id} orderNumber={o.orderNumber} status={o.status} />
          {o.courier && (
            <Typography.Text type="secondary">{CASH_TEXT.courierLabel(o.courier)}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: ADMIN_TEXT.colDate,
      key: 'date',
      responsive: ['md'],
      render: (_v, o) => formatShopDate(o.createdAt),
    },
    {
      title: ADMIN_TEXT.colActions,
      key: 'actions',
      render: (_v, o) => (
        <Space>
          <Button
            icon={<EyeOutlined />}
            aria-label={`${ADMIN_TEXT.viewDetails} ${o.orderNumber}`}
            title={ADMIN_TEXT.viewDetails}
            onClick={() => setDetailsId(o.id)}
          />
          {can('delivery') && (
            <Button
              icon={<PrinterOutlined />}
              aria-label={`${ADMIN_TEXT.printInvoice} ${o.orderNumber}`}
              title={ADMIN_TEXT.printInvoice}
              onClick={() => openPrint(o.id)}
            />
          )}
          {can('orderDelete') && (
            <Button
              danger
              icon={<DeleteOutlined />}
              aria-label={`${ADMIN_TEXT.deleteOrder} ${o.orderNumber}`}
              title={ADMIN_TEXT.deleteOrder}
              onClick={() => confirmDelete(o)}
            />
          )}
        </Space>
      ),
    },
  ];

  const filterButton = (value: OrderStatus | undefined, label: string, count?: number) => (
    <Button
      key={value ?? 'all'}
      type={status === value ? 'primary' : 'default'}
      aria-pressed={status === value}
      onClick={() => choose(value)}
    >
      {label}
      {count !== undefined && (
        <Badge
          count={count}
          showZero
          overflowCount={9999}
          color={status === value ? '#ffffff' : '#d9d9d9'}
          style={{ color: status === value ? '#7c3aed' : '#333' }}
        />
      )}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={ADMIN_TEXT.ordersTitle}
        extra={
          <Space>
            {can('export') && (
              <Button icon={<DownloadOutlined />} href={exportCsvUrl(status)} download>
                {CASH_TEXT.exportCsv}
              </Button>
            )}
            <Card size="small" className="admin-total-card">
              <Statistic
                title={ADMIN_TEXT.totalOrders}
                value={counts?.all ?? (status ? undefined : orders.data?.total) ?? 0}
                loading={stats.isLoading && orders.isLoading}
              />
            </Card>
          </Space>
        }
      />
      <Card>
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          {filterButton(undefined, ADMIN_TEXT.allOrders, counts?.all)}
          {ORDER_STATUSES.map((s) => filterButton(s, ORDER_STATUS_LABELS[s], counts?.[s]))}
          {phone && (
            <Tag
              closable
              closeIcon={<span aria-label={CONFIRM_TEXT.clearCustomer}>×</span>}
              onClose={() => setSearch({})}
              style={{ alignSelf: 'center' }}
            >
              {CONFIRM_TEXT.customerFilter(formatUaePhone(phone))}
            </Tag>
          )}
        </Flex>
        <PagedTable<Order>
          columns={columns}
          query={orders}
          rows={orders.data?.orders}
          pager={[page, setPage]}
          scrollX={860}
          empty={
            <Empty description={ADMIN_TEXT.noOrders}>
              <Typography.Text type="secondary">
                {status
                  ? ADMIN_TEXT.noOrdersWithStatus(ORDER_STATUS_LABELS[status])
                  : ADMIN_TEXT.noOrdersHint}
              </Typography.Text>
            </Empty>
          }
        />
      </Card>
      <OrderDetailsModal
        orderId={detailsId}
        onClose={() => setDetailsId(null)}
        onPrint={openPrint}
      />
    </>
  );
}
