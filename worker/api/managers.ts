import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireAuth, signedInUser } from '../middleware/roles';
import { validate } from '../middleware/validation';
import { familyIdParams, memorialIdParams } from '../schemas/params';
import {
  acceptInvitationSchema,
  familyInvitationParams,
  familyManagerParams,
  invitationIdParams,
  invitationParams,
  inviteManagerSchema,
  managerParams,
  managerRoleSchema,
  transferSchema,
} from '../schemas/managers';
import type { MemorialKind } from '../services/memorial-access';
import {
  acceptInvitation,
  acceptInvitationById,
  cancelInvitation,
  changeManagerRole,
  inviteManager,
  listManagers,
  listMyInvitations,
  listSharedWithMe,
  offerTransfer,
  removeManager,
} from '../services/memorial-managers';
import { requestDeps } from './request-deps';

/**
 * 'Familia que ayuda' (docs/features/family-circle.md): a memorial's managers, invitations and hand-over, the same routes under
 * `/api/profiles/{id}` and `/api/family-profiles/{id}`. Who may call each is the services' decision
 * (services/memorial-access.ts): all but leaving are the owner's.
 */
function managersApiFor(kind: MemorialKind) {
  const idParams = kind === 'memorial' ? memorialIdParams : familyIdParams;
  const userParams = kind === 'memorial' ? managerParams : familyManagerParams;
  const inviteParams = kind === 'memorial' ? invitationParams : familyInvitationParams;
  const ref = (id: string) => ({ kind, id });
  return new Hono<AppEnv>()
    .use('/:id/managers/*', requireAuth)
    .use('/:id/managers', requireAuth)
    .use('/:id/invitations/*', requireAuth)
    .use('/:id/transfer', requireAuth)
    .get('/:id/managers', validate('param', idParams), async (c) =>
      c.json({ success: true as const, data: await listManagers(requestDeps(c), signedInUser(c), ref(c.req.valid('param').id)) }),
    )
    .post('/:id/managers', validate('param', idParams), validate('json', inviteManagerSchema), async (c) => {
      const data = await inviteManager(requestDeps(c), signedInUser(c), ref(c.req.valid('param').id), c.req.valid('json'));
      return c.json({ success: true as const, data }, 201);
    })
    .patch('/:id/managers/:userId', validate('param', userParams), validate('json', managerRoleSchema), async (c) => {
      const { id, userId } = c.req.valid('param');
      return c.json({
        success: true as const,
        data: await changeManagerRole(requestDeps(c), signedInUser(c), ref(id), userId, c.req.valid('json').role),
      });
    })
    .delete('/:id/managers/:userId', validate('param', userParams), async (c) => {
      const { id, userId } = c.req.valid('param');
      await removeManager(requestDeps(c), signedInUser(c), ref(id), userId);
      return c.json({ success: true as const, data: null });
    })
    .delete('/:id/invitations/:invitationId', validate('param', inviteParams), async (c) => {
      const { id, invitationId } = c.req.valid('param');
      await cancelInvitation(requestDeps(c), signedInUser(c), ref(id), invitationId);
      return c.json({ success: true as const, data: null });
    })
    .post('/:id/transfer', validate('param', idParams), validate('json', transferSchema), async (c) => {
      const data = await offerTransfer(requestDeps(c), signedInUser(c), ref(c.req.valid('param').id), c.req.valid('json'));
      return c.json({ success: true as const, data }, 201);
    });
}

export const profileManagersApi = managersApiFor('memorial');
export const familyManagersApi = managersApiFor('family');

/**
 * `/api/invitations`: accepting an e-mailed invitation (`{ token }`), or one listed on the dashboard by id; the
 * signed-in person's pending invitations and the memorials they help with ('Compartidos conmigo').
 */
export const invitationsApi = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', async (c) => c.json({ success: true as const, data: await listMyInvitations(requestDeps(c), signedInUser(c)) }))
  .get('/shared', async (c) => c.json({ success: true as const, data: await listSharedWithMe(requestDeps(c), signedInUser(c)) }))
  .post('/accept', validate('json', acceptInvitationSchema), async (c) =>
    c.json({ success: true as const, data: await acceptInvitation(requestDeps(c), signedInUser(c), c.req.valid('json').token) }),
  )
  .post('/:invitationId/accept', validate('param', invitationIdParams), async (c) =>
    c.json({
      success: true as const,
      data: await acceptInvitationById(requestDeps(c), signedInUser(c), c.req.valid('param').invitationId),
    }),
  );
