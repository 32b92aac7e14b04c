import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireAuth, signedInUser } from '../middleware/roles';
import { validate } from '../middleware/validation';
import { familyMemberParams, memorialIdParams } from '../schemas/params';
import { restingPlaceMoveSchema, restingPlaceUpdateSchema } from '../schemas/resting-places';
import { listRestingPlaces, moveRestingPlace, setRestingPlace } from '../services/resting-places';
import { requestDeps } from './request-deps';

/**
 * 'Dónde descansa' (docs/features/resting-places.md) for an individual memorial, mounted inside `/api/profiles`: the current place
 * (`PUT /{id}/resting-place`, `{ resting_place }` or `{ resting_place: null }`), a traslado
 * (`POST /{id}/resting-place/move`, `{ moved_on, resting_place }`) and every place, newest first
 * (`GET /{id}/resting-places`). The owner's or an administrator's (services/resting-places.ts placeAccess).
 */
export const memorialPlacesApi = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/:id/resting-places', validate('param', memorialIdParams), async (c) =>
    c.json({
      success: true as const,
      data: await listRestingPlaces(requestDeps(c), signedInUser(c), { kind: 'memorial', id: c.req.valid('param').id }),
    }),
  )
  .put('/:id/resting-place', validate('param', memorialIdParams), validate('json', restingPlaceUpdateSchema), async (c) => {
    const target = { kind: 'memorial' as const, id: c.req.valid('param').id };
    return c.json({
      success: true as const,
      data: await setRestingPlace(requestDeps(c), signedInUser(c), target, c.req.valid('json').resting_place),
    });
  })
  .post('/:id/resting-place/move', validate('param', memorialIdParams), validate('json', restingPlaceMoveSchema), async (c) => {
    const target = { kind: 'memorial' as const, id: c.req.valid('param').id };
    return c.json(
      { success: true as const, data: await moveRestingPlace(requestDeps(c), signedInUser(c), target, c.req.valid('json')) },
      201,
    );
  });

/** The same for one member of a family memorial, mounted inside `/api/family-profiles` under `/{id}/members/{memberId}`. */
export const memberPlacesApi = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/:id/members/:memberId/resting-places', validate('param', familyMemberParams), async (c) => {
    const { id, memberId } = c.req.valid('param');
    return c.json({
      success: true as const,
      data: await listRestingPlaces(requestDeps(c), signedInUser(c), { kind: 'member', familyId: id, memberId }),
    });
  })
  .put(
    '/:id/members/:memberId/resting-place',
    validate('param', familyMemberParams),
    validate('json', restingPlaceUpdateSchema),
    async (c) => {
      const { id, memberId } = c.req.valid('param');
      const data = await setRestingPlace(
        requestDeps(c),
        signedInUser(c),
        { kind: 'member', familyId: id, memberId },
        c.req.valid('json').resting_place,
      );
      return c.json({ success: true as const, data });
    },
  )
  .post(
    '/:id/members/:memberId/resting-place/move',
    validate('param', familyMemberParams),
    validate('json', restingPlaceMoveSchema),
    async (c) => {
      const { id, memberId } = c.req.valid('param');
      const data = await moveRestingPlace(requestDeps(c), signedInUser(c), { kind: 'member', familyId: id, memberId }, c.req.valid('json'));
      return c.json({ success: true as const, data }, 201);
    },
  );
