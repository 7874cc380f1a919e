/** The customer form of the checkout; its rules are the API's (validateCheckout). */
import { useLanguage } from '../../i18n';
import type { FormEvent, InputHTMLAttributes, ReactNode, RefObject } from 'react';
import { CHECKOUT_RULES, CITIES, LIMITS, showTypedPhone } from '@freakdrop/contract';
import { SHELL_TEXT } from '../../components/texts';
import { FormField } from '../../components/FormField';
import type { FieldA11y } from '../../components/FormField';
import type { CheckoutErrors, CheckoutForm as CheckoutValues } from './checkout';
import { CHECKOUT_TEXT } from './texts';

type Field = keyof CheckoutValues;

/** The fields in the order they are shown; the first invalid one gets the focus. */
export const FIELD_ORDER: Field[] = [
  'customerName',
  'phone',
  'email',
  'city',
  'addressLine1',
  'addressLine2',
  'notes',
];

/** The one-line text fields, by name: their label (in the page's language) and attributes. */
const inputs = (
  text: typeof CHECKOUT_TEXT,
  shell: typeof SHELL_TEXT,
): Partial<Record<Field, { label: string } & InputHTMLAttributes<HTMLInputElement>>> => ({
  customerName: {
    label: text.fullName,
    autoComplete: 'name',
    maxLength: LIMITS.customerNameMax,
  },
  phone: {
    label: shell.phone,
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    maxLength: CHECKOUT_RULES.phone.maxLength,
    // A phone number reads left to right in Arabic too.
    dir: 'ltr',
  },
  email: {
    label: text.emailOptional,
    type: 'email',
    autoComplete: 'email',
    maxLength: LIMITS.emailMax,
  },
  addressLine1: {
    label: text.addressLine1,
    autoComplete: 'address-line1',
    placeholder: text.addressLine1Hint,
    maxLength: LIMITS.addressMax,
  },
  addressLine2: {
    label: text.addressLine2,
    autoComplete: 'address-line2',
    maxLength: LIMITS.addressMax,
  },
});

interface Props {
  form: CheckoutValues;
  errors: CheckoutErrors;
  placing: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  onChange: (field: Field, value: string) => void;
  onSubmit: (event: FormEvent) => void;
  /** The discount code field, above the cash-on-delivery note. */
  promo?: ReactNode;
  /** Whether the shopper agrees to the order's updates on WhatsApp (on until unticked). */
  whatsappUpdates: boolean;
  onWhatsappUpdates: (on: boolean) => void;
}

export function CheckoutForm({
  form,
  errors,
  placing,
  formRef,
  onChange,
  onSubmit,
  promo,
  whatsappUpdates,
  onWhatsappUpdates,
}: Props) {
  const lang = useLanguage();
  const shell = lang.t(SHELL_TEXT);
  const text = lang.t(CHECKOUT_TEXT);
  const control = (field: Field) => ({
    name: field,
    value: form[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
    // A phone typed in any accepted form reads back as +971 XX XXX XXXX once left.
    ...(field === 'phone' && {
      onBlur: () => {
        const shown = showTypedPhone(form.phone);
        if (shown !== form.phone) onChange('phone', shown);
      },
    }),
  });
  const field = (name: Field, label: string, render: (a11y: FieldA11y) => ReactNode) => (
    <FormField key={name} id={`checkout-${name}`} label={label} error={errors[name]}>
      {render}
    </FormField>
  );

  return (
    <form ref={formRef} className="panel form" noValidate onSubmit={onSubmit}>
      <h2 className="panel__title">{text.deliveryDetails}</h2>
      {FIELD_ORDER.map((name) => {
        const input = inputs(text, shell)[name];
        if (input) {
          const { label, ...attrs } = input;
          return field(name, label, (a11y) => <input {...a11y} {...attrs} {...control(name)} />);
        }
        if (name === 'city') {
          return field(name, text.city, (a11y) => (
            <select {...a11y} {...control(name)}>
              <option value="">{text.selectCity}</option>
              {CITIES.map((c) => (
                <option key={c} value={c}>
                  {lang.city(c)}
                </option>
              ))}
            </select>
          ));
        }
        return field(name, text.notes, (a11y) => (
          <textarea {...a11y} {...control(name)} rows={3} maxLength={LIMITS.notesMax} />
        ));
      })}
      {promo}
      {/* A native checkbox: server-rendered ticked, the same box before and after hydration. */}
      <label className="consent" htmlFor="checkout-whatsappUpdates">
        <input
          id="checkout-whatsappUpdates"
          name="whatsappUpdates"
          type="checkbox"
          checked={whatsappUpdates}
          onChange={(e) => onWhatsappUpdates(e.target.checked)}
        />
        <span>{text.whatsappUpdates}</span>
      </label>
      <p className="note">{text.codCheckoutNote}</p>
      <button
        type="submit"
        className="btn btn--primary btn--block btn--big"
        disabled={placing}
        aria-busy={placing}
      >
        {placing ? text.placingOrder : text.placeOrder}
      </button>
    </form>
  );
}
