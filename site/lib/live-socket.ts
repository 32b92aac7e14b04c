/**
 * Follows a room's notices over a WebSocket (worker/realtime/rooms.ts). When the socket cannot open or
 * drops, `poll` runs every `pollMs` instead and the socket is tried again with a growing pause; on (re)open
 * `poll` runs once, so anything missed while disconnected is read. Used by the memory wall, the back-office
 * and the customer's dashboard.
 */
export type LiveMode = 'socket' | 'polling';

export type LiveSocketOptions = (
  | {
      /**
       * The room's route with its query, from the typed client (`api.live.index.$url()`) or, on a public page,
       * from the data the server rendered: http(s) is turned into ws(s) here.
       */
      url: URL | string;
    }
  | {
      /** A same-origin path with its query (the older spelling; prefer `url`). */
      path: string;
    }
) & {
  onMessage: (data: string) => void;
  poll: () => void;
  pollMs: number;
  /** Told whenever the channel switches between socket and polling. */
  onMode?: (mode: LiveMode) => void;
};

const PING_MS = 30_000;
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

/** Starts following; the returned function stops it for good (closes the socket, clears every timer). */
/** The socket's address: the route's own, on the page's origin when only a path is given, as ws(s). */
function socketUrl(options: LiveSocketOptions): string {
  const url = new URL('url' in options ? options.url : options.path, location.href);
  url.protocol = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:';
  return url.href;
}

export function followLive(options: LiveSocketOptions): () => void {
  const { onMessage, poll, pollMs, onMode } = options;
  let retryMs = FIRST_RETRY_MS;
  let pollTimer: number | undefined;
  let pingTimer: number | undefined;
  let retryTimer: number | undefined;
  let socket: WebSocket | null = null;
  let stopped = false;

  const startPolling = () => {
    pollTimer ??= window.setInterval(poll, pollMs);
  };
  const stopPolling = () => {
    window.clearInterval(pollTimer);
    pollTimer = undefined;
  };

  const connect = () => {
    if (stopped) return;
    if (!('WebSocket' in window)) {
      onMode?.('polling');
      return startPolling();
    }
    const current = new WebSocket(socketUrl(options));
    socket = current;
    current.addEventListener('open', () => {
      retryMs = FIRST_RETRY_MS;
      stopPolling();
      poll();
      pingTimer = window.setInterval(() => current.send('ping'), PING_MS);
      onMode?.('socket');
    });
    current.addEventListener('message', (event) => {
      if (event.data !== 'pong') onMessage(String(event.data));
    });
    current.addEventListener('close', () => {
      window.clearInterval(pingTimer);
      if (stopped) return;
      onMode?.('polling');
      startPolling();
      retryTimer = window.setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    });
  };
  connect();

  return () => {
    stopped = true;
    stopPolling();
    window.clearInterval(pingTimer);
    window.clearTimeout(retryTimer);
    socket?.close();
  };
}
