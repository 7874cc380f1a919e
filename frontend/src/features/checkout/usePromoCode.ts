/**
 * The checkout's discount code: applied through `POST /api/promotions/check` (the server's
 * figures), kept with the cart (a reload keeps it) and checked again whenever the cart, the city
 * or the phone changes, since each can change what the code gives or whether it holds. A code
 * refused (by the check or by the order's 409) stays in the field with the server's reason and
 * is not sent with the order.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isCity,
  NO_SIZE,
  normalizePromoCode,
  normalizeUaePhone,
  PROMOTION_LIMITS,
} from '@freakdrop/contract';
import type { City, ErrorCode } from '@freakdrop/contract';
import type { PromotionCheckRequest } from '../../api/types';
import { readApiError } from '../../app/apiError';
import type { ApiErrorInfo } from '../../app/apiError';
import { promoCodeSet } from '../../app/cart';
import type { CartItem } from '../../app/cart';
import { useAppDispatch } from '../../app/hooks';
import type { Language } from '../../i18n';
import type { AppliedDiscount } from './checkout';
import { useCheckPromotionMutation } from './checkoutApi';
import { CHECKOUT_TEXT } from './texts';

/** How long the cart, city or phone stays unchanged before a kept code is checked again. */
const RECHECK_DELAY_MS = 250;

export type PromoState =
  | { status: 'none' }
  /** While a code is checked again, the discount it gave stays on screen. */
  | { status: 'checking'; code: string; discount?: AppliedDiscount }
  | { status: 'applied'; code: string; discount: AppliedDiscount; key: string }
  | { status: 'refused'; code: string; message: string; key: string };

/** Whether an error code is one of a code's refusals. */
export function isPromoRefusal(code: ErrorCode | undefined): boolean {
  return !!code && code.startsWith('PROMO_');
}

/** The shopper's words for a refused code: the server's reason in the page's language. */
export function promoFailureText(failure: ApiErrorInfo, lang: Language): string {
  const text = lang.t(CHECKOUT_TEXT);
  if (failure.code === 'PROMO_MINIMUM') {
    // PROMO_MINIMUM's body carries the AED still missing.
    const missing = (failure.body as { missingAED?: unknown } | undefined)?.missingAED;
    if (typeof missing === 'number') return text.promoMinimum(missing);
  }
  if (failure.message) return lang.message(failure.message, failure.code);
  return text.promoCheckFailed;
}

/** What the check is asked for this cart: a city is required, the flat fee's until chosen. */
export function checkRequest(
  code: string,
  items: readonly CartItem[],
  city: string,
  phone: string,
): PromotionCheckRequest {
  const normalized = normalizeUaePhone(phone);
  return {
    code,
    items: items.map((i) => ({
      productId: i.productId,
      size: i.size || NO_SIZE,
      ...(i.color ? { color: i.color } : {}),
      qty: i.qty,
    })),
    city: (isCity(city) ? city : 'Dubai') satisfies City,
    ...(normalized ? { phone: normalized } : {}),
  };
}

/** The inputs a check depends on, as one string: a new one checks the code again. */
function requestKey(request: PromotionCheckRequest, items: readonly CartItem[]): string {
  const { code: _code, ...rest } = request;
  return JSON.stringify([rest, items.map((i) => i.priceAED)]);
}

export function usePromoCode({
  storedCode,
  items,
  city,
  phone,
  lang,
}: {
  storedCode: string | undefined;
  items: readonly CartItem[];
  city: string;
  phone: string;
  lang: Language;
}) {
  const dispatch = useAppDispatch();
  const [check] = useCheckPromotionMutation();
  const [state, setState] = useState<PromoState>({ status: 'none' });
  // The latest check wins: an answer to an older one is dropped.
  const latest = useRef(0);
  const key = requestKey(checkRequest('', items, city, phone), items);

  const run = useCallback(
    // `typed`: the shopper's Apply (a refusal drops any code kept); else a check again of the
    // kept code (a refusal keeps it, so a cart that grows into it gets it back).
    async (code: string, typed = false) => {
      const request = checkRequest(code, items, city, phone);
      const runKey = requestKey(request, items);
      const id = ++latest.current;
      setState((prev) => ({
        status: 'checking',
        code,
        discount:
          prev.status === 'applied' || prev.status === 'checking' ? prev.discount : undefined,
      }));
      try {
        const answer = await check(request).unwrap();
        if (id !== latest.current) return;
        setState({
          status: 'applied',
          code: answer.code,
          discount: { discountAED: answer.discountAED, freeDelivery: answer.freeDelivery },
          key: runKey,
        });
        dispatch(promoCodeSet(answer.code));
      } catch (error) {
        if (id !== latest.current) return;
        const failure = readApiError(error);
        setState({
          status: 'refused',
          code,
          message: promoFailureText(failure, lang),
          key: runKey,
        });
        if (typed) dispatch(promoCodeSet(null));
      }
    },
    [check, dispatch, items, city, phone, lang],
  );

  /** Apply what the shopper typed: its form is checked here, the rest by the server. */
  const apply = (typed: string) => {
    const code = normalizePromoCode(typed);
    if (!code) {
      latest.current++;
      setState({
        status: 'refused',
        code: typed.trim(),
        message: lang
          .t(CHECKOUT_TEXT)
          .promoInvalid(PROMOTION_LIMITS.codeMin, PROMOTION_LIMITS.codeMax),
        key,
      });
      return;
    }
    void run(code, true);
  };

  const remove = () => {
    latest.current++;
    setState({ status: 'none' });
    dispatch(promoCodeSet(null));
  };

  /** The order refused the code (409 PROMO_*): its reason by the field; not sent again. */
  const refusedByOrder = (failure: ApiErrorInfo) => {
    latest.current++;
    const code = state.status === 'none' ? (storedCode ?? '') : state.code;
    setState({ status: 'refused', code, message: promoFailureText(failure, lang), key });
  };

  /** A 409 TOTALS_CHANGED's discount: the server's figure for the code. */
  const serverDiscount = (discount: AppliedDiscount) => {
    if (state.status === 'applied') setState({ ...state, discount });
  };

  // A stored code (a reload) or a changed cart, city or phone: check it again.
  const stale =
    storedCode !== undefined &&
    items.length > 0 &&
    state.status !== 'checking' &&
    (state.status === 'none' ||
      ((state.status === 'applied' || state.status === 'refused') &&
        state.key !== key &&
        state.code === storedCode));
  // A moment after the last change, so quantities changed in a row ask once.
  useEffect(() => {
    if (!stale || !storedCode) return undefined;
    const timer = window.setTimeout(() => void run(storedCode), RECHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [stale, storedCode, run]);

  /** The code and what it gives now, or null when no code applies. */
  const applied =
    (state.status === 'applied' || state.status === 'checking') && state.discount
      ? { code: state.code, ...state.discount }
      : null;

  return { state, applied, apply, remove, refusedByOrder, serverDiscount };
}
