/**
 * A row of pill buttons choosing one option; clicking the chosen one again clears it
 * (size and colour deselect on a second click).
 */
export function TogglePicker({
  legend,
  options,
  value,
  onChange,
  swatches = false,
  unavailable,
  unavailableLabel = '',
  label = (option: string) => option,
}: {
  legend: string;
  options: readonly string[];
  value: string;
  onChange: (next: string) => void;
  /** Show a colour swatch before each option's name. */
  swatches?: boolean;
  /** Options that cannot be chosen now (sold out): shown disabled, with `unavailableLabel`. */
  unavailable?: (option: string) => boolean;
  unavailableLabel?: string;
  /** An option's name as shown (a colour in the page's language); the value stays as is. */
  label?: (option: string) => string;
}) {
  return (
    <fieldset className="picker">
      <legend className="picker__legend">{legend}</legend>
      <div className="picker__options">
        {options.map((option) => {
          // A chosen option stays clickable, so it can always be deselected.
          const off = value !== option && !!unavailable?.(option);
          return (
            <button
              key={option}
              type="button"
              className={`${swatches ? 'pill pill--color' : 'pill'}${off ? ' pill--soldout' : ''}`}
              aria-pressed={value === option}
              disabled={off}
              onClick={() => onChange(value === option ? '' : option)}
            >
              {swatches && (
                <span className={`swatch swatch--${option.toLowerCase()}`} aria-hidden="true" />
              )}
              {off ? <span className="pill__struck">{label(option)}</span> : label(option)}
              {off && <span className="pill__note"> {unavailableLabel}</span>}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
