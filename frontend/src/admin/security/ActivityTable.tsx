import { Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ActivityEntry } from '../../api/types';
import { formatShopDate } from '../../components/format';
import { SECURITY_TEXT } from './texts';

/** `field: before → after` per changed field; a creation shows only the new value. */
export function ChangeList({ changes }: { changes: ActivityEntry['changes'] }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return null;
  return (
    <ul className="admin-activity-changes">
      {fields.map(([field, [before, after]]) => (
        <li key={field}>
          <Typography.Text code>{field}</Typography.Text>{' '}
          {before !== null && <Typography.Text delete>{before}</Typography.Text>}
          {before !== null && after !== null && ' → '}
          {after !== null && <Typography.Text>{after}</Typography.Text>}
        </li>
      ))}
    </ul>
  );
}

const entityName = (entity: string) => SECURITY_TEXT.entities[entity] ?? entity;

export const activityColumns: TableColumnsType<ActivityEntry> = [
  { title: SECURITY_TEXT.colAt, key: 'at', width: 170, render: (_v, e) => formatShopDate(e.at) },
  {
    title: SECURITY_TEXT.colActor,
    key: 'actor',
    width: 130,
    render: (_v, e) =>
      e.actor.username ?? (
        <Typography.Text type="secondary">{SECURITY_TEXT.someone}</Typography.Text>
      ),
  },
  {
    title: SECURITY_TEXT.colAction,
    key: 'action',
    width: 150,
    render: (_v, e) => (
      <Tag color={e.action.endsWith('failed') ? 'red' : undefined}>{e.action}</Tag>
    ),
  },
  {
    title: SECURITY_TEXT.colEntity,
    key: 'entity',
    width: 200,
    render: (_v, e) => (
      <>
        {entityName(e.entity)}
        {e.entityId && (
          <Typography.Text type="secondary" className="admin-activity-id">
            {' '}
            {e.entityId}
          </Typography.Text>
        )}
      </>
    ),
  },
  {
    title: SECURITY_TEXT.colChanges,
    key: 'changes',
    render: (_v, e) => <ChangeList changes={e.changes} />,
  },
  { title: SECURITY_TEXT.colIp, key: 'ip', width: 130, render: (_v, e) => e.ip ?? '' },
];

/** One record's own lines (a product's, an order's), newest first, on its detail. */
export function RecordActivity({
  entries,
  loading,
}: {
  entries: ActivityEntry[] | undefined;
  loading: boolean;
}) {
  return (
    <Table<ActivityEntry>
      size="small"
      rowKey="id"
      columns={activityColumns.filter((c) => c.key !== 'entity' && c.key !== 'ip')}
      dataSource={entries ?? []}
      loading={loading}
      pagination={false}
      locale={{ emptyText: SECURITY_TEXT.noActivity }}
    />
  );
}
