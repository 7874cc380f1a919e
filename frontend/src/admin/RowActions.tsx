import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { ADMIN_TEXT } from './texts';

/** A table row's Edit and Delete buttons, named after the row for screen readers. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Space>
      <Button
        icon={<EditOutlined />}
        aria-label={`${ADMIN_TEXT.edit} ${name}`}
        title={ADMIN_TEXT.edit}
        onClick={onEdit}
      />
      <Button
        danger
        icon={<DeleteOutlined />}
        aria-label={`${ADMIN_TEXT.delete} ${name}`}
        title={ADMIN_TEXT.delete}
        onClick={onDelete}
      />
    </Space>
  );
}
