import type { Db } from '../../db/client';
import { ConfigError } from '../env';
import { createOutboxMailer } from './outbox';
import { createResendMailer } from './resend';
import type { MailConfig, Mailer } from './types';

export type { MailConfig, MailMessage, Mailer } from './types';
export { listOutbox, type OutboxEntry } from './outbox';
export * from './templates';

export function createMailer(config: MailConfig, db: Db, fetchImpl?: typeof fetch): Mailer {
  if (config.transport === 'outbox') {
    // The outbox stores sign-in links in clear and /api/dev/outbox hands them out: never outside a developer's machine.
    if (!config.local) throw new ConfigError('MAIL_TRANSPORT=outbox solo funciona en local (LOCAL_DEV=true); en producción usa MAIL_TRANSPORT=resend');
    return createOutboxMailer(db);
  }
  // Fail loudly rather than accept registrations whose e-mails can never leave.
  if (!config.resendApiKey) throw new ConfigError('MAIL_TRANSPORT=resend requiere el secreto RESEND_API_KEY (wrangler secret put RESEND_API_KEY)');
  if (!config.from.trim()) throw new ConfigError('MAIL_TRANSPORT=resend requiere un remitente (MAIL_FROM)');
  return createResendMailer(db, { apiKey: config.resendApiKey, from: config.from, fetchImpl });
}
