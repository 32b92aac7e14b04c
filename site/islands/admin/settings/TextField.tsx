import type { ReactNode } from 'react';
import { FormRow } from '../../ui/FormRow';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  /** The server's message about this field, shown under it and read with it. */
  error?: string | undefined;
  type?: 'text' | 'email' | 'url' | 'tel' | 'number';
  multiline?: boolean;
  maxLength?: number;
  inputMode?: 'numeric' | 'decimal';
  disabled?: boolean;
};

/** A labelled text input (or textarea) of the settings forms. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  type = 'text',
  multiline = false,
  maxLength,
  inputMode,
  disabled,
}: Props) {
  return (
    <FormRow label={label} hint={hint} error={error}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            className="field__input field__textarea"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            maxLength={maxLength}
            rows={4}
          />
        ) : (
          <input
            {...control}
            className="field__input"
            type={type}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            maxLength={maxLength}
            inputMode={inputMode}
            disabled={disabled}
            autoComplete="off"
          />
        )
      }
    </FormRow>
  );
}
