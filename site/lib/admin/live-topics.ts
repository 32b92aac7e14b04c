/**
 * Which back-office reads a live notice makes stale (product §3.4: changes to users, orders and memorials
 * refresh the admin; so do plaques). Each read is cached under its list's name followed by its query (or by
 * `/id`), so a name covers every page and search of a list. Pure.
 */
export type AdminLiveTopic = 'users' | 'orders' | 'memorials' | 'plaques';

/** The cached reads' names (stores/admin/*.ts key their reads under them). */
export const ADMIN_READS = {
  stats: 'admin:stats',
  users: 'admin:users',
  orders: 'admin:orders',
  memorials: 'admin:memorials',
  /** The couple memorials list and viewer: couple writes are announced on the 'memorials' topic. */
  couples: 'admin:couples',
  plaques: 'admin:plaques',
  settings: 'admin:settings',
  packages: 'admin:packages',
} as const;

const STATS = ADMIN_READS.stats;
const USERS = ADMIN_READS.users;
const ORDERS = ADMIN_READS.orders;
const MEMORIALS = ADMIN_READS.memorials;
const COUPLES = ADMIN_READS.couples;
const PLAQUES = ADMIN_READS.plaques;

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
