import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, sqlIn, textList, uuidPk } from './columns';
import { MAIL_STATUSES } from './enums';
import { users } from './users';

/** Every e-mail the product sends, kept whichever transport delivered it. */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: uuidPk(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    links: textList('links'),
    /** Extra headers the message carried (List-Unsubscribe, List-Unsubscribe-Post on reminders); null for none. */
    headers: text('headers', { mode: 'json' }).$type<Record<string, string>>(),
    transport: text('transport').notNull(),
    /** 'queued' until the queue's consumer delivers it ('sent'), or 'failed' once it reached the dead letters. */
    status: text('status').notNull().default('queued'),
    /** The last delivery failure, kept while the queue retries and after it gives up. */
    error: text('error'),
    /** Delivery attempts the consumer made (worker/mail/consumer.ts). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    sentAt: text('sent_at'),
    /** When the message reached the dead letters (status 'failed'). */
    failedAt: text('failed_at'),
    /**
     * A failed message as it was to be sent, one-time links included, sealed (AES-GCM, worker/mail/seal.ts) under
     * a key derived from a server secret, so 'Reintentar' can send it again; cleared once sent or expired.
     */
    sealedMessage: text('sealed_message'),
  },
  (t) => [
    index('mail_outbox_to_created_idx').on(sql`lower(${t.toEmail})`, t.createdAt),
    // The back-office's list of failed messages, newest first.
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt),
    check('mail_outbox_status_check', sql`${t.status} IN (${sqlIn(MAIL_STATUSES)})`),
  ],
);

/** Who changed what: order verifications, role changes, deletions. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: uuidPk(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>(),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt), index('audit_log_created_idx').on(t.createdAt)],
);

/** Fixed-window counters for rate limits (login attempts, e-mails, visits, likes), keyed by purpose and client. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: integer('window_start').notNull(),
});

/**
 * How many times each public page's edge copies were purged (worker/edge-cache/). A cached copy remembers
 * the versions it was rendered under and is served only while they are current, so a purge made in one
 * data centre reaches every other one, which the Cache API alone (one cache per data centre) cannot do.
 * `scope` is a page's path, or '*' for what every public page shows (the footer). `version` is the last
 * purge's time in seconds (see bumpVersions), so it only rises, and a row is never deleted.
 */
export const edgeCacheVersions = sqliteTable('edge_cache_versions', {
  scope: text('scope').primaryKey(),
  version: integer('version').notNull().default(0),
  purgedAt: text('purged_at').notNull(),
});
