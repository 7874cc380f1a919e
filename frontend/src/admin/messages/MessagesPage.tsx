/**
 * /admin/messages: every message of the outbox, newest first, filtered by status, channel, order
 * and days (kept in the address); a failed one can be sent again. Below 768 px each message is a
 * card, so a phone never scrolls sideways.
 */
import { RedoOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Flex, Grid, Input, Pagination, Select, Skeleton } from 'antd';
import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router-dom';
import {
  LIMITS,
  MESSAGE_CHANNELS,
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_EVENT_LABELS,
  MESSAGE_STATUSES,
  MESSAGE_STATUS_LABELS,
} from '@freakdrop/contract';
import { MessageStatusTag } from './MessageStatusTag';
import type { MessageStatus } from '@freakdrop/contract';
import type { OutboxMessage } from '../../api/types';
import { formatShopDate } from '../../components/format';
import { ShopLink } from '../../components/ShopLink';
import { useFeedback } from '../feedback';
import { PageHeader } from '../PageHeader';
import { ADMIN_TEXT } from '../texts';
import { PagedTable } from '../tables';
import { readFilters, writeFilters } from './filters';
import type { MessageFilters } from './filters';
import { useAdminMessagesQuery, useResendMessageMutation } from './messagesApi';
import { MESSAGES_TEXT } from './texts';

/** The order's own page in the console. */
export const orderLink = (orderNumber: string) => (
  <ShopLink to={`/admin/orders/${encodeURIComponent(orderNumber)}`} className="admin-nowrap">
    {orderNumber}
  </ShopLink>
);

/** Resend, on a failed message only: asks first, then queues it again and refreshes the list. */
function ResendButton({ message }: { message: OutboxMessage }) {
  const [resend, { isLoading }] = useResendMessageMutation();
  const { modal } = App.useApp();
  const feedback = useFeedback();
  if (message.status !== 'failed') return null;
  const event = MESSAGE_EVENT_LABELS[message.event];
  return (
    <Button
      icon={<RedoOutlined />}
      loading={isLoading}
      aria-label={MESSAGES_TEXT.resendLabel(event, message.recipient)}
      onClick={() =>
        void modal.confirm({
          title: MESSAGES_TEXT.resendConfirm(event, message.recipient),
          okText: MESSAGES_TEXT.resend,
          cancelText: MESSAGES_TEXT.keep,
          // The dialog closes once the answer is in; the list then reads again (tags).
          onOk: () =>
            resend(message.id)
              .unwrap()
              .then(
                () => feedback.success(MESSAGES_TEXT.resent),
                (error: unknown) => feedback.error(error, MESSAGES_TEXT.resendFailed),
              ),
        })
      }
    >
      {MESSAGES_TEXT.resend}
    </Button>
  );
}

const lastError = (m: OutboxMessage) =>
  m.lastError ? (
    <Typography.Text type="danger" className="admin-message-error">
      {m.lastError}
    </Typography.Text>
  ) : null;

const columns: TableColumnsType<OutboxMessage> = [
  {
    title: MESSAGES_TEXT.colStatus,
    key: 'status',
    // Resend sits under a failed message's status: the table fits 1280 px without scrolling.
    render: (_v, m) => (
      <Flex vertical align="start" gap={6}>
        <MessageStatusTag status={m.status} />
        <ResendButton message={m} />
      </Flex>
    ),
  },
  {
    title: MESSAGES_TEXT.colChannel,
    key: 'channel',
    render: (_v, m) => MESSAGE_CHANNEL_LABELS[m.channel],
  },
  {
    title: MESSAGES_TEXT.colEvent,
    key: 'event',
    render: (_v, m) => MESSAGE_EVENT_LABELS[m.event],
  },
  {
    title: MESSAGES_TEXT.colOrder,
    key: 'order',
    render: (_v, m) => (m.orderNumber ? orderLink(m.orderNumber) : '—'),
  },
  {
    title: MESSAGES_TEXT.colRecipient,
    key: 'recipient',
    render: (_v, m) => <span dir="ltr">{m.recipient}</span>,
  },
  { title: MESSAGES_TEXT.colTries, key: 'tries', dataIndex: 'tries' },
  {
    title: MESSAGES_TEXT.colLastError,
    key: 'lastError',
    render: (_v, m) => <div className="admin-message-error-cell">{lastError(m)}</div>,
  },
  {
    title: MESSAGES_TEXT.colTime,
    key: 'time',
    render: (_v, m) => formatShopDate(m.createdAt),
  },
];

/** A message as a card: the phone's view of one row. */
function MessageCard({ message: m }: { message: OutboxMessage }) {
  return (
    <li className="admin-message-card" data-testid="message-card">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <MessageStatusTag status={m.status} />
        <Typography.Text type="secondary">{formatShopDate(m.createdAt)}</Typography.Text>
      </Flex>
      <Typography.Text strong>
        {MESSAGE_EVENT_LABELS[m.event]} · {MESSAGE_CHANNEL_LABELS[m.channel]}
      </Typography.Text>
      <Typography.Text>
        {m.orderNumber && <>{orderLink(m.orderNumber)} · </>}
        <span dir="ltr">{m.recipient}</span>
      </Typography.Text>
      <Typography.Text type="secondary">{MESSAGES_TEXT.tries(m.tries)}</Typography.Text>
      {lastError(m)}
      <ResendButton message={m} />
    </li>
  );
}

function MessageCards({
  query,
  page,
  onPage,
}: {
  query: {
    data?: { messages: OutboxMessage[]; total: number };
    isLoading: boolean;
    isError: boolean;
  };
  page: number;
  onPage: (page: number) => void;
}) {
  const rows = query.data?.messages ?? [];
  if (query.isLoading) return <Skeleton active />;
  if (rows.length === 0) {
    return <Empty description={query.isError ? ADMIN_TEXT.loadFailed : MESSAGES_TEXT.noMessages} />;
  }
  return (
    <>
      <ul className="admin-message-cards">
        {rows.map((m) => (
          <MessageCard key={m.id} message={m} />
        ))}
      </ul>
      <Pagination
        simple
        hideOnSinglePage
        current={page}
        pageSize={LIMITS.adminPageSize}
        total={query.data?.total ?? 0}
        onChange={onPage}
      />
    </>
  );
}

/** The filter bar: each change goes to the address and back to the first page. */
function Filters({
  filters,
  onChange,
}: {
  filters: MessageFilters;
  onChange: (next: MessageFilters) => void;
}) {
  const set = (changes: Partial<MessageFilters>) => onChange({ ...filters, ...changes });
  const anySet = Object.values(filters).some(Boolean);
  return (
    <Flex gap={8} wrap className="admin-filters admin-message-filters">
      <Select<MessageStatus>
        allowClear
        aria-label={MESSAGES_TEXT.filterStatus}
        placeholder={MESSAGES_TEXT.anyStatus}
        className="admin-message-filter"
        value={filters.status}
        onChange={(status) => set({ status })}
        options={MESSAGE_STATUSES.map((s) => ({ value: s, label: MESSAGE_STATUS_LABELS[s] }))}
      />
      <Select
        allowClear
        aria-label={MESSAGES_TEXT.filterChannel}
        placeholder={MESSAGES_TEXT.anyChannel}
        className="admin-message-filter"
        value={filters.channel}
        onChange={(channel) => set({ channel })}
        options={MESSAGE_CHANNELS.map((c) => ({ value: c, label: MESSAGE_CHANNEL_LABELS[c] }))}
      />
      <Input.Search
        key={filters.order ?? ''}
        allowClear
        aria-label={MESSAGES_TEXT.filterOrder}
        placeholder={MESSAGES_TEXT.filterOrder}
        className="admin-message-filter"
        defaultValue={filters.order}
        onSearch={(value) => set({ order: value.trim() || undefined })}
      />
      <Input
        type="date"
        aria-label={`${MESSAGES_TEXT.filterDates}: ${MESSAGES_TEXT.from}`}
        prefix={MESSAGES_TEXT.from}
        className="admin-message-date"
        value={filters.from ?? ''}
        onChange={(e) => set({ from: e.target.value || undefined })}
      />
      <Input
        type="date"
        aria-label={`${MESSAGES_TEXT.filterDates}: ${MESSAGES_TEXT.to}`}
        prefix={MESSAGES_TEXT.to}
        className="admin-message-date"
        value={filters.to ?? ''}
        onChange={(e) => set({ to: e.target.value || undefined })}
      />
      {anySet && <Button onClick={() => onChange({})}>{MESSAGES_TEXT.clearFilters}</Button>}
    </Flex>
  );
}

export function MessagesPage() {
  const [search, setSearch] = useSearchParams();
  const { page, ...filters } = readFilters(search);
  const query = useAdminMessagesQuery({ ...filters, page, limit: LIMITS.adminPageSize });
  // Cards below md (768 px): the table's columns do not fit a phone.
  const wide = Grid.useBreakpoint().md ?? true;
  const show = (next: MessageFilters, nextPage = 1) => setSearch(writeFilters(next, nextPage));
  return (
    <>
      <PageHeader title={MESSAGES_TEXT.title} />
      <Typography.Paragraph type="secondary">{MESSAGES_TEXT.hint}</Typography.Paragraph>
      <Filters filters={filters} onChange={(next) => show(next)} />
      {wide ? (
        <PagedTable
          columns={columns}
          query={query}
          rows={query.data?.messages}
          pager={[page, (p) => show(filters, p)]}
          scrollX={900}
          empty={<Empty description={MESSAGES_TEXT.noMessages} />}
        />
      ) : (
        <Card size="small">
          <MessageCards query={query} page={page} onPage={(p) => show(filters, p)} />
        </Card>
      )}
    </>
  );
}
