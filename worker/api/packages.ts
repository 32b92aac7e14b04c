import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { listActivePackages } from '../services/packages';
import { requestDeps } from './request-deps';

export const packagesApi = new Hono<AppEnv>().get('/', async (c) => {
  const data = await listActivePackages(requestDeps(c));
  return c.json({ success: true, data });
});
