import { useEffect, useId, useState } from 'react';
import { STATUS_FILTERS, type OrdersQuery, type StatusFilter } from '../../../lib/admin-orders';
import { filterOrders, searchOrders } from '../../../stores/admin-orders';

/** Spec part 3 §5: the order search waits 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/** Search box (name, e-mail or payment reference) and status filter. */
export function OrdersToolbar({ query }: { query: OrdersQuery }) {
  const searchId = useId();
  const statusId = useId();
  const [draft, setDraft] = useState(query.search);

  // Typing settles for 500 ms before the list is asked again.
  useEffect(() => {
    if (draft.trim() === query.search) return;
    const timer = setTimeout(() => searchOrders(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // Only typing starts the wait; an outside change of the search is followed by the effect below.
  }, [draft]);

  // The bell clears the search from outside: the box follows.
  useEffect(() => {
    setDraft((current) => (current.trim() === query.search ? current : query.search));
  }, [query.search]);

  return (
    <div className="orders-toolbar" role="search">
      <div className="orders-toolbar__search">
        <label className="visually-hidden" htmlFor={searchId}>
          Buscar órdenes
        </label>
        <svg className="orders-toolbar__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <input
          id={searchId}
          className="field__input orders-toolbar__input"
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Nombre, email o referencia"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
        />
      </div>
      <div className="orders-toolbar__filter">
        <label className="orders-toolbar__label" htmlFor={statusId}>
          Estado
        </label>
        <select
          id={statusId}
          className="field__input field__select"
          value={query.status}
          onChange={(event) => filterOrders(event.target.value as StatusFilter)}
        >
          {STATUS_FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
