import { useState } from 'react';
import { UNEXPECTED_ERROR } from '../../lib/api';
import { loadAuthRules, validateLogin } from '../../lib/auth/auth-validation';
import { loginFailureText } from '../../lib/auth/login-messages';
import type { SignInStep } from '../../lib/auth/session-types';
import type { AuthMode } from '../../stores/auth-dialog';
import { login } from '../../stores/sign-in';
import { EmailField, Field, SubmitButton } from './Field';
import { FormAlert } from '../ui/FormAlert';
import { MfaCodeForm } from './MfaCodeForm';
import { useForm } from './useForm';

/** `email`: the address to start with (an invitation's, docs/features/the-way-back.md). */
type Props = { onSwitch: (mode: AuthMode) => void; onSignedIn: () => void; email?: string | undefined };

/**
 * The dialog's sign-in: e-mail and password, then, for an account with a second factor, its code
 * (MfaCodeForm). When the code step runs out the password form comes back with the reason.
 */
export function LoginForm({ onSwitch, onSignedIn, email }: Props) {
  const [step, setStep] = useState<{ kind: 'password'; notice: string | null } | { kind: 'code'; mfaToken: string }>({
    kind: 'password',
    notice: null,
  });
  if (step.kind === 'code') {
    return (
      <MfaCodeForm
        mfaToken={step.mfaToken}
        onSignedIn={onSignedIn}
        onRestart={(notice) => setStep({ kind: 'password', notice: notice || null })}
      />
    );
  }
  return (
    <PasswordForm
      notice={step.notice}
      email={email}
      onSwitch={onSwitch}
      onSignedIn={onSignedIn}
      onCode={(mfaToken) => setStep({ kind: 'code', mfaToken })}
    />
  );
}

function PasswordForm({
  notice,
  email = '',
  onSwitch,
  onSignedIn,
  onCode,
}: Props & { notice: string | null; onCode: (mfaToken: string) => void }) {
  const { formRef, ...form } = useForm({ email, password: '' }, validateLogin, { rules: loadAuthRules });
  // Why the code step sent the person back, until they try again.
  const [showNotice, setShowNotice] = useState(true);
  const submit = form.onSubmit(async ({ email, password }) => {
    setShowNotice(false);
    const result = await attemptLogin(email, password);
    if (!result.ok) return loginFailureText(result.error);
    if (result.step.kind === 'code') onCode(result.step.mfaToken);
    else onSignedIn();
    return null;
  });

  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
      <FormAlert message={form.serverError ?? (showNotice ? notice : null)} />
      <EmailField {...form.field('email')} />
      <Field label="Contraseña" type="password" autoComplete="current-password" {...form.field('password')} />
      <button type="button" className="text-button auth-form__aside" onClick={() => onSwitch('forgot-password')}>
        ¿Olvidaste tu contraseña?
      </button>
      <SubmitButton submitting={form.submitting} label="Iniciar sesión" busyLabel="Iniciando sesión…" />
      <p className="auth-form__switch">
        ¿No tienes cuenta?{' '}
        <button type="button" className="text-button" onClick={() => onSwitch('register')}>
          Crear cuenta
        </button>
      </p>
    </form>
  );
}

/** Where the sign-in stands, or the API client's failure text. */
async function attemptLogin(email: string, password: string): Promise<{ ok: true; step: SignInStep } | { ok: false; error: string }> {
  try {
    const result = await login(email, password);
    return result.ok ? { ok: true, step: result.data } : result;
  } catch {
    // An answer the dialog could not use (e.g. a success without the session in it): never a stuck button.
    return { ok: false, error: UNEXPECTED_ERROR };
  }
}
