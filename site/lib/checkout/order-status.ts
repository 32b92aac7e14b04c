/** How an order's status reads to its customer (product §1.4, §2.2 dashboard). */
import type { OrderStatus } from '../../../db/schema/enums';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  pending_verification: 'En verificación',
  completed: 'Completado',
  cancelled: 'Cancelado',
  failed: 'Fallido',
};

/** Still waiting for an administrator to look at the transfer. */
export const isAwaitingVerification = (status: OrderStatus) => status === 'pending' || status === 'pending_verification';
