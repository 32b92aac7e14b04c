import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { ConfigError } from '../env';
import { recordMail } from './delivery';
import { withSafeHeaders } from './headers';
import { jobBytes, MAX_JOB_BYTES, type MailJob } from './job';
import { sellerOnce, withSellerFoot } from './seller-foot';
import type { MailConfig, Mailer } from './types';

/** The producer side of the mail queue, as the Worker's binding (or a test's queue) offers it. */
export type MailQueue = Pick<Queue<MailJob>, 'send'>;

/**
 * The Worker's mailer: `send` records the message ('queued') and puts it on the mail queue, then returns; the
 * queue's consumer delivers it (worker/mail/consumer.ts), retrying while the provider fails. So a request that
 * causes an e-mail answers at once, whatever the provider is doing. `send` throws only when the message cannot
 * be recorded or queued (the caller decides whether that fails its request), or for a configuration that can
 * never deliver (checked here, so a misconfigured production fails the sign-up instead of queueing in vain).
 */
export function createQueuedMailer(config: MailConfig, db: Db, queue: MailQueue | undefined): Mailer {
  const seller = sellerOnce(db);
  return {
    async send(unsafe) {
      if (config.transport === 'outbox' && !config.local) {
        throw new ConfigError('MAIL_TRANSPORT=outbox solo funciona en local (LOCAL_DEV=true); en producción usa MAIL_TRANSPORT=resend');
      }
      if (config.transport === 'resend' && !config.resendApiKey) {
        throw new ConfigError('MAIL_TRANSPORT=resend requiere el secreto RESEND_API_KEY (wrangler secret put RESEND_API_KEY)');
      }
      if (!queue) throw new ConfigError('Falta la cola de correo: el binding MAIL_QUEUE de wrangler.toml ([[queues.producers]])');
      const message = withSellerFoot(withSafeHeaders(unsafe), await seller());
      // Checked before the row is written: an oversized message is a programming error, never a queued row.
      if (jobBytes({ id: crypto.randomUUID(), message }) > MAX_JOB_BYTES)
        throw new Error(`Correo demasiado grande para la cola (más de ${MAX_JOB_BYTES} bytes)`);
      const id = await recordMail(db, config.transport, message);
      try {
        await queue.send({ id, message }, { contentType: 'json' });
      } catch (cause) {
        const error = `No se pudo poner en la cola: ${cause instanceof Error ? cause.message : String(cause)}`;
        await db.update(mailOutbox).set({ status: 'failed', error, failedAt: new Date().toISOString() }).where(eq(mailOutbox.id, id));
        throw new Error(error, { cause });
      }
    },
  };
}
