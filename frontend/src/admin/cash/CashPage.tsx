/**
 * /admin/cash: the cash of delivered orders per courier, what was handed over and
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
import { useState } from 'react';
import type { CourierCash, OutstandingOrder, Remittance } from '../../api/types';
import { DELIVERY_LIMITS, fromFils, LIMITS, toFils } from '@freakdrop/contract';
import { formatAED, formatShopDate } from '../../components/format';
import { useFeedback } from '../feedback';
import { PageHeader } from '../PageHeader';
import {
  useAdminCashOutstandingQuery,
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
  { title: CASH_TEXT.colOutstandingOrders, dataIndex: 'outstandingOrders', key: 'waiting' },
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

type Selection = { all: true } | { all: false; orders: Map<string, OutstandingOrder> };
const NONE: Selection = { all: false, orders: new Map() };

/**
 * A courier's outstanding orders, page by page from the server (with an order-number search):
 * staff tick some (kept across pages) or select all of them, which the server resolves against
 * the count and amount shown, so the browser never holds or sends thousands of ids.
 */
function RecordRemittance({ couriers }: { couriers: string[] }) {
  const feedback = useFeedback();
  const [courier, setCourier] = useState<string | undefined>();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState<Selection>(NONE);
  const [note, setNote] = useState('');
  const pageSize = DELIVERY_LIMITS.outstandingPageSize;
  const outstanding = useAdminCashOutstandingQuery(
    { courier: courier ?? '', q: q || undefined, page, limit: pageSize },
    { skip: !courier },
  );
  const [record, { isLoading }] = useAdminRecordRemittanceMutation();
  const data = courier ? outstanding.data : undefined;
  const figures = data?.outstanding;
  const rows = data?.orders ?? [];
  const picked = selection.all ? [] : [...selection.orders.values()];
  const pickedFils = picked.reduce((sum, o) => sum + toFils(o.totalAED), 0);
  const max = DELIVERY_LIMITS.remittanceOrdersMax;
  const tooMany = !selection.all && picked.length > max;
  const canRecord = selection.all ? (figures?.orders ?? 0) > 0 : picked.length > 0 && !tooMany;

  const toggle = (changed: OutstandingOrder[], on: boolean) =>
    setSelection((current) => {
      const orders = new Map(current.all ? [] : current.orders);
      for (const o of changed) {
        if (on) orders.set(o.id, o);
        else orders.delete(o.id);
      }
      return { all: false, orders };
    });

  const columns: TableColumnsType<OutstandingOrder> = [
    { title: CASH_TEXT.colOrder, dataIndex: 'orderNumber', key: 'number' },
    {
      title: CASH_TEXT.colDeliveredAt,
      key: 'date',
      render: (_v, o) => formatShopDate(o.createdAt),
    },
    { title: CASH_TEXT.colTotal, key: 'total', render: (_v, o) => formatAED(o.totalAED) },
  ];

  async function submit() {
    if (!courier || !canRecord) return;
    try {
      const done = await record({
        courier,
        ...(selection.all && figures
          ? { allOutstanding: figures }
          : { orderIds: picked.map((o) => o.id) }),
        ...(note.trim() ? { note: note.trim() } : {}),
      }).unwrap();
      feedback.success(CASH_TEXT.recorded(formatAED(done.amountAED)));
      setSelection(NONE);
      setNote('');
      setPage(1);
    } catch (error) {
      // OUTSTANDING_CHANGED names the current figures; the list and figures reload meanwhile.
      feedback.error(error, CASH_TEXT.failedRecord);
    }
  }

  return (
    <Card title={CASH_TEXT.recordTitle} style={{ marginTop: 24 }}>
      <Typography.Paragraph type="secondary">{CASH_TEXT.recordHint}</Typography.Paragraph>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Select<string>
            value={courier}
            onChange={(v) => {
              setCourier(v);
              setSelection(NONE);
              setQ('');
              setPage(1);
            }}
            placeholder={CASH_TEXT.chooseCourier}
            aria-label={CASH_TEXT.chooseCourier}
            options={couriers.map((c) => ({ value: c, label: c }))}
            style={{ minWidth: 240 }}
          />
          {courier && figures && (
            <Typography.Text strong data-testid="courier-outstanding">
              {CASH_TEXT.courierOutstanding(figures.orders, formatAED(figures.amountAED))}
            </Typography.Text>
          )}
        </Space>
        {courier && (
          <Space wrap>
            <Input.Search
              key={courier}
              allowClear
              placeholder={CASH_TEXT.search}
              aria-label={CASH_TEXT.search}
              maxLength={DELIVERY_LIMITS.outstandingSearchMax}
              onSearch={(value) => {
                setQ(value.trim());
                setPage(1);
              }}
              style={{ width: 260 }}
            />
            {figures && figures.orders > 0 && !selection.all && (
              <Button onClick={() => setSelection({ all: true })}>
                {CASH_TEXT.selectAll(figures.orders, formatAED(figures.amountAED))}
              </Button>
            )}
            {(selection.all || picked.length > 0) && (
              <Button onClick={() => setSelection(NONE)}>{CASH_TEXT.clearSelection}</Button>
            )}
          </Space>
        )}
        {courier && (
          <Table<OutstandingOrder>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={rows}
            loading={outstanding.isFetching}
            pagination={{
              current: page,
              pageSize,
              total: data?.total ?? 0,
              onChange: setPage,
              showSizeChanger: false,
              hideOnSinglePage: true,
            }}
            rowSelection={{
              selectedRowKeys: selection.all ? rows.map((o) => o.id) : [...selection.orders.keys()],
              preserveSelectedRowKeys: true,
              getCheckboxProps: () => ({ disabled: selection.all }),
              onSelect: (o, on) => toggle([o], on),
              onSelectAll: (on, _rows, changed) => toggle(changed, on),
            }}
            locale={{ emptyText: <Empty description={CASH_TEXT.nothingToRemit} /> }}
          />
        )}
        {courier && figures && figures.orders > 0 && (
          <>
            <Input
              value={note}
              onChange={(e) => setNote(e.target.value)}
              placeholder={CASH_TEXT.note}
              aria-label={CASH_TEXT.note}
              maxLength={DELIVERY_LIMITS.remittanceNoteMax}
            />
            <Space wrap>
              <Button
                type="primary"
                onClick={() => void submit()}
                loading={isLoading}
                disabled={!canRecord}
              >
                {CASH_TEXT.record}
              </Button>
              <Typography.Text data-testid="remit-selection">
                {selection.all && figures
                  ? CASH_TEXT.allSelected(figures.orders, formatAED(figures.amountAED))
                  : CASH_TEXT.selected(picked.length, formatAED(fromFils(pickedFils)))}
              </Typography.Text>
              {tooMany && <Typography.Text type="danger">{CASH_TEXT.tooMany(max)}</Typography.Text>}
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
