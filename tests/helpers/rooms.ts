/**
 * A Durable Object namespace as services use it, recording what each room was told. (The real rooms run
 * under workerd in the browser tests.) Only `idFromName`, `get` and the stub's `fetch` are ever called, so
 * the one cast to a binding's type is safe. `change` is the published JSON.
 */
export function recordingRooms<Change = unknown>() {
  const published: { room: string; change: Change }[] = [];
  const namespace = {
    idFromName: (name: string) => name,
    get: (room: string) => ({
      fetch: async (_url: string, init: RequestInit) => {
        published.push({ room, change: JSON.parse(String(init.body)) as Change });
        return new Response(null, { status: 204 });
      },
    }),
  };
  return { published, namespace: namespace as unknown as Env['ADMIN_ROOMS'] & Env['CUSTOMER_ROOMS'] & Env['WALL_ROOMS'] };
}
