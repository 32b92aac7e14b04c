import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireAuth, signedInUser } from '../middleware/roles';
import { validate } from '../middleware/validation';
import { memorialQuerySchema, remembranceSettingsSchema, upcomingQuerySchema } from '../schemas/remembrance';
import { getRemembranceSettings, targetOf, updateRemembranceSettings, upcomingForOwner } from '../services/remembrance';
import { todayInColombia } from '../services/time';
import { requestDeps } from './request-deps';

/**
 * The owner's side of the remembrance dates (docs/features/remembrance.md): which dates a memorial keeps, whether the owner gets
 * the reminders and the candles' digest, and the next dates for the dashboard. Owner or administrator only;
 * anyone else gets the memorial's 404.
 */
export const remembranceApi = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/settings', validate('query', memorialQuerySchema), async (c) => {
    const data = await getRemembranceSettings(requestDeps(c), signedInUser(c), targetOf(c.req.valid('query')));
    return c.json({ success: true as const, data });
  })
  .patch('/settings', validate('json', remembranceSettingsSchema), async (c) => {
    const input = c.req.valid('json');
    const data = await updateRemembranceSettings(requestDeps(c), signedInUser(c), targetOf(input), input);
    return c.json({ success: true as const, data });
  })
  .get('/upcoming', validate('query', upcomingQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const data = await upcomingForOwner(requestDeps(c), signedInUser(c), targetOf(query), todayInColombia(), query.count);
    return c.json({ success: true as const, data });
  });
