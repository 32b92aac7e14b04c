import { unconfiguredMethodName } from '../../../worker/schemas/payment-method-texts';
/**
 * The back-office's view of orders (product §3.3–§4, orders contract): the answers' types (inferred from the
 * routes, lib/admin/answers.ts), the status labels and the list query. Pure.
 */
import type { AdminOrdersPage } from './answers';
import { listSearch, type SearchParams } from './list-query';

export type { AdminOrdersPage };

export type AdminOrder = AdminOrdersPage['data'][number];

export type OrderStatus = AdminOrder['status'];

/** `cursor` marks the page an answer holds; the next request sends it back to be sought from (worker/services/keyset-pages.ts). */
export type Pagination = AdminOrdersPage['pagination'];

/** The four states the screen knows. Anything else (pending_verification, a future state) reads as pending. */
export type DisplayStatus = 'pending' | 'completed' | 'cancelled' | 'failed';

export function displayStatus(status: string): DisplayStatus {
  return status === 'completed' || status === 'cancelled' || status === 'failed' ? status : 'pending';
}

export const STATUS_LABELS: Record<DisplayStatus, string> = {
  pending: 'Pendiente',
  completed: 'Completado',
  cancelled: 'Cancelado',
  failed: 'Fallido',
};

/** 'Pendiente' brings pending_verification too: the server reads `status=pending` as the bell counts. */
export type StatusFilter = 'all' | DisplayStatus;

export const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'pending', label: STATUS_LABELS.pending },
  { value: 'completed', label: STATUS_LABELS.completed },
  { value: 'cancelled', label: STATUS_LABELS.cancelled },
  { value: 'failed', label: STATUS_LABELS.failed },
];

export const ORDERS_PAGE_SIZE = 10;

/** `cursor`: the page on screen when another was asked for (its pagination.cursor). */
export type OrdersQuery = { page: number; search: string; status: StatusFilter; cursor?: string };

/** The list's query as the orders route takes it: 'all' sends no status, a blank search sends no search. */
export function ordersParams(query: OrdersQuery): SearchParams & { status?: Exclude<StatusFilter, 'all'> } {
  const search = query.search.trim();
  return {
    page: String(query.page),
    limit: String(ORDERS_PAGE_SIZE),
    ...(search ? { search } : {}),
    ...(query.status !== 'all' ? { status: query.status } : {}),
    ...(query.cursor ? { cursor: query.cursor } : {}),
  };
}

/** The same query as a query string (the cached read's key). */
export const ordersQueryString = (query: OrdersQuery): string => listSearch(ordersParams(query));

export function customerName(order: AdminOrder): string {
  return [order.users.first_name, order.users.last_name].filter(Boolean).join(' ').trim() || order.users.email;
}

/** Older records may carry the amount as text ('150000.00'); the table always shows whole pesos. */
export function orderAmount(order: AdminOrder): number {
  const amount = typeof order.total_amount === 'number' ? order.total_amount : Number(order.total_amount);
  return Number.isFinite(amount) ? amount : 0;
}

/**
 * A payment method as its setting names it ('nequi' → 'Nequi'); the online gateway's name ('wompi' → 'Wompi'); a
 * retired method's old name when the setting lost it ('transfiya' → 'Transfiya', for orders paid before Bre-B); else the raw key.
 */
export type PaymentMethodOption = { id: string; name: string };

export function paymentMethodLabel(methods: readonly PaymentMethodOption[], id: string): string {
  return methods.find((method) => method.id === id)?.name ?? unconfiguredMethodName(id);
}

/** The bell's badge: the count itself up to 99, then '99+'. */
export function pendingBadge(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, Math.trunc(count)));
}
