import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../middleware/validation';
import { adminListQuerySchema } from '../../schemas/admin-users';
import { listAdminMemorials } from '../../services/admin-memorials';
import { requestDeps } from '../request-deps';

/** Every memorial and family memorial, to find one for a customer who asks (GET /api/admin/memorial-profiles). */
export const adminMemorialsApi = new Hono<AppEnv>().get('/', validate('query', adminListQuerySchema), async (c) => {
  const { data, pagination } = await listAdminMemorials(requestDeps(c), c.req.valid('query'));
  return c.json({ success: true as const, data, pagination });
});
