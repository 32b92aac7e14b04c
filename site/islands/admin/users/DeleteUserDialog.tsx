import type { AdminUser } from '../../../lib/admin/users';
import { Modal } from '../../ui/Modal';

type Props = { user: AdminUser | null; onCancel: () => void; onConfirm: (user: AdminUser) => void };

/** 'Eliminar' asks first: the account, its sessions and its unpaid orders go for good. */
export function DeleteUserDialog({ user, onCancel, onConfirm }: Props) {
  return (
    <Modal open={user !== null} onClose={onCancel} title="¿Eliminar este usuario?" size="sm">
      {user && (
        <div className="confirm">
          <p>
            La cuenta de <strong>{user.name || user.email}</strong> ({user.email}) se eliminará con sus sesiones y sus órdenes sin pagar.
            Esta acción no se puede deshacer. Si tiene memoriales u órdenes pagadas, desactívala en su lugar.
          </p>
          <div className="confirm__actions">
            <button type="button" className="button button--ghost" onClick={onCancel}>
              Cancelar
            </button>
            <button type="button" className="button button--danger" onClick={() => onConfirm(user)}>
              Eliminar usuario
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
