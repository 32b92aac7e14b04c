import { MFA_MESSAGES } from '../../lib/auth/mfa';

/** The two screens before the back-office opens (spec part 3 §2): checking, and access denied. */

export function AccessChecking() {
  return (
    <main id="contenido" className="admin-gate" aria-busy="true">
      <div className="admin-gate__card status status--loading" role="status">
        <span className="spinner spinner--large" aria-hidden="true" />
        <p className="admin-gate__text">Verificando permisos...</p>
      </div>
    </main>
  );
}

const REASONS = {
  forbidden: 'No tienes permisos para acceder al panel de administración',
  failed: 'Error verificando permisos. Inténtalo más tarde.',
  // A session that never gave the second factor: signing in again asks for the code.
  verify: MFA_MESSAGES.adminMustVerify,
} as const;

export function AccessDenied({ reason }: { reason: keyof typeof REASONS }) {
  return (
    <main id="contenido" className="admin-gate">
      <div className="admin-gate__card status status--error">
        <span className="status__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28">
            <rect x="5" y="10.5" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </span>
        <h1 className="status__title">Acceso Denegado</h1>
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
