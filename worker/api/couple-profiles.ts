import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requestDeps } from './request-deps';
import { requireAuth, signedInUser } from '../middleware/roles';
import { ownCoupleQrTarget } from '../services/qr-codes';
import { qrFormat, qrResponse } from './qr-response';
import { getPublicCouple } from '../services/couple-memorials';
import { countCoupleVisit } from '../services/visits';
import { withShortUrl } from './short-urls';
import { validate } from '../middleware/validation';
import { coupleIdParams, slugParams } from '../schemas/params';

/**
 * The public side of couple pages (product §3.2, §3.7): the published profile by slug and its visit counter;
 * and, for the customer it was made for, the plaque's QR code.
 */
export const coupleProfilesApi = new Hono<AppEnv>()
  .get('/public/:slug', validate('param', slugParams), async (c) =>
    c.json({ success: true as const, data: withShortUrl(c, await getPublicCouple(requestDeps(c), c.req.valid('param').slug)) }),
  )
  .post('/:slug/visit', validate('param', slugParams), async (c) => {
    const visitCount = await countCoupleVisit(requestDeps(c), c.req.valid('param').slug);
    return c.json({ success: true as const, visit_count: visitCount, data: { visit_count: visitCount } });
  })
  .get('/:id/qr', requireAuth, validate('param', coupleIdParams), async (c) => {
    const format = qrFormat(c);
    return qrResponse(c, format, await ownCoupleQrTarget(requestDeps(c), signedInUser(c), c.req.valid('param').id));
  });
