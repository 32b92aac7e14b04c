import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { requireAuth, signedInUser } from '../middleware/roles';
import { assertSameOrigin } from '../middleware/session';
import { ROOM_MEMBER_HEADER } from '../realtime/live';

/**
 * Hands a page's WebSocket to its room (worker/realtime/rooms.ts). A browser sends the session cookie with a
 * WebSocket from any site, so a cookie-authenticated socket must come from our own pages, as a write must.
 */
export function joinRoom(c: Context<AppEnv>, rooms: Env['ADMIN_ROOMS'] | Env['CUSTOMER_ROOMS'], name: string): Promise<Response> {
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
    throw new AppError(426, 'Esta dirección solo acepta conexiones en vivo (WebSocket)');
  }
  const auth = c.get('auth');
  if (auth?.via === 'cookie') assertSameOrigin(c);
  // Who opens the socket, so the room can close it when that person loses access; a client's own header of
  // that name is replaced, never trusted.
  const headers = new Headers(c.req.raw.headers);
  headers.delete(ROOM_MEMBER_HEADER);
  if (auth) headers.set(ROOM_MEMBER_HEADER, auth.user.id);
  return rooms.get(rooms.idFromName(name)).fetch(new Request(c.req.raw, { headers }));
}

/** GET /api/live: the signed-in customer's dashboard hears about their orders and memorials. */
export const customerLiveApi = new Hono<AppEnv>().get('/', requireAuth, (c) => joinRoom(c, c.env.CUSTOMER_ROOMS, signedInUser(c).id));
