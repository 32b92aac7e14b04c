import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireAuth, signedInUser } from '../middleware/roles';
import { validate } from '../middleware/validation';
import { familyMemberSchema, familyProfileSchema, familyProfileUpdateSchema } from '../schemas/profiles';
import {
  addMember,
  createFamily,
  deleteFamily,
  getFamily,
  getPublicFamily,
  listOwnFamilies,
  removeMember,
  updateFamily,
  updateMember,
} from '../services/family-profiles';
import { clientAddress } from '../middleware/client';
import { countFamilyVisit } from '../services/visits';
import { live, mediaPort, publicPages } from './request-context';
import { qrFormat, qrResponse } from './qr-response';
import { familyCardSource, familyQrTarget } from '../services/qr-codes';
import { cardRequest, remembranceCardResponse } from './remembrance-card-response';
import { withShortUrl, withShortUrls } from './short-urls';
import { familyExportSource } from '../services/memorial-export';
import { memorialExportResponse } from './memorial-export-response';

/**
 * Family memorials and their members (product §2.7). Everything but the public read is the owner's; an
 * administrator may also read and edit any family (to correct it for a family), never delete it.
 */
export const familyProfilesApi = new Hono<AppEnv>()
  .get('/public/:slug', async (c) => c.json({ success: true as const, data: withShortUrl(c, await getPublicFamily(c.get('db'), c.req.param('slug'))) }))
  .post('/:id/visit', async (c) => {
    const visitCount = await countFamilyVisit(c.get('db'), c.req.param('id'), clientAddress(c));
    return c.json({ success: true as const, visit_count: visitCount, data: { visit_count: visitCount } });
  })
  .use(requireAuth)
  .get('/my-profiles', async (c) => c.json({ success: true as const, data: withShortUrls(c, await listOwnFamilies(c.get('db'), signedInUser(c).id)) }))
  .get('/:id', async (c) => c.json({ success: true as const, data: withShortUrl(c, await getFamily(c.get('db'), signedInUser(c), c.req.param('id'))) }))
  .post('/', validate('json', familyProfileSchema), async (c) => {
    const data = await createFamily({ db: c.get('db'), media: mediaPort(c), live: live(c), pages: publicPages(c) }, signedInUser(c).id, c.req.valid('json'));
    return c.json({ success: true as const, data: withShortUrl(c, data) }, 201);
  })
  .put('/:id', validate('json', familyProfileUpdateSchema), async (c) => {
    const deps = { db: c.get('db'), media: mediaPort(c), live: live(c), pages: publicPages(c) };
    return c.json({ success: true as const, data: withShortUrl(c, await updateFamily(deps, signedInUser(c), c.req.param('id'), c.req.valid('json'))) });
  })
  .delete('/:id', async (c) => {
    await deleteFamily({ db: c.get('db'), media: mediaPort(c), live: live(c), pages: publicPages(c) }, signedInUser(c).id, c.req.param('id'));
    return c.json({ success: true as const, data: null });
  })
  .post('/:id/members', validate('json', familyMemberSchema), async (c) => {
    const deps = { db: c.get('db'), media: mediaPort(c), live: live(c), pages: publicPages(c) };
    const data = await addMember(deps, signedInUser(c), c.req.param('id'), c.req.valid('json'));
    return c.json({ success: true as const, data: withShortUrl(c, data) }, 201);
  })
  .put('/:id/members/:memberId', validate('json', familyMemberSchema), async (c) => {
    const deps = { db: c.get('db'), media: mediaPort(c), live: live(c), pages: publicPages(c) };
    const data = await updateMember(deps, signedInUser(c), c.req.param('id'), c.req.param('memberId'), c.req.valid('json'));
    return c.json({ success: true as const, data: withShortUrl(c, data) });
  })
  .delete('/:id/members/:memberId', async (c) => {
    const deps = { db: c.get('db'), media: mediaPort(c), live: live(c), pages: publicPages(c) };
    return c.json({
      success: true as const,
      data: withShortUrl(c, await removeMember(deps, signedInUser(c), c.req.param('id'), c.req.param('memberId'))),
    });
  })
  .get('/:id/qr', async (c) => {
    const format = qrFormat(c);
    return qrResponse(c, format, await familyQrTarget(c.get('db'), signedInUser(c), c.req.param('id')));
  })
  // The printable remembrance card ('recordatorio'), wallet or A6, like a person's.
  .get('/:id/remembrance-card', async (c) => {
    const request = cardRequest(c);
    return remembranceCardResponse(c, request, await familyCardSource(c.get('db'), signedInUser(c), c.req.param('id')));
  })
  // 'Descargar memorial': the family's zip to keep (issue 16).
  .get('/:id/export', async (c) => memorialExportResponse(c, await familyExportSource(c.get('db'), signedInUser(c), c.req.param('id'))));
