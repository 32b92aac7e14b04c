import type { ReactNode } from 'react';
import { formatDateTimeParts } from '../../lib/dates';
import { formatCount } from '../../lib/format';
import { BreakableEmail } from './BreakableEmail';

type Props = {
  /** The column's name, which a narrow panel shows beside the value (data-label). */
  label: string;
  /** Short, known content: the column takes just its width on a wide panel. */
  narrow?: boolean;
  /** Extra classes for the content ('admin-table__money'). */
  className?: string;
  children: ReactNode;
};

/** A cell of a back-office table (site/islands/admin/list.css): a card row on phones, a table cell where there is room. */
export function TableCell({ label, narrow = false, className, children }: Props) {
  return (
    <td data-label={label} className={narrow ? 'admin-table__narrow' : undefined}>
      <div className={className ? `admin-table__cell ${className}` : 'admin-table__cell'}>{children}</div>
    </td>
  );
}

/** A state as a badge with a dot (list.css): 'completed' reads as good, 'pending' as waiting, 'cancelled' as off. */
export function StateBadge({ tone, children }: { tone: 'completed' | 'pending' | 'cancelled'; children: ReactNode }) {
  return <span className={`status-badge status-badge--${tone}`}>{children}</span>;
}

/**
 * A person in a table: the name over the e-mail. `lead` marks the row's first cell, which heads its card on a
 * phone; without a person the cell says `empty` ('Sin asignar').
 */
export function PersonCell({
  label,
  person,
  lead = false,
  empty = '—',
}: {
  label: string;
  person: { name: string; email: string } | null;
  lead?: boolean;
  empty?: string;
}) {
  return (
    <td className={lead ? 'admin-table__user' : undefined} data-label={label}>
      <div className="admin-table__cell">
        {person ? (
          <>
            <span className="admin-table__name">{person.name || person.email}</span>
            <span className="admin-table__note">
              <BreakableEmail email={person.email} />
            </span>
          </>
        ) : (
          <span className="admin-table__note">{empty}</span>
        )}
      </div>
    </td>
  );
}

/** A page's state: 'Publicado' or 'Borrador'. */
export function PublishedBadge({ published }: { published: boolean }) {
  return <StateBadge tone={published ? 'completed' : 'pending'}>{published ? 'Publicado' : 'Borrador'}</StateBadge>;
}

/** A count, right-aligned as money is ('Visitas', 'Órdenes'). */
export function CountCell({ label, count }: { label: string; count: number }) {
  return (
    <TableCell label={label} narrow className="admin-table__money">
      {formatCount(count)}
    </TableCell>
  );
}

/** The day a row was created, or '—' without one. */
export function CreatedCell({ at }: { at: string | null | undefined }) {
  return (
    <TableCell label="Creado" narrow className="admin-table__day">
      {formatDateTimeParts(at)?.day ?? '—'}
    </TableCell>
  );
}

/** A row's first cell, which heads its card on a phone: the name (as given), then an optional note under it. */
export function LeadCell({ label, note, children }: { label: string; note?: ReactNode; children: ReactNode }) {
  return (
    <td className="admin-table__user" data-label={label}>
      <div className="admin-table__cell">
        {children}
        {note ? <span className="admin-table__note">{note}</span> : null}
      </div>
    </td>
  );
}

/** The 'Estado' column of a page: 'Publicado' or 'Borrador'. */
export function PublishedCell({ published }: { published: boolean }) {
  return (
    <TableCell label="Estado" narrow>
      <PublishedBadge published={published} />
    </TableCell>
  );
}
