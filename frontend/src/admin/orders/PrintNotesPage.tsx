import { Alert, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { LIMITS } from '@freakdrop/contract';
import { ORDER_SEARCH_LIMITS } from '@freakdrop/contract/order-search';
import type { Order } from '../../api/types';
import { useGetSettingsQuery } from '../../app/catalogApi';
import { useAdminOrdersQuery } from '../adminApi';
import type { AdminOrderQuery } from '../adminApi';
import { ADMIN_TEXT } from '../texts';
import { DeliveryNote } from './DeliveryNote';
import { PrintToolbar } from './PrintToolbar';
import { ORDERS_LIST_TEXT } from './texts';
import { apiFilter, filtersFromSearch } from './useOrderFilters';
import { usePrintWhenReady } from './usePrintWhenReady';

const PAGE = LIMITS.ordersMaxPageSize;
/** Requests of PAGE orders that cover the most a selection may hold. */
const PAGES = Math.ceil(ORDER_SEARCH_LIMITS.bulkMax / PAGE);

/**
 * /admin/orders/print?ids=… or ?<the list's filters>: the delivery notes of a selection on one
 * printable page, one note per sheet (print.css), newest first; it prints itself once loaded.
 */
export function PrintNotesPage() {
  const [search] = useSearchParams();
  const ids = (search.get('ids') ?? '').split(',').filter(Boolean);
  const filter = apiFilter(filtersFromSearch(search));
  const queries: AdminOrderQuery[] = Array.from({ length: PAGES }, (_, i) =>
    ids.length
      ? { ids: ids.slice(i * PAGE, (i + 1) * PAGE).join(','), limit: PAGE }
      : { ...filter, page: i + 1, limit: PAGE },
  );
  const first = useAdminOrdersQuery(queries[0]);
  const total = first.data?.total ?? 0;
  const needed = ids.length ? Math.ceil(ids.length / PAGE) : Math.ceil(total / PAGE);
  const rest = [
    useAdminOrdersQuery(queries[1], { skip: !first.data || needed < 2 }),
    useAdminOrdersQuery(queries[2], { skip: !first.data || needed < 3 }),
    useAdminOrdersQuery(queries[3], { skip: !first.data || needed < 4 }),
    useAdminOrdersQuery(queries[4], { skip: !first.data || needed < 5 }),
  ].slice(0, PAGES - 1);
  const { data: settings, isLoading: settingsLoading } = useGetSettingsQuery();
  const pages = [first, ...rest].slice(0, Math.max(1, Math.min(needed, PAGES)));
  const isError = pages.some((p) => p.isError);
  const ready = !settingsLoading && pages.every((p) => p.data);
  const orders: Order[] = ready ? pages.flatMap((p) => p.data?.orders ?? []) : [];
  usePrintWhenReady(ready && orders.length > 0 ? ORDERS_LIST_TEXT.printTitle(orders.length) : null);

  return (
    <div className="invoice-page">
      <PrintToolbar ready={ready} wrap>
        {ready && <Typography.Text>{ORDERS_LIST_TEXT.printTitle(orders.length)}</Typography.Text>}
      </PrintToolbar>
      {isError && <Alert type="error" title={ADMIN_TEXT.loadFailed} />}
      {!ready && !isError && <Skeleton active />}
      {ready && orders.length === 0 && <Alert type="info" title={ADMIN_TEXT.noOrders} />}
      <div className="invoice-sheets">
        {orders.map((order) => (
          <DeliveryNote key={order.id} order={order} settings={settings} />
        ))}
      </div>
    </div>
  );
}
