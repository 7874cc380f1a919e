import { DeleteOutlined, DownloadOutlined, EyeOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Checkbox,
  Empty,
  Flex,
  Pagination,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIMITS, MSG, ORDER_STATUS_LABELS } from '@freakdrop/contract';
import { ORDER_SEARCH_LIMITS } from '@freakdrop/contract/order-search';
import type { Order } from '../../api/types';
import { ADMIN_TEXT } from '../texts';
import { formatAED, formatShopDate, formatUaePhone } from '../../components/format';
import {
  useAdminDeleteOrderMutation,
  useAdminOrdersQuery,
  useAdminSettingsQuery,
  useAdminStatsQuery,
} from '../adminApi';
import type { AdminOrderQuery } from '../adminApi';
import { useFeedback } from '../feedback';
import { PageHeader } from '../PageHeader';
import { customerColumn, totalColumn } from './columns';
import { OrderDetailsModal } from './OrderDetailsModal';
import { StatusSelect, StatusTag } from './status';
import { CONFIRM_TEXT } from '../confirmation/texts';
import { useCan } from '../staff/usePermissions';
import { CASH_TEXT } from '../cash/texts';
import { BulkActions, selectionSize } from './BulkActions';
import type { Selection } from './BulkActions';
import { OrderLink } from './OrderLink';
import { OrdersToolbar } from './OrdersToolbar';
import { ORDERS_LIST_TEXT as T } from './texts';
import { apiFilter, isFiltered, searchFromFilters, useOrderFilters } from './useOrderFilters';

/** Opens the printable invoice / delivery note in a new tab. */
export function openPrint(orderId: string) {
  window.open(`/admin/orders/${orderId}/print`, '_blank', 'noopener');
}

const NOTHING: Selection = { kind: 'ids', ids: [] };

/** Below this width the rows are cards: a table would scroll sideways on a phone. */
const CARDS_BELOW = '(max-width: 639px)';

function useNarrow(): boolean {
  const query = typeof window !== 'undefined' && window.matchMedia?.(CARDS_BELOW);
  const [narrow, setNarrow] = useState(() => Boolean(query && query.matches));
  useEffect(() => {
    if (!query) return;
    const change = () => setNarrow(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, [query]);
  return narrow;
}

/** Every order the filters match as CSV (the selection's own export is in the bulk bar). */
function exportCsvUrl(filters: Parameters<typeof apiFilter>[0]): string {
  const query = new URLSearchParams(apiFilter(filters)).toString();
  return `/api/admin/orders/export.csv${query ? `?${query}` : ''}`;
}

/**
 * /admin/orders: search, filters and sort kept in the URL (useOrderFilters), server pages with
 * the total, rows (cards on a phone) linking to each order's page, selection of rows or of all
 * matching (≤ 500) with bulk actions; inline status changes, a quick look, print, delete.
 */
export function OrdersPage() {
  const [filters, setFilters] = useOrderFilters();
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const feedback = useFeedback();
  // ?phone=… (the order drawer's link to a customer's orders).
  const [search, setSearch] = useSearchParams();
  const can = useCan();
  const narrow = useNarrow();
  // A role without the phone search (packers) lists every order instead.
  const phone = can('phoneSearch') ? (search.get('phone') ?? undefined) : undefined;
  const query: AdminOrderQuery = {
    ...Object.fromEntries(searchFromFilters({ ...filters, page: 1 })),
    page: filters.page,
    limit: LIMITS.adminPageSize,
    phone,
  };
  const orders = useAdminOrdersQuery(query);
  const stats = useAdminStatsQuery();
  const settings = useAdminSettingsQuery(undefined, { skip: !can('settings') });
  const couriers = settings.data?.couriers ?? [];
  const [remove] = useAdminDeleteOrderMutation();
  const counts = stats.data?.counts;
  const total = orders.data?.total ?? 0;
  const filterKey = `${searchFromFilters({ ...filters, page: 1 }).toString()}|${phone ?? ''}`;
  // The selection belongs to the filters it was made under: another filter starts it again.
  const [selected, setSelected] = useState<{ key: string; selection: Selection }>({
    key: filterKey,
    selection: NOTHING,
  });
  const selection = selected.key === filterKey ? selected.selection : NOTHING;
  const setSelection = (next: Selection) => setSelected({ key: filterKey, selection: next });

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

  const selectedIds = selection.kind === 'ids' ? selection.ids : [];
  const size = selectionSize(selection);
  const setIds = (ids: string[]) => setSelection({ kind: 'ids', ids });
  const toggleId = (id: string, on: boolean) =>
    setIds(on ? [...selectedIds, id] : selectedIds.filter((x) => x !== id));

  const rowActions = (o: Order) => (
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
  );

  const columns: TableColumnsType<Order> = [
    {
      title: ADMIN_TEXT.colOrderNumber,
      key: 'number',
      render: (_v, o) => (
        <OrderLink orderNumber={o.orderNumber} className="admin-nowrap orders-number">
          {o.orderNumber}
        </OrderLink>
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
    { title: ADMIN_TEXT.colActions, key: 'actions', render: (_v, o) => rowActions(o) },
  ];

  const statusLabel = filters.status.map((s) => ORDER_STATUS_LABELS[s]).join(', ');
  const empty = (
    <Empty description={ADMIN_TEXT.noOrders}>
      <Typography.Text type="secondary">
        {filters.status.length
          ? ADMIN_TEXT.noOrdersWithStatus(statusLabel)
          : isFiltered(filters)
            ? ADMIN_TEXT.noOrders
            : ADMIN_TEXT.noOrdersHint}
      </Typography.Text>
    </Empty>
  );
  const onPage = (page: number) => setFilters({ page });

  return (
    <>
      <PageHeader
        title={ADMIN_TEXT.ordersTitle}
        extra={
          <Space wrap>
            {can('export') && (
              <Button icon={<DownloadOutlined />} href={exportCsvUrl(filters)} download>
                {CASH_TEXT.exportCsv}
              </Button>
            )}
            <Card size="small" className="admin-total-card">
              <Statistic
                title={ADMIN_TEXT.totalOrders}
                value={counts?.all ?? 0}
                loading={stats.isLoading}
              />
            </Card>
          </Space>
        }
      />
      <Card className="orders-card">
        <OrdersToolbar
          filters={filters}
          onChange={setFilters}
          counts={counts}
          couriers={couriers}
        />
        {phone && (
          <Tag
            closable
            closeIcon={<span aria-label={CONFIRM_TEXT.clearCustomer}>×</span>}
            onClose={() => setSearch({})}
            className="orders-phone-tag"
          >
            {CONFIRM_TEXT.customerFilter(formatUaePhone(phone))}
          </Tag>
        )}
        <Flex className="orders-summary" gap={8} align="center" wrap>
          <Typography.Text strong data-testid="orders-total">
            {T.matching(total)}
          </Typography.Text>
          {size > 0 && (
            <>
              <Typography.Text>
                {selection.kind === 'filter' ? T.allMatchingSelected(size) : T.selected(size)}
              </Typography.Text>
              {selection.kind === 'ids' &&
                total > size &&
                (total <= ORDER_SEARCH_LIMITS.bulkMax ? (
                  <Button type="link" onClick={() => setSelection({ kind: 'filter', total })}>
                    {T.selectAllMatching(total)}
                  </Button>
                ) : (
                  <Typography.Text type="secondary">{T.tooManyToSelect}</Typography.Text>
                ))}
              <Button type="link" onClick={() => setIds([])}>
                {T.clearSelection}
              </Button>
            </>
          )}
        </Flex>
        <BulkActions
          selection={selection}
          filters={filters}
          couriers={couriers}
          onDone={() => setIds([])}
        />
        {narrow ? (
          <>
            {orders.isError && <Empty description={ADMIN_TEXT.loadFailed} />}
            {!orders.isError && orders.data?.orders.length === 0 && empty}
            <ul className="orders-cards" aria-busy={orders.isFetching}>
              {orders.data?.orders.map((o) => (
                <li key={o.id} className="orders-card-row">
                  <Checkbox
                    checked={selection.kind === 'filter' || selectedIds.includes(o.id)}
                    disabled={selection.kind === 'filter'}
                    onChange={(e) => toggleId(o.id, e.target.checked)}
                    aria-label={`Select ${o.orderNumber}`}
                    className="orders-card-check"
                  />
                  <OrderLink orderNumber={o.orderNumber} className="orders-card-link">
                    <span className="orders-card-top">
                      <strong className="orders-number">{o.orderNumber}</strong>
                      <StatusTag status={o.status} />
                    </span>
                    <span className="orders-card-bottom">
                      <span className="orders-card-customer">{o.customerName}</span>
                      <strong className="admin-nowrap">{formatAED(o.totalAED)}</strong>
                    </span>
                  </OrderLink>
                </li>
              ))}
            </ul>
            <Pagination
              current={filters.page}
              pageSize={LIMITS.adminPageSize}
              total={total}
              onChange={onPage}
              hideOnSinglePage
              simple
              className="orders-pager"
            />
          </>
        ) : (
          <Table<Order>
            rowKey="id"
            columns={columns}
            dataSource={orders.data?.orders ?? []}
            loading={orders.isFetching}
            scroll={{ x: 860 }}
            rowSelection={{
              selectedRowKeys:
                selection.kind === 'filter'
                  ? (orders.data?.orders ?? []).map((o) => o.id)
                  : selectedIds,
              preserveSelectedRowKeys: true,
              getCheckboxProps: () => ({ disabled: selection.kind === 'filter' }),
              onChange: (keys) => setIds(keys.map(String)),
            }}
            pagination={{
              current: filters.page,
              pageSize: LIMITS.adminPageSize,
              total,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: onPage,
            }}
            locale={{
              emptyText: orders.isError ? <Empty description={ADMIN_TEXT.loadFailed} /> : empty,
            }}
          />
        )}
      </Card>
      <OrderDetailsModal
        orderId={detailsId}
        onClose={() => setDetailsId(null)}
        onPrint={openPrint}
      />
    </>
  );
}
