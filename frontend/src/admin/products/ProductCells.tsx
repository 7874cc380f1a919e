/** What a product row shows, in the table and in the phone's cards alike. */
import { Space, Tag, Typography } from 'antd';
import type { Product } from '../../api/types';
import { formatAED } from '../../components/format';
import { ADMIN_TEXT } from '../texts';
import { PRODUCTS_TEXT } from './productsText';

export function ProductThumb({ product }: { product: Product }) {
  return product.images[0] ? (
    <img className="admin-thumb" src={product.images[0]} alt={product.title} loading="lazy" />
  ) : (
    <div className="admin-thumb admin-thumb-empty" />
  );
}

/** Title, SKU and the Draft and Featured tags. */
export function ProductName({ product }: { product: Product }) {
  return (
    <Space orientation="vertical" size={2} className="products-name">
      <Typography.Text strong>{product.title}</Typography.Text>
      <Space size={6} wrap>
        <Typography.Text type="secondary" code>
          {product.sku}
        </Typography.Text>
        {product.status === 'draft' && <Tag color="default">{PRODUCTS_TEXT.statusDraft}</Tag>}
        {product.featured && <Tag color="purple">{ADMIN_TEXT.featuredBadge}</Tag>}
      </Space>
    </Space>
  );
}

/** The price a shopper pays, the original struck through when on sale. */
export function ProductPrice({ product }: { product: Product }) {
  return product.salePriceAED !== null ? (
    <Space orientation="vertical" size={0} className="admin-nowrap">
      <Typography.Text strong>{formatAED(product.salePriceAED)}</Typography.Text>
      <Typography.Text delete type="secondary">
        {formatAED(product.priceAED)}
      </Typography.Text>
    </Space>
  ) : (
    <Typography.Text strong className="admin-nowrap">
      {formatAED(product.priceAED)}
    </Typography.Text>
  );
}
