import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { AUTH_MESSAGES } from '../../../worker/schemas/auth-texts';
import type { FailureCode } from '../../lib/api';
import { loadAuthRules, validateForgot } from '../../lib/auth/auth-validation';
import { takeHashLink } from '../../lib/auth/url-token';
import { CONTINUE_PAYMENT_HREF, CONTINUE_PAYMENT_TEXTS } from '../../lib/checkout/continue-payment';
import { openAuthDialog } from '../../stores/auth-dialog';
import { $cartItem } from '../../stores/cart';
import { resendVerification, verifyEmail } from '../../stores/sign-in';
import { EmailField, SubmitButton } from '../auth/Field';
import { FormAlert } from '../ui/FormAlert';
import { StatusView } from '../auth/StatusView';
import { refusalOf, useForm } from '../auth/useForm';
import { MfaPageStep } from './MfaPageStep';
import { useRedirect } from './useRedirect';
import '../auth/auth.css';

/**
 * product §1.2 /verify-email: loading, then success (and / after 3 seconds; a person who chose a package before
 * signing up is taken on to pay it: lib/checkout/continue-payment.ts). A link that cannot verify says in plain
 * words what happened (used, expired, not valid: the API's own text) and stays on screen with 'Reenviar el
 * correo' (docs/features/accounts-and-security.md). A person already signed in with a verified address simply goes on to the dashboard.
 * `account` is the signed-in person as the server saw them (null for a visitor). A link that carries a page to come
 * back to (`&volver=`, docs/features/the-way-back.md: an invitation opened before the account existed) leads there instead, signed in.
 */
type State =
  | { kind: 'loading' }
  | { kind: 'code'; mfaToken: string }
  | { kind: 'success' }
  | { kind: 'verified-already' }
  | { kind: 'error'; message: string; code?: FailureCode | undefined };

type Account = { verified: boolean } | null;

const MISSING_TOKEN = AUTH_MESSAGES.verifyTokenMissing;

/** The heading says what happened, in the same plain words as the message under it; decided by the answer's code. */
function errorTitle(code: FailureCode | undefined): string {
  if (code === 'VERIFY_LINK_USED' || code === 'VERIFY_LINK_USED_VERIFIED') return 'Este enlace ya se usó';
  if (code === 'VERIFY_LINK_EXPIRED') return 'Este enlace venció';
  return 'Este enlace no es válido';
}

export default function VerifyEmailPage({ account }: { account: Account }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [returnPath, setReturnPath] = useState<string | null>(null);
  const started = useRef(false);
  const cartItem = useStore($cartItem);
  const toPayment = state.kind === 'success' && cartItem !== null && returnPath === null;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { token, returnPath: back } = takeHashLink();
    setReturnPath(back);
    const failed = (message: string, code?: FailureCode) =>
      setState(account?.verified ? { kind: 'verified-already' } : { kind: 'error', message, code });
    if (!token) {
      failed(MISSING_TOKEN);
      return;
    }
    void verifyEmail(token).then((result) => {
      if (!result.ok) failed(result.error, result.code);
      else setState(result.data.kind === 'code' ? { kind: 'code', mfaToken: result.data.mfaToken } : { kind: 'success' });
    });
  }, [account]);

  useRedirect(returnPath ?? (toPayment ? CONTINUE_PAYMENT_HREF : '/'), state.kind === 'success');
  useRedirect('/dashboard', state.kind === 'verified-already');

  if (state.kind === 'loading') {
    return <StatusView tone="loading" as="h1" title="Verificando tu correo…" />;
  }
  if (state.kind === 'code') {
    return (
      <MfaPageStep
        mfaToken={state.mfaToken}
        lead={<p>Tu correo ya está verificado. Tu cuenta tiene verificación en dos pasos: confirma que eres tú para entrar.</p>}
        onSignedIn={() => setState({ kind: 'success' })}
        returnTo={returnPath}
      />
    );
  }
  if (state.kind === 'verified-already') {
    return (
      <StatusView
        tone="success"
        as="h1"
        title={AUTH_MESSAGES.alreadyVerified}
        actions={
          <a className="button button--primary" href="/dashboard">
            Ir a mi panel
          </a>
        }
      >
        <p className="status__note">Te llevaremos a tu panel en 3 segundos.</p>
      </StatusView>
    );
  }
  const goHome = (
    <a className="button button--secondary" href="/">
      Ir al inicio ahora
    </a>
  );
  if (toPayment) {
    const pay = (
      <a className="button button--primary" href={CONTINUE_PAYMENT_HREF}>
        {CONTINUE_PAYMENT_TEXTS.action}
      </a>
    );
    return (
      <StatusView tone="success" as="h1" title="Cuenta verificada" actions={pay}>
        <p>¡Correo verificado exitosamente! Ya puedes usar tu cuenta.</p>
        <p>{CONTINUE_PAYMENT_TEXTS.waiting(cartItem.package.name)}</p>
        <p className="status__note">{CONTINUE_PAYMENT_TEXTS.redirect}</p>
      </StatusView>
    );
  }
  if (state.kind === 'success' && returnPath) {
    const onward = (
      <a className="button button--primary" href={returnPath}>
        Continuar
      </a>
    );
    return (
      <StatusView tone="success" as="h1" title="Cuenta verificada" actions={onward}>
        <p>¡Correo verificado exitosamente! Ya puedes usar tu cuenta.</p>
        <p className="status__note">Te llevaremos de vuelta a donde estabas en 3 segundos.</p>
      </StatusView>
    );
  }
  if (state.kind === 'success') {
    return (
      <StatusView tone="success" as="h1" title="Cuenta verificada" actions={goHome}>
        <p>¡Correo verificado exitosamente! Ya puedes usar tu cuenta.</p>
        <p className="status__note">Te llevaremos al inicio en 3 segundos.</p>
      </StatusView>
    );
  }
  // Already verified: nothing to resend, the way on is signing in.
  if (state.code === 'VERIFY_LINK_USED_VERIFIED') {
    const signIn = (
      <button
        type="button"
        className="button button--primary"
        onClick={() => openAuthDialog('login', returnPath ? { afterSignIn: () => window.location.assign(returnPath) } : {})}
      >
        Iniciar sesión
      </button>
    );
    return (
      <StatusView tone="success" as="h1" title={errorTitle(state.code)} actions={signIn}>
        <p className="status__message">{state.message}</p>
      </StatusView>
    );
  }
  return (
    <StatusView tone="error" as="h1" title={errorTitle(state.code)}>
      <p className="status__message">{state.message}</p>
      <ResendVerification signedIn={account !== null} returnPath={returnPath} />
    </StatusView>
  );
}

/**
 * 'Reenviar el correo': one button when signed in (the account's address), else the address to send to. The new
 * link leads back where the failed one did (`returnPath`).
 */
function ResendVerification({ signedIn, returnPath }: { signedIn: boolean; returnPath: string | null }) {
  const [sent, setSent] = useState<string | null>(null);
  const { formRef, ...form } = useForm({ email: '' }, (values) => (signedIn ? {} : validateForgot(values)), { rules: loadAuthRules });
  const submit = form.onSubmit(async ({ email }) => {
    const result = await resendVerification(signedIn ? undefined : email, returnPath);
    if (!result.ok) return refusalOf(result);
    setSent(result.data.message);
    return null;
  });

  if (sent) {
    return (
      <p className="status__note" role="status">
        {sent}
      </p>
    );
  }
  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
      <p>
        {signedIn
          ? '¿Necesitas otro enlace? Te lo enviamos al correo de tu cuenta.'
          : '¿Necesitas otro enlace? Escribe el correo con el que te registraste.'}
      </p>
      <FormAlert message={form.serverError} />
      {!signedIn && <EmailField {...form.field('email')} />}
      <SubmitButton submitting={form.submitting} label="Reenviar el correo" busyLabel="Enviando…" />
    </form>
  );
}
