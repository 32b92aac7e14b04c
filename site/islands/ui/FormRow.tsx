import { useId, type ReactNode } from 'react';

/** What a control needs to be tied to its label and message. */
export type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

type Props = {
  label: ReactNode;
  error?: string;
  /** Quiet help under the control (the amount in pesos as it will be saved). */
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
};

/** A labelled control of any kind (select, date, number) with its message read along with it. */
export function FormRow({ label, error, hint, children }: Props) {
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={messageId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
