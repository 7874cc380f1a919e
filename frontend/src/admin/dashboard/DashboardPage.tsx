import { Alert, Card, Col, Row, Space, Statistic, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ShopLink } from '../../components/ShopLink';
import type { Order, Product } from '../../api/types';
import { LIMITS } from '@freakdrop/contract';
import { ADMIN_TEXT } from '../texts';
import { formatAED, formatShopDate } from '../../components/format';
import { useGetProductsQuery } from '../../app/catalogApi';
import { useAdminStatsQuery } from '../adminApi';
import { PageHeader } from '../PageHeader';
import { useCan } from '../staff/usePermissions';
import { ListRow, RowList } from '../RowList';
import { StatusTag } from '../orders/status';
import { StockBadge } from '../products/StockBadge';
import { lowVariants, VARIANT_TEXT } from '../products/variantStock';
import { DailyChart } from './DailyChart';
import { RatesCard } from '../confirmation/RatesCard';

const orderColumns: TableColumnsType<Order> = [
  {
    title: ADMIN_TEXT.colOrderNumber,
    key: 'number',
    render: (_v, o) => <span className="admin-nowrap">{o.orderNumber}</span>,
  },
  { title: ADMIN_TEXT.colCustomer, dataIndex: 'customerName', responsive: ['md'] },
  {
    title: ADMIN_TEXT.colTotal,
    key: 'total',
    render: (_v, o) => <span className="admin-nowrap">{formatAED(o.totalAED)}</span>,
  },
  {
    title: ADMIN_TEXT.colStatus,
    key: 'status',
    render: (_v, o) => <StatusTag status={o.status} />,
  },
  {
    title: ADMIN_TEXT.colDate,
    key: 'date',
    responsive: ['lg'],
    render: (_v, o) => formatShopDate(o.createdAt),
  },
];

function ProductRow({ product }: { product: Product }) {
  return (
    <ListRow
      extra={<StockBadge product={product} />}
      avatar={
        product.images[0] ? (
          <img className="admin-thumb admin-thumb-sm" src={product.images[0]} alt={product.title} />
        ) : undefined
      }
      title={product.title}
      description={
        lowVariants(product)
          ? `${formatAED(product.salePriceAED ?? product.priceAED)} · ${VARIANT_TEXT.lowVariants(lowVariants(product))}`
          : formatAED(product.salePriceAED ?? product.priceAED)
      }
    />
  );
}

/**
 * /admin: totals over all orders from the server, not the 5 rows it lists. The menu (side or
 * drawer) leads to the other screens and holds Logout: the page repeats neither.
 */
export function DashboardPage() {
  const stats = useAdminStatsQuery(undefined, { refetchOnMountOrArgChange: true });
  const products = useGetProductsQuery({ limit: LIMITS.dashboardItems });
  const can = useCan();
  const s = stats.data;

  const cards = [
    { title: ADMIN_TEXT.statOrders, value: s?.counts.all ?? 0 },
    { title: ADMIN_TEXT.statPending, value: s?.counts.PENDING ?? 0 },
    { title: ADMIN_TEXT.statDelivered, value: s?.counts.DELIVERED ?? 0 },
    {
      title: ADMIN_TEXT.statRevenue,
      value: formatAED(s?.revenueAED ?? 0),
      hint: ADMIN_TEXT.statRevenueHint,
    },
    {
      title: ADMIN_TEXT.statOpenValue,
      value: formatAED(s?.openValueAED ?? 0),
      hint: ADMIN_TEXT.statOpenValueHint,
    },
  ];

  return (
    <>
      <PageHeader title={ADMIN_TEXT.dashboardTitle} />
      {stats.isError && (
        <Alert type="error" showIcon title={ADMIN_TEXT.loadFailed} style={{ marginBottom: 16 }} />
      )}

      <Row gutter={[16, 16]}>
        {cards.map((c) => (
          <Col key={c.title} xs={12} md={8} xl={{ flex: '20%' }}>
            <Card size="small" className="admin-stat">
              <Statistic title={c.title} value={c.value} loading={stats.isLoading} />
              {c.hint && (
                <Typography.Text type="secondary" className="admin-hint">
                  {c.hint}
                </Typography.Text>
              )}
            </Card>
          </Col>
        ))}
      </Row>

      <RatesCard rates={stats.data?.rates} loading={stats.isLoading} />
      <Card title={ADMIN_TEXT.chartTitle} style={{ marginTop: 16 }} loading={stats.isLoading}>
        <DailyChart days={s?.daily ?? []} />
      </Card>

      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={14}>
          <Card
            title={ADMIN_TEXT.recentOrders}
            extra={<ShopLink to="/admin/orders">{ADMIN_TEXT.viewAll}</ShopLink>}
          >
            <Table<Order>
              rowKey="id"
              size="small"
              columns={orderColumns}
              dataSource={s?.recentOrders.slice(0, LIMITS.dashboardItems) ?? []}
              loading={stats.isLoading}
              pagination={false}
              locale={{ emptyText: ADMIN_TEXT.noOrdersHint }}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card
              title={ADMIN_TEXT.recentProducts}
              extra={
                can('catalog') && <ShopLink to="/admin/products">{ADMIN_TEXT.viewAll}</ShopLink>
              }
            >
              <RowList
                loading={products.isLoading}
                items={products.data?.products ?? []}
                empty={ADMIN_TEXT.noProducts}
                renderRow={(p) => <ProductRow key={p.id} product={p} />}
              />
            </Card>
            <Card title={ADMIN_TEXT.lowStockTitle}>
              <RowList
                loading={stats.isLoading}
                items={s?.lowStockProducts ?? []}
                empty={ADMIN_TEXT.lowStockEmpty}
                renderRow={(p) => <ProductRow key={p.id} product={p} />}
              />
            </Card>
          </Space>
        </Col>
      </Row>
    </>
  );
}
