import type { AdminUser } from '../../../lib/admin/users';
import { sendPasswordReset } from '../../../stores/admin/users';
import { showToast } from '../../../stores/toasts';
import { AskedAccountAction, type AskedActionTexts } from './AskedAccountAction';

const LINK_TEXTS: AskedActionTexts = {
  ask: 'Enviar enlace para restablecer la contraseña',
  group: 'Confirmar envío del enlace',
  confirm: 'Enviar enlace',
  busy: 'Enviando...',
};

type Props = { user: AdminUser };

/**
 * In 'Editar usuario': the back-office never types a password for someone. It sends the person the
 * forgot-password link at the address the account has now, after asking in place; the server audits it.
 */
export function PasswordResetSection({ user }: Props) {
  return (
    <div className="user-form__reset">
      <p>
        <strong>Contraseña:</strong> solo la persona la elige.
      </p>
      <AskedAccountAction
        texts={LINK_TEXTS}
        confirmTone="primary"
        run={() => sendPasswordReset(user.id)}
        onDone={(message) => {
          showToast(message, { tone: 'success' });
          return true;
        }}
      >
        Enviaremos a <strong>{user.email}</strong> un enlace para elegir una contraseña nueva (vence en 1 hora). Su contraseña actual sigue
        funcionando hasta que la cambie.
      </AskedAccountAction>
    </div>
  );
}
