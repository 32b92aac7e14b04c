import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { COUPLE_MESSAGES as M } from '../../../../worker/schemas/couple-texts';
import { isCoupleId, type AdminCouple } from '../../../lib/admin/couple-memorial';
import { COUPLE_UI } from '../../../lib/admin/couple-texts';
import { COUPLE_MEMORIALS_ROUTE } from '../../../lib/admin/routes';
import { serverMessageOr } from '../../../lib/api';
import { api } from '../../../lib/api-client';
import { $viewedCouple, $viewedCoupleId } from '../../../stores/admin/couples';
import { ApiReadError, idParam } from '../../../stores/admin/query';
import { PhotoOrCamera } from '../../ui/PhotoOrCamera';
import { PublishedBadge } from '../TableCell';
import { AdminLink } from '../AdminLink';
import { CoupleMemorialDetails } from './CoupleMemorialDetails';
import { QrDownloadLinks } from '../../ui/QrDownloadLinks';
import './couples.css';

/** The viewer's words for a failed read (product §3.8 'Viewer'). */
function readError(error: unknown): string {
  if (error instanceof ApiReadError && (error.status === 400 || error.status === 404)) return error.message;
  return serverMessageOr(error instanceof Error ? error.message : '', M.loadFailed);
}

/**
 * /admin/couple-profile/{id} (product §3.2): every field of the couple, read-only, with 'Volver' to the
 * list and 'Editar' to the wizard. It follows live changes to the memorial like the lists do.
 */
export function CoupleMemorialView({ id }: { id: string }) {
  const valid = isCoupleId(id);
  useEffect(() => {
    if (!valid) return;
    $viewedCoupleId.set(id);
    return () => $viewedCoupleId.set(null);
  }, [id, valid]);
  const read = useStore($viewedCouple);
  const couple = valid ? read.data?.data.coupleProfile : undefined;
  // Deleted while open, or a stale answer for another id: only the memorial asked for is shown.
  const shown = couple && couple.id === id ? couple : null;
  const error = !valid ? M.invalidId : read.error ? readError(read.error) : null;

  return (
    <section className="admin-view couples" aria-labelledby="couple-view-title">
      <div className="couple-view__bar">
        <AdminLink route={COUPLE_MEMORIALS_ROUTE} className="button button--ghost button--small">
          <span aria-hidden="true">←</span> Volver
        </AdminLink>
        {shown && (
          <AdminLink route={{ kind: 'couple-edit', id: shown.id }} className="button button--primary button--small">
            Editar
          </AdminLink>
        )}
      </div>
      {shown ? (
        <ViewerHead couple={shown} />
      ) : (
        <h1 id="couple-view-title" className="admin-view__title">
          Perfil de pareja
        </h1>
      )}
      {error && !shown && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      {!error && !shown && (
        <div className="surface-card surface-card--compact admin-list__loading" role="status">
          <span className="spinner spinner--large" aria-hidden="true" />
          <span>{COUPLE_UI.loading}</span>
        </div>
      )}
      {shown && (
        <QrDownloadLinks apiPath={api.adminCouples[':id'].qr.$url({ param: idParam(shown.id) }).pathname} name={shown.couple_name} />
      )}
      {shown && <CoupleMemorialDetails couple={shown} />}
    </section>
  );
}

function ViewerHead({ couple }: { couple: AdminCouple }) {
  return (
    <header className="couple-view__head">
      <PhotoOrCamera className="couple-view__image" src={couple.profile_image_url} alt="" width={96} height={96} />
      <div>
        <h1 id="couple-view-title" className="admin-view__title">
          {couple.couple_name}
        </h1>
        <PublishedBadge published={couple.is_published} />
      </div>
    </header>
  );
}
