/** An order's lines and its totals, as the checkout summary and the tracking page show them. */
import type { Locale } from '@freakdrop/contract';
import { formatAED } from './format';
import { ShopLink } from './ShopLink';
import { DELIVERY_MSG } from '../i18n/orderMessages';
import { SHELL_TEXT } from './texts';
import { useLanguage } from '../i18n';
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
  const lang = useLanguage();
  return (
    <ul className="summary__items">
      {lines.map((line) => (
        <li key={line.key} className="summary__item">
          <ProductImage src={line.image} alt="" sizes="56px" className="summary__img" />
          <div className="summary__info">
            {line.href ? <ShopLink to={line.href}>{line.title}</ShopLink> : <p>{line.title}</p>}
            <p className="muted small">{lineVariantText(lang, line.size, line.color)}</p>
            <p className="muted small">
              {line.qty} × {formatAED(line.unitAED, lang.locale)}
            </p>
          </div>
          <p className="summary__line">{formatAED(line.totalAED, lang.locale)}</p>
        </li>
      ))}
    </ul>
  );
}

/** `−AED 20`: an amount taken off, with a true minus sign. */
export function minusAED(aed: number, locale: Locale): string {
  return `\u2212${formatAED(aed, locale)}`;
}

interface TotalsProps {
  subtotalAED: number;
  deliveryAED: number;
  totalAED: number;
  /** The cash-on-delivery fee: its line shows only when it is not 0. */
  codFeeAED?: number;
  /** The promotions' discount: its line shows only when it is not 0. */
  discountAED?: number;
  /** The discount code the order used (null or absent: an automatic offer). */
  promoCode?: string | null;
  /** A line under the delivery fee (how much more gives free delivery). */
  deliveryNote?: string | null;
  /** For tests that read the total. */
  totalTestId?: string;
}

export function OrderTotals({
  subtotalAED,
  deliveryAED,
  totalAED,
  codFeeAED,
  discountAED,
  promoCode,
  deliveryNote,
  totalTestId,
}: TotalsProps) {
  const lang = useLanguage();
  const shell = lang.t(SHELL_TEXT);
  const delivery = lang.t(DELIVERY_MSG);
  const totals = (
    <dl className="totals">
      <div>
        <dt>{shell.subtotal}</dt>
        <dd>{formatAED(subtotalAED, lang.locale)}</dd>
      </div>
      {!!discountAED && (
        <div className="totals__discount" data-testid="discount-line">
          <dt>{promoCode ? shell.discountWithCode(promoCode) : shell.discount}</dt>
          <dd>
            {/* Its direction follows the amount: "−AED 20" in English, the Arabic format in Arabic. */}
            <bdi>{minusAED(discountAED, lang.locale)}</bdi>
          </dd>
        </div>
      )}
      <div>
        <dt>{shell.delivery}</dt>
        <dd data-testid="delivery-fee">{formatAED(deliveryAED, lang.locale)}</dd>
      </div>
      {!!codFeeAED && (
        <div>
          <dt>{delivery.codFeeLine}</dt>
          <dd data-testid="cod-fee">{formatAED(codFeeAED, lang.locale)}</dd>
        </div>
      )}
      <div className="totals__total">
        <dt>{shell.total}</dt>
        <dd data-testid={totalTestId}>{formatAED(totalAED, lang.locale)}</dd>
      </div>
    </dl>
  );
  if (!deliveryNote) return totals;
  return (
    <>
      {totals}
      <p className="totals__note muted small" data-testid="free-delivery-note">
        {deliveryNote}
      </p>
    </>
  );
}
