import { Typography } from 'antd';
import { RecordActivity } from './ActivityTable';
import { useActivityQuery } from './securityApi';
import { SECURITY_TEXT } from './texts';

/** A record's last changes, on its detail: who did what, when. */
export function RecordHistory({ entity, id }: { entity: 'product' | 'order'; id: string }) {
  const activity = useActivityQuery({ entity, entityId: id, limit: 20 });
  return (
    <section className="admin-record-history">
      <Typography.Title level={5}>{SECURITY_TEXT.historyTitle}</Typography.Title>
      <RecordActivity entries={activity.data?.entries} loading={activity.isFetching} />
    </section>
  );
}
