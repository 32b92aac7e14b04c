import type { AdminUser } from '../../../lib/admin/users';
import { ConfirmDialog } from '../ConfirmDialog';

type Props = { user: AdminUser | null; onCancel: () => void; onConfirm: (user: AdminUser) => void };

/** 'Eliminar' asks first: the account, its sessions and its unpaid orders go for good. */
export function DeleteUserDialog({ user, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog subject={user} title="¿Eliminar este usuario?" confirmLabel="Eliminar usuario" onCancel={onCancel} onConfirm={onConfirm}>
      {(subject) => (
        <>
          La cuenta de <strong>{subject.name || subject.email}</strong> ({subject.email}) se eliminará con sus sesiones y sus órdenes sin
          pagar. Esta acción no se puede deshacer. Si tiene memoriales u órdenes pagadas, desactívala en su lugar.
        </>
      )}
    </ConfirmDialog>
  );
}
