/**
 * Which back-office reads a live notice makes stale (product §3.4: changes to users, orders and memorials
 * refresh the admin; so do plaques). Keys are API paths; a prefix covers every page and search of a list. Pure.
 */
export type AdminLiveTopic = 'users' | 'orders' | 'memorials' | 'plaques';

const STATS = '/api/admin/stats';
const USERS = '/api/admin/users';
const ORDERS = '/api/admin/orders';
const MEMORIALS = '/api/admin/memorial-profiles';
/** The special profiles list and viewer: couple writes are announced on the 'memorials' topic. */
const COUPLES = '/api/admin/couple-profiles';
export const PLAQUES = '/api/admin/plaques';

export const STALE_AFTER: Record<AdminLiveTopic, readonly string[]> = {
  users: [USERS, STATS],
  // A user's row counts their orders and memorials.
  orders: [ORDERS, STATS, USERS],
  // A memorial bought with an order brings its plaque, and an unengraved plaque leaves with it; the real
  // figures Configuración shows count the published memorials.
  memorials: [MEMORIALS, USERS, COUPLES, PLAQUES, STATS],
  plaques: [PLAQUES],
};

/** Everything the back-office reads, for the polling fallback. */
export const EVERY_ADMIN_READ = [STATS, USERS, ORDERS, MEMORIALS, COUPLES, PLAQUES] as const;

/** The topic of a notice from the admin room, or null for anything else. */
export function noticeTopic(data: string): AdminLiveTopic | null {
  try {
    const notice: unknown = JSON.parse(data);
    if (notice === null || typeof notice !== 'object' || !('topic' in notice)) return null;
    const topic = (notice as { topic: unknown }).topic;
    return topic === 'users' || topic === 'orders' || topic === 'memorials' || topic === 'plaques' ? topic : null;
  } catch {
    return null;
  }
}
