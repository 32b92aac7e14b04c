import { DurableObject } from 'cloudflare:workers';

/**
 * One room per memory wall. Visitors' sockets are accepted with the hibernation API, so an idle wall
 * costs nothing while its sockets stay open; services POST a change to `/publish` and the room sends it
 * to every open socket. The room keeps no state of its own: the message says what changed and the
 * wall asks the API for the rows it shows.
 */
export class WallRoom extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Answered by the runtime without waking the object, so keep-alive pings stay free.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() === 'websocket') {
      const pair = new WebSocketPair();
      this.ctx.acceptWebSocket(pair[1]);
      return new Response(null, { status: 101, webSocket: pair[0] });
    }
    if (request.method === 'POST') {
      const message = await request.text();
      for (const socket of this.ctx.getWebSockets()) {
        try {
          socket.send(message);
        } catch {
          // A socket closing right now is dropped by the runtime; the others still get the change.
        }
      }
      return new Response(null, { status: 204 });
    }
    return new Response(null, { status: 405 });
  }

  override webSocketMessage(): void {
    // Visitors only listen; anything they send besides the auto-answered ping is ignored.
  }

  override webSocketClose(socket: WebSocket, code: number, reason: string): void {
    socket.close(code, reason);
  }
}
