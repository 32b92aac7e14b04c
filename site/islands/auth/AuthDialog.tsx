import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { $authDialog, closeAuthDialog, completeSignIn, setAuthDialogMode, type AuthMode } from '../../stores/auth-dialog';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { RegisteredView, ResetSentView } from './SentViews';
import { Modal } from '../ui/Modal';
import { useHydrated } from '../ui/useHydrated';
import './auth.css';

/**
 * The auth dialog (product §1.2): login, register and forgot-password, plus the two "check your e-mail"
 * screens that follow register and forgot-password. Mounted once (in the header, asleep until reached for:
 * client:touch); opened through the $authDialog store from any island or from links marked data-auth-open,
 * possibly before it hydrated.
 */
type View = { kind: 'form' } | { kind: 'registered'; email: string } | { kind: 'reset-sent'; email: string };

const HEADINGS: Record<AuthMode, { title: string; lead: string }> = {
  login: { title: 'Iniciar sesión', lead: 'Ingresa para administrar los memoriales de tus seres queridos.' },
  register: { title: 'Crear cuenta', lead: 'Crea tu cuenta para comenzar el memorial de tu ser querido.' },
  'forgot-password': {
    title: 'Recuperar contraseña',
    lead: 'Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.',
  },
};

export default function AuthDialog() {
  const { open: wanted, mode, lead, email, returnTo } = useStore($authDialog);
  // The server rendered it closed; an opening asked for before hydration shows right after (see useHydrated).
  const open = useHydrated() && wanted;
  const [view, setView] = useState<View>({ kind: 'form' });
  const titleId = useId();

  // product §1.2: switching mode resets the form (the form is keyed by mode, so it remounts empty).
  const switchMode = (next: AuthMode) => {
    setView({ kind: 'form' });
    setAuthDialogMode(next);
  };
  // product §1.2: closing after the "sent" screens resets everything.
  const close = () => {
    setView({ kind: 'form' });
    closeAuthDialog();
  };

  const heading = HEADINGS[mode];
  return (
    <Modal open={open} onClose={close} labelledBy={titleId} size="md">
      {view.kind === 'registered' && (
        <RegisteredView
          email={view.email}
          titleId={titleId}
          returning={Boolean(returnTo)}
          actions={
            <button type="button" className="button button--primary" onClick={close} autoFocus>
              Entendido
            </button>
          }
        />
      )}
      {view.kind === 'reset-sent' && (
        <ResetSentView
          email={view.email}
          titleId={titleId}
          actions={
            <button type="button" className="button button--primary" onClick={() => switchMode('login')} autoFocus>
              Volver a iniciar sesión
            </button>
          }
        />
      )}
      {view.kind === 'form' && (
        <>
          <header className="auth-heading">
            <h2 id={titleId}>{heading.title}</h2>
            <p>{(mode === 'login' && lead) || heading.lead}</p>
          </header>
          {mode === 'login' && <LoginForm key="login" email={email} onSwitch={switchMode} onSignedIn={completeSignIn} />}
          {mode === 'register' && (
            <RegisterForm
              key="register"
              email={email}
              returnTo={returnTo}
              onSwitch={switchMode}
              onRegistered={(registered) => setView({ kind: 'registered', email: registered })}
            />
          )}
          {mode === 'forgot-password' && (
            <ForgotPasswordForm key="forgot-password" onSwitch={switchMode} onSent={(email) => setView({ kind: 'reset-sent', email })} />
          )}
        </>
      )}
    </Modal>
  );
}
