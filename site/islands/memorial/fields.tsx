import { useId, type ReactNode } from 'react';

/**
 * Labelled form controls for the wizards. Each ties its hint and its error to the control with
 * aria-describedby and marks it aria-invalid, so a screen reader reads the message with the field.
 */

type Described = { hint?: ReactNode; error?: string; counter?: { used: number; max: number } };

function describedBy(id: string, { hint, error, counter }: Described): string | undefined {
  const ids = [hint ? `${id}-hint` : '', counter ? `${id}-count` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Messages({ id, hint, error, counter }: Described & { id: string }) {
  return (
    <>
      {(hint || counter) && (
        <div className="mem-field__meta">
          {hint && (
            <p id={`${id}-hint`} className="mem-field__hint">
              {hint}
            </p>
          )}
          {counter && (
            <p id={`${id}-count`} className="mem-field__count" aria-live="polite">
              {counter.used}/{counter.max}
            </p>
          )}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mem-field__error">
          {error}
        </p>
      )}
    </>
  );
}

type Common = Described & {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** Optional fields say so in the label: people should not have to guess. */
  optional?: boolean;
};

function Label({ id, label, required, optional }: { id: string; label: string; required?: boolean; optional?: boolean }) {
  return (
    <label className="mem-field__label" htmlFor={id}>
      {label}
      {required && (
        <span className="mem-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
      {optional && <span className="mem-field__optional"> (opcional)</span>}
    </label>
  );
}

export function TextInput(props: Common & { maxLength?: number; placeholder?: string; autoComplete?: string }) {
  const id = useId();
  const { label, name, value, onChange, required, optional, maxLength, placeholder, autoComplete, error } = props;
  return (
    <div className="mem-field">
      <Label id={id} label={label} required={required} optional={optional} />
      <input
        id={id}
        name={name}
        className="mem-field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete={autoComplete ?? 'off'}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, props)}
      />
      <Messages id={id} {...props} />
    </div>
  );
}

export function TextArea(props: Common & { maxLength?: number; rows?: number; placeholder?: string }) {
  const id = useId();
  const { label, name, value, onChange, required, optional, maxLength, rows = 5, placeholder, error } = props;
  return (
    <div className="mem-field">
      <Label id={id} label={label} required={required} optional={optional} />
      <textarea
        id={id}
        name={name}
        className="mem-field__input mem-field__input--area"
        value={value}
        rows={rows}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, props)}
      />
      <Messages id={id} {...props} />
    </div>
  );
}

/** A native date picker (phones show their own calendar) with today as the latest allowed day. */
export function DateInput(props: Common & { max?: string }) {
  const id = useId();
  const { label, name, value, onChange, required, max, error } = props;
  return (
    <div className="mem-field">
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        type="date"
        className="mem-field__input"
        value={value}
        max={max}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, props)}
      />
      <Messages id={id} {...props} />
    </div>
  );
}

export function SelectInput(props: Common & { options: readonly { value: string; label: string }[] }) {
  const id = useId();
  const { label, name, value, onChange, required, options, error } = props;
  return (
    <div className="mem-field">
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        className="mem-field__input mem-field__input--select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, props)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages id={id} {...props} />
    </div>
  );
}

/** The server's or the step's message, announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p className="mem-alert" role="alert">
      {message}
    </p>
  ) : null;
}
