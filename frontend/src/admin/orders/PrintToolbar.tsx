import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { NavButton } from '../NavButton';
import { ADMIN_TEXT } from '../texts';

/** A print page's toolbar (hidden on paper): back to the orders, print again, and `children`. */
export function PrintToolbar({
  ready,
  wrap,
  children,
}: {
  ready: boolean;
  wrap?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="invoice-toolbar">
      <Space wrap={wrap}>
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
        {children}
      </Space>
    </div>
  );
}
