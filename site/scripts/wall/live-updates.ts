/**
 * Follows a wall's changes through its room (site/lib/live-socket.ts); when the socket cannot open or
 * drops, the wall polls every 20 s instead. `data-wall-live` on <html> says which, for the browser tests.
 */
import { followLive } from '../../lib/live-socket';

export type WallNotice = { type: 'added' | 'updated' | 'removed'; memoryId: string } | { type: 'liked'; memoryId: string; likes: number };

const POLL_MS = 20_000;

export function followWall(address: string, onNotice: (notice: WallNotice) => void, poll: () => void): void {
  followLive({
    url: address,
    pollMs: POLL_MS,
    poll,
    onMode: (mode) => {
      document.documentElement.dataset.wallLive = mode;
    },
    onMessage: (data) => {
      try {
        onNotice(JSON.parse(data) as WallNotice);
      } catch {
        poll();
      }
    },
  });
}
