import { ROOM_CLOSE_PATH, ROOM_MEMBER_HEADER } from '../../worker/realtime/live';

/**
 * A Durable Object namespace as services use it, recording what each room was told. (The real rooms run
 * under workerd in the browser tests.) Only `idFromName`, `get` and the stub's `fetch` are ever called, so
 * the one cast to a binding's type is safe. `change` is the published JSON; `closed` lists whose sockets a
 * room was told to close, `joined` who the Worker said opened a socket (answered 101-less: nothing is open).
 */
export function recordingRooms<Change = unknown>() {
  const published: { room: string; change: Change }[] = [];
  const closed: { room: string; member: string }[] = [];
  const joined: { room: string; member: string | null }[] = [];
  const namespace = {
    idFromName: (name: string) => name,
    get: (room: string) => ({
      fetch: async (url: string | Request, init: RequestInit = {}) => {
        if (url instanceof Request) {
          joined.push({ room, member: url.headers.get(ROOM_MEMBER_HEADER) });
          return new Response(null, { status: 204 });
        }
        const body = JSON.parse(String(init.body)) as unknown;
        if (new URL(url).pathname === ROOM_CLOSE_PATH) closed.push({ room, member: (body as { member: string }).member });
        else published.push({ room, change: body as Change });
        return new Response(null, { status: 204 });
      },
    }),
  };
  return { published, closed, joined, namespace: namespace as unknown as Env['ADMIN_ROOMS'] & Env['CUSTOMER_ROOMS'] & Env['WALL_ROOMS'] };
}
