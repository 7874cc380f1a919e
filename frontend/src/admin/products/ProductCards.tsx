/** The products list on a phone (below 640 px): one card a product, no table to scroll. */
import { Checkbox, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { Product } from '../../api/types';
import { RowActions } from '../RowActions';
import { ProductName, ProductPrice, ProductThumb } from './ProductCells';
import { PRODUCTS_TEXT } from './productsText';
import { StockBadge } from './StockBadge';

export function ProductCards({
  rows,
  loading,
  empty,
  selected,
  onSelect,
  onEdit,
  onDelete,
}: {
  rows: Product[];
  loading: boolean;
  empty: ReactNode;
  selected: ReadonlySet<string>;
  onSelect: (id: string, on: boolean) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}) {
  if (loading && rows.length === 0) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  if (rows.length === 0) return <>{empty ?? <Empty />}</>;
  return (
    <ul className="products-cards" aria-busy={loading}>
      {rows.map((p) => (
        <li key={p.id} className="products-card" data-testid="product-card">
          <Checkbox
            className="products-card-check"
            checked={selected.has(p.id)}
            aria-label={PRODUCTS_TEXT.selectRow(p.title)}
            onChange={(e) => onSelect(p.id, e.target.checked)}
          />
          <ProductThumb product={p} />
          <div className="products-card-body">
            <ProductName product={p} />
            <div className="products-card-figures">
              <ProductPrice product={p} />
              <StockBadge product={p} />
            </div>
          </div>
          <div className="products-card-actions">
            <RowActions name={p.title} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
