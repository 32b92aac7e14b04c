/**
 * What changed for the back-office and for a customer's dashboard. A notice names only a topic: open pages
 * then read the rows they show through the API, which checks who may see what, so a socket never carries
 * data. product §3.4: changes to users, orders and memorials refresh the admin; §2.4: a customer's
 * orders and memorials refresh their dashboard.
 */
import { log } from '../log';

export const LIVE_TOPICS = ['users', 'orders', 'memorials', 'plaques'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];
/** A customer's own topics: their orders, their memorials, and their account (deactivated, signed out). */
export type CustomerTopic = 'orders' | 'memorials' | 'account';
export type LiveNotice = { type: 'changed'; topic: LiveTopic | CustomerTopic };

/** How services tell open pages that something they show has changed. */
export interface Live {
  /** Every open back-office. */
  admins(topic: LiveTopic): Promise<void>;
  /** The open dashboards of one customer. */
  customer(userId: string, topic: CustomerTopic): Promise<void>;
  /**
   * Closes the back-office sockets `userId` holds open: an administrator deactivated, demoted, deleted or signed
   * out by someone else must stop hearing the back-office at once. Reconnecting asks the role check again.
   */
  endAdminSockets(userId: string): Promise<void>;
}

/**
 * Between the Worker and a room: the Worker names who opens a socket (the room tags it with that id, and the
 * Worker overwrites whatever a client sent under this name), and a POST to ROOM_CLOSE_PATH closes that
 * person's sockets.
 */
export const ROOM_MEMBER_HEADER = 'x-room-member';
export const ROOM_CLOSE_PATH = '/close';
/** The close code a room ends a revoked person's socket with (4000–4999 are the application's own). */
export const ACCESS_REVOKED_CODE = 4403;

/** A memorial of `ownerId` was created, changed or deleted: the back-office and the owner's dashboards hear it. */
export async function memorialChanged(live: Live, ownerId: string): Promise<void> {
  await Promise.all([live.admins('memorials'), live.customer(ownerId, 'memorials')]);
}

/** The back-office's single room. */
export const ADMIN_ROOM = 'admins';

type Rooms = Env['ADMIN_ROOMS'] | Env['CUSTOMER_ROOMS'];

/**
 * A failed publish is logged and swallowed: the change is already stored, and pages that miss a notice
 * catch up on their next poll. A Worker without the binding (the API tests' bare app) publishes nothing;
 * wrangler.toml declares both, and tests/unit/deploy-config.test.ts keeps them there.
 */
async function tellRoom(rooms: Rooms | undefined, name: string, path: string, body: unknown): Promise<void> {
  if (!rooms) return;
  try {
    await rooms.get(rooms.idFromName(name)).fetch(`https://room${path}`, { method: 'POST', body: JSON.stringify(body) });
  } catch (error) {
    log.error('live_publish_failed', error, { room: name });
  }
}

const publish = (rooms: Rooms | undefined, name: string, notice: LiveNotice) => tellRoom(rooms, name, '/publish', notice);

export function durableLive(env: Partial<Pick<Env, 'ADMIN_ROOMS' | 'CUSTOMER_ROOMS'>>): Live {
  return {
    admins: (topic) => publish(env.ADMIN_ROOMS, ADMIN_ROOM, { type: 'changed', topic }),
    customer: (userId, topic) => publish(env.CUSTOMER_ROOMS, userId, { type: 'changed', topic }),
    endAdminSockets: (userId) => tellRoom(env.ADMIN_ROOMS, ADMIN_ROOM, ROOM_CLOSE_PATH, { member: userId }),
  };
}
