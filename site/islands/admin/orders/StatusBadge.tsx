import { displayStatus, STATUS_LABELS } from '../../../lib/admin/orders';

/** An order's state as a soft coloured pill; an unknown state reads as pending (product §3.4). */
export function StatusBadge({ status }: { status: string }) {
  const shown = displayStatus(status);
  return <span className={`status-badge status-badge--${shown}`}>{STATUS_LABELS[shown]}</span>;
}
