import { useEffect, useState } from 'react';
import { ADMIN_USER_MESSAGES as M } from '../../../../worker/schemas/admin-user-texts';
import { PROFILE_TYPE_LABELS, profilePath, type AdminUser, type AdminUserProfile } from '../../../lib/admin/users';
import { formatDateTime } from '../../../lib/dates';
import { loadUserProfiles } from '../../../stores/admin/users';
import { showToast } from '../../../stores/toasts';
import { Modal } from '../../ui/Modal';
import { copyText } from '../../ui/clipboard';

type Loaded = { state: 'loading' } | { state: 'failed'; error: string } | { state: 'ready'; profiles: AdminUserProfile[] };

/** A user's memorials (product §3.2): name, state, date, and the public link to copy when published. */
export function UserProfilesDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Modal open={user !== null} onClose={onClose} title={user ? `Perfiles de ${user.name || user.email}` : ''} size="lg">
      {user && <ProfilesList userId={user.id} />}
    </Modal>
  );
}

function ProfilesList({ userId }: { userId: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    void loadUserProfiles(userId).then((result) => {
      if (current) setLoaded(result.ok ? { state: 'ready', profiles: result.data } : { state: 'failed', error: result.error });
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
  if (loaded.profiles.length === 0) return <p className="user-profiles__empty">{M.noMemorials}</p>;

  const copy = async (profile: AdminUserProfile) => {
    if (!profile.is_published) {
      showToast(M.copyUnpublished, { tone: 'error' });
      return;
    }
    const copied = await copyText(`${window.location.origin}${profilePath(profile)}`);
    showToast(copied ? M.linkCopied : M.copyFailed, { tone: copied ? 'success' : 'error' });
  };

  return (
    <ul className="user-profiles">
      {loaded.profiles.map((profile) => (
        <li key={`${profile.type}:${profile.id}`} className="user-profiles__item">
          <div>
            <p className="admin-table__name">{profile.profile_name}</p>
            <p className="admin-table__note">
              {PROFILE_TYPE_LABELS[profile.type].long} · {formatDateTime(profile.created_at)}
            </p>
            {!profile.is_published && <p className="admin-table__note">{M.memorialUnpublished}</p>}
          </div>
          <div className="row-actions">
            {profile.is_published && (
              <a className="button button--ghost button--small" href={profilePath(profile)} target="_blank" rel="noopener">
                Ver
              </a>
            )}
            <button type="button" className="button button--secondary button--small" onClick={() => void copy(profile)} aria-label={`Copiar enlace de ${profile.profile_name}`}>
              Copiar enlace
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
