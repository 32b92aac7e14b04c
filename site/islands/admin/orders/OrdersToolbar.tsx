import { useId } from 'react';
import { STATUS_FILTERS, type OrdersQuery, type StatusFilter } from '../../../lib/admin/orders';
import { filterOrders, searchOrders } from '../../../stores/admin/orders';
import { SearchBox } from '../SearchBox';

/** Search box (name, e-mail or payment reference) and status filter. */
export function OrdersToolbar({ query }: { query: OrdersQuery }) {
  const statusId = useId();
  return (
    <div className="admin-toolbar" role="search">
      <SearchBox value={query.search} onSearch={searchOrders} label="Buscar órdenes" placeholder="Nombre, correo o referencia" />
      <div className="admin-toolbar__filter">
        <label className="admin-toolbar__label" htmlFor={statusId}>
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
