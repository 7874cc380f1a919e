/** Price as the shopper pays it, with the old price and the discount badge when on sale. */
import { effectivePrice } from '@freakdrop/contract';
import { SHELL_TEXT } from './texts';
import { useLanguage } from '../i18n';
import { discountPercent, formatAED } from './format';

interface Props {
  priceAED: number;
  salePriceAED: number | null;
  large?: boolean;
}

export function Price({ priceAED, salePriceAED, large = false }: Props) {
  const percent = discountPercent(priceAED, salePriceAED);
  const lang = useLanguage();
  const shell = lang.t(SHELL_TEXT);
  return (
    <p className={`price${large ? ' price--large' : ''}`}>
      <span className="price__now">
        {formatAED(effectivePrice({ priceAED, salePriceAED }), lang.locale)}
      </span>
      {percent > 0 && (
        <>
          <s className="price__was">{formatAED(priceAED, lang.locale)}</s>
          <span className="badge badge--sale">{shell.saleOff(percent)}</span>
        </>
      )}
    </p>
  );
}
