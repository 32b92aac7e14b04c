import { useId, type InputHTMLAttributes } from 'react';

type Props = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  hint?: string;
  error?: string;
  /** A positive note in place of the error ('✓ Monto correcto'). */
  success?: string;
  /** Shown inside the field before the text ('$'). */
  prefix?: string;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'maxLength' | 'max' | 'autoComplete' | 'autoCapitalize' | 'placeholder'
>;

/** A labelled input whose hint and message are read with it (aria-describedby). */
export function ProofInput({ label, name, value, onChange, onBlur, hint, error, success, prefix, type = 'text', ...input }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const describedBy = [hint ? hintId : null, error || success ? messageId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={prefix ? 'field__control field__control--prefixed' : 'field__control'}>
        {prefix && (
          <span className="field__prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          {...input}
          id={id}
          name={name}
          type={type}
          value={value}
          className="field__input"
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          spellCheck={false}
        />
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error ? (
        <p id={messageId} className="field__error" aria-live="polite">
          {error}
        </p>
      ) : (
        success && (
          <p id={messageId} className="field__success" aria-live="polite">
            {success}
          </p>
        )
      )}
    </div>
  );
}
