import { COUPLE_MESSAGES as M } from '../../../../worker/schemas/couple-texts';
import { couplePath, type AdminCouple } from '../../../lib/admin/couple-memorial';
import { COUPLE_UI } from '../../../lib/admin/couple-texts';
import { COUPLE_MEMORIALS_ROUTE } from '../../../lib/admin/routes';
import { Modal } from '../../ui/Modal';
import { AdminLink } from '../AdminLink';

type Props = { couple: AdminCouple; onCreateAnother: () => void };

/**
 * After creating (product §3.2): whether the page is live now (there is no wait: the first specification's '15 minutos' described
 * a delay this product does not have), then 'Ver la página' (the couple's /pareja/{slug}, once published), 'Ver perfiles' or 'Crear otro'. It must be
 * answered: closing it would leave a finished wizard on screen that could only create a duplicate.
 */
export function CreatedDialog({ couple, onCreateAnother }: Props) {
  return (
    <Modal open onClose={onCreateAnother} title={COUPLE_UI.createdTitle} size="sm" dismissible={false}>
      <div className="confirm couple-created">
        <p>{M.created}.</p>
        <p>{couple.is_published ? M.livePublished : M.liveDraft}</p>
        <p className="admin-table__note">
          {couple.is_published ? 'Dirección pública: ' : 'Su dirección será: '}
          <span className="couple-created__path">{couplePath(couple.slug)}</span>
        </p>
        <div className="confirm__actions">
          <button type="button" className="button button--ghost" onClick={onCreateAnother}>
            Crear otro
          </button>
          {couple.is_published && (
            <a className="button button--secondary" href={couplePath(couple.slug)} target="_blank" rel="noopener">
              Ver la página
            </a>
          )}
          <AdminLink route={COUPLE_MEMORIALS_ROUTE} className="button button--primary">
            Ver perfiles
          </AdminLink>
        </div>
      </div>
    </Modal>
  );
}
