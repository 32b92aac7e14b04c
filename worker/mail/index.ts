import type { Db } from '../../db/client';
import { ConfigError } from '../env';
import { directMailer, type MailDelivery } from './delivery';
import { outboxDelivery } from './outbox';
import { resendDelivery } from './resend';
import type { MailConfig, Mailer } from './types';

export type { MailConfig, MailMessage, Mailer } from './types';
export { listOutbox, type OutboxEntry } from './outbox';
export { createQueuedMailer } from './queued-mailer';
export * from './templates';

/**
 * The delivery the configuration names: Resend in production, the local outbox only with LOCAL_DEV. Throws a
 * ConfigError for a configuration that can never deliver, so it fails loudly rather than accept registrations
 * whose e-mails can never leave.
 */
export function mailDelivery(config: MailConfig, db: Db, options: { fetchImpl?: typeof fetch; timeoutMs?: number } = {}): MailDelivery {
  if (config.transport === 'outbox') {
    // The outbox stores sign-in links in clear and /api/dev/outbox hands them out: never outside a developer's machine.
    if (!config.local)
      throw new ConfigError('MAIL_TRANSPORT=outbox solo funciona en local (LOCAL_DEV=true); en producción usa MAIL_TRANSPORT=resend');
    return outboxDelivery(db);
  }
  if (!config.resendApiKey)
    throw new ConfigError('MAIL_TRANSPORT=resend requiere el secreto RESEND_API_KEY (wrangler secret put RESEND_API_KEY)');
  if (!config.from.trim()) throw new ConfigError('MAIL_TRANSPORT=resend requiere un remitente (MAIL_FROM)');
  return resendDelivery({ apiKey: config.resendApiKey, from: config.from, ...options });
}

/** Delivery within the call, without the queue (./delivery.ts directMailer): the transports' tests, scripts. */
export function createMailer(config: MailConfig, db: Db, fetchImpl?: typeof fetch): Mailer {
  return directMailer(db, config.transport, mailDelivery(config, db, fetchImpl ? { fetchImpl } : {}));
}
