import type { Db } from '../../db/client';
import { log } from '../log';
import { markAttemptFailed, markDead, markSent, mailState, type MailDelivery } from './delivery';
import { mailJobSchema, type MailJob } from './job';

/**
 * The mail queue's consumers (wrangler.toml `[[queues.consumers]]`, dispatched by worker/mail/queue-handler.ts).
 *
 * The main consumer delivers each message once: a row already 'sent' (the queue delivers at least once) or gone
 * (the account was deleted) is acknowledged without sending; a delivery that fails is retried with a growing
 * delay, the row staying 'queued' with the error; a refusal no attempt can change goes to the dead letters at once.
 * After `max_retries` the queue moves the message to the dead-letter queue, whose consumer marks the row 'failed'
 * and seals the message into it for the back-office's 'Reintentar'.
 */
export type MailConsumerDeps = {
  db: Db;
  delivery: MailDelivery;
  /** The server secret dead letters are sealed under (worker/mail/seal.ts); null when none is configured. */
  sealKey: Uint8Array | null;
  /** A developer's machine: short retry delays, so a message arrives within seconds of the outage's end. */
  local: boolean;
};

/** A queue message as the consumers read it (Cloudflare's `Message`, or the API tests' in-memory queue). */
export type MailQueueMessage = Pick<Message<unknown>, 'body' | 'attempts' | 'ack' | 'retry'>;
export type MailQueueBatch = { readonly messages: readonly MailQueueMessage[] };

/**
 * Seconds before the next attempt, after `attempts` deliveries (1 for the first): 30 s doubling to an hour in
 * production (with wrangler.toml's 20 retries, about 14 hours in all before the dead letters, inside the 24 hours
 * Resend remembers an Idempotency-Key); 1 s doubling to 10 s on a developer's machine (about three minutes in all),
 * so a message reaches the outbox within seconds of the local outage's end.
 */
export function retryDelaySeconds(attempts: number, local: boolean): number {
  const step = Math.max(0, attempts - 1);
  return local ? Math.min(2 ** step, 10) : Math.min(30 * 2 ** step, 3600);
}

function readJob(message: MailQueueMessage): MailJob | null {
  const parsed = mailJobSchema.safeParse(message.body);
  if (parsed.success) return parsed.data;
  // Nothing can ever deliver it: dropped, loudly.
  log.error('mail_job_malformed', new Error('Mensaje de la cola de correo sin la forma esperada'));
  message.ack();
  return null;
}

/** One message at a time: Resend limits requests per second, and a batch holds at most ten. */
export async function consumeMailBatch(batch: MailQueueBatch, deps: MailConsumerDeps): Promise<void> {
  for (const message of batch.messages) {
    const job = readJob(message);
    if (job) await consumeOne(message, job, deps);
  }
}

async function consumeOne(message: MailQueueMessage, job: MailJob, deps: MailConsumerDeps): Promise<void> {
  const delaySeconds = retryDelaySeconds(message.attempts, deps.local);
  try {
    const state = await mailState(deps.db, job.id);
    if (!state || state.status === 'sent') {
      message.ack();
      return;
    }
    const result = await deps.delivery.deliver(job.id, job.message);
    if (result.ok) {
      // Should this write fail, the retry sends again under the same Idempotency-Key: Resend does not repeat it.
      await markSent(deps.db, job.id);
      message.ack();
      return;
    }
    await markAttemptFailed(deps.db, job.id, result.error);
    if (result.permanent) {
      await markDead(deps.db, job.id, job.message, result.error, deps.sealKey);
      log.warn('mail_refused', { mail: job.id, attempts: message.attempts });
      message.ack();
      return;
    }
    log.warn('mail_retry', { mail: job.id, attempts: message.attempts, delay_seconds: delaySeconds });
    message.retry({ delaySeconds });
  } catch (error) {
    // D1 or the runtime failed, not the provider: the queue tries again.
    log.error('mail_consumer_failed', error, { mail: job.id, attempts: message.attempts });
    message.retry({ delaySeconds });
  }
}

/** The dead letters: each row becomes 'failed', its message sealed for 'Reintentar' (unless it was sent meanwhile). */
export async function consumeDeadMailBatch(batch: MailQueueBatch, deps: Pick<MailConsumerDeps, 'db' | 'sealKey' | 'local'>): Promise<void> {
  for (const message of batch.messages) {
    const job = readJob(message);
    if (!job) continue;
    try {
      await markDead(deps.db, job.id, job.message, null, deps.sealKey);
      log.warn('mail_dead_letter', { mail: job.id });
      message.ack();
    } catch (error) {
      log.error('mail_dead_letter_failed', error, { mail: job.id });
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts, deps.local) });
    }
  }
}
