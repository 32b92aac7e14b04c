import { useState } from 'react';
import type { AdminUser } from '../../../lib/admin/users';
import { sendPasswordReset } from '../../../stores/admin/users';
import { showToast } from '../../../stores/toasts';

type Props = { user: AdminUser };

/**
 * In 'Editar usuario': the back-office never types a password for someone. It sends the person the
 * forgot-password link at the address the account has now, after asking in place; the server audits it.
 */
export function PasswordResetSection({ user }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    const result = await sendPasswordReset(user.id);
    setBusy(false);
    if (!result.ok) {
      showToast(result.error, { tone: 'error' });
      return;
    }
    setConfirming(false);
    showToast(result.data, { tone: 'success' });
  };

  return (
    <div className="user-form__reset">
      <p>
        <strong>Contraseña:</strong> solo la persona la elige.
      </p>
      {confirming ? (
        <div className="user-form__mfa-confirm" role="group" aria-label="Confirmar envío del enlace">
          <p>
            Enviaremos a <strong>{user.email}</strong> un enlace para elegir una contraseña nueva (vence en 1 hora). Su contraseña actual
            sigue funcionando hasta que la cambie.
          </p>
          <div className="confirm__actions">
            <button type="button" className="button button--ghost button--small" onClick={() => setConfirming(false)} disabled={busy}>
              Cancelar
            </button>
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => void send()}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy ? 'Enviando...' : 'Enviar enlace'}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="button button--ghost button--small" onClick={() => setConfirming(true)}>
          Enviar enlace para restablecer la contraseña
        </button>
      )}
    </div>
  );
}
