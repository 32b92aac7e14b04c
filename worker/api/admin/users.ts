import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { signedInUser } from '../../middleware/roles';
import { validate } from '../../middleware/validation';
import { ADMIN_USER_MESSAGES, adminCreateUserSchema, adminListQuerySchema, adminUpdateUserSchema } from '../../schemas/admin-users';
import { userSearchQuerySchema } from '../../schemas/orders';
import {
  createAdminUser,
  deleteAdminUser,
  listAdminUsers,
  listUserMemorials,
  sendAdminPasswordReset,
  updateAdminUser,
} from '../../services/admin-users';
import { resetMfa } from '../../services/mfa-account';
import { searchUsers } from '../../services/users';
import { MFA_MESSAGES } from '../../schemas/mfa-texts';
import { requestDeps } from '../request-deps';
import { userIdParams } from '../../schemas/params';

/** 'Gestión de usuarios' (product §3.2, §3.7): who may change whom is decided in the service. */
export const adminUsersApi = new Hono<AppEnv>()
  .get('/search', validate('query', userSearchQuerySchema), async (c) =>
    c.json({ success: true as const, users: await searchUsers(requestDeps(c), c.req.valid('query').email) }),
  )
  .get('/', validate('query', adminListQuerySchema), async (c) => {
    const { data, pagination } = await listAdminUsers(requestDeps(c), c.req.valid('query'));
    return c.json({ success: true as const, data, pagination });
  })
  .post('/', validate('json', adminCreateUserSchema), async (c) => {
    const { user, message } = await createAdminUser(requestDeps(c), signedInUser(c), c.req.valid('json'));
    return c.json({ success: true as const, data: user, message }, 201);
  })
  .put('/:id', validate('param', userIdParams), validate('json', adminUpdateUserSchema), async (c) => {
    const { user, emailPendingAt } = await updateAdminUser(requestDeps(c), signedInUser(c), c.req.valid('param').id, c.req.valid('json'));
    const message = emailPendingAt === null ? ADMIN_USER_MESSAGES.updated : ADMIN_USER_MESSAGES.emailChangePending(emailPendingAt);
    return c.json({ success: true as const, data: user, message });
  })
  // 'Enviar enlace para restablecer la contraseña': the person chooses a new password from their own mailbox.
  .post('/:id/password-reset', validate('param', userIdParams), async (c) => {
    const { email } = await sendAdminPasswordReset(requestDeps(c), signedInUser(c), c.req.valid('param').id);
    return c.json({ success: true as const, message: ADMIN_USER_MESSAGES.passwordResetSent(email) });
  })
  .delete('/:id', validate('param', userIdParams), async (c) => {
    await deleteAdminUser(requestDeps(c), signedInUser(c), c.req.valid('param').id);
    return c.json({ success: true as const, message: ADMIN_USER_MESSAGES.deleted });
  })
  // A super administrator resets another account's second factor (a lost phone): audited, its sessions end.
  .delete('/:id/mfa', validate('param', userIdParams), async (c) => {
    await resetMfa(requestDeps(c), signedInUser(c), c.req.valid('param').id);
    return c.json({ success: true as const, message: MFA_MESSAGES.reset });
  })
  .get('/:id/profiles', validate('param', userIdParams), async (c) =>
    c.json({ success: true as const, data: await listUserMemorials(requestDeps(c), c.req.valid('param').id) }),
  );
