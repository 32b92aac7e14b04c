import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { ADMIN_USER_MESSAGES as M } from '../../../../worker/schemas/admin-user-texts';
import { USERS_PAGE_SIZE, mayManage, type AdminUser, type UserRole } from '../../../lib/admin/users';
import { formatCount } from '../../../lib/format';
import { invalidatePrefixes } from '../../../stores/admin/query';
import { $users, $usersQuery, deleteUser, searchUsers, showUsersPage, USERS_KEY } from '../../../stores/admin/users';
import { showToast } from '../../../stores/toasts';
import { AddButton, ListFrame } from '../ListFrame';
import { SearchBox } from '../SearchBox';
import { DeleteUserDialog } from './DeleteUserDialog';
import { UserFormModal } from './UserFormModal';
import { UserMemorialsDialog } from './UserMemorialsDialog';
import { UsersTable } from './UsersTable';
import './users.css';

type Actor = { id: string; role: UserRole };

type Editing = { mode: 'create' } | { mode: 'edit'; user: AdminUser } | null;

/**
 * 'Gestión de usuarios' (product §3.2): find a customer by name or e-mail, create one (the person gets a link
 * to choose their own password), edit, send a password-reset link, deactivate or delete, and see their memorials
 * with a link to copy. The back-office never holds a way into someone else's account.
 */
export function UsersView({ actor }: { actor: Actor }) {
  const query = useStore($usersQuery);
  const read = useStore($users);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [viewing, setViewing] = useState<AdminUser | null>(null);

  const users = read.data?.data ?? [];
  const pagination = read.data?.pagination ?? null;

  useEffect(() => {
    if (pagination && pagination.total > 0 && query.page > pagination.totalPages) showUsersPage(pagination.totalPages);
  }, [pagination, query.page]);

  const remove = async (user: AdminUser) => {
    setDeleting(null);
    const result = await deleteUser(user.id);
    if (result.ok) showToast(M.deleted, { tone: 'success' });
    else showToast(result.error, { tone: 'error' });
  };

  const total = pagination?.total ?? 0;
  const showSpinner = !read.loaded || (read.loading && users.length === 0 && !read.error);

  return (
    <>
      <ListFrame
        titleId="users-title"
        title="Gestión de usuarios"
        count={read.loaded && pagination ? countText(total, query.search !== '') : null}
        action={<AddButton label="Nuevo usuario" onClick={() => setEditing({ mode: 'create' })} />}
        toolbar={
          <div className="admin-toolbar admin-toolbar--single" role="search">
            <SearchBox value={query.search} onSearch={searchUsers} label="Buscar usuarios" placeholder="Nombre o correo" />
          </div>
        }
        error={read.error}
        onRetry={() => invalidatePrefixes(USERS_KEY)}
        loading={showSpinner}
        loadingText="Cargando usuarios..."
        empty={users.length === 0 ? { title: 'No se encontraron usuarios', hint: 'Intenta con otro nombre o correo.' } : null}
        pager={{
          page: query.page,
          pagination,
          limit: USERS_PAGE_SIZE,
          label: 'Páginas de usuarios',
          busy: read.loading,
          onPageChange: showUsersPage,
        }}
      >
        <UsersTable
          users={users}
          busy={read.loading}
          canEdit={(user) => mayManage(actor, user) || user.id === actor.id}
          canDelete={(user) => mayManage(actor, user) && user.id !== actor.id}
          onEdit={(user) => setEditing({ mode: 'edit', user })}
          onDelete={setDeleting}
          onShowMemorials={setViewing}
        />
      </ListFrame>

      <UserFormModal editing={editing} actor={actor} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onCancel={() => setDeleting(null)} onConfirm={(user) => void remove(user)} />
      <UserMemorialsDialog user={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

function countText(total: number, searching: boolean): string {
  if (!searching) return `${formatCount(total)} ${total === 1 ? 'usuario' : 'usuarios'} en total`;
  return `${formatCount(total)} ${total === 1 ? 'usuario encontrado' : 'usuarios encontrados'}`;
}
