/**
 * Order table columns that the orders screen and the confirmation queue show alike: the
 * customer (name, phone, city) and the order total.
 */
import { Space, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import type { Order } from '../../api/types';
import { formatAED, formatUaePhone } from '../../components/format';
import { ADMIN_TEXT } from '../texts';

export const customerColumn: TableColumnType<Order> = {
  title: ADMIN_TEXT.colCustomer,
  key: 'customer',
  width: 190,
  render: (_v, o) => (
    <Space orientation="vertical" size={0}>
      <Typography.Text strong>{o.customerName}</Typography.Text>
      <Typography.Text type="secondary" className="admin-nowrap">
        {formatUaePhone(o.phone)}
      </Typography.Text>
      <Typography.Text type="secondary">{o.city}</Typography.Text>
    </Space>
  ),
};

export const totalColumn: TableColumnType<Order> = {
  title: ADMIN_TEXT.colTotal,
  key: 'total',
  render: (_v, o) => (
    <Typography.Text strong className="admin-nowrap">
      {formatAED(o.totalAED)}
    </Typography.Text>
  ),
};
