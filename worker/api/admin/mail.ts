import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { signedInUser } from '../../middleware/roles';
import { validate } from '../../middleware/validation';
import { mailIdParams } from '../../schemas/mail';
import { listFailedMail, retryFailedMail } from '../../services/failed-mail';
import { requestDeps } from '../request-deps';

/** The e-mails that did not leave (the mail queue's dead letters) and 'Reintentar' (worker/services/failed-mail.ts). */
export const adminMailApi = new Hono<AppEnv>()
  .get('/failed', async (c) => c.json({ success: true as const, data: await listFailedMail(requestDeps(c)) }))
  .post('/:id/retry', validate('param', mailIdParams), async (c) =>
    c.json({ success: true as const, data: await retryFailedMail(requestDeps(c), signedInUser(c), c.req.valid('param').id) }),
  );
