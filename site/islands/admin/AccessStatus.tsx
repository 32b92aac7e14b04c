import { MFA_MESSAGES } from '../../lib/auth/mfa';

/**
 * The screens before the back-office opens (product §3.2): checking, signing in, choosing one's own password,
 * and access denied.
 */

export function AccessChecking() {
  return (
    <main id="contenido" className="admin-gate" aria-busy="true">
      <div className="surface-card admin-gate__card status status--loading" role="status">
        <span className="spinner spinner--large" aria-hidden="true" />
        <p className="admin-gate__text">Verificando permisos...</p>
      </div>
    </main>
  );
}

function LockIcon() {
  return (
    <span className="status__icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="28" height="28">
        <rect x="5" y="10.5" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </span>
  );
}

const SIGN_IN_REASONS = {
  guest: 'Inicia sesión con tu cuenta de administrador para entrar. Te pediremos también el código de tu aplicación de verificación.',
  // A session that never gave the second factor: signing in again asks for the code.
  verify: MFA_MESSAGES.adminMustVerify,
} as const;

/** A guest (or a session without its code) is offered the sign-in, which opens by itself on arrival. */
export function SignInGate({ reason, onSignIn }: { reason: keyof typeof SIGN_IN_REASONS; onSignIn: () => void }) {
  return (
    <main id="contenido" className="admin-gate">
      <div className="surface-card admin-gate__card status">
        <LockIcon />
        <h1 className="status__title">Panel de administración</h1>
        <p className="admin-gate__text">{SIGN_IN_REASONS[reason]}</p>
        <div className="status__actions">
          <button type="button" className="button button--primary" onClick={onSignIn}>
            Iniciar sesión
          </button>
          <a className="button button--ghost" href="/">
            Volver al inicio
          </a>
        </div>
      </div>
    </main>
  );
}

/** An account on a password an administrator chose: the 'Crea tu contraseña' dialog is open above this. */
export function ChoosePassword() {
  return (
    <main id="contenido" className="admin-gate">
      <div className="surface-card admin-gate__card status">
        <LockIcon />
        <h1 className="status__title">Panel de administración</h1>
        <p className="admin-gate__text">Elige tu propia contraseña para continuar. Después entrarás al panel.</p>
      </div>
    </main>
  );
}

const REASONS = {
  forbidden: 'No tienes permisos para acceder al panel de administración',
  failed: 'Error verificando permisos. Inténtalo más tarde.',
} as const;

export function AccessDenied({ reason }: { reason: keyof typeof REASONS }) {
  return (
    <main id="contenido" className="admin-gate">
      <div className="surface-card admin-gate__card status status--error">
        <LockIcon />
        <h1 className="status__title">Acceso denegado</h1>
        <p className="admin-gate__text">{REASONS[reason]}</p>
        <div className="status__actions">
          <a className="button button--primary" href="/">
            Volver al inicio
          </a>
        </div>
      </div>
    </main>
  );
}
