import { CarOutlined, DownloadOutlined, PrinterOutlined, SwapOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, List, Modal, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  CONFIRMATION_LIMITS,
  MSG,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  STATUS_PERMISSION,
  STATUS_REASONS,
  STATUS_REASON_LABELS,
} from '@freakdrop/contract';
import type { OrderStatus, StatusReason } from '@freakdrop/contract';
import type { BulkOrderRequest, BulkOrderResponse } from '../../api/types';
import { useAdminBulkOrdersMutation } from '../adminApi';
import { useFeedback } from '../feedback';
import { useCan } from '../staff/usePermissions';
import { StatusTag } from './status';
import { ORDERS_LIST_TEXT as T } from './texts';
import { apiFilter } from './useOrderFilters';
import type { OrderFilters } from './useOrderFilters';

/** The rows ticked, or every order matching the filters (at most 500). */
export type Selection = { kind: 'ids'; ids: string[] } | { kind: 'filter'; total: number };

export function selectionSize(selection: Selection): number {
  return selection.kind === 'ids' ? selection.ids.length : selection.total;
}

/** The selection as the URL query of the print page and the CSV export. */
export function selectionQuery(selection: Selection, filters: OrderFilters): string {
  const query =
    selection.kind === 'ids'
      ? new URLSearchParams({ ids: selection.ids.join(',') })
      : new URLSearchParams(apiFilter(filters));
  return query.toString();
}

interface StatusForm {
  status?: OrderStatus;
  reason?: StatusReason;
  note?: string;
  courier?: string;
}

/**
 * The bar over a selection: change status (with a reason and note, as one by one), assign a
 * courier, print the delivery notes (one page, one note per sheet), export CSV; then what
 * happened to each order — done, or refused and why.
 */
export function BulkActions({
  selection,
  filters,
  couriers,
  onDone,
}: {
  selection: Selection;
  filters: OrderFilters;
  couriers: string[];
  onDone: () => void;
}) {
  const can = useCan();
  const feedback = useFeedback();
  const [run, { isLoading }] = useAdminBulkOrdersMutation();
  const [dialog, setDialog] = useState<'status' | 'courier' | null>(null);
  const [results, setResults] = useState<BulkOrderResponse['results'] | null>(null);
  const [form] = Form.useForm<StatusForm>();
  const status = Form.useWatch('status', form);
  const size = selectionSize(selection);
  const query = selectionQuery(selection, filters);
  const target: Pick<BulkOrderRequest, 'ids' | 'filter'> =
    selection.kind === 'ids' ? { ids: selection.ids } : { filter: filtersBody(filters) };
  const settable = ORDER_STATUSES.filter((s) => can(STATUS_PERMISSION[s]));

  async function submit(values: StatusForm) {
    const body: BulkOrderRequest =
      dialog === 'courier'
        ? { ...target, action: 'courier', courier: values.courier }
        : {
            ...target,
            action: 'status',
            status: values.status,
            ...(values.reason ? { reason: values.reason } : {}),
            ...(values.note?.trim() ? { note: values.note.trim() } : {}),
            ...(values.courier ? { courier: values.courier } : {}),
          };
    try {
      const answer = await run(body).unwrap();
      setDialog(null);
      form.resetFields();
      setResults(answer.results);
      onDone();
    } catch (error) {
      feedback.error(error, MSG.failedUpdateOrderStatus);
    }
  }

  const done = results?.filter((r) => r.ok).length ?? 0;
  const refused = (results?.length ?? 0) - done;

  return (
    <>
      {/* The bar shows with a selection; the results stay after it is cleared. */}
      {size > 0 && (
        <Flex gap={8} wrap className="orders-bulk-actions">
          {settable.length > 0 && (
            <Button icon={<SwapOutlined />} onClick={() => setDialog('status')}>
              {T.changeStatus}
            </Button>
          )}
          {can('delivery') && couriers.length > 0 && (
            <Button icon={<CarOutlined />} onClick={() => setDialog('courier')}>
              {T.assignCourier}
            </Button>
          )}
          {can('delivery') && (
            <Button
              icon={<PrinterOutlined />}
              href={`/admin/orders/print?${query}`}
              target="_blank"
              rel="noopener"
            >
              {T.printNotes}
            </Button>
          )}
          {can('export') && (
            <Button
              icon={<DownloadOutlined />}
              href={`/api/admin/orders/export.csv?${query}`}
              download
            >
              {T.exportCsv}
            </Button>
          )}
        </Flex>
      )}

      <Modal
        open={dialog !== null}
        title={dialog === 'courier' ? T.bulkCourierTitle(size) : T.bulkStatusTitle(size)}
        okText={T.apply}
        confirmLoading={isLoading}
        onOk={() => form.submit()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form<StatusForm> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          {dialog === 'status' && (
            <>
              <Form.Item
                name="status"
                label={T.newStatus}
                rules={[{ required: true, message: T.newStatus }]}
              >
                <Select<OrderStatus>
                  options={settable.map((s) => ({
                    value: s,
                    label: <StatusTag status={s} />,
                    title: ORDER_STATUS_LABELS[s],
                  }))}
                />
              </Form.Item>
              <Form.Item name="reason" label={T.reasonOptional}>
                <Select<StatusReason>
                  allowClear
                  options={STATUS_REASONS.map((r) => ({
                    value: r,
                    label: STATUS_REASON_LABELS[r],
                  }))}
                />
              </Form.Item>
              <Form.Item name="note" label={T.noteOptional}>
                <Input.TextArea maxLength={CONFIRMATION_LIMITS.statusNoteMax} rows={2} />
              </Form.Item>
            </>
          )}
          {(dialog === 'courier' || status === 'OUT_FOR_DELIVERY') && couriers.length > 0 && (
            <Form.Item
              name="courier"
              label={T.courier}
              rules={dialog === 'courier' ? [{ required: true, message: T.courier }] : []}
            >
              <Select<string> allowClear options={couriers.map((c) => ({ value: c, label: c }))} />
            </Form.Item>
          )}
        </Form>
      </Modal>

      <Modal
        open={results !== null}
        title={T.resultsTitle}
        onCancel={() => setResults(null)}
        onOk={() => setResults(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Alert
          type={refused ? 'warning' : 'success'}
          title={T.resultsSummary(done, refused)}
          className="orders-results-summary"
        />
        <List
          size="small"
          className="orders-results"
          dataSource={results ?? []}
          renderItem={(r) => (
            <List.Item>
              <Flex vertical gap={2}>
                <Flex gap={8} align="center" wrap>
                  <Typography.Text strong>{r.orderNumber ?? T.unknownOrder}</Typography.Text>
                  <Tag color={r.ok ? 'green' : 'red'}>{r.ok ? T.done : T.refused}</Tag>
                </Flex>
                {!r.ok && r.message && (
                  <Typography.Text type="secondary">{r.message}</Typography.Text>
                )}
              </Flex>
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}

/** The list's filters as the bulk body's `filter` (lists as arrays). */
function filtersBody(filters: OrderFilters): BulkOrderRequest['filter'] {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status.length ? { status: filters.status } : {}),
    ...(filters.city.length ? { city: filters.city } : {}),
    ...(filters.courier.length ? { courier: filters.courier } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}
