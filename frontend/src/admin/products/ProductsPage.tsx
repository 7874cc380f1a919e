import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Input, Select, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { Product } from '../../api/types';
import { LIMITS } from '@freakdrop/contract';
import { ADMIN_TEXT } from '../texts';
import { formatAED } from '../../components/format';
import { useGetCategoriesQuery, useGetProductsQuery } from '../../app/catalogApi';
import { useAdminDeleteProductMutation } from '../adminApi';
import { useFeedback } from '../feedback';
import { PagedTable } from '../tables';
import { RowActions } from '../RowActions';
import { useEditDialog } from '../useEditDialog';
import { PageHeader } from '../PageHeader';
import { ProductFormModal } from './ProductFormModal';
import { StockBadge } from './StockBadge';

/** /admin/products: search, category filter, 50 a page from the server. */
export function ProductsPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const dialog = useEditDialog<Product>();
  const feedback = useFeedback();
  const categories = useGetCategoriesQuery();
  const products = useGetProductsQuery({
    search: search.trim() || undefined,
    category: category || undefined,
    page,
    limit: LIMITS.adminPageSize,
  });
  const [remove] = useAdminDeleteProductMutation();

  function confirmDelete(product: Product) {
    feedback.confirmDelete(
      ADMIN_TEXT.deleteProductConfirm(product.title),
      () => remove(product.id).unwrap(),
      ADMIN_TEXT.productDeleted,
      ADMIN_TEXT.failedDeleteProduct,
    );
  }

  const columns: TableColumnsType<Product> = [
    {
      title: ADMIN_TEXT.colImage,
      key: 'image',
      width: 90,
      render: (_v, p) =>
        p.images[0] ? (
          <img className="admin-thumb" src={p.images[0]} alt={p.title} loading="lazy" />
        ) : (
          <div className="admin-thumb admin-thumb-empty" />
        ),
    },
    {
      title: ADMIN_TEXT.colProduct,
      key: 'product',
      render: (_v, p) => (
        <Space orientation="vertical" size={2}>
          <Typography.Text strong>{p.title}</Typography.Text>
          <Space size={6} wrap>
            <Typography.Text type="secondary" code>
              {p.sku}
            </Typography.Text>
            {p.featured && <Tag color="purple">{ADMIN_TEXT.featuredBadge}</Tag>}
          </Space>
        </Space>
      ),
    },
    {
      title: ADMIN_TEXT.colCategory,
      key: 'category',
      responsive: ['lg'],
      render: (_v, p) => p.categoryName || p.category,
    },
    {
      title: ADMIN_TEXT.colPrice,
      key: 'price',
      render: (_v, p) =>
        p.salePriceAED !== null ? (
          <Space orientation="vertical" size={0} className="admin-nowrap">
            <Typography.Text strong>{formatAED(p.salePriceAED)}</Typography.Text>
            <Typography.Text delete type="secondary">
              {formatAED(p.priceAED)}
            </Typography.Text>
          </Space>
        ) : (
          <Typography.Text strong className="admin-nowrap">
            {formatAED(p.priceAED)}
          </Typography.Text>
        ),
    },
    {
      title: ADMIN_TEXT.colStock,
      key: 'stock',
      render: (_v, p) => <StockBadge product={p} />,
    },
    {
      title: ADMIN_TEXT.colActions,
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_v, p) => (
        <RowActions
          name={p.title}
          onEdit={() => dialog.show(p)}
          onDelete={() => confirmDelete(p)}
        />
      ),
    },
  ];

  const filtered = Boolean(search.trim() || category);
  return (
    <>
      <PageHeader
        title={ADMIN_TEXT.productsTitle}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.show(null)}>
            {ADMIN_TEXT.addProduct}
          </Button>
        }
      />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Input.Search
            placeholder={ADMIN_TEXT.searchProducts}
            aria-label={ADMIN_TEXT.searchProducts}
            allowClear
            maxLength={LIMITS.searchMax}
            onSearch={(value) => {
              setSearch(value);
              setPage(1);
            }}
            style={{ maxWidth: 320 }}
          />
          <Select
            value={category}
            aria-label={ADMIN_TEXT.colCategory}
            onChange={(value) => {
              setCategory(value);
              setPage(1);
            }}
            style={{ minWidth: 200 }}
            options={[
              { value: '', label: ADMIN_TEXT.allCategories },
              ...(categories.data ?? []).map((c) => ({ value: c.slug, label: c.name })),
            ]}
          />
        </Flex>
        <PagedTable<Product>
          columns={columns}
          query={products}
          rows={products.data?.products}
          pager={[page, setPage]}
          scrollX={640}
          empty={
            <Empty description={ADMIN_TEXT.noProducts}>
              {!filtered && (
                <Space orientation="vertical">
                  <Typography.Text type="secondary">{ADMIN_TEXT.noProductsHint}</Typography.Text>
                  <Button type="primary" onClick={() => dialog.show(null)}>
                    {ADMIN_TEXT.addFirstProduct}
                  </Button>
                </Space>
              )}
            </Empty>
          }
        />
      </Card>
      <ProductFormModal
        open={dialog.open}
        product={dialog.editing}
        categories={categories.data ?? []}
        onClose={dialog.close}
      />
    </>
  );
}
