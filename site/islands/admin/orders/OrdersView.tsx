import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatCount } from '../../../lib/format';
import { customerName, ORDERS_PAGE_SIZE, type AdminOrder, type PaymentMethodOption } from '../../../lib/admin/orders';
import {
  $deciding,
  $orders,
  $ordersActionError,
  $ordersQuery,
  decideOrder,
  reloadOrders,
  reloadOrdersFromStart,
  openOrder,
  showOrdersPage,
} from '../../../stores/admin/orders';
import { showToast } from '../../../stores/toasts';
import { AddButton, ListFrame } from '../ListFrame';
import { AcceptOrderDialog } from './AcceptOrderDialog';
import { NewOrderModal } from './NewOrderModal';
import { OrderDetailDialog } from './OrderDetailDialog';
import { OrdersTable } from './OrdersTable';
import { OrdersToolbar } from './OrdersToolbar';
import { PaymentEventsReview } from './PaymentEventsReview';
import { RejectOrderDialog } from './RejectOrderDialog';
import './orders.css';

/** 'Gestión de órdenes' (product §3.2): verify transfers, accept or reject them, record orders by hand. */
export function OrdersView({ paymentMethods }: { paymentMethods: PaymentMethodOption[] }) {
  const query = useStore($ordersQuery);
  const read = useStore($orders);
  const actionError = useStore($ordersActionError);
  const deciding = useStore($deciding);
  const [creating, setCreating] = useState(false);
  const [rejecting, setRejecting] = useState<AdminOrder | null>(null);
  const [accepting, setAccepting] = useState<AdminOrder | null>(null);
  const [acceptError, setAcceptError] = useState<string | null>(null);

  const orders = read.data?.data ?? [];
  const pagination = read.data?.pagination ?? null;
  const error = actionError ?? read.error;

  // The last order of the last page was just decided away: show the page that now is the last one.
  useEffect(() => {
    if (pagination && pagination.total > 0 && query.page > pagination.totalPages) showOrdersPage(pagination.totalPages);
  }, [pagination, query.page]);

  const startAccepting = (order: AdminOrder) => {
    setAcceptError(null);
    setAccepting(order);
  };

  // The confirmation stays open until the server answers: a refusal is read where the administrator is looking.
  const accept = async (order: AdminOrder) => {
    if ($deciding.get().includes(order.id)) return;
    setAcceptError(null);
    const result = await decideOrder(order.id, 'completed');
    if (!result.ok) {
      setAcceptError(result.error);
      return;
    }
    showToast(`Pago aceptado: el paquete de ${customerName(order)} ya está activo`, { tone: 'success' });
    setAccepting((current) => (current?.id === order.id ? null : current));
  };

  const filtered = query.search.trim() !== '' || query.status !== 'all';
  const total = pagination?.total ?? 0;
  const showSpinner = !read.loaded || (read.loading && orders.length === 0 && !error);

  return (
    <>
      <ListFrame
        titleId="orders-title"
        title="Gestión de órdenes"
        count={read.loaded && pagination ? countText(total, filtered) : null}
        action={<AddButton label="Nueva orden" onClick={() => setCreating(true)} />}
        toolbar={<OrdersToolbar query={query} />}
        error={error}
        onRetry={reloadOrders}
        loading={showSpinner}
        loadingText="Cargando órdenes..."
        empty={
          orders.length === 0
            ? { title: 'No se encontraron órdenes', hint: 'Intenta con otros términos de búsqueda o cambia el filtro de estado.' }
            : null
        }
        pager={{
          page: query.page,
          pagination,
          limit: ORDERS_PAGE_SIZE,
          label: 'Páginas de órdenes',
          busy: read.loading,
          onPageChange: showOrdersPage,
        }}
      >
        <OrdersTable
          orders={orders}
          paymentMethods={paymentMethods}
          deciding={deciding}
          busy={read.loading}
          onAccept={startAccepting}
          onReject={setRejecting}
          onOpen={(order) => openOrder(order.id)}
        />
      </ListFrame>
      <PaymentEventsReview version={read.data} />

      <OrderDetailDialog paymentMethods={paymentMethods} onAccept={startAccepting} onReject={setRejecting} />
      <AcceptOrderDialog
        order={accepting}
        paymentMethods={paymentMethods}
        sending={accepting !== null && deciding.includes(accepting.id)}
        error={acceptError}
        onCancel={() => setAccepting(null)}
        onConfirm={(order) => void accept(order)}
      />

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
    </>
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
