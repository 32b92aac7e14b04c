import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireAuth, signedInUser } from '../middleware/roles';
import { validate } from '../middleware/validation';
import { individualMemorialSchema, individualMemorialUpdateSchema } from '../schemas/memorials';
import {
  createIndividualMemorial,
  deleteIndividualMemorial,
  getManagedIndividualMemorial,
  getOwnIndividualMemorialBySlug,
  getPublicIndividualMemorial,
  updateIndividualMemorial,
} from '../services/individual-memorials';
import { getCapability } from '../services/quotas';
import { listMyIndividualMemorials } from '../services/my-memorials';
import { countMemorialVisit } from '../services/visits';
import { requestDeps } from './request-deps';
import { memorialPlacesApi } from './resting-places';
import { qrFormat, qrResponse } from './qr-response';
import { memorialCardSource, memorialQrTarget } from '../services/qr-codes';
import { cardRequest, prayerCardResponse } from './prayer-card-response';
import { withShortUrl, withShortUrls } from './short-urls';
import { memorialExportSource } from '../services/memorial-export';
import { memorialExportResponse } from './memorial-export-response';
import { memorialIdParams, slugParams } from '../schemas/params';

/**
 * Individual memorials (product §2.7). Everything but the public read is the owner's; an administrator may
 * also read and edit any memorial (to correct it for a family), never delete it.
 */
export const profilesApi = new Hono<AppEnv>()
  .get('/public/:slug', validate('param', slugParams), async (c) =>
    c.json({ success: true as const, data: withShortUrl(c, await getPublicIndividualMemorial(requestDeps(c), c.req.valid('param').slug)) }),
  )
  .post('/public/:slug/visit', validate('param', slugParams), async (c) => {
    const visitCount = await countMemorialVisit(requestDeps(c), c.req.valid('param').slug);
    return c.json({ success: true as const, visit_count: visitCount, data: { visit_count: visitCount } });
  })
  .use(requireAuth)
  .get('/can-create', async (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ success: true as const, ...(await getCapability(requestDeps(c), signedInUser(c))) });
  })
  // The person's own memorials (role 'owner'), then those they help with, with their role (docs/features/family-circle.md).
  .get('/my-profiles', async (c) =>
    c.json({ success: true as const, data: withShortUrls(c, await listMyIndividualMemorials(requestDeps(c), signedInUser(c))) }),
  )
  .get('/preview/:slug', validate('param', slugParams), async (c) =>
    c.json({
      success: true as const,
      data: withShortUrl(c, await getOwnIndividualMemorialBySlug(requestDeps(c), signedInUser(c), c.req.valid('param').slug)),
    }),
  )
  .get('/:id', validate('param', memorialIdParams), async (c) =>
    c.json({
      success: true as const,
      data: withShortUrl(c, await getManagedIndividualMemorial(requestDeps(c), signedInUser(c), c.req.valid('param').id)),
    }),
  )
  .post('/', validate('json', individualMemorialSchema), async (c) => {
    const data = await createIndividualMemorial(requestDeps(c), signedInUser(c), c.req.valid('json'));
    return c.json({ success: true as const, data: withShortUrl(c, data) }, 201);
  })
  .put('/:id', validate('param', memorialIdParams), validate('json', individualMemorialUpdateSchema), async (c) => {
    const data = await updateIndividualMemorial(requestDeps(c), signedInUser(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ success: true as const, data: withShortUrl(c, data) });
  })
  .delete('/:id', validate('param', memorialIdParams), async (c) => {
    await deleteIndividualMemorial(requestDeps(c), signedInUser(c), c.req.valid('param').id);
    return c.json({ success: true as const, data: null });
  })
  .get('/:id/qr', validate('param', memorialIdParams), async (c) => {
    const format = qrFormat(c);
    return qrResponse(c, format, await memorialQrTarget(requestDeps(c), signedInUser(c), c.req.valid('param').id));
  })
  .get('/:id/prayer-card', validate('param', memorialIdParams), async (c) => {
    const request = cardRequest(c);
    return prayerCardResponse(c, request, await memorialCardSource(requestDeps(c), signedInUser(c), c.req.valid('param').id));
  })
  // 'Dónde descansa' (docs/features/resting-places.md): the place, its traslados and their history.
  .route('/', memorialPlacesApi)
  // 'Descargar memorial': the memorial's zip to keep, streamed from R2 (docs/features/memorial-export.md).
  .get('/:id/export', validate('param', memorialIdParams), async (c) =>
    memorialExportResponse(c, await memorialExportSource(requestDeps(c), signedInUser(c), c.req.valid('param').id)),
  );
