import { useEffect, useState } from 'react';
import { ForgotPasswordForm } from '../auth/ForgotPasswordForm';
import { LoginForm } from '../auth/LoginForm';
import { RegisterForm } from '../auth/RegisterForm';
import { RegisteredView, ResetSentView } from '../auth/SentViews';
import type { AuthMode } from '../../stores/auth-dialog';
import { $session } from '../../stores/session';
import '../auth/auth.css';

/**
 * /iniciar-sesion?volver=… (docs/features/the-way-back.md): where a page that needs a session sends a signed-out visitor, e.g. an
 * e-mailed link to /dashboard?recuerdos=…. The dialog's forms, on the page: signing in (with the second factor's
 * code when the account has one) goes on to `returnTo`, already checked by the server (worker/schemas/return-path.ts);
 * so does a sign-in from the header's dialog. Creating an account sends the verification link with the same way back.
 */
type View = { kind: 'form'; mode: AuthMode } | { kind: 'registered'; email: string } | { kind: 'reset-sent'; email: string };

const HEADINGS: Record<AuthMode, { title: string; lead: string }> = {
  login: { title: 'Iniciar sesión', lead: 'Inicia sesión para continuar a la página que abriste.' },
  register: {
    title: 'Crear cuenta',
    lead: 'Crea tu cuenta; el enlace para confirmar tu correo te traerá de vuelta a la página que abriste.',
  },
  'forgot-password': {
    title: 'Recuperar contraseña',
    lead: 'Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.',
  },
};

export default function SignInPage({ returnTo }: { returnTo: string }) {
  const [view, setView] = useState<View>({ kind: 'form', mode: 'login' });

  // Signed in here or from the header's dialog, and with no password left to choose: on to the page asked for.
  useEffect(
    () =>
      $session.subscribe((state) => {
        if (state.status === 'signed-in' && !state.user.needs_password_setup) window.location.replace(returnTo);
      }),
    [returnTo],
  );

  const toForm = (mode: AuthMode) => setView({ kind: 'form', mode });
  if (view.kind === 'registered') {
    return <RegisteredView as="h1" email={view.email} actions={null} returning />;
  }
  if (view.kind === 'reset-sent') {
    const back = (
      <button type="button" className="button button--primary" onClick={() => toForm('login')}>
        Volver a iniciar sesión
      </button>
    );
    return <ResetSentView as="h1" email={view.email} actions={back} />;
  }
  const heading = HEADINGS[view.mode];
  return (
    <>
      <header className="auth-heading auth-heading--page">
        <h1>{heading.title}</h1>
        <p>{heading.lead}</p>
      </header>
      {/* The session store's change above moves on; nothing else to do once signed in. */}
      {view.mode === 'login' && <LoginForm key="login" onSwitch={toForm} onSignedIn={() => undefined} />}
      {view.mode === 'register' && (
        <RegisterForm
          key="register"
          returnTo={returnTo}
          onSwitch={toForm}
          onRegistered={(email) => setView({ kind: 'registered', email })}
        />
      )}
      {view.mode === 'forgot-password' && (
        <ForgotPasswordForm key="forgot-password" onSwitch={toForm} onSent={(email) => setView({ kind: 'reset-sent', email })} />
      )}
    </>
  );
}
