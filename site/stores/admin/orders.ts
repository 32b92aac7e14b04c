import { atom } from 'nanostores';
import {
  ordersQueryString,
  type AdminOrder,
  type AdminOrdersPage,
  type OrdersQuery,
  type Pagination,
  type StatusFilter,
} from '../lib/admin-orders';
import { apiFetch, apiFetchBody, serverMessageOr } from '../lib/api';
import { refreshPendingCount } from './admin-pending';
import type { ActionResult } from './session';

/**
 * 'Gestión de Órdenes' (spec part 3 §2, §4): what is asked (page, search, status filter) and what came back.
 * Every change of the query reloads; the newest request wins, so a slow answer to an old search never
 * replaces the list the administrator is looking at.
 */
export const $ordersQuery = atom<OrdersQuery>({ page: 1, search: '', status: 'all' });

export type OrdersState = {
  /** True while a request is out; the rows already shown stay until the answer. */
  loading: boolean;
  /** False until the first answer, so the first paint shows the spinner instead of "no orders". */
  loaded: boolean;
  orders: AdminOrder[];
  pagination: Pagination | null;
  /** The banner: a failed load or a failed accept/reject, in the server's words or the spec's fallback. */
  error: string | null;
  /** Orders with an accept/reject on its way, so their buttons cannot be pressed twice. */
  deciding: readonly string[];
};

export const $orders = atom<OrdersState>({ loading: false, loaded: false, orders: [], pagination: null, error: null, deciding: [] });

const LOAD_ERROR = 'Error al cargar órdenes';
const UPDATE_ERROR = 'Error al actualizar orden';

let latestLoad = 0;
let inFlight: AbortController | null = null;

function patchState(changes: Partial<OrdersState>): void {
  $orders.set({ ...$orders.get(), ...changes });
}

/** Loads the current page with the current search and filter. */
export async function loadOrders(): Promise<void> {
  const ticket = ++latestLoad;
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  patchState({ loading: true });

  const result = await apiFetchBody<AdminOrdersPage>(`/api/admin/orders?${ordersQueryString($ordersQuery.get())}`, {
    signal: controller.signal,
  });
  if (ticket !== latestLoad) return;
  inFlight = null;
  if (result.ok) {
    const pagination = result.data.pagination ?? null;
    // The last order of the last page was just decided away: show the page that now is the last one.
    const query = $ordersQuery.get();
    if (pagination && pagination.total > 0 && query.page > pagination.totalPages) {
      $ordersQuery.set({ ...query, page: pagination.totalPages });
      return loadOrders();
    }
    patchState({ loading: false, loaded: true, orders: result.data.data ?? [], pagination });
  } else {
    patchState({ loading: false, loaded: true, error: serverMessageOr(result.error, LOAD_ERROR) });
  }
}

function changeQuery(changes: Partial<OrdersQuery>): void {
  $ordersQuery.set({ ...$ordersQuery.get(), ...changes });
  // A new question clears the old answer's error; a new failure brings its own.
  patchState({ error: null });
  void loadOrders();
}

/** A new search starts again on page 1. */
export function searchOrders(search: string): void {
  if (search === $ordersQuery.get().search) return;
  changeQuery({ search, page: 1 });
}

export function filterOrders(status: StatusFilter): void {
  changeQuery({ status, page: 1 });
}

export function showOrdersPage(page: number): void {
  changeQuery({ page });
}

/** The bell's shortcut: every pending order, whatever was being searched. */
export function showPendingOrders(): void {
  changeQuery({ status: 'pending', search: '', page: 1 });
}

/**
 * 'Aceptar' (completed) or 'Rechazar' (cancelled); a failure comes back in the words the banner shows. On success the row changes at once, then the page reloads
 * with the same search and filter (the order may leave a 'Pendiente' list) and the bell is refreshed.
 */
export async function decideOrder(id: string, status: 'completed' | 'cancelled'): Promise<ActionResult> {
  if ($orders.get().deciding.includes(id)) return { ok: false, error: UPDATE_ERROR };
  patchState({ deciding: [...$orders.get().deciding, id], error: null });

  const result = await apiFetch<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } });
  const deciding = $orders.get().deciding.filter((other) => other !== id);
  if (!result.ok) {
    const error = serverMessageOr(result.error, UPDATE_ERROR);
    patchState({ deciding, error });
    // 'Esta orden ya fue procesada': another administrator was faster; show what really happened.
    if (result.status === 409) void loadOrders();
    return { ok: false, error };
  }

  const updated = result.data;
  patchState({
    deciding,
    orders: $orders.get().orders.map((order) => (order.id === id ? { ...order, ...updated, status: updated?.status ?? status } : order)),
  });
  void loadOrders();
  void refreshPendingCount();
  return { ok: true, data: undefined };
}

/** After a manual order: back to page 1 so the new order (newest first) is in view. */
export function reloadOrdersFromStart(): void {
  changeQuery({ page: 1 });
}
