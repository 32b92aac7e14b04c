import { DurableObject } from 'cloudflare:workers';
import { ACCESS_REVOKED_CODE, ROOM_CLOSE_PATH, ROOM_MEMBER_HEADER } from './live';

/**
 * A room that passes notices on to its open sockets. Sockets are accepted with the hibernation API, so an
 * idle room costs nothing while they stay open; services POST a notice and the room sends it to every
 * socket. A room keeps no state and carries no data a reader could not fetch: a notice says what changed,
 * and the page asks the API for what it shows.
 */
class BroadcastRoom extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Answered by the runtime without waking the object, so keep-alive pings stay free.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() === 'websocket') {
      const pair = new WebSocketPair();
      // Tagged with who opened it (set by the Worker, worker/api/live.ts), so that person's sockets can be closed.
      const member = request.headers.get(ROOM_MEMBER_HEADER);
      this.ctx.acceptWebSocket(pair[1], member ? [member] : []);
      return new Response(null, { status: 101, webSocket: pair[0] });
    }
    if (request.method === 'POST' && new URL(request.url).pathname === ROOM_CLOSE_PATH) {
      const { member } = (await request.json()) as { member?: unknown };
      if (typeof member !== 'string' || member === '') return new Response(null, { status: 400 });
      for (const socket of this.ctx.getWebSockets(member)) {
        try {
          socket.close(ACCESS_REVOKED_CODE, 'Acceso revocado');
        } catch {
          // Already closing: nothing left to end.
        }
      }
      return new Response(null, { status: 204 });
    }
    if (request.method === 'POST') {
      const message = await request.text();
      for (const socket of this.ctx.getWebSockets()) {
        try {
          socket.send(message);
        } catch {
          // A socket closing right now is dropped by the runtime; the others still get the notice.
        }
      }
      return new Response(null, { status: 204 });
    }
    return new Response(null, { status: 405 });
  }

  override webSocketMessage(): void {
    // Readers only listen; anything they send besides the auto-answered ping is ignored.
  }

  override webSocketClose(socket: WebSocket, code: number, reason: string): void {
    socket.close(code, reason);
  }
}

/** One room per memory wall (worker/realtime/wall-live.ts): its visitors. */
export class WallRoom extends BroadcastRoom {}

/** One room for the back-office (worker/realtime/live.ts): every open /admin. */
export class AdminRoom extends BroadcastRoom {}

/** One room per customer (worker/realtime/live.ts): that customer's open dashboards. */
export class CustomerRoom extends BroadcastRoom {}
