import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { directMailer, type DeliveryResult, type MailDelivery } from './delivery';
import { LOCAL_OUTAGE_ERROR, mailOutageOn } from './outage';
import type { Mailer, MailMessage } from './types';

/** A message's delivery state: only a 'sent' message has been delivered. */
export type OutboxStatus = 'queued' | 'sent' | 'failed';

export type OutboxEntry = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** The extra headers the message carried ({} for none). */
  headers: Record<string, string>;
  /** 'queued' until the queue's consumer delivered it, 'sent' once it did, 'failed' once it gave up. */
  status: OutboxStatus;
  /** The last delivery failure, if any. */
  error: string | null;
  created_at: string;
};

/**
 * Local default: nothing leaves the machine. The row (recorded with its links in clear) is the message; delivering
 * it prints its links, so a developer running `npm start` can click them. While the local outage is on
 * (POST /api/dev/mail-outage) every delivery fails, as a provider that is down would.
 */
export function outboxDelivery(db: Db): MailDelivery {
  return {
    async deliver(_id: string, message: MailMessage): Promise<DeliveryResult> {
      if (await mailOutageOn(db)) return { ok: false, permanent: false, error: LOCAL_OUTAGE_ERROR };
      for (const link of message.links) console.info(`[correo] para ${message.to} — ${message.subject}: ${link}`);
      return { ok: true };
    },
  };
}

/** The local outbox without the queue: recorded and delivered within the call (tests of what a service e-mails). */
export function createOutboxMailer(db: Db): Mailer {
  return directMailer(db, 'outbox', outboxDelivery(db));
}

const STATUSES: readonly string[] = ['queued', 'sent', 'failed'] satisfies OutboxStatus[];
const asStatus = (status: string): OutboxStatus => (STATUSES.includes(status) ? (status as OutboxStatus) : 'queued');

/** The latest 50 messages for one address, newest first; addresses compare case-insensitively as people type them. */
export async function listOutbox(db: Db, to: string): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    // lower(to_email) matches the expression index mail_outbox_to_created_idx.
    .where(eq(sql`lower(${mailOutbox.toEmail})`, to.trim().toLowerCase()))
    // created_at has millisecond resolution; rowid keeps insertion order among messages of the same instant.
    .orderBy(desc(mailOutbox.createdAt), desc(sql`rowid`))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    to: row.toEmail,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    links: row.links,
    headers: row.headers ?? {},
    status: asStatus(row.status),
    error: row.error,
    created_at: row.createdAt,
  }));
}
