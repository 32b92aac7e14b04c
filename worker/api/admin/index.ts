import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireAdmin, signedInUser } from '../../middleware/roles';
import { toSessionUser } from '../../services/users';
import { adminOrdersApi } from './orders';
import { adminUsersApi } from './users';

/** The back-office API: every route behind the admin role, checked on the server (spec part 3 §6). */
export const adminApi = new Hono<AppEnv>()
  .use(requireAdmin)
  // The admin shell asks this first: success is what grants access to /admin.
  .get('/dashboard', async (c) =>
    c.json({ success: true as const, data: { user: await toSessionUser(c.get('db'), signedInUser(c)) } }),
  )
  .route('/orders', adminOrdersApi)
  .route('/users', adminUsersApi);
