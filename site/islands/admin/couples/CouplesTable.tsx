import { couplePath, ownerLabel, type AdminCouple } from '../../../lib/admin/couple-memorial';
import { COUPLE_UI } from '../../../lib/admin/couple-texts';
import { AdminLink } from '../AdminLink';
import { CountCell, CreatedCell, LeadCell, PersonCell, PublishedCell } from '../TableCell';
import { AdminTable } from '../AdminTable';

type Props = {
  couples: AdminCouple[];
  /** A refresh is on its way: the rows stay, dimmed. */
  busy: boolean;
  /** The row being deleted, whose buttons wait. */
  busyId: string | null;
  onDelete: (couple: AdminCouple) => void;
};

/** The couple profiles (product §3.2): name, owner, state, visits, date, and View / Edit / Delete. */
export function CouplesTable({ couples, busy, busyId, onDelete }: Props) {
  return (
    <AdminTable caption="Perfiles de pareja" columns={['Perfil', 'Dueño', 'Estado', 'Visitas', 'Creado']} busy={busy}>
      {couples.map((couple) => {
        const owner = ownerLabel(couple);
        return (
          <tr key={couple.id} data-couple-id={couple.id}>
            <LeadCell label="Perfil" note={couplePath(couple.slug)}>
              <AdminLink route={{ kind: 'couple-profile', id: couple.id }} className="admin-table__name couples__name-link">
                {couple.couple_name}
              </AdminLink>
            </LeadCell>
            <PersonCell label="Dueño" person={owner} empty={COUPLE_UI.unassigned} />
            <PublishedCell published={couple.is_published} />
            <CountCell label="Visitas" count={couple.visit_count} />
            <CreatedCell at={couple.created_at} />
            <td className="admin-table__actions">
              <div className="row-actions">
                <a
                  className="button button--ghost button--small"
                  href={couplePath(couple.slug)}
                  target="_blank"
                  rel="noopener"
                  aria-label={`Ver ${couple.couple_name} (se abre en una pestaña nueva)`}
                >
                  Ver
                </a>
                <AdminLink
                  route={{ kind: 'couple-edit', id: couple.id }}
                  className="button button--secondary button--small"
                  aria-label={`Editar ${couple.couple_name}`}
                >
                  Editar
                </AdminLink>
                <button
                  type="button"
                  className="button button--danger-outline button--small"
                  onClick={() => onDelete(couple)}
                  disabled={busyId === couple.id}
                  aria-busy={busyId === couple.id || undefined}
                  aria-label={`Eliminar ${couple.couple_name}`}
                >
                  {busyId === couple.id ? 'Eliminando...' : 'Eliminar'}
                </button>
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
