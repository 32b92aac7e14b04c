import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { notFound } from '../errors';
import { listOutbox } from '../mail/outbox';
import { setMailOutage } from '../mail/outage';
import { mailOutageSchema, outboxQuerySchema } from '../schemas/mail';
import { registerLocalWompiTransaction, setLocalWompiOutage } from '../payments/local-wompi-transactions';
import { localWompiOutageSchema, localWompiTransactionSchema } from '../schemas/local-wompi';
import { clearRateLimits } from '../services/rate-limit';
import { validate } from '../middleware/validation';
import { runDailyQuerySchema } from '../schemas/remembrance';
import { runDailyJob } from '../services/daily-job';
import { requestDeps } from './request-deps';

/**
 * Developer conveniences that exist only on a developer's machine (LOCAL_DEV=true) while e-mail goes to the
 * local outbox. Without the local switch every path here is a plain 404, whatever MAIL_TRANSPORT says.
 */
export const devApi = new Hono<AppEnv>()
  .use(async (c, next) => {
    const config = c.get('config');
    if (!config.LOCAL_DEV || config.MAIL_TRANSPORT !== 'outbox') throw notFound();
    await next();
  })
  .get('/outbox', validate('query', outboxQuerySchema), async (c) => {
    const data = await listOutbox(c.get('db'), c.req.valid('query').to);
    return c.json({ success: true as const, data });
  })
  // The local provider's outage: while on, the outbox transport fails every delivery and the mail queue retries
  // (worker/mail/outage.ts); off, the next retry delivers. Each message's `status` in /outbox shows where it stands.
  .post('/mail-outage', validate('json', mailOutageSchema), async (c) => {
    const { on } = c.req.valid('json');
    await setMailOutage(c.get('db'), on);
    return c.json({ success: true as const, data: { on } });
  })
  // What the local stand-in for Wompi's API reports about a transaction (worker/payments/local-wompi-transactions.ts):
  // a Wompi event about it pays or fails its order only once registered here, as Wompi's own API would confirm it.
  .post('/wompi/transactions', validate('json', localWompiTransactionSchema), async (c) => {
    const transaction = c.req.valid('json');
    await registerLocalWompiTransaction(c.get('db'), transaction);
    return c.json({ success: true as const, data: transaction }, 201);
  })
  // While on, the local stand-in answers nothing: the events route answers 503, as when Wompi's API is down.
  .post('/wompi/outage', validate('json', localWompiOutageSchema), async (c) => {
    const { on } = c.req.valid('json');
    await setLocalWompiOutage(c.get('db'), on);
    return c.json({ success: true as const, data: { on } });
  })
  // After changing the local D1 by hand (wrangler d1 execute, a re-seed): no kept public page is served again.
  .post('/edge-cache/purge', async (c) => {
    await requestDeps(c).pages.purgeEverything();
    return c.json({ success: true as const, data: null });
  })
  // Locally every browser test comes from a handful of addresses: each test file starts with the counters at zero
  // (tests/e2e/setup-limits.ts), so the limits stay as production has them and no file spends another's allowance.
  .post('/rate-limits/reset', async (c) => {
    await clearRateLimits(c.get('db'));
    return c.json({ success: true as const, data: null });
  })
  // The daily job as of any Colombian date (its mail is about that day; the clean-up counts from the real clock).
  .post('/run-daily', validate('query', runDailyQuerySchema), async (c) => {
    const data = await runDailyJob(requestDeps(c), { date: c.req.valid('query').date });
    return c.json({ success: true as const, data });
  });
