/**
 * The checkout's discount code field: folded behind "Have a discount code?" until opened (open
 * at once when a code is kept or refused); Apply checks the code with the server, an applied
 * code shows with Remove, a refused one shows the server's reason under the field. Not a form of
 * its own (it sits inside the checkout's): Enter in it applies the code, it never places the order.
 */
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { PROMOTION_LIMITS } from '@freakdrop/contract';
import { useLanguage } from '../../i18n';
import { CHECKOUT_TEXT } from './texts';
import type { PromoState } from './usePromoCode';

const ID = 'checkout-promo';

export function PromoField({
  state,
  onApply,
  onRemove,
}: {
  state: PromoState;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const text = useLanguage().t(CHECKOUT_TEXT);
  const [open, setOpen] = useState(false);
  // null until the shopper types: the field then shows the code kept or refused.
  const [typed, setTyped] = useState<string | null>(null);
  const checking = state.status === 'checking';
  const remove = () => {
    setTyped(null);
    onRemove();
  };

  if (state.status === 'applied' || (checking && state.discount)) {
    return (
      <div className="promo promo--applied" data-testid="promo">
        <p className="promo__applied" role="status">
          <span className="promo__check" aria-hidden="true">
            ✓
          </span>{' '}
          {text.promoApplied(state.code)}
        </p>
        <button type="button" className="promo__remove" onClick={remove}>
          {text.promoRemove}
        </button>
      </div>
    );
  }

  const error = state.status === 'refused' ? state.message : undefined;
  if (!open && !error && !checking) {
    return (
      <div className="promo" data-testid="promo">
        <button
          type="button"
          className="promo__toggle"
          aria-expanded={false}
          aria-controls={ID}
          onClick={() => setOpen(true)}
        >
          {text.promoToggle}
        </button>
      </div>
    );
  }

  const value = typed ?? (state.status === 'none' ? '' : state.code);
  const apply = () => {
    if (!checking) onApply(value);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      apply();
    }
  };
  return (
    <div className="promo field" data-testid="promo">
      <label htmlFor={ID}>{text.promoLabel}</label>
      <div className="promo__row">
        <input
          id={ID}
          name="promoCode"
          value={value}
          onChange={(e) => setTyped(e.target.value.toUpperCase())}
          onKeyDown={onKeyDown}
          maxLength={PROMOTION_LIMITS.codeMax}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          // A code reads left to right in Arabic too.
          dir="ltr"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ID}-error` : undefined}
        />
        <button
          type="button"
          className="btn btn--ghost"
          onClick={apply}
          disabled={checking || !value.trim()}
          aria-busy={checking}
        >
          {checking ? text.promoApplying : text.promoApply}
        </button>
      </div>
      {error && (
        <p className="field__error" id={`${ID}-error`} role="alert">
          {error}
        </p>
      )}
      {error && (
        <button type="button" className="promo__remove" onClick={remove}>
          {text.promoRemove}
        </button>
      )}
    </div>
  );
}
