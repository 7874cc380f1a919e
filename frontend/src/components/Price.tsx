/** Price as the shopper pays it, with the old price and the discount badge when on sale. */
import { effectivePrice } from '@contract';
import { SHELL_TEXT } from '../app/texts';
import { discountPercent, formatAED } from './format';

interface Props {
  priceAED: number;
  salePriceAED: number | null;
  large?: boolean;
}

export function Price({ priceAED, salePriceAED, large = false }: Props) {
  const percent = discountPercent(priceAED, salePriceAED);
  return (
    <p className={`price${large ? ' price--large' : ''}`}>
      <span className="price__now">{formatAED(effectivePrice({ priceAED, salePriceAED }))}</span>
      {percent > 0 && (
        <>
          <s className="price__was">{formatAED(priceAED)}</s>
          <span className="badge badge--sale">{SHELL_TEXT.saleOff(percent)}</span>
        </>
      )}
    </p>
  );
}
