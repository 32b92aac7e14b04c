import { d1Db, type Db } from '../../db/client';
import { parseEnv, totpEncryptionKey, type AppConfig } from '../env';
import { consumeDeadMailBatch, consumeMailBatch, type MailConsumerDeps, type MailQueueBatch } from './consumer';
import { mailDelivery } from './index';
import { MAIL_DEAD_LETTER_QUEUE_NAME } from './job';
import type { MailConfig } from './types';

/** The mail settings of the Worker's variables. */
export function mailConfig(config: AppConfig): MailConfig {
  return { transport: config.MAIL_TRANSPORT, from: config.MAIL_FROM, resendApiKey: config.RESEND_API_KEY, local: config.LOCAL_DEV };
}

/** The key dead letters are sealed under, or null without TOTP_ENCRYPTION_KEY (they then cannot be resent). */
export function mailSealKey(config: AppConfig): Uint8Array | null {
  try {
    return totpEncryptionKey(config);
  } catch {
    return null;
  }
}

/**
 * What the consumers need, from the Worker's bindings and a database. `options` lets the API tests hand a fake
 * Resend and a short timeout to the real consumer.
 */
export function mailConsumerDeps(
  bindings: unknown,
  db: Db,
  options: { fetchImpl?: typeof fetch; timeoutMs?: number } = {},
): MailConsumerDeps {
  const config = parseEnv(bindings);
  return { db, delivery: mailDelivery(mailConfig(config), db, options), sealKey: mailSealKey(config), local: config.LOCAL_DEV };
}

/** Dispatches a batch to the consumer of the queue it came from. */
export async function consumeMailQueue(queueName: string, batch: MailQueueBatch, deps: MailConsumerDeps): Promise<void> {
  if (queueName === MAIL_DEAD_LETTER_QUEUE_NAME) await consumeDeadMailBatch(batch, deps);
  else await consumeMailBatch(batch, deps);
}

/** The Worker's `queue` handler (worker/index.ts): the mail queue and its dead letters. */
export const queue: ExportedHandlerQueueHandler<Env> = async (batch, env) => {
  await consumeMailQueue(batch.queue, batch, mailConsumerDeps(env, d1Db(env.DB)));
};
