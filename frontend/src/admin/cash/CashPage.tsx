/**
 * /admin/cash (issue #16): the cash of delivered orders per courier, what was handed over and
 * what is still with them; staff tick a courier's delivered orders and record a remittance
 * (the server computes the amount); past remittances, newest first.
 */
import {
  Button,
  Card,
  Col,
  Empty,
  Input,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import type { CourierCash, Order, Remittance } from '@contract';
import { fromFils, LIMITS, toFils } from '@contract';
import { formatAED, formatShopDate } from '../../components/format';
import { useAdminOrdersQuery } from '../adminApi';
import { useFeedback } from '../feedback';
import { PageHeader } from '../PageHeader';
import {
  useAdminCashQuery,
  useAdminRecordRemittanceMutation,
  useAdminRemittancesQuery,
} from './cashApi';
import { CASH_TEXT } from './texts';

const ledgerColumns: TableColumnsType<CourierCash> = [
  {
    title: CASH_TEXT.colCourier,
    key: 'courier',
    render: (_v, c) =>
      c.courier ?? <Typography.Text type="secondary">{CASH_TEXT.noCourier}</Typography.Text>,
  },
  { title: CASH_TEXT.colDelivered, dataIndex: 'deliveredOrders', key: 'orders' },
  { title: CASH_TEXT.collected, key: 'collected', render: (_v, c) => formatAED(c.collectedAED) },
  { title: CASH_TEXT.remitted, key: 'remitted', render: (_v, c) => formatAED(c.remittedAED) },
  {
    title: CASH_TEXT.outstanding,
    key: 'outstanding',
    render: (_v, c) => <Typography.Text strong>{formatAED(c.outstandingAED)}</Typography.Text>,
  },
];

const remittanceColumns: TableColumnsType<Remittance> = [
  { title: CASH_TEXT.colDate, key: 'date', render: (_v, r) => formatShopDate(r.createdAt) },
  { title: CASH_TEXT.colCourier, dataIndex: 'courier', key: 'courier' },
  { title: CASH_TEXT.colAmount, key: 'amount', render: (_v, r) => formatAED(r.amountAED) },
  { title: CASH_TEXT.colOrders, key: 'orders', render: (_v, r) => r.orderIds.length },
  { title: CASH_TEXT.colBy, dataIndex: 'by', key: 'by' },
  { title: CASH_TEXT.colNote, key: 'note', render: (_v, r) => r.note ?? '' },
];

function RecordRemittance({ couriers }: { couriers: string[] }) {
  const feedback = useFeedback();
  const [courier, setCourier] = useState<string | undefined>();
  const [selected, setSelected] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const delivered = useAdminOrdersQuery({ status: 'DELIVERED', limit: LIMITS.ordersMaxPageSize });
  const [record, { isLoading }] = useAdminRecordRemittanceMutation();
  const waiting = useMemo(
    () =>
      (delivered.data?.orders ?? []).filter((o) => o.courier === courier && o.remittedAt === null),
    [delivered.data, courier],
  );
  const selectedFils = waiting
    .filter((o) => selected.includes(o.id))
    .reduce((sum, o) => sum + toFils(o.totalAED), 0);

  const columns: TableColumnsType<Order> = [
    { title: CASH_TEXT.colOrder, dataIndex: 'orderNumber', key: 'number' },
    {
      title: CASH_TEXT.colDeliveredAt,
      key: 'date',
      render: (_v, o) => formatShopDate(o.createdAt),
    },
    { title: CASH_TEXT.colTotal, key: 'total', render: (_v, o) => formatAED(o.totalAED) },
  ];

  async function submit() {
    if (!courier || selected.length === 0) return;
    try {
      const done = await record({
        courier,
        orderIds: selected,
        ...(note.trim() ? { note: note.trim() } : {}),
      }).unwrap();
      feedback.success(CASH_TEXT.recorded(formatAED(done.amountAED)));
      setSelected([]);
      setNote('');
    } catch (error) {
      feedback.error(error, CASH_TEXT.failedRecord);
    }
  }

  return (
    <Card title={CASH_TEXT.recordTitle} style={{ marginTop: 24 }}>
      <Typography.Paragraph type="secondary">{CASH_TEXT.recordHint}</Typography.Paragraph>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Select<string>
          value={courier}
          onChange={(v) => {
            setCourier(v);
            setSelected([]);
          }}
          placeholder={CASH_TEXT.chooseCourier}
          aria-label={CASH_TEXT.chooseCourier}
          options={couriers.map((c) => ({ value: c, label: c }))}
          style={{ minWidth: 240 }}
        />
        {courier && (
          <Table<Order>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={waiting}
            loading={delivered.isFetching}
            pagination={false}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys.map(String)),
            }}
            locale={{ emptyText: <Empty description={CASH_TEXT.nothingToRemit} /> }}
          />
        )}
        {courier && waiting.length > 0 && (
          <>
            <Input
              value={note}
              onChange={(e) => setNote(e.target.value)}
              placeholder={CASH_TEXT.note}
              aria-label={CASH_TEXT.note}
              maxLength={500}
            />
            <Space>
              <Button
                type="primary"
                onClick={() => void submit()}
                loading={isLoading}
                disabled={selected.length === 0}
              >
                {CASH_TEXT.record}
              </Button>
              <Typography.Text data-testid="remit-selection">
                {CASH_TEXT.selected(selected.length, formatAED(fromFils(selectedFils)))}
              </Typography.Text>
            </Space>
          </>
        )}
      </Space>
    </Card>
  );
}

export function CashPage() {
  const ledger = useAdminCashQuery();
  const remittances = useAdminRemittancesQuery();
  const data = ledger.data;
  const couriers = (data?.couriers ?? [])
    .map((c) => c.courier)
    .filter((c): c is string => c !== null);
  return (
    <>
      <PageHeader title={CASH_TEXT.cashTitle} />
      <Row gutter={[16, 16]}>
        {(
          [
            ['collected', CASH_TEXT.collected, data?.collectedAED],
            ['remitted', CASH_TEXT.remitted, data?.remittedAED],
            ['outstanding', CASH_TEXT.outstanding, data?.outstandingAED],
          ] as const
        ).map(([key, title, value]) => (
          <Col xs={24} md={8} key={key}>
            <Card data-testid={`cash-${key}`}>
              <Statistic title={title} value={formatAED(value ?? 0)} loading={ledger.isLoading} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card style={{ marginTop: 24 }}>
        <Table<CourierCash>
          rowKey={(c) => c.courier ?? ''}
          columns={ledgerColumns}
          dataSource={data?.couriers ?? []}
          loading={ledger.isFetching}
          pagination={false}
        />
      </Card>
      <RecordRemittance couriers={couriers} />
      <Card title={CASH_TEXT.pastRemittances} style={{ marginTop: 24 }}>
        <Table<Remittance>
          rowKey="id"
          columns={remittanceColumns}
          dataSource={remittances.data?.remittances ?? []}
          loading={remittances.isFetching}
          pagination={{ pageSize: LIMITS.adminPageSize, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty description={CASH_TEXT.noRemittances} /> }}
        />
      </Card>
    </>
  );
}
