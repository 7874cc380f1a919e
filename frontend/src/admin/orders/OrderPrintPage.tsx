import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { ADMIN_TEXT } from '../texts';
import { useGetSettingsQuery } from '../../app/catalogApi';
import { useAdminOrderQuery } from '../adminApi';
import { NavButton } from '../NavButton';
import { DeliveryNote } from './DeliveryNote';

/**
 * The printable invoice / delivery note, opened in its own tab from the orders
 * screen. It prints itself once the order is loaded; orders/print.css holds its print stylesheet.
 */
export function OrderPrintPage() {
  const { id = '' } = useParams();
  const { data: order, isError } = useAdminOrderQuery(id, { refetchOnMountOrArgChange: true });
  const { data: settings, isLoading: settingsLoading } = useGetSettingsQuery();
  const printed = useRef(false);
  const ready = Boolean(order) && !settingsLoading;

  useEffect(() => {
    if (!ready || printed.current) return;
    printed.current = true;
    document.title = `${ADMIN_TEXT.invoiceTitle} ${order?.orderNumber ?? ''}`;
    // Let the browser lay out the page (and the images) before the print dialog.
    const timer = window.setTimeout(() => window.print(), 300);
    return () => window.clearTimeout(timer);
  }, [ready, order]);

  return (
    <div className="invoice-page">
      <div className="invoice-toolbar">
        <Space>
          <NavButton icon={<ArrowLeftOutlined />} to="/admin/orders">
            {ADMIN_TEXT.backToOrders}
          </NavButton>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            disabled={!ready}
            onClick={() => window.print()}
          >
            {ADMIN_TEXT.printAgain}
          </Button>
        </Space>
      </div>
      {isError && <Alert type="error" title={ADMIN_TEXT.loadFailed} />}
      {!order && !isError && <Skeleton active />}
      {order && <DeliveryNote order={order} settings={settings} />}
    </div>
  );
}
