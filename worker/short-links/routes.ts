import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requestDb } from '../d1/request-db';
import { normalizeShortCode, resolveShortCode } from '../services/short-links';
import { validate } from '../middleware/validation';
import { codeParams } from '../schemas/params';

/**
 * The plaque's address. The QR code prints it in upper case (`HTTPS://HOST/Q/7K3M9P`, for alphanumeric mode) and
 * a phone keeps the path's case, so `/Q/…` and `/q/…` both answer here, before Astro, whose routes are
 * case-sensitive. A known code is one 302 straight to the page (one round trip on a cemetery's mobile data);
 * anything else goes on to Astro's `/q/{code}` page, which renders the 404.
 */
export const shortLinkRoutes = new Hono<AppEnv>().get('/:code', validate('param', codeParams), async (c, next) => {
  const raw = c.req.valid('param').code;
  const code = normalizeShortCode(raw);
  const target = code ? await resolveShortCode({ db: requestDb(c.env) }, code) : null;
  if (target) {
    c.header('Cache-Control', 'no-store');
    return c.redirect(target, 302);
  }
  if (c.req.path.startsWith('/Q/')) return c.redirect(`/q/${encodeURIComponent(raw)}`, 302);
  await next();
});
