import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { signedInUser } from '../../middleware/roles';
import { validate } from '../../middleware/validation';
import {
  COUPLE_MESSAGES as M,
  coupleGallerySchema,
  coupleProfileSchema,
  coupleProfileUpdateSchema,
  coupleSongsSchema,
  coupleVideosSchema,
} from '../../schemas/couples';
import {
  addCouplePhotos,
  addCoupleSongs,
  addCoupleVideos,
  createCouple,
  deleteCouple,
  updateCouple,
  type AdminCoupleDeps,
} from '../../services/admin-couples';
import { getAdminCouple, listAdminCouples } from '../../services/couple-profiles';
import { live, mediaPort, publicPages } from '../request-context';
import { withShortUrl, withShortUrls } from '../short-urls';
import { clientAddress } from '../../middleware/client';
import { qrFormat, qrResponse } from '../qr-response';
import { routeId } from '../route-id';
import { coupleQrTarget } from '../../services/qr-codes';

const deps = (c: Context<AppEnv>): AdminCoupleDeps => ({
  db: c.get('db'),
  media: mediaPort(c),
  live: live(c),
  pages: publicPages(c),
  actor: signedInUser(c),
  ipAddress: clientAddress(c),
});

const coupleId = (c: Context<AppEnv>) => routeId(c, M.invalidId);

/**
 * Special couple profiles (product §3.2, §3.7), behind the admin role like the rest of /admin. The answers
 * carry docs/product's keys (`coupleProfiles`, `coupleProfile`) inside the usual envelope.
 */
export const adminCouplesApi = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ success: true as const, data: { coupleProfiles: withShortUrls(c, await listAdminCouples(c.get('db'))) } }))
  .post('/', validate('json', coupleProfileSchema), async (c) => {
    const coupleProfile = await createCouple(deps(c), c.req.valid('json'));
    return c.json({ success: true as const, data: { coupleProfile: withShortUrl(c, coupleProfile) }, message: M.created }, 201);
  })
  .get('/:id', async (c) => c.json({ success: true as const, data: { coupleProfile: withShortUrl(c, await getAdminCouple(c.get('db'), coupleId(c))) } }))
  .put('/:id', validate('json', coupleProfileUpdateSchema), async (c) => {
    const coupleProfile = await updateCouple(deps(c), coupleId(c), c.req.valid('json'));
    return c.json({ success: true as const, data: { coupleProfile: withShortUrl(c, coupleProfile) }, message: M.updated });
  })
  .delete('/:id', async (c) => {
    await deleteCouple(deps(c), coupleId(c));
    return c.json({ success: true as const, data: { deleted: true }, message: M.deleted });
  })
  .post('/:id/gallery', validate('json', coupleGallerySchema), async (c) => {
    const coupleProfile = await addCouplePhotos(deps(c), coupleId(c), c.req.valid('json').photos);
    return c.json({ success: true as const, data: { coupleProfile: withShortUrl(c, coupleProfile) } }, 201);
  })
  .post('/:id/songs', validate('json', coupleSongsSchema), async (c) => {
    const coupleProfile = await addCoupleSongs(deps(c), coupleId(c), c.req.valid('json').songs);
    return c.json({ success: true as const, data: { coupleProfile: withShortUrl(c, coupleProfile) } }, 201);
  })
  .post('/:id/videos', validate('json', coupleVideosSchema), async (c) => {
    const coupleProfile = await addCoupleVideos(deps(c), coupleId(c), c.req.valid('json').videos);
    return c.json({ success: true as const, data: { coupleProfile: withShortUrl(c, coupleProfile) } }, 201);
  })
  .get('/:id/qr', async (c) => {
    const format = qrFormat(c);
    return qrResponse(c, format, await coupleQrTarget(c.get('db'), coupleId(c)));
  });
