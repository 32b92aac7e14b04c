import { validateLogin } from '../../lib/auth-validation';
import type { AuthMode } from '../../stores/auth-dialog';
import { login } from '../../stores/session';
import { Field, FormAlert, SubmitButton } from './Field';
import { useForm } from './useForm';

type Props = { onSwitch: (mode: AuthMode) => void; onSignedIn: () => void };

export function LoginForm({ onSwitch, onSignedIn }: Props) {
  const form = useForm({ email: '', password: '' }, validateLogin);
  const submit = form.onSubmit(async ({ email, password }) => {
    const result = await login(email, password);
    if (!result.ok) return result.error;
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
