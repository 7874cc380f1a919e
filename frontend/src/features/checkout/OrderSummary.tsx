/** The checkout's order summary: the cart's lines and the figures, computed in fils. */
import { fromFils } from '@contract';
import { Link } from 'react-router-dom';
import { lineKey } from '../../app/cart';
import { SHELL_TEXT } from '../../app/texts';
import { formatAED } from '../../components/format';
import { lineVariantText } from '../../components/lineVariant';
import { ProductImage } from '../../components/ProductImage';
import type { CheckoutFigures } from './checkout';
import { CHECKOUT_TEXT } from './texts';

const aed = (fils: number) => formatAED(fromFils(fils));

export function OrderSummary({ figures }: { figures: CheckoutFigures }) {
  return (
    <section className="panel summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="panel__title">
        {CHECKOUT_TEXT.orderSummary}
      </h2>
      <ul className="summary__items">
        {figures.lines.map(({ item, unitFils, totalFils }) => (
          <li key={lineKey(item)} className="summary__item">
            <ProductImage src={item.image} alt="" sizes="56px" className="summary__img" />
            <div className="summary__info">
              <Link to={`/product/${item.slug}`}>{item.title}</Link>
              <p className="muted small">{lineVariantText(item.size, item.color)}</p>
              <p className="muted small">
                {item.qty} × {aed(unitFils)}
              </p>
            </div>
            <p className="summary__line">{aed(totalFils)}</p>
          </li>
        ))}
      </ul>
      <dl className="totals">
        <div>
          <dt>{SHELL_TEXT.subtotal}</dt>
          <dd>{aed(figures.subtotalFils)}</dd>
        </div>
        <div>
          <dt>{SHELL_TEXT.delivery}</dt>
          <dd>{aed(figures.deliveryFils)}</dd>
        </div>
        <div className="totals__total">
          <dt>{SHELL_TEXT.total}</dt>
          <dd data-testid="order-total">{aed(figures.totalFils)}</dd>
        </div>
      </dl>
    </section>
  );
}
