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
            <p id={`${id}-hint`} className="field__hint">
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
        <p id={`${id}-error`} className="field__error">
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
    <label className="field__label" htmlFor={id}>
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

/** The block every control stands in: its label above, its hint, count and error below. */
function Field({
  id,
  label,
  required,
  optional,
  hint,
  error,
  counter,
  children,
}: Described & { id: string; label: string; required?: boolean; optional?: boolean; children: ReactNode }) {
  return (
    <div className="field">
      <Label id={id} label={label} required={required} optional={optional} />
      {children}
      <Messages id={id} hint={hint} error={error} counter={counter} />
    </div>
  );
}

/** What every control starts with: its id and name, its value and its change handler. */
function controlProps(id: string, { name, value, onChange }: Common) {
  return { id, name, value, onChange: (event: { target: { value: string } }) => onChange(event.target.value) };
}

/** What every control ends with: whether it is required (not said on a select) and invalid, and what describes it. */
function ariaProps(id: string, props: Common, withRequired = true) {
  return {
    ...(withRequired ? { 'aria-required': props.required || undefined } : {}),
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy(id, props),
  } as const;
}

/** The values, errors and change handler of a step's fields, bound to one field: its name, value, onChange and error. */
export function fieldBinder<F extends string>(
  values: { [K in F]: string },
  errors: Partial<Record<F, string>>,
  onChange: (field: F, value: string) => void,
) {
  return (field: F) => ({ name: field, value: values[field], onChange: (value: string) => onChange(field, value), error: errors[field] });
}

export function TextInput(props: Common & { maxLength?: number; placeholder?: string; autoComplete?: string }) {
  const id = useId();
  const { maxLength, placeholder, autoComplete } = props;
  return (
    <Field id={id} {...props}>
      <input
        {...controlProps(id, props)}
        className="field__input"
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete={autoComplete ?? 'off'}
        {...ariaProps(id, props)}
      />
    </Field>
  );
}

export function TextArea(props: Common & { maxLength?: number; rows?: number; placeholder?: string }) {
  const id = useId();
  const { maxLength, rows = 5, placeholder } = props;
  return (
    <Field id={id} {...props}>
      <textarea
        {...controlProps(id, props)}
        className="field__input mem-field__input--area"
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        {...ariaProps(id, props)}
      />
    </Field>
  );
}

/** A native date picker (phones show their own calendar) with today as the latest allowed day. */
export function DateInput(props: Common & { max?: string }) {
  const id = useId();
  return (
    <Field id={id} {...props} optional={undefined}>
      <input {...controlProps(id, props)} type="date" className="field__input" max={props.max} {...ariaProps(id, props)} />
    </Field>
  );
}

export function SelectInput(props: Common & { options: readonly { value: string; label: string }[] }) {
  const id = useId();
  return (
    <Field id={id} {...props} optional={undefined}>
      <select {...controlProps(id, props)} className="field__input field__select" {...ariaProps(id, props, false)}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

type LifeDateField = 'birthDate' | 'deathDate';

/** The two required dates of a life, side by side, neither later than today. `namePrefix` keeps a member's names apart. */
export function LifeDates({
  values,
  errors,
  onChange,
  today,
  namePrefix = '',
}: {
  values: Record<LifeDateField, string>;
  errors: Partial<Record<LifeDateField, string>>;
  onChange: (field: LifeDateField, value: string) => void;
  today: string;
  namePrefix?: string;
}) {
  const dates = [
    ['birthDate', 'Fecha de nacimiento'],
    ['deathDate', 'Fecha de fallecimiento'],
  ] as const;
  return (
    <div className="mem-two-columns">
      {dates.map(([field, label]) => (
        <DateInput
          key={field}
          label={label}
          name={`${namePrefix}${field}`}
          value={values[field]}
          onChange={(value) => onChange(field, value)}
          error={errors[field]}
          max={today}
          required
        />
      ))}
    </div>
  );
}

/** 'En memoria': the few optional words about the person or the family, with their count. */
export function InMemoryField({
  value,
  error,
  onChange,
  max,
  hint,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  max: number;
  hint: string;
}) {
  return (
    <TextArea
      label="En memoria"
      name="description"
      value={value}
      onChange={onChange}
      error={error}
      maxLength={max}
      counter={{ used: value.length, max }}
      hint={hint}
      optional
      rows={6}
    />
  );
}
