import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { redact } from './resend';
import { sealMessage } from './seal';
import { withSafeHeaders } from './headers';
import { sellerOnce, withSellerFoot } from './seller-foot';
import type { Mailer, MailMessage } from './types';

/** One attempt's outcome: `permanent` failures (a refused request) are not worth another attempt. */
export type DeliveryResult = { ok: true } | { ok: false; error: string; permanent: boolean };

/** What actually hands a message to the world (Resend) or to the developer (the local outbox). */
export interface MailDelivery {
  deliver(id: string, message: MailMessage): Promise<DeliveryResult>;
}

export type MailTransportName = 'outbox' | 'resend';

/**
 * The message's record in mail_outbox, 'queued', before anything is sent, so a message is on record even if
 * nothing else happens. Resend's record keeps who, what and when but never the one-time links (anyone who can
 * read the table could sign in with them); the local outbox keeps them, since /api/dev/outbox hands them out.
 * `message` has passed withSafeHeaders.
 */
export async function recordMail(db: Db, transport: MailTransportName, message: MailMessage): Promise<string> {
  const clear = transport === 'outbox';
  const hide = (text: string) => (clear ? text : redact(text, message.links));
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toEmail: message.to,
      subject: message.subject,
      textBody: hide(message.text),
      htmlBody: hide(message.html),
      links: clear ? message.links : [],
      headers: message.headers ? Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [name, hide(value)])) : null,
      transport,
      status: 'queued',
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('No se pudo registrar el correo en mail_outbox');
  return row.id;
}

/** The row's delivery state, or null when the row is gone (the account was deleted, the clean-up removed it). */
export async function mailState(db: Db, id: string): Promise<{ status: string; attempts: number } | null> {
  const [row] = await db.select({ status: mailOutbox.status, attempts: mailOutbox.attempts }).from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

/** Delivered: 'sent', the error and any sealed copy gone. */
export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: new Date().toISOString(),
      error: null,
      failedAt: null,
      sealedMessage: null,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(eq(mailOutbox.id, id));
}

/** One more failed attempt; the row stays 'queued' while the queue retries (never touches a row already sent). */
export async function markAttemptFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ error, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(eq(mailOutbox.id, id), ne(mailOutbox.status, 'sent')));
}

/**
 * Given up: 'failed', with the reason, for the back-office to list. With a key, the whole message is sealed into
 * the row so 'Reintentar' can send it again as it was (its one-time links included); without one it cannot be.
 */
export async function markDead(
  db: Db,
  id: string,
  message: MailMessage | null,
  error: string | null,
  sealKey: Uint8Array | null,
): Promise<void> {
  const sealed = message && sealKey ? await sealMessage(sealKey, id, message) : null;
  await db
    .update(mailOutbox)
    .set({
      status: 'failed',
      failedAt: new Date().toISOString(),
      sealedMessage: sealed,
      ...(error ? { error } : { error: sql`coalesce(${mailOutbox.error}, 'Se agotaron los reintentos')` }),
    })
    .where(and(eq(mailOutbox.id, id), ne(mailOutbox.status, 'sent')));
}

/**
 * Delivery within the call, without the queue: the message is recorded, delivered once, and the row becomes
 * 'sent' or 'failed' (the failure throws). What the queue's consumer does for one message, for code with no queue
 * to hand (the transports' tests, a service's test); the Worker sends through createQueuedMailer.
 */
export function directMailer(db: Db, transport: MailTransportName, delivery: MailDelivery): Mailer {
  const seller = sellerOnce(db);
  return {
    async send(unsafe) {
      // Subject, recipient and extra headers on one line each before they are stored or sent (./headers.ts);
      // the seller's identity in the foot (./seller-foot.ts).
      const message = withSellerFoot(withSafeHeaders(unsafe), await seller());
      const id = await recordMail(db, transport, message);
      const result = await delivery.deliver(id, message);
      if (result.ok) return markSent(db, id);
      await markAttemptFailed(db, id, result.error);
      await markDead(db, id, null, result.error, null);
      throw new Error(result.error);
    },
  };
}
