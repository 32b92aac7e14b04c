import type { ReactNode } from 'react';
import { Pager } from '../ui/Pager';
import type { Pagination } from '../../lib/admin/orders';

type Props = {
  titleId: string;
  title: string;
  /** The count under the title ('12 usuarios en total'); null until the first answer. */
  count: string | null;
  /** The head's main action ('Nuevo usuario'). */
  action?: ReactNode;
  toolbar: ReactNode;
  error: string | null;
  onRetry: () => void;
  /** True until there is something to show (the first answer, or a retry after a failure). */
  loading: boolean;
  loadingText: string;
  empty: { title: string; hint: string } | null;
  pager: { page: number; pagination: Pagination | null; limit: number; label: string; busy: boolean; onPageChange: (page: number) => void };
  /** The table, when there are rows. */
  children: ReactNode;
};

/**
 * The frame every back-office list shares (product §3.2): the title with the count and the main action,
 * the toolbar, the error banner with a retry, the spinner or the empty state or the table, and the pager.
 */
export function ListFrame({ titleId, title, count, action, toolbar, error, onRetry, loading, loadingText, empty, pager, children }: Props) {
  return (
    <section className="admin-list" aria-labelledby={titleId}>
      <div className="admin-list__head">
        <div>
          <h1 id={titleId} className="admin-view__title">
            {title}
          </h1>
          <p className="admin-list__count" aria-live="polite">
            {count ?? '\u00a0'}
          </p>
        </div>
        {action}
      </div>

      {toolbar}

      {error && (
        <div className="form-alert admin-list__alert" role="alert">
          <span>{error}</span>
          <button type="button" className="text-button" onClick={onRetry}>
            Reintentar
          </button>
        </div>
      )}

      <div className="surface-card surface-card--compact admin-list__panel">
        {loading ? (
          <div className="admin-list__loading" role="status">
            <span className="spinner spinner--large" aria-hidden="true" />
            <span>{loadingText}</span>
          </div>
        ) : empty ? (
          !error && (
            <div className="admin-list__empty">
              <p className="serif-heading admin-list__empty-title">{empty.title}</p>
              <p>{empty.hint}</p>
            </div>
          )
        ) : (
          children
        )}
      </div>

      {pager.pagination && (
        <Pager
          page={pager.page}
          totalPages={pager.pagination.totalPages}
          total={pager.pagination.total}
          limit={pager.limit}
          onPageChange={pager.onPageChange}
          label={pager.label}
          busy={pager.busy}
        />
      )}
    </section>
  );
}

/** A list's main action, with a plus: 'Nueva orden', 'Nuevo usuario'. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="button button--primary admin-list__new" onClick={onClick}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {label}
    </button>
  );
}
