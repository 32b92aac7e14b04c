/**
 * The back-office dashboard (spec part 3 §2, §7): the statistics' wire type mirrored from the API and how
 * each line of recent activity is worded. Pure.
 */
export type ActivityType = 'payment' | 'user' | 'pending_order';

export type ActivityItem = { type: ActivityType; id: string; who: string; detail: string; amount: number | null; date: string };

export type AdminStats = { users: number; orders: number; revenue: number; pending: number; recent_activity: ActivityItem[] };

export const ACTIVITY_LABELS: Record<ActivityType, string> = {
  payment: 'Pago verificado',
  user: 'Nuevo usuario',
  pending_order: 'Orden por verificar',
};
