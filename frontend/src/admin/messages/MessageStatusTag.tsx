import { Tag } from 'antd';
import { MESSAGE_STATUS_LABELS } from '@freakdrop/contract';
import type { MessageStatus } from '@freakdrop/contract';

/** The tag colour of each status: green once it arrived, red when it failed, grey when skipped. */
export const MESSAGE_STATUS_COLORS: Record<MessageStatus, string> = {
  queued: 'blue',
  sent: 'cyan',
  delivered: 'green',
  read: 'purple',
  failed: 'red',
  skipped: 'default',
};

export function MessageStatusTag({ status }: { status: MessageStatus }) {
  return <Tag color={MESSAGE_STATUS_COLORS[status]}>{MESSAGE_STATUS_LABELS[status]}</Tag>;
}
