/**
 * Follows a wall's changes over its WebSocket (the wall's Durable Object); when the socket cannot open or
 * drops, the wall polls instead and the socket is tried again with a growing pause.
 */
export type WallNotice = { type: 'added' | 'updated' | 'removed'; memoryId: string } | { type: 'liked'; memoryId: string; likes: number };

const POLL_MS = 20_000;
const PING_MS = 30_000;
const MAX_RETRY_MS = 60_000;

export function followWall(query: string, onNotice: (notice: WallNotice) => void, poll: () => void): void {
  let retryMs = 2_000;
  let pollTimer: number | undefined;
  let pingTimer: number | undefined;

  const startPolling = () => {
    pollTimer ??= window.setInterval(poll, POLL_MS);
  };
  const stopPolling = () => {
    window.clearInterval(pollTimer);
    pollTimer = undefined;
  };

  const connect = () => {
    if (!('WebSocket' in window)) return startPolling();
    const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(`${protocol}//${location.host}/api/memories/live?${query}`);
    socket.addEventListener('open', () => {
      retryMs = 2_000;
      stopPolling();
      // Anything missed while disconnected is read once.
      poll();
      pingTimer = window.setInterval(() => socket.send('ping'), PING_MS);
      document.documentElement.dataset.wallLive = 'socket';
    });
    socket.addEventListener('message', (event) => {
      if (event.data === 'pong') return;
      try {
        onNotice(JSON.parse(String(event.data)) as WallNotice);
      } catch {
        poll();
      }
    });
    socket.addEventListener('close', () => {
      window.clearInterval(pingTimer);
      document.documentElement.dataset.wallLive = 'polling';
      startPolling();
      window.setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    });
  };
  connect();
}
