import { Hono } from 'hono';
import { cf } from '@astrojs/cloudflare/hono';
import { astro } from 'astro/hono';
import { d1Db } from '../db/client';
import { createApi } from './api';
import type { AppEnv } from './context';
import { mediaRoutes } from './media/routes';
import { apiSecurityHeaders, mediaSecurityHeaders, pageSecurityHeaders } from './middleware/security-headers';
import { scheduled } from './scheduled';
import { shortLinkRoutes } from './short-links/routes';

/**
 * The one Worker: the JSON API under /api, media from R2 under /media, and every other path rendered
 * by Astro (static assets first, then pages).
 */
const app = new Hono<AppEnv>();

app.use('/api/*', apiSecurityHeaders);
app.use('/media/*', mediaSecurityHeaders);
app.route('/api', createApi((env) => d1Db(env.DB)));
app.route('/media', mediaRoutes);
app.use(pageSecurityHeaders);
app.route('/q', shortLinkRoutes);
app.route('/Q', shortLinkRoutes);
app.use(cf());
app.use(astro());

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Env>;
export { AdminRoom, CustomerRoom, WallRoom } from './realtime/rooms';
