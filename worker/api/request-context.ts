import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { publicOrigin } from '../env';
import { assertOwnedMedia, deleteMedia } from '../media';
import { dataCentreCache } from '../edge-cache/data-centre-cache';
import { edgePublicPages, type PublicPages } from '../edge-cache/purge';
import { durableLive, type Live } from '../realtime/live';
import { durableWallLive, type WallLive } from '../realtime/wall-live';
import type { MediaPort } from '../services/media-port';

/** The public origin links in e-mails point to: APP_URL (required in production; locally the request's own). */
export function appUrl(c: Context<AppEnv>): string {
  return publicOrigin(c.get('config'), c.req.url);
}

/** Open back-offices and customers' dashboards, reached through their Durable Objects. */
export function live(c: Context<AppEnv>): Live {
  return durableLive(c.env);
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
