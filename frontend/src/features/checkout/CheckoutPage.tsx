/** /checkout (spec §2, §5): form, summary, the 409 path and the confirmation. */
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { CHECKOUT_TEXT, CITIES, formatAED, LIMITS, MSG, SHELL_TEXT } from '@contract';
import { readApiError } from '../../app/apiError';
import { cartCleared, lineKey, linesUpdated } from '../../app/cart';
import { api } from '../../app/api';
import { useDeliveryFee, useGetSettingsQuery } from '../../app/catalogApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { whatsappUrl } from '../../components/contact';
import { lineVariantText } from '../../components/lineVariant';
import { ProductImage } from '../../components/ProductImage';
import { useToast } from '../../components/Toast';
import { usePageTitle } from '../../components/usePageTitle';
import type { CheckoutErrors, CheckoutForm } from './checkout';
import {
  EMPTY_FORM,
  orderTotal,
  resolveConflict,
  toPlaceOrderRequest,
  validateCheckout,
} from './checkout';
import { usePlaceOrderMutation } from './checkoutApi';

interface Placed {
  orderNumber: string;
  totalAED: number;
  phone: string;
}

const FIELD_ORDER: (keyof CheckoutForm)[] = [
  'customerName',
  'phone',
  'email',
  'city',
  'addressLine1',
  'addressLine2',
  'notes',
];

function Confirmation({ placed }: { placed: Placed }) {
  const { data: settings } = useGetSettingsQuery();
  const trackUrl = `/track-order?${new URLSearchParams({
    orderNumber: placed.orderNumber,
    phone: placed.phone,
  }).toString()}`;
  return (
    <section className="page page--narrow confirmation" aria-labelledby="placed-title">
      <p className="confirmation__icon" aria-hidden="true">
        ☻
      </p>
      <h1 id="placed-title" className="display">
        {CHECKOUT_TEXT.orderPlacedTitle}
      </h1>
      <p>{CHECKOUT_TEXT.orderPlacedBody}</p>
      <div className="order-number">
        <span>{SHELL_TEXT.orderNumber}</span>
        <strong data-testid="order-number">{placed.orderNumber}</strong>
      </div>
      <p>{CHECKOUT_TEXT.orderTotalCod(formatAED(placed.totalAED))}</p>
      <div className="actions actions--stack">
        {settings && (
          <a
            className="btn btn--whatsapp"
            href={whatsappUrl(
              settings.whatsappNumber,
              CHECKOUT_TEXT.whatsappMessage(placed.orderNumber),
            )}
            target="_blank"
            rel="noopener noreferrer"
          >
            {CHECKOUT_TEXT.whatsappSupport}
          </a>
        )}
        <Link className="btn btn--ghost" to={trackUrl}>
          {CHECKOUT_TEXT.trackThisOrder}
        </Link>
      </div>
      <div className="actions">
        <Link className="btn btn--primary" to="/shop">
          {SHELL_TEXT.continueShopping}
        </Link>
        <Link className="btn btn--ghost" to="/">
          {CHECKOUT_TEXT.backToHome}
        </Link>
      </div>
    </section>
  );
}

export function CheckoutPage() {
  usePageTitle(CHECKOUT_TEXT.checkoutTitle);
  const dispatch = useAppDispatch();
  const toast = useToast();
  const cart = useAppSelector((s) => s.cart);
  const settingsDelivery = useDeliveryFee();
  const [deliveryOverride, setDeliveryOverride] = useState<number | undefined>();
  const deliveryAED = deliveryOverride ?? settingsDelivery;
  const [form, setForm] = useState<CheckoutForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [changes, setChanges] = useState<string[]>([]);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [placeOrder, { isLoading }] = usePlaceOrderMutation();
  const formRef = useRef<HTMLFormElement>(null);
  // One key per attempt: a retry of the same order reuses it, a changed order gets a new one.
  const attempt = useRef<{ body: string; key: string } | null>(null);

  if (placed) return <Confirmation placed={placed} />;
  if (cart.items.length === 0 && changes.length === 0) return <Navigate to="/shop" replace />;

  const set = (field: keyof CheckoutForm, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (submitted) setErrors(validateCheckout(next));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    if (cart.items.length === 0) {
      toast({ title: MSG.cartEmptyTitle, description: MSG.cartEmptyBody, variant: 'error' });
      return;
    }
    const found = validateCheckout(form);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((f) => found[f]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const body = toPlaceOrderRequest(form, cart, deliveryAED);
    const bodyJson = JSON.stringify(body);
    if (attempt.current?.body !== bodyJson) {
      attempt.current = { body: bodyJson, key: crypto.randomUUID() };
    }
    try {
      const result = await placeOrder({ body, idempotencyKey: attempt.current.key }).unwrap();
      setPlaced({ orderNumber: result.orderNumber, totalAED: body.totalAED, phone: body.phone });
      dispatch(cartCleared());
      window.scrollTo({ top: 0 });
    } catch (error) {
      const failure = readApiError(error);
      const resolution = resolveConflict(failure, cart.items, deliveryAED);
      if (resolution) {
        dispatch(linesUpdated(resolution.updates));
        if (resolution.deliveryAED !== undefined) {
          setDeliveryOverride(resolution.deliveryAED);
          dispatch(api.util.invalidateTags(['Settings']));
        }
        setChanges(resolution.changes);
      }
      toast({
        title: MSG.orderPlaceFailedTitle,
        description: failure.message ?? MSG.orderPlaceFailedFallback,
        variant: 'error',
      });
    }
  }

  const fieldProps = (field: keyof CheckoutForm) => ({
    id: `checkout-${field}`,
    name: field,
    value: form[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `checkout-${field}-error` : undefined,
  });
  const errorOf = (field: keyof CheckoutForm) =>
    errors[field] ? (
      <p className="field__error" id={`checkout-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <div className="page checkout">
      <h1 className="page-title display">{CHECKOUT_TEXT.checkoutTitle}</h1>

      {changes.length > 0 && (
        <div className="notice notice--warning" role="alert">
          <p className="notice__title">{CHECKOUT_TEXT.changesTitle}</p>
          <ul>
            {changes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          {cart.items.length > 0 ? (
            <p>{CHECKOUT_TEXT.reviewAndPlace}</p>
          ) : (
            <Link to="/shop" className="btn btn--primary">
              {SHELL_TEXT.continueShopping}
            </Link>
          )}
        </div>
      )}

      <div className="checkout__grid">
        <form ref={formRef} className="panel form" noValidate onSubmit={submit}>
          <h2 className="panel__title">{CHECKOUT_TEXT.deliveryDetails}</h2>
          <div className="field">
            <label htmlFor="checkout-customerName">{CHECKOUT_TEXT.fullName}</label>
            <input
              {...fieldProps('customerName')}
              autoComplete="name"
              maxLength={LIMITS.customerNameMax}
              onChange={(e) => set('customerName', e.target.value)}
            />
            {errorOf('customerName')}
          </div>
          <div className="field">
            <label htmlFor="checkout-phone">{SHELL_TEXT.phone}</label>
            <input
              {...fieldProps('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={20}
              onChange={(e) => set('phone', e.target.value)}
            />
            {errorOf('phone')}
          </div>
          <div className="field">
            <label htmlFor="checkout-email">{CHECKOUT_TEXT.emailOptional}</label>
            <input
              {...fieldProps('email')}
              type="email"
              autoComplete="email"
              maxLength={LIMITS.emailMax}
              onChange={(e) => set('email', e.target.value)}
            />
            {errorOf('email')}
          </div>
          <div className="field">
            <label htmlFor="checkout-city">{CHECKOUT_TEXT.city}</label>
            <select {...fieldProps('city')} onChange={(e) => set('city', e.target.value)}>
              <option value="">{CHECKOUT_TEXT.selectCity}</option>
              {CITIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            {errorOf('city')}
          </div>
          <div className="field">
            <label htmlFor="checkout-addressLine1">{CHECKOUT_TEXT.addressLine1}</label>
            <input
              {...fieldProps('addressLine1')}
              autoComplete="address-line1"
              placeholder={CHECKOUT_TEXT.addressLine1Hint}
              maxLength={LIMITS.addressMax}
              onChange={(e) => set('addressLine1', e.target.value)}
            />
            {errorOf('addressLine1')}
          </div>
          <div className="field">
            <label htmlFor="checkout-addressLine2">{CHECKOUT_TEXT.addressLine2}</label>
            <input
              {...fieldProps('addressLine2')}
              autoComplete="address-line2"
              maxLength={LIMITS.addressMax}
              onChange={(e) => set('addressLine2', e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="checkout-notes">{CHECKOUT_TEXT.notes}</label>
            <textarea
              {...fieldProps('notes')}
              rows={3}
              maxLength={LIMITS.notesMax}
              onChange={(e) => set('notes', e.target.value)}
            />
          </div>
          <p className="note">{CHECKOUT_TEXT.codCheckoutNote}</p>
          <button
            type="submit"
            className="btn btn--primary btn--block btn--big"
            disabled={isLoading}
            aria-busy={isLoading}
          >
            {isLoading ? CHECKOUT_TEXT.placingOrder : CHECKOUT_TEXT.placeOrder}
          </button>
        </form>

        <section className="panel summary" aria-labelledby="summary-title">
          <h2 id="summary-title" className="panel__title">
            {CHECKOUT_TEXT.orderSummary}
          </h2>
          <ul className="summary__items">
            {cart.items.map((item) => (
              <li key={lineKey(item)} className="summary__item">
                <ProductImage src={item.image} alt="" sizes="56px" className="summary__img" />
                <div className="summary__info">
                  <Link to={`/product/${item.slug}`}>{item.title}</Link>
                  <p className="muted small">{lineVariantText(item.size, item.color)}</p>
                  <p className="muted small">
                    {item.qty} × {formatAED(item.priceAED)}
                  </p>
                </div>
                <p className="summary__line">{formatAED(item.priceAED * item.qty)}</p>
              </li>
            ))}
          </ul>
          <dl className="totals">
            <div>
              <dt>{SHELL_TEXT.subtotal}</dt>
              <dd>{formatAED(cart.subtotalAED)}</dd>
            </div>
            <div>
              <dt>{SHELL_TEXT.delivery}</dt>
              <dd>{formatAED(deliveryAED)}</dd>
            </div>
            <div className="totals__total">
              <dt>{SHELL_TEXT.total}</dt>
              <dd data-testid="order-total">
                {formatAED(orderTotal(cart.subtotalAED, deliveryAED))}
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </div>
  );
}
