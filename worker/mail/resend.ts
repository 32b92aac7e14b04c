import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { headerValue, withSafeHeaders } from './headers';
import type { Mailer, MailMessage } from './types';

export const RESEND_ENDPOINT = 'https://api.resend.com/emails';

/** A hung provider must not hold the user's request (and the Worker's wall clock) open indefinitely. */
const TIMEOUT_MS = 10_000;

export type ResendOptions = { apiKey: string; from: string; fetchImpl?: typeof fetch };

/** What the stored copy says instead of a one-time link: the record must not be a way into the account. */
export const REDACTED_LINK = '[enlace omitido]';

function redact(text: string, links: string[]): string {
  return links.reduce((result, link) => result.split(link).join(REDACTED_LINK), text);
}

/**
 * Production transport. The row is written as 'queued' before the call so a message is on record even if
 * the isolate dies mid-request; it then becomes 'sent' or 'failed'. The record keeps who, what and when but
 * never the one-time links (anyone who can read the table could sign in with them). Failures throw: only
 * the caller knows whether a lost e-mail should fail its request.
 */
export function createResendMailer(db: Db, { apiKey, from, fetchImpl = globalThis.fetch }: ResendOptions): Mailer {
  return {
    async send(unsafe: MailMessage) {
      // Subject, recipient and extra headers on one line each before they are stored or sent (./headers.ts).
      const message = withSafeHeaders(unsafe);
      const [row] = await db
        .insert(mailOutbox)
        .values({
          toEmail: message.to,
          subject: message.subject,
          textBody: redact(message.text, message.links),
          htmlBody: redact(message.html, message.links),
          links: [],
          headers: message.headers ? Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [name, redact(value, message.links)])) : null,
          transport: 'resend',
          status: 'queued',
        })
        .returning({ id: mailOutbox.id });
      const id = row?.id;
      if (!id) throw new Error('No se pudo registrar el correo en mail_outbox');

      const error = await post(fetchImpl, apiKey, headerValue(from), message);
      await db
        .update(mailOutbox)
        .set(error ? { status: 'failed', error } : { status: 'sent', sentAt: new Date().toISOString() })
        .where(eq(mailOutbox.id, id));
      if (error) throw new Error(error);
    },
  };
}

/** Returns the failure as text (kept in the row and thrown), or null when Resend accepted the message. */
async function post(fetchImpl: typeof fetch, apiKey: string, from: string, message: MailMessage): Promise<string | null> {
  try {
    const response = await fetchImpl(RESEND_ENDPOINT, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        from,
        to: [message.to],
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.headers ? { headers: message.headers } : {}),
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) return null;
    // Resend explains rejections (unverified domain, bad key) in the body; cap it so a proxy's HTML page stays small.
    const detail = (await response.text().catch(() => '')).slice(0, 500);
    return `Resend respondió ${response.status}${detail ? `: ${detail}` : ''}`;
  } catch (cause) {
    return `Resend no respondió: ${cause instanceof Error ? cause.message : String(cause)}`;
  }
}
