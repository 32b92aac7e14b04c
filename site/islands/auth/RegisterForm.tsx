import { loadAuthRules, validateRegister } from '../../lib/auth/auth-validation';
import { useEffect } from 'react';
import { preloadCommonPasswords } from '../../lib/auth/common-passwords';
import type { AuthMode } from '../../stores/auth-dialog';
import { register } from '../../stores/sign-in';
import { PrivacyConsent } from '../privacy/PrivacyConsent';
import { usePrivacyConsent } from '../privacy/usePrivacyConsent';
import { EmailField, Field, NewPasswordFields, SubmitButton } from './Field';
import { FormAlert } from '../ui/FormAlert';
import { refusalOf, useForm } from './useForm';

/** `email`: the address to start with (an invitation's); `returnTo`: where the verification link leads back (docs/features/the-way-back.md). */
type Props = {
  onSwitch: (mode: AuthMode) => void;
  onRegistered: (email: string) => void;
  email?: string | undefined;
  returnTo?: string | undefined;
};

export function RegisterForm({ onSwitch, onRegistered, email: initialEmail = '', returnTo }: Props) {
  // The common-password list arrives while the person types (lib/common-passwords.ts).
  useEffect(() => void preloadCommonPasswords(), []);
  // Ley 1581: no account without the unticked box ticked; it counts as one more field of the form.
  const consent = usePrivacyConsent('registro');
  const { formRef, ...form } = useForm(
    { first_name: '', last_name: '', email: initialEmail, password: '', confirmPassword: '' },
    (values) => ({ ...validateRegister(values), ...consent.fieldError() }),
    { rules: loadAuthRules },
  );
  const submit = form.onSubmit(async ({ first_name, last_name, email, password }) => {
    const result = await register({ first_name, last_name }, email, password, consent.checked, returnTo);
    if (!result.ok) return refusalOf(result);
    onRegistered(email.trim());
    return null;
  });

  return (
    <form
      ref={formRef}
      className="auth-form"
      onSubmit={(event) => {
        consent.attempt();
        void submit(event);
      }}
      noValidate
    >
      <FormAlert message={form.serverError} />
      {/* Apart, so "Luz Dary" is greeted by both names (docs/features/accounts-and-security.md). */}
      <Field label="Nombres" autoComplete="given-name" placeholder="Ej.: Luz Dary" {...form.field('first_name')} />
      <Field label="Apellidos" autoComplete="family-name" placeholder="Ej.: Pérez Gómez" {...form.field('last_name')} />
      <EmailField {...form.field('email')} />
      <NewPasswordFields label="Contraseña" password={form.field('password')} confirm={form.field('confirmPassword')} />
      <PrivacyConsent consent={consent} />
      <SubmitButton submitting={form.submitting} label="Crear cuenta" busyLabel="Creando cuenta…" />
      <p className="auth-form__switch">
        ¿Ya tienes cuenta?{' '}
        <button type="button" className="text-button" onClick={() => onSwitch('login')}>
          Iniciar sesión
        </button>
      </p>
    </form>
  );
}
