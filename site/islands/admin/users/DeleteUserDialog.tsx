import { useId } from 'react';
import { ROLE_LABELS } from '../../../../worker/schemas/admin-user-texts';
import type { AdminUser } from '../../../lib/admin/users';
import { formatCount } from '../../../lib/format';
import { Modal } from '../../ui/Modal';

type Props = { user: AdminUser | null; onCancel: () => void; onConfirm: (user: AdminUser) => void };

/** 'Eliminar' asks first, naming what goes with the account; an account that must stay says why instead. */
export function DeleteUserDialog({ user, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const kept = user !== null && (user.profiles_count > 0 || user.paid_orders_count > 0);
  return (
    <Modal open={user !== null} onClose={onCancel} labelledBy={titleId} size="sm">
      {user !== null && (
        <div className="confirm delete-user">
          <h2 id={titleId} className="modal__title">
            {kept ? 'Esta cuenta no se puede eliminar' : '¿Eliminar este usuario?'}
          </h2>
          {kept ? <KeptAccount user={user} onClose={onCancel} /> : <Losses user={user} onCancel={onCancel} onConfirm={onConfirm} />}
        </div>
      )}
    </Modal>
  );
}

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

function Losses({ user, onCancel, onConfirm }: { user: AdminUser; onCancel: () => void; onConfirm: (user: AdminUser) => void }) {
  const unpaid = user.orders_count - user.paid_orders_count;
  return (
    <>
      <p>
        Se eliminará para siempre la cuenta de <strong>{user.name || user.email}</strong> ({user.email}). Con ella se pierde:
      </p>
      <ul className="delete-user__losses">
        <li>su acceso: no podrá volver a iniciar sesión y sus sesiones abiertas se cierran;</li>
        {user.role !== 'user' && <li>su rol de {ROLE_LABELS[user.role]} y su entrada al panel de administración;</li>}
        <li>
          {unpaid > 0
            ? `${plural(unpaid, 'orden sin pagar', 'órdenes sin pagar')} (pendientes o rechazadas);`
            : 'no tiene órdenes que se pierdan;'}
        </li>
        <li>sus enlaces de acceso enviados por correo, que dejan de funcionar.</li>
      </ul>
      <p>No tiene memoriales ni órdenes pagadas. Esta acción no se puede deshacer.</p>
      <div className="confirm__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancelar
        </button>
        <button type="button" className="button button--danger" onClick={() => onConfirm(user)}>
          Eliminar usuario
        </button>
      </div>
    </>
  );
}

/** The server refuses it too (409): a plaque on a grave must not lose its page, nor a payment its record. */
function KeptAccount({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const holds = [
    user.profiles_count > 0 ? plural(user.profiles_count, 'memorial', 'memoriales') : null,
    user.paid_orders_count > 0 ? plural(user.paid_orders_count, 'orden pagada', 'órdenes pagadas') : null,
  ].filter(Boolean);
  return (
    <>
      <p>
        <strong>{user.name || user.email}</strong> ({user.email}) tiene {holds.join(' y ')}. Eliminar la cuenta borraría páginas que una
        placa abre y el registro de sus pagos.
      </p>
      <p>Si ya no debe entrar, desactívala desde «Editar»: no podrá iniciar sesión y sus memoriales seguirán en línea.</p>
      <div className="confirm__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          Entendido
        </button>
      </div>
    </>
  );
}
