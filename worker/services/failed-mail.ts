import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { AppError, conflict, notFound } from '../errors';
import type { MailQueue } from '../mail/queued-mailer';
import { openMessage } from '../mail/seal';
import { MAIL_MESSAGES as M } from '../schemas/mail-texts';
import { auditInsertWhen } from './audit';
import type { UserRow } from './users';

/**
 * The back-office's failed messages (status 'failed': the queue gave up, or Resend refused them) and
 * 'Reintentar', which puts one back on the queue as it was to be sent, one-time links included: the dead-letter
 * consumer sealed it into the row under a key derived from the server secret (worker/mail/seal.ts). After 7 days
 * it is not resent (the longest link we send, an e-mail change's, lasts 7 days): the person asks for a new one.
 */
export const RETRY_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export type FailedMailDto = {
  id: string;
  to: string;
  subject: string;
  error: string | null;
  attempts: number;
  created_at: string;
  failed_at: string | null;
  /** Whether 'Reintentar' can send it: its message was kept (sealed) and is younger than 7 days. */
  can_retry: boolean;
};

const canRetry = (row: { sealedMessage: string | null; failedAt: string | null }, now: number) =>
  row.sealedMessage !== null && (row.failedAt === null || now - Date.parse(row.failedAt) < RETRY_WINDOW_MS);

/** The 50 newest failed messages (the index mail_outbox_status_created_idx). */
export async function listFailedMail(deps: { db: Db }): Promise<FailedMailDto[]> {
  const rows = await deps.db
    .select({
      id: mailOutbox.id,
      toEmail: mailOutbox.toEmail,
      subject: mailOutbox.subject,
      error: mailOutbox.error,
      attempts: mailOutbox.attempts,
      createdAt: mailOutbox.createdAt,
      failedAt: mailOutbox.failedAt,
      sealedMessage: mailOutbox.sealedMessage,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'failed'))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(50);
  const now = Date.now();
  return rows.map((row) => ({
    id: row.id,
    to: row.toEmail,
    subject: row.subject,
    error: row.error,
    attempts: row.attempts,
    created_at: row.createdAt,
    failed_at: row.failedAt,
    can_retry: canRetry(row, now),
  }));
}

export type RetryMailDeps = {
  db: Db;
  /** The mail queue's producer (the Worker's MAIL_QUEUE). */
  mailQueue: MailQueue | undefined;
  /** The server secret the dead letters are sealed under. */
  totpKey: () => Uint8Array;
  ipAddress: string | null;
};

/**
 * 'Reintentar': the failed message back on the queue, under the same row (so the same Idempotency-Key: if an
 * earlier attempt did reach Resend within 24 hours, it is not sent twice). Only one retry wins a double click:
 * the row moves from 'failed' to 'queued' in a guarded write, with its audit row in the same batch.
 */
export async function retryFailedMail(deps: RetryMailDeps, actor: UserRow, id: string): Promise<{ id: string; status: 'queued' }> {
  const { db } = deps;
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw notFound(M.notFound);
  if (row.status !== 'failed') throw conflict(M.notFailed);
  if (!row.sealedMessage) throw conflict(M.cannotRetry);
  if (!canRetry(row, Date.now())) throw conflict(M.expired);
  if (!deps.mailQueue) throw new AppError(502, M.queueFailed);
  const message = await openMessage(deps.totpKey(), id, row.sealedMessage);

  const marker = crypto.randomUUID();
  const [requeued] = await db.batch([
    db
      .update(mailOutbox)
      // The error says who is retrying until the consumer writes its own: the audit row below matches this write only.
      .set({ status: 'queued', error: `Reintento ${marker}`, failedAt: null, attempts: 0 })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
      .returning({ id: mailOutbox.id }),
    auditInsertWhen(
      db,
      {
        actorId: actor.id,
        action: 'mail.retried',
        entityType: 'mail',
        entityId: id,
        details: { subject: row.subject },
        ipAddress: deps.ipAddress,
      },
      sql`SELECT 1 FROM mail_outbox WHERE id = ${id} AND error = ${`Reintento ${marker}`}`,
    ),
  ]);
  if (requeued.length === 0) throw conflict(M.notFailed);

  try {
    await deps.mailQueue.send({ id, message }, { contentType: 'json' });
  } catch {
    await db
      .update(mailOutbox)
      .set({ status: 'failed', error: 'No se pudo poner en la cola', failedAt: new Date().toISOString() })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')));
    throw new AppError(502, M.queueFailed);
  }
  return { id, status: 'queued' };
}
