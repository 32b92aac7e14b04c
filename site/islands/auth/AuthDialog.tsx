import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { $authDialog, closeAuthDialog, completeSignIn, setAuthDialogMode, type AuthMode } from '../../stores/auth-dialog';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { StatusView } from './StatusView';
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
  const { open: wanted, mode, lead } = useStore($authDialog);
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
        <StatusView
          tone="success"
          title="¡Cuenta creada exitosamente!"
          titleId={titleId}
          actions={
            <button type="button" className="button button--primary" onClick={close} autoFocus>
              Entendido
            </button>
          }
        >
          <p>Te enviamos un enlace de verificación a</p>
          <p className="status__email">{view.email}</p>
          <p>Ábrelo para activar tu cuenta.</p>
          <p className="status__note">¿No lo ves? Revisa también tu carpeta de spam o correo no deseado.</p>
        </StatusView>
      )}
      {view.kind === 'reset-sent' && (
        <StatusView
          tone="info"
          title="Revisa tu correo"
          titleId={titleId}
          actions={
            <button type="button" className="button button--primary" onClick={() => switchMode('login')} autoFocus>
              Volver a iniciar sesión
            </button>
          }
        >
          <p>Si existe una cuenta con este correo, te enviamos un enlace para restablecer tu contraseña:</p>
          <p className="status__email">{view.email}</p>
          <p className="status__note">El enlace expira en 1 hora. Revisa también tu carpeta de spam.</p>
        </StatusView>
      )}
      {view.kind === 'form' && (
        <>
          <header className="auth-heading">
            <h2 id={titleId}>{heading.title}</h2>
            <p>{(mode === 'login' && lead) || heading.lead}</p>
          </header>
          {mode === 'login' && <LoginForm key="login" onSwitch={switchMode} onSignedIn={completeSignIn} />}
          {mode === 'register' && (
            <RegisterForm key="register" onSwitch={switchMode} onRegistered={(email) => setView({ kind: 'registered', email })} />
          )}
          {mode === 'forgot-password' && (
            <ForgotPasswordForm
              key="forgot-password"
              onSwitch={switchMode}
              onSent={(email) => setView({ kind: 'reset-sent', email })}
            />
          )}
        </>
      )}
    </Modal>
  );
}
