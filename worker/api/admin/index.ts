import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireAdmin, signedInUser } from '../../middleware/roles';
import { ADMIN_ROOM } from '../../realtime/live';
import { getAdminStats } from '../../services/admin-stats';
import { joinRoom } from '../live';
import { toSessionUser } from '../../services/users';
import { adminCouplesApi } from './couples';
import { adminMemorialsApi } from './memorials';
import { adminOrdersApi } from './orders';
import { adminPlaquesApi } from './plaques';
import { adminPackagesApi, adminSettingsApi } from './settings';
import { requestDeps } from '../request-deps';
import { adminUsersApi } from './users';
import { adminPaymentEventsApi } from './payment-events';
import { adminMailApi } from './mail';

/** The back-office's own routes (the typed client reaches them apart from the larger areas below). */
export const adminShellApi = new Hono<AppEnv>()
  // The admin shell asks this first: success is what grants access to /admin.
  .get('/dashboard', async (c) => c.json({ success: true as const, data: { user: await toSessionUser(requestDeps(c), signedInUser(c)) } }))
  // The back-office's live channel: notices that users, orders or memorials changed.
  .get('/live', (c) => joinRoom(c, c.env.ADMIN_ROOMS, ADMIN_ROOM))
  .get('/stats', async (c) => c.json({ success: true as const, data: await getAdminStats(requestDeps(c)) }));

/** The back-office API: every route behind the admin role, checked on the server (product §3.6). */
export const adminApi = new Hono<AppEnv>()
  .use(requireAdmin)
  .route('/', adminShellApi)
  .route('/orders', adminOrdersApi)
  .route('/payment-events', adminPaymentEventsApi)
  .route('/mail', adminMailApi)
  .route('/users', adminUsersApi)
  .route('/memorial-profiles', adminMemorialsApi)
  .route('/couple-profiles', adminCouplesApi)
  .route('/plaques', adminPlaquesApi)
  .route('/settings', adminSettingsApi)
  .route('/packages', adminPackagesApi);
