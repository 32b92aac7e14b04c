import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { clientAddress } from '../middleware/client';

/** The public origin links in e-mails point to: APP_URL when configured, else the request's own. */
export function appUrl(c: Context<AppEnv>): string {
  return c.get('config').APP_URL ?? new URL(c.req.url).origin;
}

/** What services that send mail and write the audit log need from a request. */
export function serviceDeps(c: Context<AppEnv>) {
  return { db: c.get('db'), mailer: c.get('mailer'), appUrl: appUrl(c), ipAddress: clientAddress(c) };
}
