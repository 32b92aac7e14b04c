import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../middleware/validation';
import { adminPlaquesQuerySchema, PLAQUE_MESSAGES as M, plaqueAdvanceSchema } from '../../schemas/plaques';
import { advancePlaque, getAdminPlaque, listAdminPlaques } from '../../services/plaques';
import { signedInUser } from '../../middleware/roles';
import { requestDeps } from '../request-deps';
import { plaqueIdParams } from '../../schemas/params';

/**
 * 'Placas': the queue of plaques by state, and the one step forward each can take (behind the admin role with
 * the rest of /api/admin). The SVG and PDF come from the memorial's own QR routes, which admit administrators.
 */
export const adminPlaquesApi = new Hono<AppEnv>()
  .get('/', validate('query', adminPlaquesQuerySchema), async (c) => {
    const page = await listAdminPlaques(requestDeps(c), c.req.valid('query'));
    return c.json({ success: true as const, ...page });
  })
  .get('/:id', validate('param', plaqueIdParams), async (c) =>
    c.json({ success: true as const, data: await getAdminPlaque(requestDeps(c), c.req.valid('param').id) }),
  )
  .patch('/:id', validate('param', plaqueIdParams), validate('json', plaqueAdvanceSchema), async (c) => {
    const plaque = await advancePlaque(requestDeps(c), signedInUser(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ success: true as const, data: plaque, message: M.advanced(plaque.status) });
  });
