/**
 * The order details' messages: each message about the order (channel, event, status, time),
 * oldest first. Shown when the API answers with them; nothing when it does not.
 */
import { Divider, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { MESSAGE_CHANNEL_LABELS, MESSAGE_EVENT_LABELS } from '@freakdrop/contract';
import type { OutboxMessage } from '../../api/types';
import { formatShopDate } from '../../components/format';
import { MessageStatusTag } from './MessageStatusTag';
import { useOrderMessagesQuery } from './messagesApi';
import { MESSAGES_TEXT } from './texts';

const columns: TableColumnsType<OutboxMessage> = [
  {
    title: MESSAGES_TEXT.colChannel,
    key: 'channel',
    render: (_v, m) => MESSAGE_CHANNEL_LABELS[m.channel],
  },
  { title: MESSAGES_TEXT.colEvent, key: 'event', render: (_v, m) => MESSAGE_EVENT_LABELS[m.event] },
  {
    title: MESSAGES_TEXT.colStatus,
    key: 'status',
    render: (_v, m) => (
      <>
        <MessageStatusTag status={m.status} />
        {m.lastError && (
          <Typography.Text type="secondary" className="admin-message-error">
            {m.lastError}
          </Typography.Text>
        )}
      </>
    ),
  },
  {
    title: MESSAGES_TEXT.colTime,
    key: 'time',
    render: (_v, m) => <span className="admin-nowrap">{formatShopDate(m.createdAt)}</span>,
  },
];

export function OrderMessages({ orderId }: { orderId: string }) {
  const { data, isError } = useOrderMessagesQuery(orderId, { refetchOnMountOrArgChange: true });
  if (isError || !data) return null;
  return (
    <section aria-label={MESSAGES_TEXT.orderMessages} data-testid="order-messages">
      <Divider titlePlacement="start">{MESSAGES_TEXT.orderMessages}</Divider>
      <Table<OutboxMessage>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={data.messages}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: MESSAGES_TEXT.noOrderMessages }}
      />
    </section>
  );
}
