/** An order's lines and its totals, as the checkout summary and the tracking page show them. */
import { Link } from 'react-router-dom';
import { SHELL_TEXT } from '../app/texts';
import { formatAED } from './format';
import { lineVariantText } from './lineVariant';
import { ProductImage } from './ProductImage';

export interface OrderLine {
  key: string;
  title: string;
  /** The product page, when the line links to it. */
  href?: string;
  image?: string;
  size: string;
  color?: string | null;
  qty: number;
  unitAED: number;
  totalAED: number;
}

export function OrderLines({ lines }: { lines: OrderLine[] }) {
  return (
    <ul className="summary__items">
      {lines.map((line) => (
        <li key={line.key} className="summary__item">
          <ProductImage src={line.image} alt="" sizes="56px" className="summary__img" />
          <div className="summary__info">
            {line.href ? <Link to={line.href}>{line.title}</Link> : <p>{line.title}</p>}
            <p className="muted small">{lineVariantText(line.size, line.color)}</p>
            <p className="muted small">
              {line.qty} × {formatAED(line.unitAED)}
            </p>
          </div>
          <p className="summary__line">{formatAED(line.totalAED)}</p>
        </li>
      ))}
    </ul>
  );
}

interface TotalsProps {
  subtotalAED: number;
  deliveryAED: number;
  totalAED: number;
  /** For tests that read the total. */
  totalTestId?: string;
}

export function OrderTotals({ subtotalAED, deliveryAED, totalAED, totalTestId }: TotalsProps) {
  return (
    <dl className="totals">
      <div>
        <dt>{SHELL_TEXT.subtotal}</dt>
        <dd>{formatAED(subtotalAED)}</dd>
      </div>
      <div>
        <dt>{SHELL_TEXT.delivery}</dt>
        <dd>{formatAED(deliveryAED)}</dd>
      </div>
      <div className="totals__total">
        <dt>{SHELL_TEXT.total}</dt>
        <dd data-testid={totalTestId}>{formatAED(totalAED)}</dd>
      </div>
    </dl>
  );
}
