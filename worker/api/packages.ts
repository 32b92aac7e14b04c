import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { listActivePackages } from '../services/packages';

export const packagesApi = new Hono<AppEnv>().get('/', async (c) => {
  const data = await listActivePackages(c.get('db'));
  return c.json({ success: true, data });
});
