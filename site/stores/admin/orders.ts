import { atom } from 'nanostores';
import { ADMIN_READS } from '../../lib/admin/live-topics';
import { ordersParams, ordersQueryString, type OrdersQuery, type StatusFilter } from '../../lib/admin/orders';
import { serverMessageOr } from '../../lib/api';
import { api, request, requestData } from '../../lib/api-client';
import type { ActionResult } from '../session';
import { createAskedRead, idParam, invalidatePrefixes, shownRead } from './query';

/**
 * 'Gestión de órdenes' (product §3.2, §4): what is asked (page, search, status filter) and what came back.
 * The list is a fetcher store keyed by its query, so a slow answer to an old search never replaces the list
 * the administrator is looking at, and a live notice refreshes it with the same search and filter.
 */
export const $ordersQuery = atom<OrdersQuery>({ page: 1, search: '', status: 'all' });

export const ORDERS_KEY = ADMIN_READS.orders;

const $ordersRead = createAskedRead(
  $ordersQuery,
  (query) => `${ORDERS_KEY}?${ordersQueryString(query)}`,
  (query) => request(api.adminOrders.index.$get({ query: ordersParams(query) })),
);

const LOAD_ERROR = 'Error al cargar órdenes';
const UPDATE_ERROR = 'Error al actualizar orden';

export const $orders = shownRead($ordersRead, LOAD_ERROR);

/** The order whose detail is open (a row was opened), or null. */
export const $openOrderId = atom<string | null>(null);

/**
 * The open order's detail, keyed under the list's name: whatever refreshes the list (a decision, a live notice)
 * refreshes the detail too. No key, no request, while nothing is open.
 */
export const $orderDetail = shownRead(
  createAskedRead(
    $openOrderId,
    (id) => `${ORDERS_KEY}/${encodeURIComponent(id)}`,
    (id) => request(api.adminOrders[':id'].$get({ param: idParam(id) })),
  ),
  'Error al cargar la orden',
);

export function openOrder(id: string | null): void {
  $openOrderId.set(id);
}

/** A failed accept/reject, for the banner; cleared by the next question. */
export const $ordersActionError = atom<string | null>(null);

/** Orders with an accept/reject on its way, so their buttons cannot be pressed twice. */
export const $deciding = atom<readonly string[]>([]);

/** Reads the orders (and everything that counts them) again, with the current page, search and filter. */
export function reloadOrders(): void {
  invalidatePrefixes(ORDERS_KEY, ADMIN_READS.stats);
}

/** A cursor belongs to the one question it answered: any other change drops it. */
function changeQuery(changes: Partial<OrdersQuery>): void {
  $ordersQuery.set({ ...$ordersQuery.get(), cursor: undefined, ...changes });
  // A new question clears the old answer's error; a new failure brings its own.
  $ordersActionError.set(null);
}

/** A new search starts again on page 1. */
export function searchOrders(search: string): void {
  if (search === $ordersQuery.get().search) return;
  changeQuery({ search, page: 1 });
}

export function filterOrders(status: StatusFilter): void {
  changeQuery({ status, page: 1 });
}

/** Sought from the page on screen, so a page near the end costs what a page near the start does. */
export function showOrdersPage(page: number): void {
  changeQuery({ page, cursor: $orders.get().data?.pagination.cursor });
}

/** The bell's shortcut: every pending order, whatever was being searched. */
export function showPendingOrders(): void {
  changeQuery({ status: 'pending', search: '', page: 1 });
}

/** After a manual order: back to page 1 so the new order (newest first) is in view. */
export function reloadOrdersFromStart(): void {
  changeQuery({ page: 1 });
  reloadOrders();
}

/**
 * 'Aceptar' (completed) or 'Rechazar' (cancelled); a failure comes back in the words the banner shows. On
 * success the row changes at once, then the page reloads with the same search and filter (the order may
 * leave a 'Pendiente' list), and so do the bell and the dashboard.
 */
export async function decideOrder(id: string, status: 'completed' | 'cancelled'): Promise<ActionResult> {
  if ($deciding.get().includes(id)) return { ok: false, error: UPDATE_ERROR };
  $deciding.set([...$deciding.get(), id]);
  $ordersActionError.set(null);

  const result = await requestData(api.adminOrders[':id'].$patch({ param: idParam(id), json: { status } }));
  $deciding.set($deciding.get().filter((other) => other !== id));
  if (!result.ok) {
    const error = serverMessageOr(result.error, UPDATE_ERROR);
    $ordersActionError.set(error);
    // 'Esta orden ya fue procesada': another administrator was faster; show what really happened.
    if (result.status === 409) reloadOrders();
    return { ok: false, error };
  }
  // product §3.4: the row is updated locally at once, then the page is read again.
  const updated = result.data;
  const shown = $ordersRead.get().data;
  if (shown && updated)
    $ordersRead.mutate({ ...shown, data: shown.data.map((order) => (order.id === id ? { ...order, ...updated } : order)) });
  reloadOrders();
  return { ok: true, data: undefined };
}

/** What 'Consultar en Wompi' found, as the order's detail says it (docs/features/payments.md). */
const GATEWAY_CHECK_RESULTS: Record<string, string> = {
  paid: 'Wompi aprobó el pago: la orden quedó pagada.',
  declined: 'Wompi no aprobó el pago: la orden quedó fallida y le avisamos al cliente.',
  repeated: 'Wompi confirma lo que ya se había hecho: la orden no cambió.',
  ignored: 'Wompi aún tiene el pago en proceso. Vuelve a consultar en unos minutos.',
  unconfirmed: 'Wompi no reconoce la transacción de esta orden: no se pagó nada.',
  amount_mismatch: 'Wompi aprobó otro monto: revísalo en «Pagos en línea por revisar».',
  transaction_reused: 'Esa transacción ya pagó otra orden: revísalo en «Pagos en línea por revisar».',
  unknown_reference: 'Wompi reporta la transacción con otra referencia: no se pagó nada.',
};

/**
 * 'Consultar en Wompi' (docs/features/payments.md): Wompi's API is asked about the latest transaction it reported for this online
 * order, and the order is settled as Wompi says (POST /api/admin/orders/{id}/wompi-check). Answers the sentence
 * the detail shows; the list and the detail are read again.
 */
export async function checkOrderWithWompi(id: string): Promise<ActionResult<string>> {
  const result = await requestData(api.adminOrders[':id']['wompi-check'].$post({ param: idParam(id) }));
  if (!result.ok) return { ok: false, error: serverMessageOr(result.error, UPDATE_ERROR) };
  reloadOrders();
  return { ok: true, data: GATEWAY_CHECK_RESULTS[result.data.outcome] ?? 'Consulta hecha.' };
}
