import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { wompiKeys } from '../env';
import { listPublicSettings } from '../services/settings';
import { requestDeps } from './request-deps';

export const settingsApi = new Hono<AppEnv>().get('/', async (c) => {
  // Examples whose memorial was unpublished or deleted are left out: the landing never links to a gone page.
  const data = await listPublicSettings(requestDeps(c));
  // Beside the stored settings, whether Wompi's keys are configured (docs/features/payments.md): the payment step offers
  // 'Pagar en línea' only when it works.
  return c.json({ success: true, data, online_payments: { wompi: wompiKeys(c.get('config')) !== null } });
});
