import { FileTextOutlined } from '@ant-design/icons';
import { Tag, Timeline, Typography } from 'antd';
import type { TimelineProps } from 'antd';
import { ORDER_STATUS_LABELS, STATUS_REASON_LABELS } from '@freakdrop/contract';
import type { OrderTimelineEntry } from '../../api/types';
import { formatShopDate } from '../../components/format';
import { ORDER_PAGE_TEXT } from './orderPageTexts';
import { STATUS_COLORS } from './status';

/** What an entry says, by its kind; a kind this console does not know shows its text. */
function EntryBody({ entry }: { entry: OrderTimelineEntry }) {
  const head =
    entry.kind === 'status' && entry.status ? (
      <>
        <strong>{ORDER_STATUS_LABELS[entry.status]}</strong>
        {entry.reason && (
          <Tag className="order-timeline-reason">{STATUS_REASON_LABELS[entry.reason]}</Tag>
        )}
      </>
    ) : (
      <strong>{ORDER_PAGE_TEXT.noteKind}</strong>
    );
  return (
    <div className="order-timeline-entry" data-kind={entry.kind}>
      <div className="order-timeline-head">{head}</div>
      {entry.text && <p className="order-timeline-text">{entry.text}</p>}
      <Typography.Text type="secondary" className="order-timeline-meta">
        {formatShopDate(entry.at)}
        {entry.by ? ` · ${ORDER_PAGE_TEXT.by(entry.by)}` : ''}
      </Typography.Text>
    </div>
  );
}

/**
 * An order's timeline, newest first: status changes (with why and who) and internal notes. The
 * API sends it oldest first.
 */
export function OrderTimeline({ entries }: { entries: readonly OrderTimelineEntry[] }) {
  if (entries.length === 0) {
    return <Typography.Text type="secondary">{ORDER_PAGE_TEXT.timelineEmpty}</Typography.Text>;
  }
  const items: NonNullable<TimelineProps['items']> = [...entries].reverse().map((entry) => ({
    key: `${entry.kind}-${entry.id}`,
    color: entry.kind === 'status' && entry.status ? STATUS_COLORS[entry.status] : 'gray',
    ...(entry.kind === 'note' ? { icon: <FileTextOutlined aria-hidden /> } : {}),
    content: <EntryBody entry={entry} />,
  }));
  return (
    <section className="order-timeline" aria-label={ORDER_PAGE_TEXT.timeline}>
      <Timeline items={items} />
    </section>
  );
}
