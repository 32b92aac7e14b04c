import { useId } from 'react';
import {
  nextPlaqueStatus,
  PLAQUE_ADMIN_TEXTS as T,
  PLAQUE_ADVANCE_LABELS,
  PLAQUE_MESSAGES as M,
  PLAQUE_STATUS_LABELS,
} from '../../../../worker/schemas/plaque-texts';
import { deliveryLines, plaqueOwner, plaqueQrHrefs, plaqueTracking, type AdminPlaque } from '../../../lib/admin/plaques';
import { LeadCell, PersonCell } from '../TableCell';
import { AdminTable } from '../AdminTable';

type Props = {
  plaques: AdminPlaque[];
  /** Plaques with a step on its way: their button waits. */
  advancing: readonly string[];
  busy: boolean;
  onAdvance: (plaque: AdminPlaque) => void;
};

/** The QR code's two downloads, in the row's order. */
const QR_FILES = [
  { format: 'svg', label: 'SVG', hint: 'qrSvgHint' },
  { format: 'pdf', label: 'PDF', hint: 'qrPdfHint' },
] as const;

/**
 * The plaques table: which memorial, whose, where it goes, its state, and its QR code and next step. One table
 * for every width: a narrow panel lays each row out as a card (list.css), each cell named by its data-label.
 */
export function PlaquesTable({ plaques, advancing, busy, onAdvance }: Props) {
  const C = T.columns;
  return (
    <AdminTable
      caption={T.title}
      columns={[C.memorial, C.customer, C.delivery, C.status]}
      className="admin-table--plaques"
      actionsLabel={C.actions}
      busy={busy}
    >
      {plaques.map((plaque) => (
        <PlaqueRow key={plaque.id} plaque={plaque} advancing={advancing.includes(plaque.id)} onAdvance={onAdvance} />
      ))}
    </AdminTable>
  );
}

function PlaqueRow({
  plaque,
  advancing,
  onAdvance,
}: {
  plaque: AdminPlaque;
  advancing: boolean;
  onAdvance: (plaque: AdminPlaque) => void;
}) {
  // The row's buttons and links say which memorial they are for, as a description: their names stay short.
  const memorialId = useId();
  const { memorial } = plaque;
  const next = nextPlaqueStatus(plaque.status);
  const qr = plaqueQrHrefs(memorial);
  const tracking = plaqueTracking(plaque);

  return (
    <tr data-plaque-id={plaque.id} data-status={plaque.status}>
      <LeadCell label={T.columns.memorial} note={memorial.short_url}>
        {memorial.name !== null ? (
          <span id={memorialId} className="admin-table__name">
            {memorial.name}
          </span>
        ) : (
          <span id={memorialId} className="admin-table__name plaque-deleted">
            {M.memorialDeleted}
          </span>
        )}
        {memorial.short_code && <span className="admin-table__code">{T.code(memorial.short_code)}</span>}
      </LeadCell>
      <PersonCell label={T.columns.customer} person={plaqueOwner(plaque)} />
      <td data-label={T.columns.delivery}>
        <div className="admin-table__cell plaque-delivery">
          {plaque.delivery ? (
            deliveryLines(plaque.delivery).map((line, index) => (
              <span key={index} className={index === 0 ? 'plaque-delivery__name' : 'admin-table__note'}>
                {line}
              </span>
            ))
          ) : (
            <span className="admin-table__note">{T.noDelivery}</span>
          )}
        </div>
      </td>
      <td className="admin-table__status" data-label={T.columns.status}>
        <div className="admin-table__cell">
          <span className={`status-badge plaque-status--${plaque.status}`}>{PLAQUE_STATUS_LABELS[plaque.status]}</span>
          {tracking && <span className="admin-table__note plaque-tracking">{tracking}</span>}
        </div>
      </td>
      <td className="admin-table__actions">
        <div className="plaque-actions">
          {qr && (
            <div className="plaque-actions__downloads">
              {QR_FILES.map(({ format, label, hint }) => (
                <a
                  key={format}
                  className="button button--ghost button--small plaque-download"
                  href={qr[format]}
                  download
                  title={T[hint]}
                  aria-describedby={memorialId}
                >
                  {label}
                </a>
              ))}
            </div>
          )}
          {next && (
            <button
              type="button"
              className="button button--primary button--small plaque-actions__advance"
              onClick={() => onAdvance(plaque)}
              disabled={advancing}
              aria-busy={advancing || undefined}
              aria-describedby={memorialId}
            >
              {PLAQUE_ADVANCE_LABELS[next]}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
