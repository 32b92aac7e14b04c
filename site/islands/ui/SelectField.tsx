import type { ReactNode } from 'react';
import { FormRow } from './FormRow';

type Props<T extends string> = {
  label: ReactNode;
  hint?: ReactNode;
  /** The form field's name, where the form is read as a whole or a test finds it. */
  name?: string;
  value: T;
  /** The choices in order, each shown by its label. */
  options: readonly T[];
  labelOf: (option: T) => string;
  onChange: (option: T) => void;
  disabled?: boolean;
};

/** A labelled select over a fixed list of choices (a role, a template, a document type). */
export function SelectField<T extends string>({ label, hint, name, value, options, labelOf, onChange, disabled }: Props<T>) {
  return (
    <FormRow label={label} hint={hint}>
      {(control) => (
        <select
          {...control}
          name={name}
          className="field__input field__select"
          value={value}
          disabled={disabled}
          onChange={(event) => {
            const chosen = options.find((option) => option === event.target.value);
            if (chosen !== undefined) onChange(chosen);
          }}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {labelOf(option)}
            </option>
          ))}
        </select>
      )}
    </FormRow>
  );
}
