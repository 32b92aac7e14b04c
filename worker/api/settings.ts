import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { listPublicSettings } from '../services/settings';
import { requestDeps } from './request-deps';

export const settingsApi = new Hono<AppEnv>().get('/', async (c) => {
  // Examples whose memorial was unpublished or deleted are left out: the landing never links to a gone page.
  const data = await listPublicSettings(requestDeps(c));
  return c.json({ success: true, data });
});
