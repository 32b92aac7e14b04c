import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireAuth, signedInUser } from '../middleware/roles';
import { validate } from '../middleware/validation';
import { familyMemberSchema, familyMemorialSchema, familyMemorialUpdateSchema } from '../schemas/memorials';
import {
  addMember,
  createFamily,
  deleteFamily,
  getFamily,
  getPublicFamily,
  removeMember,
  updateFamily,
  updateMember,
} from '../services/family-memorials';
import { countFamilyVisit } from '../services/visits';
import { listMyFamilies } from '../services/my-memorials';
import { requestDeps } from './request-deps';
import { memberPlacesApi } from './resting-places';
import { qrFormat, qrResponse } from './qr-response';
import { familyCardSource, familyQrTarget } from '../services/qr-codes';
import { cardRequest, prayerCardResponse } from './prayer-card-response';
import { withShortUrl, withShortUrls } from './short-urls';
import { familyExportSource } from '../services/memorial-export';
import { memorialExportResponse } from './memorial-export-response';
import { familyCardQuery, familyIdParams, familyMemberParams, slugParams } from '../schemas/params';

/**
 * Family memorials and their members (product §2.7). Everything but the public read is the owner's; an
 * administrator may also read and edit any family (to correct it for a family), never delete it.
 */
export const familyProfilesApi = new Hono<AppEnv>()
  .get('/public/:slug', validate('param', slugParams), async (c) =>
    c.json({ success: true as const, data: withShortUrl(c, await getPublicFamily(requestDeps(c), c.req.valid('param').slug)) }),
  )
  .post('/:id/visit', validate('param', familyIdParams), async (c) => {
    const visitCount = await countFamilyVisit(requestDeps(c), c.req.valid('param').id);
    return c.json({ success: true as const, visit_count: visitCount, data: { visit_count: visitCount } });
  })
  .use(requireAuth)
  // The person's own families (role 'owner'), then those they help with, with their role (docs/features/family-circle.md).
  .get('/my-profiles', async (c) =>
    c.json({ success: true as const, data: withShortUrls(c, await listMyFamilies(requestDeps(c), signedInUser(c))) }),
  )
  .get('/:id', validate('param', familyIdParams), async (c) =>
    c.json({ success: true as const, data: withShortUrl(c, await getFamily(requestDeps(c), signedInUser(c), c.req.valid('param').id)) }),
  )
  .post('/', validate('json', familyMemorialSchema), async (c) => {
    const data = await createFamily(requestDeps(c), signedInUser(c), c.req.valid('json'));
    return c.json({ success: true as const, data: withShortUrl(c, data) }, 201);
  })
  .put('/:id', validate('param', familyIdParams), validate('json', familyMemorialUpdateSchema), async (c) => {
    return c.json({
      success: true as const,
      data: withShortUrl(c, await updateFamily(requestDeps(c), signedInUser(c), c.req.valid('param').id, c.req.valid('json'))),
    });
  })
  .delete('/:id', validate('param', familyIdParams), async (c) => {
    await deleteFamily(requestDeps(c), signedInUser(c), c.req.valid('param').id);
    return c.json({ success: true as const, data: null });
  })
  .post('/:id/members', validate('param', familyIdParams), validate('json', familyMemberSchema), async (c) => {
    const data = await addMember(requestDeps(c), signedInUser(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ success: true as const, data: withShortUrl(c, data) }, 201);
  })
  .put('/:id/members/:memberId', validate('param', familyMemberParams), validate('json', familyMemberSchema), async (c) => {
    const data = await updateMember(
      requestDeps(c),
      signedInUser(c),
      c.req.valid('param').id,
      c.req.valid('param').memberId,
      c.req.valid('json'),
    );
    return c.json({ success: true as const, data: withShortUrl(c, data) });
  })
  .delete('/:id/members/:memberId', validate('param', familyMemberParams), async (c) => {
    return c.json({
      success: true as const,
      data: withShortUrl(c, await removeMember(requestDeps(c), signedInUser(c), c.req.valid('param').id, c.req.valid('param').memberId)),
    });
  })
  .get('/:id/qr', validate('param', familyIdParams), async (c) => {
    const format = qrFormat(c);
    return qrResponse(c, format, await familyQrTarget(requestDeps(c), signedInUser(c), c.req.valid('param').id));
  })
  // The printable prayer card ('recordatorio'), wallet or A6, like a person's: one member's (`member_id`).
  .get('/:id/prayer-card', validate('param', familyIdParams), validate('query', familyCardQuery), async (c) => {
    const request = cardRequest(c);
    const source = await familyCardSource(requestDeps(c), signedInUser(c), c.req.valid('param').id, c.req.valid('query').member_id);
    return prayerCardResponse(c, request, source);
  })
  // 'Dónde descansa' (docs/features/resting-places.md): the place, its traslados and their history.
  .route('/', memberPlacesApi)
  // 'Descargar memorial': the family's zip to keep (docs/features/memorial-export.md).
  .get('/:id/export', validate('param', familyIdParams), async (c) =>
    memorialExportResponse(c, await familyExportSource(requestDeps(c), signedInUser(c), c.req.valid('param').id)),
  );
