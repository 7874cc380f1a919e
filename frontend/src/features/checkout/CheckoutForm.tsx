/** The customer form of the checkout; its rules are the API's (validateCheckout). */
import type { FormEvent, RefObject } from 'react';
import { CITIES, LIMITS } from '@contract';
import { SHELL_TEXT } from '../../app/texts';
import type { CheckoutErrors, CheckoutForm as CheckoutValues } from './checkout';
import { CHECKOUT_TEXT } from './texts';

/** The fields in the order they are shown; the first invalid one gets the focus. */
export const FIELD_ORDER: (keyof CheckoutValues)[] = [
  'customerName',
  'phone',
  'email',
  'city',
  'addressLine1',
  'addressLine2',
  'notes',
];

interface Props {
  form: CheckoutValues;
  errors: CheckoutErrors;
  placing: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  onChange: (field: keyof CheckoutValues, value: string) => void;
  onSubmit: (event: FormEvent) => void;
}

export function CheckoutForm({ form, errors, placing, formRef, onChange, onSubmit }: Props) {
  const fieldProps = (field: keyof CheckoutValues) => ({
    id: `checkout-${field}`,
    name: field,
    value: form[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `checkout-${field}-error` : undefined,
  });
  const errorOf = (field: keyof CheckoutValues) =>
    errors[field] ? (
      <p className="field__error" id={`checkout-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form ref={formRef} className="panel form" noValidate onSubmit={onSubmit}>
      <h2 className="panel__title">{CHECKOUT_TEXT.deliveryDetails}</h2>
      <div className="field">
        <label htmlFor="checkout-customerName">{CHECKOUT_TEXT.fullName}</label>
        <input
          {...fieldProps('customerName')}
          autoComplete="name"
          maxLength={LIMITS.customerNameMax}
          onChange={(e) => onChange('customerName', e.target.value)}
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
          onChange={(e) => onChange('phone', e.target.value)}
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
          onChange={(e) => onChange('email', e.target.value)}
        />
        {errorOf('email')}
      </div>
      <div className="field">
        <label htmlFor="checkout-city">{CHECKOUT_TEXT.city}</label>
        <select {...fieldProps('city')} onChange={(e) => onChange('city', e.target.value)}>
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
          onChange={(e) => onChange('addressLine1', e.target.value)}
        />
        {errorOf('addressLine1')}
      </div>
      <div className="field">
        <label htmlFor="checkout-addressLine2">{CHECKOUT_TEXT.addressLine2}</label>
        <input
          {...fieldProps('addressLine2')}
          autoComplete="address-line2"
          maxLength={LIMITS.addressMax}
          onChange={(e) => onChange('addressLine2', e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="checkout-notes">{CHECKOUT_TEXT.notes}</label>
        <textarea
          {...fieldProps('notes')}
          rows={3}
          maxLength={LIMITS.notesMax}
          onChange={(e) => onChange('notes', e.target.value)}
        />
      </div>
      <p className="note">{CHECKOUT_TEXT.codCheckoutNote}</p>
      <button
        type="submit"
        className="btn btn--primary btn--block btn--big"
        disabled={placing}
        aria-busy={placing}
      >
        {placing ? CHECKOUT_TEXT.placingOrder : CHECKOUT_TEXT.placeOrder}
      </button>
    </form>
  );
}
