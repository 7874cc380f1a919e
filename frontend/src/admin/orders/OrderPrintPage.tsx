import { Alert, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { ADMIN_TEXT } from '../texts';
import { useGetSettingsQuery } from '../../app/catalogApi';
import { useAdminOrderQuery } from '../adminApi';
import { DeliveryNote } from './DeliveryNote';
import { PrintToolbar } from './PrintToolbar';
import { usePrintWhenReady } from './usePrintWhenReady';

/**
 * The printable invoice / delivery note, opened in its own tab from the orders
 * screen. It prints itself once the order is loaded; orders/print.css holds its print stylesheet.
 */
export function OrderPrintPage() {
  const { id = '' } = useParams();
  const { data: order, isError } = useAdminOrderQuery(id, { refetchOnMountOrArgChange: true });
  const { data: settings, isLoading: settingsLoading } = useGetSettingsQuery();
  const ready = Boolean(order) && !settingsLoading;
  usePrintWhenReady(ready ? `${ADMIN_TEXT.invoiceTitle} ${order?.orderNumber ?? ''}` : null);

  return (
    <div className="invoice-page">
      <PrintToolbar ready={ready} />
      {isError && <Alert type="error" title={ADMIN_TEXT.loadFailed} />}
      {!order && !isError && <Skeleton active />}
      {order && <DeliveryNote order={order} settings={settings} />}
    </div>
  );
}
