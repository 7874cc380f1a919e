/** Quantity 1 to 10: decrease disabled at the minimum, increase at the maximum. */
import { LIMITS } from '@freakdrop/contract';
import { useTexts } from '../i18n';
import { SHELL_TEXT } from './texts';

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
  label,
  disabled = false,
  compact = false,
}: Props) {
  const shell = useTexts(SHELL_TEXT);
  return (
    <div
      className={`qty${compact ? ' qty--compact' : ''}`}
      role="group"
      aria-label={label ?? shell.quantity}
    >
      <button
        type="button"
        className="qty__btn"
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= min}
        aria-label={shell.decreaseQty}
      >
        −
      </button>
      <output className="qty__value" aria-live="polite" aria-label={shell.quantity}>
        {value}
      </output>
      <button
        type="button"
        className="qty__btn"
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= max}
        aria-label={shell.increaseQty}
      >
        +
      </button>
    </div>
  );
}
