/** Quantity 1 to 10: decrease disabled at the minimum, increase at the maximum. */
import { LIMITS } from '@contract';
import { SHELL_TEXT } from '../app/texts';

interface Props {
  value: number;
  onChange: (qty: number) => void;
  min?: number;
  max?: number;
  /** Names the control for screen readers, e.g. "Quantity of Slime Hoodie". */
  label?: string;
  disabled?: boolean;
  compact?: boolean;
}

export function QuantitySelector({
  value,
  onChange,
  min = LIMITS.qtyMin,
  max = LIMITS.qtyMax,
  label = SHELL_TEXT.quantity,
  disabled = false,
  compact = false,
}: Props) {
  return (
    <div className={`qty${compact ? ' qty--compact' : ''}`} role="group" aria-label={label}>
      <button
        type="button"
        className="qty__btn"
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= min}
        aria-label={SHELL_TEXT.decreaseQty}
      >
        −
      </button>
      <output className="qty__value" aria-live="polite" aria-label={SHELL_TEXT.quantity}>
        {value}
      </output>
      <button
        type="button"
        className="qty__btn"
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= max}
        aria-label={SHELL_TEXT.increaseQty}
      >
        +
      </button>
    </div>
  );
}
