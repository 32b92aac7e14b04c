import { loadAuthRules, validateForgot } from '../../lib/auth/auth-validation';
import type { AuthMode } from '../../stores/auth-dialog';
import { requestPasswordReset } from '../../stores/sign-in';
import { EmailField, SubmitButton } from './Field';
import { FormAlert } from '../ui/FormAlert';
import { refusalOf, useForm } from './useForm';

type Props = { onSwitch: (mode: AuthMode) => void; onSent: (email: string) => void };

export function ForgotPasswordForm({ onSwitch, onSent }: Props) {
  const { formRef, ...form } = useForm({ email: '' }, validateForgot, { rules: loadAuthRules });
  const submit = form.onSubmit(async ({ email }) => {
    const result = await requestPasswordReset(email);
    if (!result.ok) return refusalOf(result);
    onSent(email.trim());
    return null;
  });

  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
      <FormAlert message={form.serverError} />
      <EmailField {...form.field('email')} />
      <SubmitButton submitting={form.submitting} label="Enviar enlace" busyLabel="Enviando…" />
      <p className="auth-form__switch">
        ¿Recordaste tu contraseña?{' '}
        <button type="button" className="text-button" onClick={() => onSwitch('login')}>
          Iniciar sesión
        </button>
      </p>
    </form>
  );
}
