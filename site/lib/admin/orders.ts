/**
 * The back-office's view of orders (product §3.3–§3.4, orders contract): wire types mirrored from the API
 * (islands never import worker/ modules), the status labels and the list query. Pure.
 */

export type OrderStatus = 'pending' | 'pending_verification' | 'completed' | 'cancelled' | 'failed';

export type AdminOrder = {
  id: string;
  user_id: string;
  users: { first_name: string; last_name: string; email: string };
  package_id: string;
  package: { name: string; package_type: 'individual' | 'family' };
  status: OrderStatus;
  /** An integer of COP; docs/product allows a numeric string from older records. */
  total_amount: number | string;
  currency: string;
  payment_method: string;
  /** The transfer reference the customer typed. */
  payment_intent_id: string | null;
  payer_name: string | null;
  /** The day the customer says the transfer was made ('YYYY-MM-DD'). */
  payment_date: string | null;
  transferred_amount: number | null;
  paid_at: string | null;
  created_at: string;
  verified_by: string | null;
  verified_at: string | null;
};

/** `cursor` marks the page an answer holds; the next request sends it back to be sought from (worker/services/keyset-pages.ts). */
export type Pagination = { page: number; limit: number; total: number; pages: number; totalPages: number; cursor?: string };

export type AdminOrdersPage = { data: AdminOrder[]; pagination: Pagination };

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

/** GET /api/admin/orders parameters: 'all' sends no status, a blank search sends no search. */
export function ordersQueryString(query: OrdersQuery): string {
  const params = new URLSearchParams({ page: String(query.page), limit: String(ORDERS_PAGE_SIZE) });
  const search = query.search.trim();
  if (search) params.set('search', search);
  if (query.status !== 'all') params.set('status', query.status);
  if (query.cursor) params.set('cursor', query.cursor);
  return params.toString();
}

export function customerName(order: AdminOrder): string {
  return [order.users.first_name, order.users.last_name].filter(Boolean).join(' ').trim() || order.users.email;
}

/** Older records may carry the amount as text ('150000.00'); the table always shows whole pesos. */
export function orderAmount(order: AdminOrder): number {
  const amount = typeof order.total_amount === 'number' ? order.total_amount : Number(order.total_amount);
  return Number.isFinite(amount) ? amount : 0;
}

/** A payment method as its setting names it ('nequi' → 'Nequi'); the raw key when the setting lost it. */
export type PaymentMethodOption = { id: string; name: string };

export function paymentMethodLabel(methods: readonly PaymentMethodOption[], id: string): string {
  return methods.find((method) => method.id === id)?.name ?? id;
}

/** The bell's badge: the count itself up to 99, then '99+'. */
export function pendingBadge(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, Math.trunc(count)));
}
