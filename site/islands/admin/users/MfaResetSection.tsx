import { useState } from 'react';
import { MFA_MESSAGES } from '../../../lib/auth/mfa';
import type { AdminUser } from '../../../lib/admin/users';
import { resetUserMfa } from '../../../stores/admin/users';
import { showToast } from '../../../stores/toasts';

type Props = { user: AdminUser; onReset: () => void };

/**
 * In a super administrator's 'Editar usuario': the account's second factor, and its reset for a lost phone.
 * The reset asks first, in place (it signs the person out everywhere); the server allows it only to a
 * super administrator, never on their own account, and writes it to the audit log.
 */
export function MfaResetSection({ user, onReset }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const reset = async () => {
    setBusy(true);
    const result = await resetUserMfa(user.id);
    setBusy(false);
    if (!result.ok) {
      showToast(result.error, { tone: 'error' });
      return;
    }
    showToast(MFA_MESSAGES.reset, { tone: 'success' });
    onReset();
  };

  if (!user.mfa_enabled) {
    return (
      <p className="user-form__mfa">
        <strong>Verificación en dos pasos:</strong>{' '}
        {user.role === 'user' ? 'no activada.' : 'aún no activada (la activará al iniciar sesión).'}
      </p>
    );
  }
  return (
    <div className="user-form__mfa">
      <p>
        <strong>Verificación en dos pasos:</strong> activada.
      </p>
      {confirming ? (
        <div className="user-form__mfa-confirm" role="group" aria-label="Confirmar restablecimiento">
          <p>
            Se quitará la verificación en dos pasos de <strong>{user.email}</strong> y se cerrarán todas sus sesiones. La activará de nuevo
            al iniciar sesión. Hazlo solo si perdió su teléfono y sus códigos de recuperación.
          </p>
          <div className="confirm__actions">
            <button type="button" className="button button--ghost button--small" onClick={() => setConfirming(false)} disabled={busy}>
              Cancelar
            </button>
            <button
              type="button"
              className="button button--danger button--small"
              onClick={() => void reset()}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy ? 'Restableciendo...' : 'Restablecer'}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="button button--ghost button--small" onClick={() => setConfirming(true)}>
          Restablecer verificación en dos pasos
        </button>
      )}
    </div>
  );
}
