import { MFA_MESSAGES } from '../../../lib/auth/mfa';
import type { AdminUser } from '../../../lib/admin/users';
import { resetUserMfa } from '../../../stores/admin/users';
import { showToast } from '../../../stores/toasts';
import { AskedAccountAction, type AskedActionTexts } from './AskedAccountAction';

const RESET_TEXTS: AskedActionTexts = {
  ask: 'Restablecer verificación en dos pasos',
  group: 'Confirmar restablecimiento',
  confirm: 'Restablecer',
  busy: 'Restableciendo...',
};

type Props = { user: AdminUser; onReset: () => void };

/**
 * In a super administrator's 'Editar usuario': the account's second factor, and its reset for a lost phone.
 * The reset asks first, in place (it signs the person out everywhere); the server allows it only to a
 * super administrator, never on their own account, and writes it to the audit log.
 */
export function MfaResetSection({ user, onReset }: Props) {
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
      <AskedAccountAction
        texts={RESET_TEXTS}
        confirmTone="danger"
        run={() => resetUserMfa(user.id)}
        onDone={() => {
          showToast(MFA_MESSAGES.reset, { tone: 'success' });
          onReset();
          // The question stays: `onReset` reloads the user, whose section then says 'no activada'.
          return false;
        }}
      >
        Se quitará la verificación en dos pasos de <strong>{user.email}</strong> y se cerrarán todas sus sesiones. La activará de nuevo al
        iniciar sesión. Hazlo solo si perdió su teléfono y sus códigos de recuperación.
      </AskedAccountAction>
    </div>
  );
}
