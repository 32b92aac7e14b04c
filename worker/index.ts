import { Hono } from 'hono';
import { cf } from '@astrojs/cloudflare/hono';
import { astro } from 'astro/hono';
import { createApi } from './api';
import { edgeCache } from './edge-cache/middleware';
import type { AppEnv } from './context';
import { d1Sessions } from './d1/middleware';
import { primaryDb, requestDb } from './d1/request-db';
import { mediaRoutes } from './media/routes';
import { apiSecurityHeaders, mediaSecurityHeaders, pageSecurityHeaders } from './middleware/security-headers';
import { queue } from './mail/queue-handler';
import { scheduled } from './scheduled';
import { shortLinkRoutes } from './short-links/routes';
import { calendarRoutes } from './remembrance/calendar-routes';

/**
 * The one Worker: the JSON API under /api, media from R2 under /media, and every other path rendered
 * by Astro (static assets first, then pages).
 */
const app = new Hono<AppEnv>();

// Outermost, so every route reads D1 through the request's session (read replication: worker/d1/).
app.use(d1Sessions);
app.use('/api/*', apiSecurityHeaders);
app.use('/media/*', mediaSecurityHeaders);
app.route('/api', createApi(requestDb, primaryDb));
app.route('/media', mediaRoutes);
app.use(pageSecurityHeaders);
app.route('/q', shortLinkRoutes);
app.route('/Q', shortLinkRoutes);
// A memorial's remembrance dates as a calendar file (worker/remembrance/): a file, never a page.
app.route('/', calendarRoutes(requestDb));
// Public pages from the edge (worker/edge-cache/): inside the security headers, so a kept copy gets today's.
app.use(edgeCache);
app.use(cf());
app.use(astro());

// `queue`: the mail queue's consumer and its dead letters (worker/mail/queue-handler.ts).
export default { fetch: app.fetch, scheduled, queue } satisfies ExportedHandler<Env>;
export { AdminRoom, CustomerRoom, WallRoom } from './realtime/rooms';
