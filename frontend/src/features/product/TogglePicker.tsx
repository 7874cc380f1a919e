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
}: {
  legend: string;
  options: readonly string[];
  value: string;
  onChange: (next: string) => void;
  /** Show a colour swatch before each option's name. */
  swatches?: boolean;
}) {
  return (
    <fieldset className="picker">
      <legend className="picker__legend">{legend}</legend>
      <div className="picker__options">
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className={swatches ? 'pill pill--color' : 'pill'}
            aria-pressed={value === option}
            onClick={() => onChange(value === option ? '' : option)}
          >
            {swatches && (
              <span className={`swatch swatch--${option.toLowerCase()}`} aria-hidden="true" />
            )}
            {option}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
