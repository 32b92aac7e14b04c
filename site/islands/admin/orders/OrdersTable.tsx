import type { MouseEvent } from 'react';
import { formatCOP } from '../../../lib/format';
import { formatDateTimeParts } from '../../../lib/dates';
import {
  customerName,
  displayStatus,
  orderAmount,
  paymentMethodLabel,
  type AdminOrder,
  type PaymentMethodOption,
} from '../../../lib/admin/orders';
import { PersonCell } from '../TableCell';
import { AdminTable } from '../AdminTable';
import { OrderActions } from './OrderActions';
import { StatusBadge } from './StatusBadge';

type Props = {
  orders: AdminOrder[];
  paymentMethods: PaymentMethodOption[];
  deciding: readonly string[];
  busy: boolean;
  onAccept: (order: AdminOrder) => void;
  onReject: (order: AdminOrder) => void;
  onOpen: (order: AdminOrder) => void;
};

/**
 * The orders table (product §3.2 columns). One table for every width: where the panel is narrow the
 * stylesheet lays each row out as a card and every cell shows its column name from data-label, so nothing
 * is rendered twice. A row opens the order's detail: a click anywhere on it outside its buttons, or its
 * 'Ver detalle' button from the keyboard.
 */
export function OrdersTable({ orders, paymentMethods, deciding, busy, onAccept, onReject, onOpen }: Props) {
  return (
    <AdminTable
      caption="Órdenes"
      columns={['Usuario', 'Monto', 'Referencia', 'Método de pago', 'Estado', 'Fecha']}
      className="admin-table--orders"
      busy={busy}
    >
      {orders.map((order) => (
        <OrderRow
          key={order.id}
          order={order}
          methodLabel={paymentMethodLabel(paymentMethods, order.payment_method)}
          deciding={deciding.includes(order.id)}
          onAccept={onAccept}
          onReject={onReject}
          onOpen={onOpen}
        />
      ))}
    </AdminTable>
  );
}

type RowProps = {
  order: AdminOrder;
  methodLabel: string;
  deciding: boolean;
  onAccept: (order: AdminOrder) => void;
  onReject: (order: AdminOrder) => void;
  onOpen: (order: AdminOrder) => void;
};

/** A click on a row's own controls (or text being selected) is not a request to open it. */
function opensRow(event: MouseEvent<HTMLTableRowElement>): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('button, a, input, select, textarea')) return false;
  return !window.getSelection()?.toString();
}

function OrderRow({ order, methodLabel, deciding, onAccept, onReject, onOpen }: RowProps) {
  const name = customerName(order);
  const date = formatDateTimeParts(order.created_at);
  // The payer is worth a line only when someone else made the transfer.
  const otherPayer = order.payer_name && order.payer_name.trim().toLocaleLowerCase('es-CO') !== name.toLocaleLowerCase('es-CO');

  return (
    <tr data-order-id={order.id} data-status={displayStatus(order.status)} onClick={(event) => opensRow(event) && onOpen(order)}>
      <PersonCell label="Usuario" person={{ name, email: order.users.email }} lead />
      <td data-label="Monto">
        <div className="admin-table__cell">
          <span className="admin-table__money">{formatCOP(orderAmount(order))}</span>
          <span className="admin-table__note">{order.package.name}</span>
        </div>
      </td>
      <td data-label="Referencia">
        <div className="admin-table__cell">
          <span className="admin-table__code">{order.payment_intent_id || '—'}</span>
          {otherPayer && <span className="admin-table__note">Pagó {order.payer_name}</span>}
        </div>
      </td>
      <td data-label="Método de pago">
        <div className="admin-table__cell">{methodLabel}</div>
      </td>
      <td className="admin-table__status" data-label="Estado">
        <StatusBadge status={order.status} />
      </td>
      <td data-label="Fecha">
        <div className="admin-table__cell">
          {date ? (
            <>
              <span className="admin-table__day">{date.day}</span>
              <span className="admin-table__note">{date.time}</span>
            </>
          ) : (
            '—'
          )}
        </div>
      </td>
      <td className="admin-table__actions">
        <div className="order-row-actions">
          <OrderActions order={order} busy={deciding} onAccept={onAccept} onReject={onReject} />
          <button
            type="button"
            className="text-button order-row-actions__detail"
            onClick={() => onOpen(order)}
            aria-label={`Ver detalle de la orden de ${name}`}
          >
            Ver detalle
          </button>
        </div>
      </td>
    </tr>
  );
}
