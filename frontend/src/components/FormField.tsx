/** A labelled storefront form control with its error message, wired for screen readers. */
import type { ReactNode } from 'react';

/** What the control itself gets: its id and the link to its error, when there is one. */
export interface FieldA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  id: string;
  label: string;
  error?: string;
  children: (a11y: FieldA11y) => ReactNode;
}

export function FormField({ id, label, error, children }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
