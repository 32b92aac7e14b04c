import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../middleware/validation';
import { userSearchQuerySchema } from '../../schemas/orders';
import { searchUsers } from '../../services/users';

export const adminUsersApi = new Hono<AppEnv>().get('/search', validate('query', userSearchQuerySchema), async (c) =>
  c.json({ success: true as const, users: await searchUsers(c.get('db'), c.req.valid('query').email) }),
);
