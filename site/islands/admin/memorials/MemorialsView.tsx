import { useStore } from '@nanostores/react';
import { ADMIN_USER_MESSAGES as M } from '../../../../worker/schemas/admin-user-texts';
import { MEMORIALS_PAGE_SIZE, memorialPath, type AdminMemorial } from '../../../lib/admin/memorials';
import { formatDateTimeParts } from '../../../lib/dates';
import { formatCount } from '../../../lib/format';
import { $memorials, $memorialsQuery, MEMORIALS_KEY, searchMemorials, showMemorialsPage } from '../../../stores/admin/memorials';
import { invalidatePrefixes } from '../../../stores/admin/query';
import { showToast } from '../../../stores/toasts';
import { Pager } from '../../ui/Pager';
import { copyText } from '../../ui/clipboard';
import { BreakableEmail } from '../BreakableEmail';
import { SearchBox } from '../SearchBox';

/** Every memorial and family memorial, to find the one a customer asks about: by its name, slug or owner. */
export function MemorialsView() {
  const query = useStore($memorialsQuery);
  const read = useStore($memorials);
  const memorials = read.data?.data ?? [];
  const pagination = read.data?.pagination ?? null;
  const showSpinner = !read.loaded || (read.loading && memorials.length === 0 && !read.error);

  return (
    <section className="admin-list" aria-labelledby="memorials-title">
      <div className="admin-list__head">
        <div>
          <h1 id="memorials-title" className="admin-view__title">
            Memoriales
          </h1>
          <p className="admin-list__count" aria-live="polite">
            {read.loaded && pagination ? `${formatCount(pagination.total)} ${pagination.total === 1 ? 'memorial' : 'memoriales'}` : '\u00a0'}
          </p>
        </div>
      </div>

      <div className="admin-toolbar admin-toolbar--single" role="search">
        <SearchBox value={query.search} onSearch={searchMemorials} label="Buscar memoriales" placeholder="Nombre del memorial, dirección o dueño" />
      </div>

      {read.error && (
        <div className="form-alert admin-list__alert" role="alert">
          <span>{read.error}</span>
          <button type="button" className="text-button" onClick={() => invalidatePrefixes(MEMORIALS_KEY)}>
            Reintentar
          </button>
        </div>
      )}

      <div className="admin-card admin-list__panel">
        {showSpinner ? (
          <div className="admin-list__loading" role="status">
            <span className="spinner spinner--large" aria-hidden="true" />
            <span>Cargando memoriales...</span>
          </div>
        ) : memorials.length === 0 ? (
          !read.error && (
            <div className="admin-list__empty">
              <p className="admin-list__empty-title">No se encontraron memoriales</p>
              <p>Intenta con otro nombre o email.</p>
            </div>
          )
        ) : (
          <MemorialsTable memorials={memorials} busy={read.loading} />
        )}
      </div>

      {pagination && (
        <Pager
          page={query.page}
          totalPages={pagination.totalPages}
          total={pagination.total}
          limit={MEMORIALS_PAGE_SIZE}
          onPageChange={showMemorialsPage}
          label="Páginas de memoriales"
          busy={read.loading}
        />
      )}
    </section>
  );
}

function MemorialsTable({ memorials, busy }: { memorials: AdminMemorial[]; busy: boolean }) {
  const copy = async (memorial: AdminMemorial) => {
    const copied = await copyText(`${window.location.origin}${memorialPath(memorial)}`);
    showToast(copied ? M.linkCopied : M.copyFailed, { tone: copied ? 'success' : 'error' });
  };
  return (
    <table className="admin-table" aria-busy={busy || undefined}>
      <caption className="visually-hidden">Memoriales</caption>
      <thead>
        <tr>
          <th scope="col">Memorial</th>
          <th scope="col">Dueño</th>
          <th scope="col">Tipo</th>
          <th scope="col">Estado</th>
          <th scope="col">Visitas</th>
          <th scope="col">Creado</th>
          <th scope="col">
            <span className="visually-hidden">Acciones</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {memorials.map((memorial) => {
          const created = formatDateTimeParts(memorial.created_at);
          return (
            <tr key={`${memorial.type}:${memorial.id}`}>
              <td className="admin-table__user" data-label="Memorial">
                <div className="admin-table__cell">
                  <span className="admin-table__name">{memorial.profile_name}</span>
                  <span className="admin-table__note">{memorialPath(memorial)}</span>
                </div>
              </td>
              <td data-label="Dueño">
                <div className="admin-table__cell">
                  <span className="admin-table__name">{memorial.owner.name || memorial.owner.email}</span>
                  <span className="admin-table__note">
                    <BreakableEmail email={memorial.owner.email} />
                  </span>
                </div>
              </td>
              <td data-label="Tipo" className="admin-table__narrow">
                <div className="admin-table__cell">{memorial.type === 'family' ? 'Familiar' : 'Individual'}</div>
              </td>
              <td data-label="Estado" className="admin-table__narrow">
                <div className="admin-table__cell">
                  <span className={`status-badge status-badge--${memorial.is_published ? 'completed' : 'pending'}`}>
                    {memorial.is_published ? 'Publicado' : 'Borrador'}
                  </span>
                </div>
              </td>
              <td data-label="Visitas" className="admin-table__narrow">
                <div className="admin-table__cell admin-table__money">{formatCount(memorial.visit_count)}</div>
              </td>
              <td data-label="Creado" className="admin-table__narrow">
                <div className="admin-table__cell admin-table__day">{created?.day ?? '—'}</div>
              </td>
              <td className="admin-table__actions">
                <div className="row-actions">
                  {memorial.is_published ? (
                    <>
                      <a className="button button--ghost button--small" href={memorialPath(memorial)} target="_blank" rel="noopener">
                        Ver
                      </a>
                      <button type="button" className="button button--secondary button--small" onClick={() => void copy(memorial)}>
                        Copiar enlace
                      </button>
                    </>
                  ) : (
                    <span className="admin-table__note">{M.profileUnpublished}</span>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
