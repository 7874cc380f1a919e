import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Category } from '../../api/types';
import { ADMIN_TEXT } from '../texts';
import { useGetCategoriesQuery } from '../../app/catalogApi';
import { useAdminDeleteCategoryMutation } from '../adminApi';
import { useFeedback } from '../feedback';
import { RowActions } from '../RowActions';
import { useEditDialog } from '../useEditDialog';
import { PageHeader } from '../PageHeader';
import { CategoryFormModal } from './CategoryFormModal';

/** /admin/categories. A 409 (in use, duplicate) shows as the Error toast. */
export function CategoriesPage() {
  const categories = useGetCategoriesQuery();
  const [remove] = useAdminDeleteCategoryMutation();
  const feedback = useFeedback();
  const dialog = useEditDialog<Category>();

  function confirmDelete(category: Category) {
    feedback.confirmDelete(
      ADMIN_TEXT.deleteCategoryConfirm(category.name),
      () => remove(category.id).unwrap(),
      ADMIN_TEXT.categoryDeleted,
      ADMIN_TEXT.failedDeleteCategory,
    );
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
        <RowActions name={c.name} onEdit={() => dialog.show(c)} onDelete={() => confirmDelete(c)} />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={ADMIN_TEXT.categoriesTitle}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.show(null)}>
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
                <Button type="primary" onClick={() => dialog.show(null)}>
                  {ADMIN_TEXT.addFirstCategory}
                </Button>
              </Empty>
            ),
          }}
        />
      </Card>
      <CategoryFormModal open={dialog.open} category={dialog.editing} onClose={dialog.close} />
    </>
  );
}
