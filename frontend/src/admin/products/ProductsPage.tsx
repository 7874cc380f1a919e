import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Input, Pagination, Select, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import type { Product } from '../../api/types';
import { ADMIN_PRODUCT_SORTS, LIMITS, PRODUCT_STATUSES, STOCK_FILTERS } from '@freakdrop/contract';
import type { ProductStatus } from '@freakdrop/contract';
import { ADMIN_TEXT } from '../texts';
import { useGetCategoriesQuery } from '../../app/catalogApi';
import { useAdminDeleteProductMutation, useAdminProductsQuery } from '../adminApi';
import { useFeedback } from '../feedback';
import { PagedTable } from '../tables';
import { RowActions } from '../RowActions';
import { useEditDialog } from '../useEditDialog';
import { PageHeader } from '../PageHeader';
import { BulkActionBar } from './BulkActionBar';
import { ProductCards } from './ProductCards';
import { ProductName, ProductPrice, ProductThumb } from './ProductCells';
import { ProductFormModal } from './ProductFormModal';
import { PRODUCTS_TEXT as T } from './productsText';
import { StockBadge } from './StockBadge';
import { useNarrow } from './useNarrow';
import { useProductFilters } from './useProductFilters';

const STATUS_LABEL: Record<ProductStatus, string> = {
  active: T.statusActive,
  draft: T.statusDraft,
};

/**
 * /admin/products: search, category, status, stock chips and sort, kept in the address; 50 a
 * page from the server with the total; rows selected for bulk actions; cards on a phone.
 */
export function ProductsPage() {
  const [filters, change] = useProductFilters();
  // What is typed in the search box and what is selected belong to the list they were made on:
  // another address (a filter, a page, back and forward) starts from the address again.
  const queryKey = JSON.stringify(filters);
  const [typed, setTyped] = useState({ on: filters.search, text: filters.search });
  const searchText = typed.on === filters.search ? typed.text : filters.search;
  const [selection, setSelection] = useState<{ on: string; ids: string[] }>({
    on: queryKey,
    ids: [],
  });
  const selectedIds = selection.on === queryKey ? selection.ids : [];
  const setSelectedIds = (ids: string[]) => setSelection({ on: queryKey, ids });
  const dialog = useEditDialog<Product>();
  const feedback = useFeedback();
  const narrow = useNarrow();
  const categories = useGetCategoriesQuery();
  const products = useAdminProductsQuery({
    search: filters.search || undefined,
    category: filters.category || undefined,
    status: filters.status,
    stock: filters.stock,
    sort: filters.sort === 'newest' ? undefined : filters.sort,
    page: filters.page,
    limit: LIMITS.adminPageSize,
  });
  const [remove] = useAdminDeleteProductMutation();
  const rows = useMemo(() => products.data?.products ?? [], [products.data]);
  const total = products.data?.total ?? 0;

  const selected = rows.filter((p) => selectedIds.includes(p.id));

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
      render: (_v, p) => <ProductThumb product={p} />,
    },
    {
      title: ADMIN_TEXT.colProduct,
      key: 'product',
      render: (_v, p) => <ProductName product={p} />,
    },
    {
      title: ADMIN_TEXT.colCategory,
      key: 'category',
      responsive: ['lg'],
      render: (_v, p) => p.categoryName || p.category,
    },
    { title: ADMIN_TEXT.colPrice, key: 'price', render: (_v, p) => <ProductPrice product={p} /> },
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

  const filtered = Boolean(filters.search || filters.category || filters.status || filters.stock);
  const empty = (
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
  );
  const first = (filters.page - 1) * LIMITS.adminPageSize + 1;
  const summary = products.data
    ? T.showing(total === 0 ? 0 : first, Math.min(total, first + rows.length - 1), total)
    : T.loading;

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
      <Card className="products-list">
        <div className="products-filters">
          <Input.Search
            placeholder={ADMIN_TEXT.searchProducts}
            aria-label={ADMIN_TEXT.searchProducts}
            allowClear
            maxLength={LIMITS.searchMax}
            value={searchText}
            onChange={(e) => setTyped({ on: filters.search, text: e.target.value })}
            onSearch={(value) => change({ search: value })}
            className="products-search"
          />
          <Select
            value={filters.category}
            aria-label={ADMIN_TEXT.colCategory}
            onChange={(value) => change({ category: value })}
            className="products-select"
            options={[
              { value: '', label: ADMIN_TEXT.allCategories },
              ...(categories.data ?? []).map((c) => ({ value: c.slug, label: c.name })),
            ]}
          />
          <Select<ProductStatus | ''>
            value={filters.status ?? ''}
            aria-label={T.fieldStatus}
            onChange={(value) => change({ status: value || undefined })}
            className="products-select"
            options={[
              { value: '', label: T.allStatuses },
              ...PRODUCT_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] })),
            ]}
          />
          <Select
            value={filters.sort}
            aria-label={T.sortLabel}
            onChange={(value) => change({ sort: value })}
            className="products-select"
            options={ADMIN_PRODUCT_SORTS.map((s) => ({ value: s, label: T.sorts[s] }))}
          />
        </div>
        <Flex className="products-chips" gap={8} wrap role="group" aria-label={T.stockFilter}>
          <Tag.CheckableTag checked={!filters.stock} onChange={() => change({ stock: undefined })}>
            {T.stockAll}
          </Tag.CheckableTag>
          {STOCK_FILTERS.map((s) => (
            <Tag.CheckableTag
              key={s}
              checked={filters.stock === s}
              onChange={(on) => change({ stock: on ? s : undefined })}
            >
              {T.stock[s]}
            </Tag.CheckableTag>
          ))}
        </Flex>
        <Typography.Text type="secondary" className="products-summary" aria-live="polite">
          {summary}
        </Typography.Text>
        {selected.length > 0 && (
          <BulkActionBar selected={selected} onDone={(refused) => setSelectedIds(refused)} />
        )}
        {narrow ? (
          <>
            <ProductCards
              rows={rows}
              loading={products.isFetching}
              empty={products.isError ? <Empty description={ADMIN_TEXT.loadFailed} /> : empty}
              selected={new Set(selectedIds)}
              onSelect={(id, on) =>
                setSelectedIds(on ? [...selectedIds, id] : selectedIds.filter((x) => x !== id))
              }
              onEdit={(p) => dialog.show(p)}
              onDelete={confirmDelete}
            />
            {total > LIMITS.adminPageSize && (
              <Pagination
                className="products-pager"
                current={filters.page}
                pageSize={LIMITS.adminPageSize}
                total={total}
                showSizeChanger={false}
                simple
                onChange={(page) => change({ page })}
              />
            )}
          </>
        ) : (
          <PagedTable<Product>
            columns={columns}
            query={products}
            rows={rows}
            pager={[filters.page, (page) => change({ page })]}
            scrollX={640}
            empty={empty}
            rowSelection={{
              selectedRowKeys: selectedIds,
              onChange: (keys) => setSelectedIds(keys.map(String)),
              getCheckboxProps: (p) => ({ 'aria-label': T.selectRow(p.title) }),
            }}
          />
        )}
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
