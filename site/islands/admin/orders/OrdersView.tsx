import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatCount } from '../../../lib/format';
import { ORDERS_PAGE_SIZE, type AdminOrder, type PaymentMethodOption } from '../../../lib/admin-orders';
import { $orders, $ordersQuery, decideOrder, loadOrders, reloadOrdersFromStart, showOrdersPage } from '../../../stores/admin-orders';
import { showToast } from '../../../stores/toasts';
import { Pager } from '../../ui/Pager';
import { NewOrderModal } from './NewOrderModal';
import { OrdersTable } from './OrdersTable';
import { OrdersToolbar } from './OrdersToolbar';
import { RejectOrderDialog } from './RejectOrderDialog';
import './orders.css';

/** 'Gestión de Órdenes' (spec part 3 §2): verify transfers, accept or reject them, record orders by hand. */
export function OrdersView({ paymentMethods }: { paymentMethods: PaymentMethodOption[] }) {
  const query = useStore($ordersQuery);
  const state = useStore($orders);
  const [creating, setCreating] = useState(false);
  const [rejecting, setRejecting] = useState<AdminOrder | null>(null);

  useEffect(() => {
    void loadOrders();
  }, []);

  const filtered = query.search.trim() !== '' || query.status !== 'all';
  const total = state.pagination?.total ?? 0;
  const showSpinner = !state.loaded || (state.loading && state.orders.length === 0 && !state.error);

  return (
    <section className="orders" aria-labelledby="orders-title">
      <div className="orders__head">
        <div>
          <h1 id="orders-title" className="admin-view__title">
            Gestión de Órdenes
          </h1>
          <p className="orders__count" aria-live="polite">
            {state.loaded && state.pagination ? countText(total, filtered) : '\u00a0'}
          </p>
        </div>
        <button type="button" className="button button--primary orders__new" onClick={() => setCreating(true)}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          Nueva Orden
        </button>
      </div>

      <OrdersToolbar query={query} />

      {state.error && (
        <div className="form-alert orders__alert" role="alert">
          <span>{state.error}</span>
          {state.orders.length === 0 && (
            <button type="button" className="text-button" onClick={() => void loadOrders()}>
              Reintentar
            </button>
          )}
        </div>
      )}

      <div className="admin-card orders__panel">
        {showSpinner ? (
          <div className="orders__loading" role="status">
            <span className="spinner spinner--large" aria-hidden="true" />
            <span>Cargando órdenes...</span>
          </div>
        ) : state.orders.length === 0 ? (
          !state.error && (
            <div className="orders__empty">
              <p className="orders__empty-title">No se encontraron órdenes</p>
              <p>Intenta con otros términos de búsqueda o cambia el filtro de estado.</p>
            </div>
          )
        ) : (
          <OrdersTable
            orders={state.orders}
            paymentMethods={paymentMethods}
            deciding={state.deciding}
            busy={state.loading}
            onAccept={(order) => void decide(order, 'completed')}
            onReject={setRejecting}
          />
        )}
      </div>

      {state.pagination && (
        <Pager
          page={query.page}
          totalPages={state.pagination.totalPages}
          total={state.pagination.total}
          limit={ORDERS_PAGE_SIZE}
          onPageChange={showOrdersPage}
          label="Páginas de órdenes"
          busy={state.loading}
        />
      )}

      <RejectOrderDialog
        order={rejecting}
        onCancel={() => setRejecting(null)}
        onConfirm={(order) => {
          setRejecting(null);
          void decide(order, 'cancelled');
        }}
      />
      <NewOrderModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          reloadOrdersFromStart();
        }}
        paymentMethods={paymentMethods}
      />
    </section>
  );
}

/**
 * The banner above the table says what failed; the row may be far below it, so a toast says it where the
 * administrator is looking too.
 */
async function decide(order: AdminOrder, status: 'completed' | 'cancelled') {
  const result = await decideOrder(order.id, status);
  if (!result.ok) showToast(result.error, { tone: 'error' });
}

function countText(total: number, filtered: boolean): string {
  if (!filtered) return `${formatCount(total)} ${total === 1 ? 'orden' : 'órdenes'} en total`;
  return `${formatCount(total)} ${total === 1 ? 'orden encontrada' : 'órdenes encontradas'}`;
}
