import { useStore } from '@nanostores/react';
import { pendingBadge } from '../../lib/admin/orders';
import { $pendingCount } from '../../stores/admin/pending';

/**
 * The pending-orders bell (product §3.2, §3.9): the count refreshed every 30 s, '99+' above 99. A click
 * opens Órdenes filtered to pending.
 */
export function PendingBell({ onOpen }: { onOpen: () => void }) {
  // Read every 30 s while the bell is on screen, and at once when a live notice says orders changed.
  const count = useStore($pendingCount);

  const label =
    count === null
      ? 'Órdenes pendientes'
      : count === 1
        ? 'Órdenes pendientes: 1 orden por verificar'
        : `Órdenes pendientes: ${count} órdenes por verificar`;

  return (
    <button type="button" className="pending-bell" onClick={onOpen} aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {count !== null && count > 0 && (
        <span className="pending-bell__badge" data-testid="pending-badge" aria-hidden="true">
          {pendingBadge(count)}
        </span>
      )}
    </button>
  );
}
