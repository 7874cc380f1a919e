/**
 * /checkout: the customer form and the order summary; an order the server refuses because its
 * figures or its stock changed updates the cart and says what changed; a placed order shows
 * its confirmation page (ConfirmationPage.tsx). Without a cart the shopper goes to /shop. On a
 * phone the summary, with the total, sits collapsed above the form (OrderSummary.tsx).
 */
import { useLanguage } from '../../i18n';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ShopLink } from '../../components/ShopLink';
import { fromFils, toFils } from '@freakdrop/contract';
import { DELIVERY_MSG } from '../../i18n/orderMessages';
import { MSG } from '../../i18n/messages';
import { api } from '../../app/api';
import { readApiError } from '../../app/apiError';
import { cartCleared, cartReducer, linesUpdated } from '../../app/cart';
import type { CartItem } from '../../app/cart';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SHELL_TEXT } from '../../components/texts';
import { useToast } from '../../components/Toast';
import { usePageTitle } from '../../components/usePageTitle';
import type { CheckoutErrors, CheckoutForm as CheckoutValues } from './checkout';
import {
  checkoutFigures,
  EMPTY_FORM,
  resolveConflict,
  toPlaceOrderRequest,
  validateCheckout,
} from './checkout';
import { usePlaceOrderMutation } from './checkoutApi';
import { CheckoutForm, FIELD_ORDER } from './CheckoutForm';
import { useDeliveryRules } from './delivery';
import { automaticDiscount, needsCategories, useGetOffersQuery } from '../cart/offers';
import { useGetCategoriesQuery } from '../../app/catalogApi';
import type { AppliedDiscount } from './checkout';
import { isPromoRefusal, usePromoCode } from './usePromoCode';
import { PromoField } from './PromoField';
import { confirmationPath, rememberPlaced } from './placedOrders';
import { OrderSummary } from './OrderSummary';
import { CHECKOUT_TEXT } from './texts';

/** One Idempotency-Key per attempt: a retry of the same order reuses it, a changed one not. */
function useAttemptKey() {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return (body: unknown): string => {
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { body: json, key: crypto.randomUUID() };
    return attempt.current.key;
  };
}

function ChangesNotice({ changes, cartEmpty }: { changes: string[]; cartEmpty: boolean }) {
  const lang = useLanguage();
  const shell = lang.t(SHELL_TEXT);
  const text = lang.t(CHECKOUT_TEXT);
  return (
    <div className="notice notice--warning" role="alert">
      <p className="notice__title">{text.changesTitle}</p>
      <ul>
        {changes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      {cartEmpty ? (
        <ShopLink to="/shop" className="btn btn--primary">
          {shell.continueShopping}
        </ShopLink>
      ) : (
        <p>{text.reviewAndPlace}</p>
      )}
    </div>
  );
}

export function CheckoutPage() {
  const lang = useLanguage();
  const text = lang.t(CHECKOUT_TEXT);
  const msg = lang.t(MSG);
  const delivery = lang.t(DELIVERY_MSG);
  usePageTitle(text.checkoutTitle);
  const dispatch = useAppDispatch();
  const toast = useToast();
  const cart = useAppSelector((s) => s.cart);
  const settingsRules = useDeliveryRules();
  // After a 409 the server's delivery fee for that city is shown until the city changes.
  const [deliveryOverride, setDeliveryOverride] = useState<{ city: string; aed: number }>();
  const [form, setForm] = useState<CheckoutValues>(EMPTY_FORM);
  // On by default: the shopper unticks it to get no WhatsApp messages about the order.
  const [whatsappUpdates, setWhatsappUpdates] = useState(true);
  const rules =
    deliveryOverride && deliveryOverride.city === form.city
      ? {
          ...settingsRules,
          byCityFils: {},
          freeFromFils: null,
          deliveryFils: toFils(deliveryOverride.aed),
        }
      : settingsRules;
  const promo = usePromoCode({
    storedCode: cart.promoCode,
    items: cart.items,
    city: form.city,
    phone: form.phone,
    lang,
  });
  // Without a code, the best automatic offer (priced here, as the server prices it); after a
  // 409 the server's discount for the cart it answered about, until the cart or city changes.
  const offers = useGetOffersQuery().data?.offers;
  const categories = useGetCategoriesQuery(undefined, { skip: !needsCategories(offers) }).data;
  const [serverDiscount, setServerDiscount] = useState<{ key: string } & AppliedDiscount>();
  const discountKey = (items: readonly CartItem[]) =>
    JSON.stringify([
      items.map((i) => [i.productId, i.size, i.color, i.qty, i.priceAED]),
      form.city,
    ]);
  const automatic =
    serverDiscount && serverDiscount.key === discountKey(cart.items)
      ? serverDiscount
      : automaticDiscount(cart.items, offers, rules, form.city, categories);
  const discount = promo.applied ?? (automatic ? { code: null, ...automatic } : null);
  const figures = checkoutFigures(cart.items, rules, form.city, discount);
  const deliveryAED = fromFils(figures.deliveryFils);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [changes, setChanges] = useState<string[]>([]);
  // Set once the order is placed: the page is on its way to the confirmation.
  const [placed, setPlaced] = useState(false);
  const navigate = useNavigate();
  const [placeOrder, { isLoading }] = usePlaceOrderMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const keyFor = useAttemptKey();

  if (placed) return null;
  if (cart.items.length === 0 && changes.length === 0) return <Navigate to="/shop" replace />;

  const onChange = (field: keyof CheckoutValues, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (submitted) setErrors(validateCheckout(next, lang));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    if (cart.items.length === 0) {
      toast({
        title: msg.cartEmptyTitle,
        description: text.cartEmptyBody,
        variant: 'error',
      });
      return;
    }
    const found = validateCheckout(form, lang);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((f) => found[f]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    if (figures.codMaxExceededFils !== null) {
      toast({
        title: text.orderPlaceFailedTitle,
        description: delivery.codMaxExceeded(fromFils(figures.codMaxExceededFils)),
        variant: 'error',
      });
      return;
    }
    const body = toPlaceOrderRequest(form, cart, rules, discount, {
      language: lang.locale,
      whatsappConsent: whatsappUpdates,
    });
    try {
      const result = await placeOrder({ body, idempotencyKey: keyFor(body) }).unwrap();
      rememberPlaced(result.orderNumber, body.phone);
      setPlaced(true);
      navigate(confirmationPath(result.orderNumber), { replace: true });
      dispatch(cartCleared());
      window.scrollTo({ top: 0 });
    } catch (error) {
      const failure = readApiError(error);
      if (isPromoRefusal(failure.code)) promo.refusedByOrder(failure);
      const resolution = resolveConflict(failure, cart.items, deliveryAED, lang, discount);
      if (resolution) {
        dispatch(linesUpdated(resolution.updates));
        if (resolution.discount) {
          // The server's discount, for the cart as this answer leaves it.
          const items = cartReducer(cart, linesUpdated(resolution.updates)).items;
          if (promo.applied) promo.serverDiscount(resolution.discount);
          else setServerDiscount({ key: discountKey(items), ...resolution.discount });
        }
        if (resolution.deliveryAED !== undefined) {
          setDeliveryOverride({ city: form.city, aed: resolution.deliveryAED });
        }
        // The fees and offers may have changed (per city, free delivery, COD fee): read again.
        if (failure.code === 'TOTALS_CHANGED') {
          dispatch(api.util.invalidateTags(['Settings', 'Promotion']));
        }
        setChanges(resolution.changes);
      }
      toast({
        title: text.orderPlaceFailedTitle,
        description: failure.message
          ? lang.message(failure.message, failure.code)
          : text.orderPlaceFailedFallback,
        variant: 'error',
      });
    }
  }

  return (
    <div className="page checkout">
      <h1 className="page-title display">{text.checkoutTitle}</h1>
      {changes.length > 0 && (
        <ChangesNotice changes={changes} cartEmpty={cart.items.length === 0} />
      )}
      {/* The summary comes first: on a phone it sits above the form (checkout.css). */}
      <div className="checkout__grid">
        <OrderSummary figures={figures} promoCode={discount?.code ?? null} />
        <CheckoutForm
          promo={<PromoField state={promo.state} onApply={promo.apply} onRemove={promo.remove} />}
          form={form}
          errors={errors}
          placing={isLoading}
          formRef={formRef}
          onChange={onChange}
          onSubmit={(e) => void submit(e)}
          whatsappUpdates={whatsappUpdates}
          onWhatsappUpdates={setWhatsappUpdates}
        />
      </div>
    </div>
  );
}
