import { UNEXPECTED_ERROR } from '../../lib/api';
import { validateLogin } from '../../lib/auth/auth-validation';
import { loginFailureText } from '../../lib/auth/login-messages';
import type { AuthMode } from '../../stores/auth-dialog';
import { login } from '../../stores/session';
import { Field, FormAlert, SubmitButton } from './Field';
import { useForm } from './useForm';

type Props = { onSwitch: (mode: AuthMode) => void; onSignedIn: () => void };

export function LoginForm({ onSwitch, onSignedIn }: Props) {
  const form = useForm({ email: '', password: '' }, validateLogin);
  const submit = form.onSubmit(async ({ email, password }) => {
    const error = await attemptLogin(email, password);
    if (error !== null) return loginFailureText(error);
    onSignedIn();
    return null;
  });

  return (
    <form ref={form.formRef} className="auth-form" onSubmit={submit} noValidate>
      <FormAlert message={form.serverError} />
      <Field label="Email" type="email" autoComplete="email" inputMode="email" placeholder="tu@email.com" {...form.field('email')} />
      <Field label="Contraseña" type="password" autoComplete="current-password" {...form.field('password')} />
      <button type="button" className="text-button auth-form__aside" onClick={() => onSwitch('forgot-password')}>
        ¿Olvidaste tu contraseña?
      </button>
      <SubmitButton submitting={form.submitting} label="Iniciar Sesión" busyLabel="Iniciando sesión…" />
      <p className="auth-form__switch">
        ¿No tienes cuenta?{' '}
        <button type="button" className="text-button" onClick={() => onSwitch('register')}>
          Crear cuenta
        </button>
      </p>
    </form>
  );
}

/** The API client's failure text, or null once signed in. */
async function attemptLogin(email: string, password: string): Promise<string | null> {
  try {
    const result = await login(email, password);
    return result.ok ? null : result.error;
  } catch {
    // An answer the dialog could not use (e.g. a success without the session in it): never a stuck button.
    return UNEXPECTED_ERROR;
  }
}
