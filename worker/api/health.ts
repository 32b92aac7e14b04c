import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { errorEnvelope } from '../middleware/errors';
import { checkDatabase } from '../services/health';
import { requestDeps } from './request-deps';

export const healthApi = new Hono<AppEnv>().get('/', async (c) => {
  const database = await checkDatabase(requestDeps(c));
  const body = { status: database.ok ? 'ok' : 'degraded', database };
  if (!database.ok) return c.json(errorEnvelope('La base de datos no responde', 'DATABASE_UNAVAILABLE', { data: body }), 503);
  return c.json({ success: true, data: body });
});
