import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { COUPLE_MESSAGES as M } from '../../../../worker/schemas/couple-texts';
import type { AdminCouple } from '../../../lib/admin/couple-memorial';
import { COUPLE_UI } from '../../../lib/admin/couple-texts';
import { viewRoute } from '../../../lib/admin/routes';
import { formatCount } from '../../../lib/format';
import { $couples, COUPLES_KEY, deleteCouple } from '../../../stores/admin/couples';
import { invalidatePrefixes } from '../../../stores/admin/query';
import { showToast } from '../../../stores/toasts';
import { AdminLink } from '../AdminLink';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CouplesTable } from './CouplesTable';
import { HeartIcon } from './HeartIcon';
import './couples.css';

/**
 * 'Perfiles especiales' (product §3.2): the kinds of couple memorial that can be made (only couples) and
 * every couple memorial, with View, Edit and Delete, and a way back to the panel.
 */
export function CoupleMemorialsView() {
  const read = useStore($couples);
  const couples = read.data?.data.coupleProfiles ?? [];
  const [deleting, setDeleting] = useState<AdminCouple | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const remove = async (couple: AdminCouple) => {
    setDeleting(null);
    setBusyId(couple.id);
    const result = await deleteCouple(couple.id);
    setBusyId(null);
    showToast(result.ok ? M.deleted : result.error, { tone: result.ok ? 'success' : 'error' });
  };

  return (
    <section className="admin-view couples" aria-labelledby="special-title">
      <AdminLink route={viewRoute('dashboard')} className="couples__back">
        <span aria-hidden="true">←</span> Volver al panel
      </AdminLink>
      <h1 id="special-title" className="admin-view__title">
        {COUPLE_UI.listTitle}
      </h1>

      <section className="couples__section" aria-labelledby="special-types-title">
        <h2 id="special-types-title" className="couples__subtitle">
          Tipos de perfil
        </h2>
        <ul className="special-types">
          <li className="surface-card surface-card--compact special-type">
            <span className="icon-disc special-type__icon">
              <HeartIcon />
            </span>
            <div className="special-type__text">
              <h3 className="special-type__name">{COUPLE_UI.coupleType}</h3>
              <p>{COUPLE_UI.coupleTypeHint}</p>
            </div>
            <AdminLink route={{ kind: 'couple-create' }} className="button button--primary">
              {COUPLE_UI.createCouple}
            </AdminLink>
          </li>
        </ul>
      </section>

      <section className="couples__section" aria-labelledby="couples-list-title">
        <div>
          <h2 id="couples-list-title" className="couples__subtitle">
            Perfiles de pareja
          </h2>
          <p className="admin-list__count" aria-live="polite">
            {read.loaded && !read.error ? `${formatCount(couples.length)} ${couples.length === 1 ? 'perfil' : 'perfiles'}` : '\u00a0'}
          </p>
        </div>
        {read.error && (
          <div className="form-alert admin-list__alert" role="alert">
            <span>{read.error}</span>
            <button type="button" className="text-button" onClick={() => invalidatePrefixes(COUPLES_KEY)}>
              Reintentar
            </button>
          </div>
        )}
        <div className="surface-card surface-card--compact admin-list__panel">
          {!read.loaded ? (
            <div className="admin-list__loading" role="status">
              <span className="spinner spinner--large" aria-hidden="true" />
              <span>Cargando perfiles...</span>
            </div>
          ) : couples.length === 0 ? (
            !read.error && (
              <div className="admin-list__empty">
                <p className="serif-heading admin-list__empty-title">{COUPLE_UI.noCouples}</p>
                <p>{COUPLE_UI.noCouplesHint}</p>
              </div>
            )
          ) : (
            <CouplesTable couples={couples} busy={read.loading} busyId={busyId} onDelete={setDeleting} />
          )}
        </div>
      </section>

      <ConfirmDialog
        subject={deleting}
        title={COUPLE_UI.deleteTitle}
        confirmLabel="Eliminar"
        onCancel={() => setDeleting(null)}
        onConfirm={(couple) => void remove(couple)}
      >
        {(couple) => COUPLE_UI.deleteBody(couple.couple_name)}
      </ConfirmDialog>
    </section>
  );
}
