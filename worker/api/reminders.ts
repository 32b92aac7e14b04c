import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireAuth, signedInUser } from '../middleware/roles';
import { validate } from '../middleware/validation';
import { confirmReminderSchema, memorialPageQuerySchema, reminderInputSchema, unsubscribeQuerySchema } from '../schemas/remembrance';
import {
  confirmReminders,
  listSubscribers,
  removeSubscriber,
  requestReminders,
  unsubscribePagePath,
  unsubscribeReminders,
} from '../services/reminders';
import { targetOf } from '../services/remembrance';
import { requestDeps } from './request-deps';
import { subscriberIdParams } from '../schemas/params';

/**
 * 'Recibir recordatorios' (docs/features/remembrance.md). Visitors ask with their e-mail and the authorisation (always 202, so no
 * address can be probed), confirm from the e-mailed link (double opt-in), and leave with one click: the
 * `List-Unsubscribe` address answers a POST (RFC 8058) without a session or a page, and a person who opens it in
 * a browser is sent to the page with the button. The owner (or an administrator) lists and removes subscribers.
 */
export const remindersApi = new Hono<AppEnv>()
  .post('/', validate('json', reminderInputSchema), async (c) => {
    await requestReminders(requestDeps(c), c.req.valid('json'));
    return c.json({ success: true as const, data: null }, 202);
  })
  .post('/confirm', validate('json', confirmReminderSchema), async (c) => {
    const data = await confirmReminders(requestDeps(c), c.req.valid('json').token);
    return c.json({ success: true as const, data });
  })
  // The body a mail provider sends (List-Unsubscribe=One-Click) is not needed: the token says who.
  .post('/unsubscribe', validate('query', unsubscribeQuerySchema), async (c) => {
    const removed = await unsubscribeReminders(requestDeps(c), c.req.valid('query').token);
    return c.json({ success: true as const, data: { unsubscribed: removed !== 'none' } });
  })
  .get('/unsubscribe', validate('query', unsubscribeQuerySchema), (c) => {
    c.header('Cache-Control', 'no-store');
    return c.redirect(unsubscribePagePath(c.req.valid('query').token), 303);
  })
  .use(requireAuth)
  .get('/subscribers', validate('query', memorialPageQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { data, pagination } = await listSubscribers(requestDeps(c), signedInUser(c), targetOf(query), query.page);
    return c.json({ success: true as const, data, pagination });
  })
  .delete('/subscribers/:id', validate('param', subscriberIdParams), async (c) => {
    await removeSubscriber(requestDeps(c), signedInUser(c), c.req.valid('param').id);
    return c.json({ success: true as const, data: null });
  });
