import { Empty, Skeleton, Typography } from 'antd';

/** A plain list of rows (antd's List is deprecated in antd 6). */
export function RowList<T>({
  items,
  loading,
  empty,
  renderRow,
}: {
  items: T[];
  loading?: boolean;
  empty: string;
  renderRow: (item: T, index: number) => React.ReactNode;
}) {
  if (loading) return <Skeleton active avatar paragraph={{ rows: 2 }} />;
  if (items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  }
  return <ul className="admin-rows">{items.map(renderRow)}</ul>;
}

export function ListRow({
  avatar,
  title,
  description,
  extra,
}: {
  avatar?: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  extra?: React.ReactNode;
}) {
  return (
    <li className="admin-row">
      {avatar}
      <div className="admin-row-body">
        <Typography.Text strong>{title}</Typography.Text>
        {description && <Typography.Text type="secondary">{description}</Typography.Text>}
      </div>
      {extra && <div className="admin-row-extra">{extra}</div>}
    </li>
  );
}
