import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { publicOrigin } from '../env';
import { assertOwnedMedia, deleteMedia } from '../media';
import { clientAddress } from '../middleware/client';
import { dataCentreCache } from '../edge-cache/data-centre-cache';
import { edgePublicPages, type PublicPages } from '../edge-cache/purge';
import { durableLive, type Live } from '../realtime/live';
import { durableWallLive, type WallLive } from '../realtime/wall-live';
import type { MediaPort } from '../services/media-port';
import type { MemoryDeps } from '../services/memories';

/** The public origin links in e-mails point to: APP_URL (required in production; locally the request's own). */
export function appUrl(c: Context<AppEnv>): string {
  return publicOrigin(c.get('config'), c.req.url);
}

/** Open back-offices and customers' dashboards, reached through their Durable Objects. */
export function live(c: Context<AppEnv>): Live {
  return durableLive(c.env);
}

/** What services that send mail, write the audit log and tell open pages about changes need from a request. */
export function serviceDeps(c: Context<AppEnv>) {
  return {
    db: c.get('db'),
    mailer: c.get('mailer'),
    live: live(c),
    // Read when a link is built, so a missing APP_URL fails (and is logged by) only the requests that need it.
    get appUrl() {
      return appUrl(c);
    },
    ipAddress: clientAddress(c),
  };
}

/**
 * The public pages kept at the edge, purged through the request's own D1 session (a write's session, so
 * the purge follows the write) and this data centre's Cache API (absent outside workerd: the API tests).
 */
export function publicPages(c: Context<AppEnv>): PublicPages {
  return edgePublicPages(c.get('db'), new URL(c.req.url).origin, dataCentreCache());
}

/** Media storage as memorial services see it: ownership checks in D1, objects in the R2 bucket. */
export function mediaPort(c: Context<AppEnv>): MediaPort {
  const db = c.get('db');
  return {
    assertOwned: (ownerId, urls, kinds) => assertOwnedMedia(db, ownerId, urls, kinds),
    remove: async (urls) => {
      await deleteMedia(db, c.env.MEDIA, urls);
    },
  };
}

/** Open memory walls, reached through their Durable Objects. */
export function wallLive(c: Context<AppEnv>): WallLive {
  return durableWallLive(c.env.WALL_ROOMS);
}

/** What memory writes need from a request. */
export function memoryDeps(c: Context<AppEnv>): MemoryDeps {
  const db = c.get('db');
  return {
    db,
    mailer: c.get('mailer'),
    get appUrl() {
      return appUrl(c);
    },
    live: wallLive(c),
    pages: publicPages(c),
    removeMedia: async (urls) => {
      await deleteMedia(db, c.env.MEDIA, urls);
    },
  };
}
