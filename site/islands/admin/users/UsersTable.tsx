import { ROLE_LABELS } from '../../../../worker/schemas/admin-user-texts';
import type { AdminUser } from '../../../lib/admin/users';
import { CountCell, CreatedCell, PersonCell, StateBadge, TableCell } from '../TableCell';
import { AdminTable } from '../AdminTable';

type Props = {
  users: AdminUser[];
  busy: boolean;
  /** Whether this administrator may edit the user (roles decide; one's own name and e-mail are editable). */
  canEdit: (user: AdminUser) => boolean;
  /** Whether this administrator may delete the user (roles decide, and never oneself). */
  canDelete: (user: AdminUser) => boolean;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  onShowMemorials: (user: AdminUser) => void;
};

/** The users table (product §3.2–§3.3): cards on a narrow panel, a table where there is room. */
export function UsersTable({ users, busy, canEdit, canDelete, onEdit, onDelete, onShowMemorials }: Props) {
  return (
    <AdminTable caption="Usuarios" columns={['Usuario', 'Rol', 'Estado', 'Órdenes', 'Perfiles', 'Creado']} busy={busy}>
      {users.map((user) => {
        const name = user.name || user.email;
        return (
          <tr key={user.id} data-user-id={user.id}>
            <PersonCell label="Usuario" person={{ name, email: user.email }} lead />
            <TableCell label="Rol" narrow>
              <span className={`role-badge role-badge--${user.role}`}>{ROLE_LABELS[user.role]}</span>
            </TableCell>
            <TableCell label="Estado" narrow>
              <StateBadge tone={user.is_active ? 'completed' : 'cancelled'}>{user.is_active ? 'Activo' : 'Inactivo'}</StateBadge>
            </TableCell>
            <CountCell label="Órdenes" count={user.orders_count} />
            <CountCell label="Perfiles" count={user.profiles_count} />
            <CreatedCell at={user.created_at} />
            <td className="admin-table__actions">
              <div className="row-actions">
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => onShowMemorials(user)}
                  aria-label={`Perfiles de ${name}`}
                >
                  Perfiles
                </button>
                {canEdit(user) && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => onEdit(user)}
                    aria-label={`Editar ${name}`}
                  >
                    Editar
                  </button>
                )}
                {canDelete(user) && (
                  <button
                    type="button"
                    className="button button--danger-outline button--small"
                    onClick={() => onDelete(user)}
                    aria-label={`Eliminar ${name}`}
                  >
                    Eliminar
                  </button>
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
