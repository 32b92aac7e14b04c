/**
 * The back-office dashboard (product §3.2, §7): the statistics' type (inferred from the route) and how each line of
 * recent activity is worded. Pure.
 */
import type { AdminStatsAnswer } from './answers';

export type { AdminStatsAnswer };
export type AdminStats = AdminStatsAnswer['data'];
export type ActivityItem = AdminStats['recent_activity'][number];
export type ActivityType = ActivityItem['type'];

export const ACTIVITY_LABELS: Record<ActivityType, string> = {
  payment: 'Pago verificado',
  user: 'Nuevo usuario',
  pending_order: 'Orden por verificar',
};
