import { z } from 'zod';
import type { MailMessage } from './types';

/**
 * What travels on the mail queue: the outbox row's id (the delivery's Idempotency-Key, stable across retries) and
 * the whole message, one-time links included (Queues are internal to the account; the row keeps them redacted).
 */
export type MailJob = { id: string; message: MailMessage };

export const mailJobSchema = z.object({
  id: z.string().min(1),
  message: z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    links: z.array(z.string()),
    headers: z.record(z.string(), z.string()).optional(),
  }),
});

/** A queue message may hold 128 KB; a little room is left for the envelope. */
export const MAX_JOB_BYTES = 120_000;

export function jobBytes(job: MailJob): number {
  return new TextEncoder().encode(JSON.stringify(job)).byteLength;
}

/** The queues' names as wrangler.toml creates them (`wrangler queues create …`, docs/operations.md). */
export const MAIL_QUEUE_NAME = 'memorial-qr-mail';
export const MAIL_DEAD_LETTER_QUEUE_NAME = 'memorial-qr-mail-dead';
