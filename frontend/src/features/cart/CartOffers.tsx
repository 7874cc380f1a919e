/**
 * The cart drawer's automatic offers: each with what it gives, and where this cart stands (the
 * one applied at checkout, or how much more it needs); the discount under the subtotal. Nothing
 * when the shop has no offer.
 */
import { formatAED } from '../../components/format';
import { minusAED } from '../../components/OrderLines';
import { SHELL_TEXT } from '../../components/texts';
import { useLanguage } from '../../i18n';
import type { Language } from '../../i18n';
import type { PublicOffer } from '../../api/types';
import type { CartItem } from '../../app/cart';
import { useGetCategoriesQuery } from '../../app/catalogApi';
import { useDeliveryRules } from '../checkout/delivery';
import {
  automaticDiscount,
  needsCategories,
  offerStates,
  scopeOf,
  useGetOffersQuery,
} from './offers';

/** "10% off · on selected items · on orders from AED 200". */
export function offerText(offer: PublicOffer, lang: Language): string {
  const shell = lang.t(SHELL_TEXT);
  const what =
    offer.kind === 'percent'
      ? shell.offerPercent(offer.value)
      : offer.kind === 'fixed'
        ? shell.offerFixed(formatAED(offer.value, lang.locale))
        : shell.offerFreeDelivery;
  return [
    what,
    scopeOf(offer.appliesTo).all ? null : shell.offerSelected,
    offer.excludeSaleItems ? shell.offerNoSale : null,
    offer.minSubtotalAED === null
      ? null
      : shell.offerFrom(formatAED(offer.minSubtotalAED, lang.locale)),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** At most this many offers are listed (the best ones the shop has first). */
const SHOWN = 3;

export function CartOffers({ items }: { items: readonly CartItem[] }) {
  const lang = useLanguage();
  const shell = lang.t(SHELL_TEXT);
  const offers = useGetOffersQuery().data?.offers;
  const categories = useGetCategoriesQuery(undefined, { skip: !needsCategories(offers) }).data;
  const rules = useDeliveryRules();
  if (!offers?.length) return null;
  const states = offerStates(items, offers, rules, categories).slice(0, SHOWN);
  const discount = automaticDiscount(items, offers, rules, '', categories);
  return (
    <>
      {!!discount?.discountAED && (
        <p className="drawer__subtotal drawer__discount" data-testid="cart-discount">
          <span>{shell.discount}</span>
          <strong>
            <bdi>{minusAED(discount.discountAED, lang.locale)}</bdi>
          </strong>
        </p>
      )}
      <ul className="offers" aria-label={shell.offersTitle} data-testid="cart-offers">
        {states.map(({ offer, applied, missingAED }) => (
          <li key={offer.id}>
            <span className="offers__title">{offerText(offer, lang)}</span>
            {applied ? (
              <span className="offers__state offers__state--on">✓ {shell.offerApplied}</span>
            ) : (
              missingAED !== null && (
                <span className="offers__state">
                  {shell.offerAddMore(formatAED(missingAED, lang.locale))}
                </span>
              )
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
