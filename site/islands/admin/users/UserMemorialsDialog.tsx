import { useEffect, useState } from 'react';
import { ADMIN_USER_MESSAGES as M } from '../../../../worker/schemas/admin-user-texts';
import { MEMORIAL_TYPE_LABELS, memorialPath, type AdminUser, type AdminUserMemorial } from '../../../lib/admin/users';
import { formatDateTime } from '../../../lib/dates';
import { loadUserMemorials } from '../../../stores/admin/users';
import { showToast } from '../../../stores/toasts';
import { Modal } from '../../ui/Modal';
import { copyText } from '../../ui/clipboard';

type Loaded = { state: 'loading' } | { state: 'failed'; error: string } | { state: 'ready'; memorials: AdminUserMemorial[] };

/** A user's memorials (product §3.2): name, state, date, and the public link to copy when published. */
export function UserMemorialsDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Modal open={user !== null} onClose={onClose} title={user ? `Perfiles de ${user.name || user.email}` : ''} size="lg">
      {user && <MemorialsList userId={user.id} />}
    </Modal>
  );
}

function MemorialsList({ userId }: { userId: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    void loadUserMemorials(userId).then((result) => {
      if (current) setLoaded(result.ok ? { state: 'ready', memorials: result.data } : { state: 'failed', error: result.error });
    });
    return () => {
      current = false;
    };
  }, [userId]);

  if (loaded.state === 'loading') {
    return (
      <div className="admin-list__loading" role="status">
        <span className="spinner spinner--large" aria-hidden="true" />
        <span>Cargando perfiles...</span>
      </div>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <p className="form-alert" role="alert">
        {loaded.error}
      </p>
    );
  }
  if (loaded.memorials.length === 0) return <p className="user-profiles__empty">{M.noMemorials}</p>;

  const copy = async (memorial: AdminUserMemorial) => {
    if (!memorial.is_published) {
      showToast(M.copyUnpublished, { tone: 'error' });
      return;
    }
    const copied = await copyText(`${window.location.origin}${memorialPath(memorial)}`);
    showToast(copied ? M.linkCopied : M.copyFailed, { tone: copied ? 'success' : 'error' });
  };

  return (
    <ul className="user-profiles">
      {loaded.memorials.map((memorial) => (
        <li key={`${memorial.type}:${memorial.id}`} className="user-profiles__item">
          <div>
            <p className="admin-table__name">{memorial.profile_name}</p>
            <p className="admin-table__note">
              {MEMORIAL_TYPE_LABELS[memorial.type].long} · {formatDateTime(memorial.created_at)}
            </p>
            {!memorial.is_published && <p className="admin-table__note">{M.memorialUnpublished}</p>}
          </div>
          <div className="row-actions">
            {memorial.is_published && (
              <a className="button button--ghost button--small" href={memorialPath(memorial)} target="_blank" rel="noopener">
                Ver
              </a>
            )}
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void copy(memorial)}
              aria-label={`Copiar enlace de ${memorial.profile_name}`}
            >
              Copiar enlace
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
