import type { ReactNode } from 'react';
import { FormRow } from '../../ui/FormRow';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Leaving the field shows its message (the wizard's required fields). */
  onBlur?: () => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** A textarea with this many rows instead of a one-line input. */
  rows?: number;
  type?: 'text' | 'date';
  /** For dates: the latest allowed (birth dates stop at today). */
  max?: string;
  maxLength?: number;
  /** The field's name in the form: the e2e tests and focus-on-error find it by this. */
  name: string;
};

/** One labelled text, long text or date of the couple wizard, tied to its message and hint. */
export function TextField({ label, value, onChange, onBlur, error, hint, required, rows, type = 'text', max, maxLength, name }: Props) {
  return (
    <FormRow label={required ? <RequiredLabel text={label} /> : label} error={error} hint={hint}>
      {(control) =>
        rows ? (
          <textarea
            {...control}
            name={name}
            className="field__input couple-field__textarea"
            rows={rows}
            value={value}
            maxLength={maxLength}
            aria-required={required || undefined}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        ) : (
          <input
            {...control}
            name={name}
            className="field__input"
            type={type}
            value={value}
            max={max}
            maxLength={maxLength}
            autoComplete="off"
            aria-required={required || undefined}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        )
      }
    </FormRow>
  );
}

/** A required field's label: the star is for the eye; `aria-required` says it to screen readers. */
export function RequiredLabel({ text }: { text: string }) {
  return (
    <>
      {text}
      <span className="couple-field__required" aria-hidden="true">
        {' '}
        *
      </span>
    </>
  );
}
