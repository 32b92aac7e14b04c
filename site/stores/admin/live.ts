import { atom } from 'nanostores';
import { EVERY_ADMIN_READ, STALE_AFTER, noticeTopic } from '../../lib/admin/live-topics';
import { api } from '../../lib/api-client';
import { followLive, type LiveMode } from '../../lib/live-socket';
import { invalidatePrefixes } from './query';

/** The bell's own 30-second poll covers orders; the rest is read again this often while the socket is down. */
const POLL_MS = 30_000;

/** 'socket' or 'polling' once known; the header shows it, the browser tests wait for it. */
export const $adminLiveMode = atom<LiveMode | null>(null);

/**
 * Keeps every open back-office view current: a notice from the admin room makes the reads of its topic
 * stale, and the fetcher stores read them again in place (same view, page and search).
 */
export function followAdminLive(): () => void {
  return followLive({
    // The admin room's address on this origin (the socket is opened on the page's own host).
    path: api.admin.live.$url().pathname,
    pollMs: POLL_MS,
    poll: () => invalidatePrefixes(...EVERY_ADMIN_READ),
    onMode: (mode) => $adminLiveMode.set(mode),
    onMessage: (data) => {
      const topic = noticeTopic(data);
      invalidatePrefixes(...(topic ? STALE_AFTER[topic] : EVERY_ADMIN_READ));
    },
  });
}
