import { hasSeveralPages, pageItems, rangeSummary } from '../../lib/pagination';
import './pager.css';

type Props = {
  page: number;
  totalPages: number;
  total: number;
  limit: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark when a screen has more than one list ('Páginas de órdenes'). */
  label?: string;
  /** True while the next page loads: the buttons wait instead of queuing clicks. */
  busy?: boolean;
};

/**
 * The back-office pager, shared by every list: 'Mostrando X a Y de Z resultados', previous/next and page
 * numbers with gaps (first and last always, two neighbours either side). Renders nothing for one page.
 * Previous/next read 'Anterior'/'Siguiente' on phones and become arrows where the numbers have room.
 */
export function Pager({ page, totalPages, total, limit, onPageChange, label = 'Paginación', busy = false }: Props) {
  if (!hasSeveralPages(totalPages)) return null;
  const items = pageItems(page, totalPages);
  const go = (target: number) => {
    if (!busy && target !== page && target >= 1 && target <= totalPages) onPageChange(target);
  };

  return (
    <div className="pager">
      <p className="pager__summary" aria-live="polite">
        {rangeSummary(page, limit, total)}
      </p>
      <nav className="pager__nav" aria-label={label}>
        <button
          type="button"
          className="pager__step pager__step--prev"
          onClick={() => go(page - 1)}
          disabled={page <= 1 || busy}
          aria-label="Anterior"
        >
          <Arrow direction="left" />
          <span className="pager__step-text">Anterior</span>
        </button>
        <ol className="pager__pages">
          {items.map((item) =>
            item.kind === 'gap' ? (
              <li key={`gap-${item.side}`} className="pager__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item.page}>
                <button
                  type="button"
                  className="pager__page"
                  onClick={() => go(item.page)}
                  disabled={busy && item.page !== page}
                  aria-current={item.page === page ? 'page' : undefined}
                  aria-label={`Página ${item.page}`}
                >
                  {item.page}
                </button>
              </li>
            ),
          )}
        </ol>
        <button
          type="button"
          className="pager__step pager__step--next"
          onClick={() => go(page + 1)}
          disabled={page >= totalPages || busy}
          aria-label="Siguiente"
        >
          <span className="pager__step-text">Siguiente</span>
          <Arrow direction="right" />
        </button>
      </nav>
    </div>
  );
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg className="pager__arrow" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
