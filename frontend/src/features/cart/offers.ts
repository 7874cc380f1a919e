/**
 * The shop's automatic offers (`GET /api/promotions/offers`) as the cart drawer and the
 * checkout show them: priced in the browser with the contract's own function
 * (`pricePromotions`), so the discount is on screen before anything is asked. The server prices
 * the order again; a figure that differs comes back as the 409 `TOTALS_CHANGED` with its own.
 */
import {
  bestAutomatic,
  cartProblem,
  deliveryFeeFils,
  fromFils,
  isCity,
  pricePromotions,
  toFils,
} from '@freakdrop/contract';
import type {
  DeliveryRules,
  PromotionLine,
  PromotionRule,
  PromotionScope,
} from '@freakdrop/contract';
import type { Category, PublicOffer, PublicOfferList } from '../../api/types';
import { api } from '../../app/api';
import type { CartItem } from '../../app/cart';

export const offersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOffers: build.query<PublicOfferList, void>({
      query: () => '/promotions/offers',
      providesTags: ['Promotion'],
    }),
  }),
});

export const { useGetOffersQuery } = offersApi;

/** The answer's scope (one of its three forms) as the pricing's. */
export function scopeOf(appliesTo: PublicOffer['appliesTo']): PromotionScope {
  if (appliesTo.categoryIds) return { categoryIds: appliesTo.categoryIds };
  if (appliesTo.productIds) return { productIds: appliesTo.productIds };
  return { all: true };
}

/** An offer as the pricing reads it (fils; an automatic offer has no code, never combines). */
export function offerRule(offer: PublicOffer): PromotionRule {
  return {
    id: offer.id,
    code: null,
    kind: offer.kind,
    value: offer.kind === 'fixed' ? toFils(offer.value) : offer.value,
    appliesTo: scopeOf(offer.appliesTo),
    minSubtotalFils: offer.minSubtotalAED === null ? null : toFils(offer.minSubtotalAED),
    excludeSaleItems: offer.excludeSaleItems,
    combinable: false,
  };
}

/**
 * The cart's lines as the pricing reads them. A line's category is known by its slug (kept
 * when it was added); `categories` names their ids. A line added before either was kept has
 * no category and is not on sale: the server's answer then corrects the figure.
 */
export function promotionLines(
  items: readonly CartItem[],
  categories: readonly Pick<Category, 'id' | 'slug'>[] = [],
): PromotionLine[] {
  const idOf = new Map(categories.map((c) => [c.slug, c.id]));
  return items.map((item) => ({
    productId: item.productId,
    categoryId: (item.category && idOf.get(item.category)) ?? null,
    unitFils: toFils(item.priceAED),
    qty: item.qty,
    onSale: item.onSale === true,
  }));
}

/** Whether any offer names categories (only then are the categories read). */
export function needsCategories(offers: readonly PublicOffer[] | undefined): boolean {
  return !!offers?.some((o) => !!o.appliesTo.categoryIds);
}

/** The best automatic offer's discount for this cart, or null when none applies. */
export function automaticDiscount(
  items: readonly CartItem[],
  offers: readonly PublicOffer[] | undefined,
  rules: DeliveryRules,
  city: string,
  categories?: readonly Pick<Category, 'id' | 'slug'>[],
): { discountAED: number; freeDelivery: boolean } | null {
  if (!offers?.length || !items.length) return null;
  const price = pricePromotions(
    promotionLines(items, categories),
    isCity(city) ? city : 'Dubai',
    isCity(city) ? rules : { ...rules, byCityFils: {} },
    { automatic: offers.map(offerRule), code: null },
  );
  if (!price.applied.length) return null;
  return { discountAED: fromFils(price.discountFils), freeDelivery: price.freeDelivery };
}

/** Each offer and where this cart stands with it: the one applied, or how much more it needs. */
export interface OfferState {
  offer: PublicOffer;
  applied: boolean;
  /** PROMO_MINIMUM: the AED still missing; else null. */
  missingAED: number | null;
}

export function offerStates(
  items: readonly CartItem[],
  offers: readonly PublicOffer[],
  rules: DeliveryRules,
  categories?: readonly Pick<Category, 'id' | 'slug'>[],
): OfferState[] {
  const lines = promotionLines(items, categories);
  const subtotalFils = lines.reduce((sum, l) => sum + l.unitFils * l.qty, 0);
  const ruleList = offers.map(offerRule);
  const best = bestAutomatic(ruleList, lines, deliveryFeeFils(rules, 'Dubai', subtotalFils));
  return offers.map((offer, i) => {
    const problem = cartProblem(ruleList[i], lines);
    return {
      offer,
      applied: best?.id === offer.id,
      missingAED: problem?.code === 'PROMO_MINIMUM' ? fromFils(problem.missingFils) : null,
    };
  });
}
