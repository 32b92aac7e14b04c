import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { requireAuth, signedInUser } from '../middleware/roles';
import { assertSameOrigin } from '../middleware/session';

/**
 * Hands a page's WebSocket to its room (worker/realtime/rooms.ts). A browser sends the session cookie with a
 * WebSocket from any site, so a cookie-authenticated socket must come from our own pages, as a write must.
 */
export function joinRoom(c: Context<AppEnv>, rooms: Env['ADMIN_ROOMS'] | Env['CUSTOMER_ROOMS'], name: string): Promise<Response> {
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
    throw new AppError(426, 'Esta dirección solo acepta conexiones en vivo (WebSocket)');
  }
  if (c.get('auth')?.via === 'cookie') assertSameOrigin(c);
  return rooms.get(rooms.idFromName(name)).fetch(c.req.raw);
}

/** GET /api/live: the signed-in customer's dashboard hears about their orders and memorials. */
export const customerLiveApi = new Hono<AppEnv>().get('/', requireAuth, (c) => joinRoom(c, c.env.CUSTOMER_ROOMS, signedInUser(c).id));
