/**
 * What changed for the back-office and for a customer's dashboard. A notice names only a topic: open pages
 * then read the rows they show through the API, which checks who may see what, so a socket never carries
 * data. Spec part 3 §4: changes to users, orders and memorials refresh the admin; part 2 §4: a customer's
 * orders and memorials refresh their dashboard.
 */
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
}

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
async function publish(rooms: Rooms | undefined, name: string, notice: LiveNotice): Promise<void> {
  if (!rooms) return;
  try {
    await rooms.get(rooms.idFromName(name)).fetch('https://room/publish', { method: 'POST', body: JSON.stringify(notice) });
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'live_publish_failed', room: name, message: String(error) }));
  }
}

export function durableLive(env: Partial<Pick<Env, 'ADMIN_ROOMS' | 'CUSTOMER_ROOMS'>>): Live {
  return {
    admins: (topic) => publish(env.ADMIN_ROOMS, ADMIN_ROOM, { type: 'changed', topic }),
    customer: (userId, topic) => publish(env.CUSTOMER_ROOMS, userId, { type: 'changed', topic }),
  };
}
