import type { Db } from '../../db/client';
import { createOutboxMailer } from './outbox';
import { createResendMailer } from './resend';
import type { MailConfig, Mailer } from './types';

export type { MailConfig, MailMessage, Mailer } from './types';
export { listOutbox, type OutboxEntry } from './outbox';
export * from './templates';

export function createMailer(config: MailConfig, db: Db, fetchImpl?: typeof fetch): Mailer {
  if (config.transport === 'outbox') return createOutboxMailer(db);
  // Fail loudly rather than accept registrations whose e-mails can never leave.
  if (!config.resendApiKey) throw new Error('MAIL_TRANSPORT=resend requiere RESEND_API_KEY');
  if (!config.from.trim()) throw new Error('MAIL_TRANSPORT=resend requiere un remitente (MAIL_FROM)');
  return createResendMailer(db, { apiKey: config.resendApiKey, from: config.from, fetchImpl });
}
