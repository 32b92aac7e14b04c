import { useEffect, useState } from 'react';
import { validateNewPassword } from '../../lib/auth-validation';
import { preloadCommonPasswords } from '../../lib/common-passwords';
import { scrubAddressBar } from '../../lib/url-token';
import { openAuthDialog } from '../../stores/auth-dialog';
import { resetPassword } from '../../stores/session';
import { Field, FormAlert, SubmitButton } from '../auth/Field';
import { StatusView } from '../auth/StatusView';
import { useForm } from '../auth/useForm';
import { useRedirect } from './useRedirect';
import '../auth/auth.css';

/**
 * Spec §2 /reset-password: the form, then a confirmation and /dashboard after 3 seconds (the API signs the
 * person in). A spent or expired link gets its own 'Enlace Inválido' screen instead of a form error.
 */
type State = { kind: 'form' } | { kind: 'success' } | { kind: 'invalid'; message: string };

const INVALID_LINK = 'El enlace de restablecimiento ha expirado o es inválido';

export default function ResetPasswordPage({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'form' });

  // The token came in the query; the page already holds it, the address bar need not.
  useEffect(scrubAddressBar, []);
  useRedirect('/dashboard', state.kind === 'success');

  if (state.kind === 'success') {
    return (
      <StatusView tone="success" as="h1" title="Contraseña actualizada">
        <p>Tu contraseña se cambió correctamente y ya iniciaste sesión.</p>
        <p className="status__note">Te llevaremos a tu Dashboard en 3 segundos.</p>
      </StatusView>
    );
  }
  if (state.kind === 'invalid') {
    return (
      <StatusView
        tone="error"
        as="h1"
        title="Enlace Inválido"
        actions={
          <>
            <button type="button" className="button button--primary" onClick={() => openAuthDialog('forgot-password')}>
              Solicitar un nuevo enlace
            </button>
            <a className="button button--secondary" href="/">
              Volver al inicio
            </a>
          </>
        }
      >
        <p className="status__message">{state.message}</p>
        <p className="status__note">Los enlaces para restablecer la contraseña sirven una sola vez y vencen en 1 hora.</p>
      </StatusView>
    );
  }
  return <ResetForm token={token} onDone={setState} />;
}

function ResetForm({ token, onDone }: { token: string; onDone: (state: State) => void }) {
  // The common-password list arrives while the person types (lib/common-passwords.ts).
  useEffect(() => void preloadCommonPasswords(), []);
  const form = useForm({ password: '', confirmPassword: '' }, validateNewPassword);
  const submit = form.onSubmit(async ({ password }) => {
    const result = await resetPassword(token, password);
    if (result.ok) onDone({ kind: 'success' });
    else if (result.error === INVALID_LINK) onDone({ kind: 'invalid', message: result.error });
    else return result.error;
    return null;
  });

  return (
    <>
      <header className="auth-heading auth-heading--page">
        <h1>Restablecer Contraseña</h1>
        <p>Elige una nueva contraseña para tu cuenta. Cerraremos tus otras sesiones abiertas.</p>
      </header>
      <form ref={form.formRef} className="auth-form" onSubmit={submit} noValidate>
        <FormAlert message={form.serverError} />
        <Field
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          placeholder="Mínimo 6 caracteres"
          {...form.field('password')}
        />
        <Field label="Confirmar contraseña" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        <SubmitButton submitting={form.submitting} label="Guardar contraseña" busyLabel="Guardando…" />
      </form>
    </>
  );
}
