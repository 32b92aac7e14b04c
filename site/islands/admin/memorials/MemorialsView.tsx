import { useStore } from '@nanostores/react';
import { ADMIN_USER_MESSAGES as M } from '../../../../worker/schemas/admin-user-texts';
import { MEMORIALS_PAGE_SIZE, memorialEditPath, memorialPath, type AdminMemorial } from '../../../lib/admin/memorials';
import { MEMORIAL_TYPE_LABELS } from '../../../lib/admin/users';
import { formatCount } from '../../../lib/format';
import { $memorials, $memorialsQuery, MEMORIALS_KEY, searchMemorials, showMemorialsPage } from '../../../stores/admin/memorials';
import { invalidatePrefixes } from '../../../stores/admin/query';
import { showToast } from '../../../stores/toasts';
import { copyText } from '../../ui/clipboard';
import { CountCell, CreatedCell, LeadCell, PersonCell, PublishedCell, TableCell } from '../TableCell';
import { AdminTable } from '../AdminTable';
import { ListFrame } from '../ListFrame';
import { SearchBox } from '../SearchBox';

/** Every memorial and family memorial, to find the one a customer asks about: by its name, slug or owner. */
export function MemorialsView() {
  const query = useStore($memorialsQuery);
  const read = useStore($memorials);
  const memorials = read.data?.data ?? [];
  const pagination = read.data?.pagination ?? null;
  const showSpinner = !read.loaded || (read.loading && memorials.length === 0 && !read.error);

  return (
    <ListFrame
      titleId="memorials-title"
      title="Memoriales"
      count={read.loaded && pagination ? `${formatCount(pagination.total)} ${pagination.total === 1 ? 'memorial' : 'memoriales'}` : null}
      toolbar={
        <div className="admin-toolbar admin-toolbar--single" role="search">
          <SearchBox
            value={query.search}
            onSearch={searchMemorials}
            label="Buscar memoriales"
            placeholder="Nombre del memorial, dirección o dueño"
          />
        </div>
      }
      error={read.error}
      onRetry={() => invalidatePrefixes(MEMORIALS_KEY)}
      loading={showSpinner}
      loadingText="Cargando memoriales..."
      empty={memorials.length === 0 ? { title: 'No se encontraron memoriales', hint: 'Intenta con otro nombre o correo.' } : null}
      pager={{
        page: query.page,
        pagination,
        limit: MEMORIALS_PAGE_SIZE,
        label: 'Páginas de memoriales',
        busy: read.loading,
        onPageChange: showMemorialsPage,
      }}
    >
      <MemorialsTable memorials={memorials} busy={read.loading} />
    </ListFrame>
  );
}

function MemorialsTable({ memorials, busy }: { memorials: AdminMemorial[]; busy: boolean }) {
  const copy = async (memorial: AdminMemorial) => {
    const copied = await copyText(`${window.location.origin}${memorialPath(memorial)}`);
    showToast(copied ? M.linkCopied : M.copyFailed, { tone: copied ? 'success' : 'error' });
  };
  return (
    <AdminTable caption="Memoriales" columns={['Memorial', 'Dueño', 'Tipo', 'Estado', 'Visitas', 'Creado']} busy={busy}>
      {memorials.map((memorial) => (
        <tr key={`${memorial.type}:${memorial.id}`}>
          <LeadCell label="Memorial" note={memorialPath(memorial)}>
            <span className="admin-table__name">{memorial.profile_name}</span>
          </LeadCell>
          <PersonCell label="Dueño" person={memorial.owner} />
          <TableCell label="Tipo" narrow>
            {MEMORIAL_TYPE_LABELS[memorial.type].short}
          </TableCell>
          <PublishedCell published={memorial.is_published} />
          <CountCell label="Visitas" count={memorial.visit_count} />
          <CreatedCell at={memorial.created_at} />
          <td className="admin-table__actions">
            <div className="row-actions">
              <a className="button button--ghost button--small" href={memorialEditPath(memorial)}>
                Editar<span className="visually-hidden"> {memorial.profile_name}</span>
              </a>
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
                <span className="admin-table__note">{M.memorialUnpublished}</span>
              )}
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
