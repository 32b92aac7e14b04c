import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireAuth, signedInUser } from '../middleware/roles';
import { validate } from '../middleware/validation';
import { gatheringIdParams, gatheringInputSchema } from '../schemas/gatherings';
import { familyIdParams, memorialIdParams } from '../schemas/params';
import { createGathering, deleteGathering, listGatherings, updateGathering } from '../services/gatherings';
import { requestDeps } from './request-deps';

/**
 * Gatherings (docs/features/gatherings.md): the velación, the exequias, the masses… a family announces on its page. Mounted at the
 * API's root because its paths hang off three resources: `/profiles/:id/gatherings`,
 * `/family-profiles/:id/gatherings` and `/gatherings/:id`. Every route is the memorial's owner's (or an
 * administrator's, services/gatherings.ts `gatheringsManagedBy`); anyone else gets a 404.
 */
export const gatheringsApi = new Hono<AppEnv>()
  .get('/profiles/:id/gatherings', requireAuth, validate('param', memorialIdParams), async (c) => {
    const data = await listGatherings(requestDeps(c), signedInUser(c), { kind: 'memorial', id: c.req.valid('param').id });
    return c.json({ success: true as const, data });
  })
  .post('/profiles/:id/gatherings', requireAuth, validate('param', memorialIdParams), validate('json', gatheringInputSchema), async (c) => {
    const data = await createGathering(
      requestDeps(c),
      signedInUser(c),
      { kind: 'memorial', id: c.req.valid('param').id },
      c.req.valid('json'),
    );
    return c.json({ success: true as const, data }, 201);
  })
  .get('/family-profiles/:id/gatherings', requireAuth, validate('param', familyIdParams), async (c) => {
    const data = await listGatherings(requestDeps(c), signedInUser(c), { kind: 'family', id: c.req.valid('param').id });
    return c.json({ success: true as const, data });
  })
  .post(
    '/family-profiles/:id/gatherings',
    requireAuth,
    validate('param', familyIdParams),
    validate('json', gatheringInputSchema),
    async (c) => {
      const data = await createGathering(
        requestDeps(c),
        signedInUser(c),
        { kind: 'family', id: c.req.valid('param').id },
        c.req.valid('json'),
      );
      return c.json({ success: true as const, data }, 201);
    },
  )
  .put('/gatherings/:id', requireAuth, validate('param', gatheringIdParams), validate('json', gatheringInputSchema), async (c) => {
    const data = await updateGathering(requestDeps(c), signedInUser(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ success: true as const, data });
  })
  .delete('/gatherings/:id', requireAuth, validate('param', gatheringIdParams), async (c) => {
    await deleteGathering(requestDeps(c), signedInUser(c), c.req.valid('param').id);
    return c.json({ success: true as const, data: null });
  });
