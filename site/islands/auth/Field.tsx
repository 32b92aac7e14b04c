import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { AUTH_MESSAGES } from '../../../worker/schemas/auth-texts';

type Props = {
  label: string;
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'placeholder' | 'inputMode'>;

/** A labelled input with its message tied to it (aria-describedby), so screen readers read both. */
export function Field({ label, error, ...input }: Props) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        spellCheck={false}
      />
      {error && (
        <p id={messageId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

type EmailProps = Omit<Props, 'label' | 'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'name'> & {
  label?: string;
  name?: string;
  /**
   * Someone else's address (a relative invited to help): no suggestion from the person's own details and no
   * 'tu@correo.com' example.
   */
  someoneElse?: boolean;
};

/** The 6-digit code of an authenticator app: the number keyboard, and the code the phone offers to fill in. */
export function AppCodeField(props: Pick<Props, 'label' | 'name' | 'value' | 'error' | 'onChange'>) {
  return <Field type="text" inputMode="numeric" autoComplete="one-time-code" placeholder="123456" {...props} />;
}

/** An e-mail address: the keyboard with '@', no spelling fixes, and the browser's own address where it is the person's. */
export function EmailField({ label = 'Correo electrónico', name = 'email', someoneElse = false, ...binding }: EmailProps) {
  return (
    <Field
      label={label}
      name={name}
      type="email"
      inputMode="email"
      autoComplete={someoneElse ? 'off' : 'email'}
      placeholder={someoneElse ? undefined : 'tu@correo.com'}
      {...binding}
    />
  );
}

type FieldBinding = Omit<Props, 'label'>;

/**
 * A new password and its confirmation: 'Mínimo 8 caracteres' and the browser's password manager told it
 * is a new one (sign-up, reset, the first password after a magic link).
 */
export function NewPasswordFields({ label, password, confirm }: { label: string; password: FieldBinding; confirm: FieldBinding }) {
  return (
    <>
      <Field label={label} type="password" autoComplete="new-password" placeholder={AUTH_MESSAGES.newPasswordHint} {...password} />
      <Field label="Confirmar contraseña" type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}

export function SubmitButton({ submitting, label, busyLabel }: { submitting: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="button button--primary form-submit" disabled={submitting} aria-busy={submitting}>
      {submitting && <span className="spinner" aria-hidden="true" />}
      {submitting ? busyLabel : label}
    </button>
  );
}
