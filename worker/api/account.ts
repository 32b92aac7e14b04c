import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import { accountOwner, requireAuth, signedInUser } from '../middleware/roles';
import { sessionCookieName } from '../middleware/session';
import { validate } from '../middleware/validation';
import { ACCOUNT_MESSAGES, deleteAccountSchema } from '../schemas/account';
import { exportAccountData, exportFileName } from '../services/account-data';
import { deleteOwnAccount } from '../services/account-deletion';
import { todayInColombia } from '../services/time';
import { requestDeps } from './request-deps';

/**
 * 'Mis datos' (Ley 1581 de 2012): the signed-in person downloads everything the product holds about them, or
 * deletes their account. Only ever their own: both read the account from the session, never from the request.
 */
export const accountApi = new Hono<AppEnv>()
  .use(requireAuth)
  // A plain link in the dashboard: the file downloads before any script runs, and is never kept by a cache.
  .get('/export', async (c) => {
    const data = await exportAccountData(requestDeps(c), signedInUser(c));
    const filename = exportFileName(data.responsible.company_name, todayInColombia());
    return c.body(JSON.stringify(data, null, 2), 200, {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    });
  })
  .delete('/', validate('json', deleteAccountSchema), async (c) => {
    // The account's real role, not the powers of this session: an administrator who has not given (or enrolled)
    // the second factor acts as a customer elsewhere, but is still an administrator whose account only a
    // super administrator deletes.
    const report = await deleteOwnAccount(requestDeps(c), accountOwner(c), c.req.valid('json').password);
    deleteCookie(c, sessionCookieName(c.req.url), { path: '/', secure: new URL(c.req.url).protocol === 'https:' });
    c.header('cache-control', 'no-store');
    return c.json({ success: true as const, data: report, message: ACCOUNT_MESSAGES.deleted });
  });
