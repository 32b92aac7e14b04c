import { headerValue } from './headers';
import type { MailDelivery, DeliveryResult } from './delivery';
import type { MailMessage } from './types';

export const RESEND_ENDPOINT = 'https://api.resend.com/emails';

/** A hung provider must not hold the consumer (and its batch) open indefinitely: the queue retries it later. */
export const RESEND_TIMEOUT_MS = 10_000;

export type ResendOptions = { apiKey: string; from: string; fetchImpl?: typeof fetch; timeoutMs?: number };

/** What the stored copy says instead of a one-time link: the record must not be a way into the account. */
export const REDACTED_LINK = '[enlace omitido]';

export function redact(text: string, links: string[]): string {
  return links.reduce((result, link) => result.split(link).join(REDACTED_LINK), text);
}

/**
 * Answers Resend gives that a later attempt cannot change (a malformed request, an unverified domain, a bad key):
 * the message goes to the dead letters at once instead of being retried for hours. 408, 409 (the same
 * Idempotency-Key still in flight) and 429 (rate limit) are worth retrying, like any 5xx.
 */
const permanent = (status: number) => status >= 400 && status < 500 && ![408, 409, 429].includes(status);

/**
 * Production's delivery: one POST to Resend per message, with the outbox row's id as `Idempotency-Key`, so a
 * retry (the queue's at-least-once delivery, a 'Reintentar') within Resend's 24 hours never sends it twice.
 * The function reads `fetchImpl` when it sends, not when it is made (tests swap the global fetch).
 */
export function resendDelivery({ apiKey, from, fetchImpl, timeoutMs = RESEND_TIMEOUT_MS }: ResendOptions): MailDelivery {
  return {
    async deliver(id: string, message: MailMessage): Promise<DeliveryResult> {
      const send = fetchImpl ?? globalThis.fetch;
      try {
        const response = await send(RESEND_ENDPOINT, {
          method: 'POST',
          headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json', 'Idempotency-Key': id },
          body: JSON.stringify({
            from: headerValue(from),
            to: [message.to],
            subject: message.subject,
            html: message.html,
            text: message.text,
            ...(message.headers ? { headers: message.headers } : {}),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.ok) return { ok: true };
        // Resend explains rejections (unverified domain, bad key) in the body; cap it so a proxy's HTML page stays small.
        const detail = (await response.text().catch(() => '')).slice(0, 500);
        return {
          ok: false,
          permanent: permanent(response.status),
          error: `Resend respondió ${response.status}${detail ? `: ${detail}` : ''}`,
        };
      } catch (cause) {
        return { ok: false, permanent: false, error: `Resend no respondió: ${cause instanceof Error ? cause.message : String(cause)}` };
      }
    },
  };
}
