import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { withSafeHeaders } from './headers';
import type { Mailer, MailMessage } from './types';

export type OutboxEntry = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** The extra headers the message carried ({} for none). */
  headers: Record<string, string>;
  created_at: string;
};

/**
 * Local default: nothing leaves the machine. The message is kept so `GET /api/dev/outbox` and tests can
 * read it, and its links are printed so a developer running `npm start` can click them.
 */
export function createOutboxMailer(db: Db): Mailer {
  return {
    async send(unsafe: MailMessage) {
      const message = withSafeHeaders(unsafe);
      await db.insert(mailOutbox).values({
        toEmail: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        links: message.links,
        headers: message.headers ?? null,
        transport: 'outbox',
        status: 'sent',
        sentAt: new Date().toISOString(),
      });
      for (const link of message.links) console.info(`[correo] para ${message.to} — ${message.subject}: ${link}`);
    },
  };
}

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
    created_at: row.createdAt,
  }));
}
