import { useEffect, useState } from 'react';
import { loadAuthRules, validateNewPassword } from '../../lib/auth/auth-validation';
import { preloadCommonPasswords } from '../../lib/auth/common-passwords';
import type { FailureCode } from '../../lib/api';
import { deadLinkTitle, isReadableResetToken, RESET_TEXTS, resetFailure, type ResetFailure } from '../../lib/auth/reset-password-messages';
import { scrubAddressBar } from '../../lib/auth/url-token';
import { openAuthDialog } from '../../stores/auth-dialog';
import { resetPassword } from '../../stores/sign-in';
import { NewPasswordFields, SubmitButton } from '../auth/Field';
import { FormAlert } from '../ui/FormAlert';
import { StatusView } from '../auth/StatusView';
import { MfaPageStep } from './MfaPageStep';
import { useForm } from '../auth/useForm';
import { useRedirect } from './useRedirect';
import '../auth/auth.css';

/**
 * product §1.2 /reset-password: the form, then a confirmation and /dashboard after 3 seconds (the API signs the
 * person in). A spent, expired or mangled link gets its own 'Enlace inválido' screen instead of a form
 * error; a mangled one is known before asking anyone, and a used or expired one is told by the page (`problem`,
 * read on the server without spending the link), so the person never types a password for nothing.
 */
type State =
  { kind: 'form' } | { kind: 'code'; mfaToken: string } | { kind: 'success' } | { kind: 'invalid'; message: string; code?: FailureCode };

/** What the page found wrong with the link on the server: its words and its code. */
type Problem = { message: string; code: FailureCode };

const initialState = (token: string, problem?: Problem): State => {
  if (!isReadableResetToken(token)) return { kind: 'invalid', message: RESET_TEXTS.linkUnreadable };
  return problem ? { kind: 'invalid', message: problem.message, code: problem.code } : { kind: 'form' };
};

export default function ResetPasswordPage({ token, problem }: { token: string; problem?: Problem | undefined }) {
  const [state, setState] = useState<State>(() => initialState(token, problem));

  // The token came in the query; the page already holds it, the address bar need not.
  useEffect(scrubAddressBar, []);
  useRedirect('/dashboard', state.kind === 'success');

  if (state.kind === 'success') {
    return (
      <StatusView tone="success" as="h1" title="Contraseña actualizada">
        <p>Tu contraseña se cambió correctamente y ya iniciaste sesión.</p>
        <p className="status__note">Te llevaremos a tu panel en 3 segundos.</p>
      </StatusView>
    );
  }
  if (state.kind === 'code') {
    return (
      <MfaPageStep
        mfaToken={state.mfaToken}
        lead={
          <p>
            Tu contraseña se cambió y cerramos tus otras sesiones. Tu cuenta tiene verificación en dos pasos: confirma que eres tú para
            entrar.
          </p>
        }
        onSignedIn={() => setState({ kind: 'success' })}
      />
    );
  }
  if (state.kind === 'invalid') {
    return (
      <StatusView
        tone="error"
        as="h1"
        title={deadLinkTitle(state.code)}
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
  const { formRef, ...form } = useForm({ password: '', confirmPassword: '' }, validateNewPassword, { rules: loadAuthRules });
  const submit = form.onSubmit(async ({ password }) => {
    const outcome = await attemptReset(token, password);
    if (outcome.kind !== 'failed') {
      onDone(outcome.kind === 'code' ? outcome : { kind: 'success' });
      return null;
    }
    const { failure } = outcome;
    if (failure.screen === 'form') return { message: failure.message, field: failure.field };
    onDone({ kind: 'invalid', message: failure.message, code: failure.code });
    return null;
  });

  return (
    <>
      <header className="auth-heading auth-heading--page">
        <h1>Restablecer contraseña</h1>
        <p>Elige una nueva contraseña para tu cuenta. Cerraremos tus otras sesiones abiertas.</p>
      </header>
      {/* method="post": a tap before the island wakes must never put the password in the address. */}
      <form ref={formRef} className="auth-form" method="post" onSubmit={submit} noValidate>
        <FormAlert message={form.serverError} />
        <NewPasswordFields label="Nueva contraseña" password={form.field('password')} confirm={form.field('confirmPassword')} />
        <SubmitButton submitting={form.submitting} label="Guardar contraseña" busyLabel="Guardando…" />
      </form>
    </>
  );
}

/** The password changed and signed in, changed with the second factor's code still to give, or what went wrong. */
type ResetOutcome = { kind: 'signed-in' } | { kind: 'code'; mfaToken: string } | { kind: 'failed'; failure: ResetFailure };

async function attemptReset(token: string, password: string): Promise<ResetOutcome> {
  try {
    const result = await resetPassword(token, password);
    if (!result.ok) return { kind: 'failed', failure: resetFailure(result) };
    return result.data.kind === 'code' ? { kind: 'code', mfaToken: result.data.mfaToken } : { kind: 'signed-in' };
  } catch {
    // An answer the page could not use (e.g. a success without the session in it): never a stuck button.
    return { kind: 'failed', failure: { screen: 'form', message: RESET_TEXTS.unexpected } };
  }
}
