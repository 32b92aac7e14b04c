import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireAuth, signedInUser } from '../middleware/roles';
import { validate } from '../middleware/validation';
import { PLAQUE_MESSAGES as M, plaqueDeliverySchema } from '../schemas/plaques';
import { listOwnPlaques, saveOwnDelivery } from '../services/plaques';
import { requestDeps } from './request-deps';
import { plaqueIdParams } from '../schemas/params';

/**
 * The customer's plaques: one per paid order whose memorial exists, with its state and tracking number, and
 * where to send it. Another person's plaque is a plain 404.
 */
export const plaquesApi = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', async (c) => c.json({ success: true as const, data: await listOwnPlaques(requestDeps(c), signedInUser(c)) }))
  .put('/:id/delivery', validate('param', plaqueIdParams), validate('json', plaqueDeliverySchema), async (c) => {
    const plaque = await saveOwnDelivery(requestDeps(c), signedInUser(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ success: true as const, data: plaque, message: M.deliverySaved });
  });
