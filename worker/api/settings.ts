import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { listSettings } from '../services/settings';

export const settingsApi = new Hono<AppEnv>().get('/', async (c) => {
  const data = await listSettings(c.get('db'));
  return c.json({ success: true, data });
});
