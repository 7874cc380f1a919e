import { Typography } from 'antd';
import type { Order } from '../../api/types';
import { formatAED } from '../../components/format';
import { ADMIN_TEXT } from '../texts';
import { ListRow, RowList } from '../RowList';
import { lineDetails } from './lineText';

/**
 * An order's lines as the console shows them (the order page and the order window): picture,
 * title, size/colour/quantity, the line's total and its unit price. `priceClassName` styles the
 * two prices (the order page keeps them on one line each).
 */
export function OrderItemRows({
  items,
  priceClassName,
}: {
  items: Order['items'];
  priceClassName?: string;
}) {
  return (
    <RowList
      items={items}
      empty={ADMIN_TEXT.noProducts}
      renderRow={(item, i) => (
        <ListRow
          key={i}
          avatar={<img className="admin-thumb" src={item.image} alt={item.title} />}
          title={item.title}
          description={lineDetails(item)}
          extra={
            <>
              <Typography.Text strong className={priceClassName}>
                {formatAED(item.lineTotalAED)}
              </Typography.Text>
              <Typography.Text type="secondary" className={priceClassName}>
                {ADMIN_TEXT.unitPrice(formatAED(item.priceAED))}
              </Typography.Text>
            </>
          }
        />
      )}
    />
  );
}
