import type { ReactNode } from 'react';

type Props = {
  /** The table's name for screen readers ('Usuarios'). */
  caption: string;
  /** The columns' names, in order; the last column, the row's actions, follows unnamed on screen. */
  columns: readonly string[];
  /** The name screen readers hear for the actions' column. */
  actionsLabel?: string;
  /** A refresh is on its way: the rows stay, dimmed. */
  busy: boolean;
  /** A modifier beside 'admin-table' ('admin-table--orders'). */
  className?: string;
  /** The rows. */
  children: ReactNode;
};

/**
 * The shell of every back-office table (site/islands/admin/list.css): the hidden caption, the column heads with the
 * actions' column last, and the body. A narrow panel lays each row out as a card, its cells named by data-label.
 */
export function AdminTable({ caption, columns, actionsLabel = 'Acciones', busy, className, children }: Props) {
  return (
    <table className={className ? `admin-table ${className}` : 'admin-table'} aria-busy={busy || undefined}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">{actionsLabel}</span>
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
