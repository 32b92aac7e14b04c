import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { signedInUser } from '../../middleware/roles';
import { validate } from '../../middleware/validation';
import {
  COUPLE_MESSAGES as M,
  coupleGallerySchema,
  coupleMemorialSchema,
  coupleMemorialUpdateSchema,
  coupleSongsSchema,
  coupleVideosSchema,
} from '../../schemas/couples';
import { addCouplePhotos, addCoupleSongs, addCoupleVideos, createCouple, deleteCouple, updateCouple } from '../../services/admin-couples';
import { getAdminCouple, listAdminCouples } from '../../services/couple-memorials';
import { requestDeps } from '../request-deps';
import { withShortUrl, withShortUrls } from '../short-urls';
import { qrFormat, qrResponse } from '../qr-response';
import { coupleIdParams } from '../../schemas/params';
import { coupleQrTarget } from '../../services/qr-codes';

/**
 * Couple memorials (product §3.2, §3.7), behind the admin role like the rest of /admin. The answers
 * carry docs/product's keys (`coupleProfiles`, `coupleProfile`) inside the usual envelope.
 */
export const adminCouplesApi = new Hono<AppEnv>()
  .get('/', async (c) =>
    c.json({ success: true as const, data: { coupleProfiles: withShortUrls(c, await listAdminCouples(requestDeps(c))) } }),
  )
  .post('/', validate('json', coupleMemorialSchema), async (c) => {
    const couple = await createCouple(requestDeps(c), signedInUser(c), c.req.valid('json'));
    return c.json({ success: true as const, data: { coupleProfile: withShortUrl(c, couple) }, message: M.created }, 201);
  })
  .get('/:id', validate('param', coupleIdParams), async (c) =>
    c.json({
      success: true as const,
      data: { coupleProfile: withShortUrl(c, await getAdminCouple(requestDeps(c), c.req.valid('param').id)) },
    }),
  )
  .put('/:id', validate('param', coupleIdParams), validate('json', coupleMemorialUpdateSchema), async (c) => {
    const couple = await updateCouple(requestDeps(c), signedInUser(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ success: true as const, data: { coupleProfile: withShortUrl(c, couple) }, message: M.updated });
  })
  .delete('/:id', validate('param', coupleIdParams), async (c) => {
    await deleteCouple(requestDeps(c), signedInUser(c), c.req.valid('param').id);
    return c.json({ success: true as const, data: { deleted: true }, message: M.deleted });
  })
  .post('/:id/gallery', validate('param', coupleIdParams), validate('json', coupleGallerySchema), async (c) => {
    const couple = await addCouplePhotos(requestDeps(c), signedInUser(c), c.req.valid('param').id, c.req.valid('json').photos);
    return c.json({ success: true as const, data: { coupleProfile: withShortUrl(c, couple) } }, 201);
  })
  .post('/:id/songs', validate('param', coupleIdParams), validate('json', coupleSongsSchema), async (c) => {
    const couple = await addCoupleSongs(requestDeps(c), signedInUser(c), c.req.valid('param').id, c.req.valid('json').songs);
    return c.json({ success: true as const, data: { coupleProfile: withShortUrl(c, couple) } }, 201);
  })
  .post('/:id/videos', validate('param', coupleIdParams), validate('json', coupleVideosSchema), async (c) => {
    const couple = await addCoupleVideos(requestDeps(c), signedInUser(c), c.req.valid('param').id, c.req.valid('json').videos);
    return c.json({ success: true as const, data: { coupleProfile: withShortUrl(c, couple) } }, 201);
  })
  .get('/:id/qr', validate('param', coupleIdParams), async (c) => {
    const format = qrFormat(c);
    return qrResponse(c, format, await coupleQrTarget(requestDeps(c), c.req.valid('param').id));
  });
