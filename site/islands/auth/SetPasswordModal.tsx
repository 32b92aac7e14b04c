import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { loadAuthRules, validateNewPassword } from '../../lib/auth/auth-validation';
import { preloadCommonPasswords } from '../../lib/auth/common-passwords';
import { $session, ensureSession, logout } from '../../stores/session';
import { setPassword } from '../../stores/sign-in';
import { NewPasswordFields, SubmitButton } from './Field';
import { FormAlert } from '../ui/FormAlert';
import { refusalOf, useForm } from './useForm';
import { Modal } from '../ui/Modal';
import { useHydrated } from '../ui/useHydrated';
import './auth.css';

/**
 * App-wide (product §1.4): an account created without a password (by an administrator, or entered through a
 * magic link) is asked for one. It cannot be dismissed, because a one-time link is the only other way in;
 * 'Cerrar sesión' is the way out for someone on a shared device.
 */
export default function SetPasswordModal() {
  const session = useStore($session);
  const titleId = useId();
  // The server rendered it closed; it may open only after hydration (see useHydrated).
  const hydrated = useHydrated();

  useEffect(ensureSession, []);

  const open = hydrated && session.status === 'signed-in' && session.user.needs_password_setup;
  return (
    <Modal open={open} onClose={() => undefined} dismissible={false} labelledBy={titleId} size="md">
      <header className="auth-heading">
        <h2 id={titleId}>Crea tu contraseña</h2>
        <p>Para proteger tu cuenta, elige una contraseña. La usarás para iniciar sesión con tu correo.</p>
      </header>
      <SetPasswordForm />
    </Modal>
  );
}

function SetPasswordForm() {
  // The common-password list arrives while the person types (lib/common-passwords.ts).
  useEffect(() => void preloadCommonPasswords(), []);
  const { formRef, ...form } = useForm({ password: '', confirmPassword: '' }, validateNewPassword, { rules: loadAuthRules });
  // On success the store's user no longer needs setup, so the modal closes by itself.
  const submit = form.onSubmit(async ({ password }) => {
    const result = await setPassword(password);
    return result.ok ? null : refusalOf(result);
  });

  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
      <FormAlert message={form.serverError} />
      <NewPasswordFields label="Nueva contraseña" password={form.field('password')} confirm={form.field('confirmPassword')} />
      <SubmitButton submitting={form.submitting} label="Guardar contraseña" busyLabel="Guardando…" />
      <p className="auth-form__switch">
        ¿No es tu cuenta?{' '}
        <button type="button" className="text-button" onClick={() => void logout()}>
          Cerrar sesión
        </button>
      </p>
    </form>
  );
}
