import { Hono } from 'hono';
import { cf } from '@astrojs/cloudflare/hono';
import { astro } from 'astro/hono';
import { edgeCache } from './edge-cache/middleware';
import type { AppEnv } from './context';
import { d1Sessions } from './d1/middleware';
import { primaryDb, requestDb } from './d1/request-db';
import { mediaRoutes } from './media/routes';
import { apiSecurityHeaders, mediaSecurityHeaders, pageSecurityHeaders } from './middleware/security-headers';
import { lazyApp } from './lazy-app';
import { handleError } from './middleware/errors';
import { shortLinkRoutes } from './short-links/routes';

/**
 * The one Worker: the JSON API under /api, media from R2 under /media, and every other path rendered
 * by Astro (static assets first, then pages).
 */
const app = new Hono<AppEnv>();

// Outermost, so every route reads D1 through the request's session (read replication: worker/d1/).
app.use(d1Sessions);
app.use('/api/*', apiSecurityHeaders);
app.use('/media/*', mediaSecurityHeaders);
// Imported on the first API request (./lazy-app.ts): a visitor's page never pays for the API's start-up.
const api = lazyApp(async () => new Hono<AppEnv>().route('/api', (await import('./api')).createApi(requestDb, primaryDb)), handleError);
app.all('/api', api);
app.all('/api/*', api);
app.route('/media', mediaRoutes);
app.use(pageSecurityHeaders);
app.route('/q', shortLinkRoutes);
app.route('/Q', shortLinkRoutes);
// A memorial's remembrance dates as a calendar file (worker/remembrance/calendar-routes.ts, both paths): a file,
// never a page, imported on first use like the API.
const calendar = lazyApp(async () => (await import('./remembrance/calendar-routes')).calendarRoutes(requestDb), handleError);
app.get('/:page{memorial|familia}/:slug/fechas.ics', calendar);
// Public pages from the edge (worker/edge-cache/): inside the security headers, so a kept copy gets today's.
app.use(edgeCache);
app.use(cf());
app.use(astro());

// The Cron Triggers (./scheduled.ts) and the mail queue's consumer (./mail/queue-handler.ts), imported when they run.
const scheduled: ExportedHandlerScheduledHandler<Env> = async (...args) => (await import('./scheduled')).scheduled(...args);
const queue: ExportedHandlerQueueHandler<Env> = async (...args) => (await import('./mail/queue-handler')).queue(...args);

export default { fetch: app.fetch, scheduled, queue } satisfies ExportedHandler<Env>;
export { AdminRoom, CustomerRoom, WallRoom } from './realtime/rooms';
