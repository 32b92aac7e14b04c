/**
 * The back-office dashboard (product §3.2, §3.7): the statistics' wire type (the API's) and how each line of
 * recent activity is worded. Pure.
 */
import type { ActivityItem } from '../../../worker/services/admin-stats';

export type { ActivityItem, AdminStats } from '../../../worker/services/admin-stats';
export type ActivityType = ActivityItem['type'];

export const ACTIVITY_LABELS: Record<ActivityType, string> = {
  payment: 'Pago verificado',
  user: 'Nuevo usuario',
  pending_order: 'Orden por verificar',
};
