import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { Category } from '@contract';
import { ADMIN_TEXT } from '../texts';
import { useGetCategoriesQuery } from '../../app/catalogApi';
import { useAdminDeleteCategoryMutation } from '../adminApi';
import { useFeedback } from '../feedback';
import { PageHeader } from '../PageHeader';
import { CategoryFormModal } from './CategoryFormModal';

/** /admin/categories. A 409 (in use, duplicate) shows as the Error toast. */
export function CategoriesPage() {
  const categories = useGetCategoriesQuery();
  const [remove] = useAdminDeleteCategoryMutation();
  const feedback = useFeedback();
  const [editing, setEditing] = useState<Category | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  function openDialog(category: Category | null) {
    setEditing(category);
    setDialogOpen(true);
  }

  function confirmDelete(category: Category) {
    feedback.confirmDelete(ADMIN_TEXT.deleteCategoryConfirm(category.name), async () => {
      try {
        await remove(category.id).unwrap();
        feedback.success(ADMIN_TEXT.categoryDeleted);
      } catch (error) {
        feedback.error(error, ADMIN_TEXT.failedDeleteCategory);
      }
    });
  }

  const columns: TableColumnsType<Category> = [
    {
      title: ADMIN_TEXT.colName,
      dataIndex: 'name',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      title: ADMIN_TEXT.colSlug,
      dataIndex: 'slug',
      render: (slug: string) => <Typography.Text code>{slug}</Typography.Text>,
    },
    {
      title: ADMIN_TEXT.colActions,
      key: 'actions',
      width: 120,
      render: (_v, c) => (
        <Space>
          <Button
            icon={<EditOutlined />}
            aria-label={`${ADMIN_TEXT.edit} ${c.name}`}
            title={ADMIN_TEXT.edit}
            onClick={() => openDialog(c)}
          />
          <Button
            danger
            icon={<DeleteOutlined />}
            aria-label={`${ADMIN_TEXT.delete} ${c.name}`}
            title={ADMIN_TEXT.delete}
            onClick={() => confirmDelete(c)}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={ADMIN_TEXT.categoriesTitle}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openDialog(null)}>
            {ADMIN_TEXT.addCategory}
          </Button>
        }
      />
      <Card>
        <Table<Category>
          rowKey="id"
          columns={columns}
          dataSource={categories.data ?? []}
          loading={categories.isFetching}
          pagination={false}
          locale={{
            emptyText: categories.isError ? (
              <Empty description={ADMIN_TEXT.loadFailed} />
            ) : (
              <Empty description={ADMIN_TEXT.noCategories}>
                <Button type="primary" onClick={() => openDialog(null)}>
                  {ADMIN_TEXT.addFirstCategory}
                </Button>
              </Empty>
            ),
          }}
        />
      </Card>
      <CategoryFormModal
        open={dialogOpen}
        category={editing}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}
