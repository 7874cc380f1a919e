import { Tag } from 'antd';
import type { Product } from '../../api/types';
import { ADMIN_TEXT } from '../texts';

type StockFields = Pick<Product, 'inStock' | 'stockQuantity' | 'lowStockThreshold'>;

/** The stock badge: Out of Stock, Low Stock: n (at or below the threshold), In Stock: n. */
export function stockState(p: StockFields): { color: string; text: string } {
  if (!p.inStock) return { color: 'red', text: ADMIN_TEXT.outOfStock };
  if (p.stockQuantity <= p.lowStockThreshold) {
    return { color: 'orange', text: ADMIN_TEXT.lowStock(p.stockQuantity) };
  }
  return { color: 'green', text: ADMIN_TEXT.inStock(p.stockQuantity) };
}

export function StockBadge({ product }: { product: StockFields }) {
  const { color, text } = stockState(product);
  return (
    <Tag color={color} variant="solid">
      {text}
    </Tag>
  );
}
