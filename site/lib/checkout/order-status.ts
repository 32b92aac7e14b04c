/** How an order's status reads to its customer (product §1.4, §2.2 dashboard). */
import type { AnswerData, api } from '../api-client';

/** An order's status as the customer's orders route answers it (GET /api/orders). */
export type OrderStatus = AnswerData<Awaited<ReturnType<typeof api.orders.index.$get>>>[number]['status'];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  pending_verification: 'En verificación',
  completed: 'Completado',
  cancelled: 'Cancelado',
  failed: 'Fallido',
};

/** Still waiting for an administrator to look at the transfer. */
export const isAwaitingVerification = (status: OrderStatus) => status === 'pending' || status === 'pending_verification';
