import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, sqlIn, updatedAt, uuidPk } from './columns';
import { DELIVERY_KINDS, DELIVERY_STATUSES, type DeliveryKind, type DeliveryStatus } from './enums';
import { users } from './users';
import { eitherMemorial, exactlyOne } from './either-memorial';

/**
 * The owner's choices for one memorial's remembrance dates (worker/remembrance/choices.ts). No row means the
 * defaults: every kind on but Día de la Madre and Día del Padre, reminders to the owner and the candles'
 * digest on. `owner_unsubscribe_token` is drawn the first time a reminder goes to the owner: the one-click
 * link in it turns `owner_reminders` off without a session (RFC 8058).
 */
export const remembranceSettings = sqliteTable(
  'remembrance_settings',
  {
    id: uuidPk(),
    ...eitherMemorial(),
    novenario: flag('novenario', true),
    misaDeMes: flag('misa_de_mes', true),
    caboDeAno: flag('cabo_de_ano', true),
    aniversario: flag('aniversario', true),
    cumpleanos: flag('cumpleanos', true),
    fielesDifuntos: flag('fieles_difuntos', true),
    diaDeLaMadre: flag('dia_de_la_madre', false),
    diaDelPadre: flag('dia_del_padre', false),
    ownerReminders: flag('owner_reminders', true),
    candleDigest: flag('candle_digest', true),
    ownerUnsubscribeToken: text('owner_unsubscribe_token').unique(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('remembrance_settings_memorial_unique').on(t.memorialProfileId),
    uniqueIndex('remembrance_settings_family_unique').on(t.familyProfileId),
    check('remembrance_settings_one_memorial_check', exactlyOne(t.memorialProfileId, t.familyProfileId)),
  ],
);

/**
 * 'Encender una vela': one row per candle that counted. `lit_on` is the Colombian date it was lit. The visitor
 * is never stored: `visitor_hash` (SHA-256 of the date, the memorial and the client address) only makes a
 * second candle from the same address on the same day a conflict, and the daily clean-up blanks it once the
 * day is over. `name` is optional, shown only to the owner.
 */
export const candles = sqliteTable(
  'candles',
  {
    id: uuidPk(),
    ...eitherMemorial(),
    name: text('name'),
    litOn: text('lit_on').notNull(),
    visitorHash: text('visitor_hash').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('candles_memorial_idx').on(t.memorialProfileId, t.litOn),
    index('candles_family_idx').on(t.familyProfileId, t.litOn),
    index('candles_lit_on_idx').on(t.litOn),
    check('candles_one_memorial_check', exactlyOne(t.memorialProfileId, t.familyProfileId)),
    check('candles_name_check', sql`${t.name} IS NULL OR length(${t.name}) BETWEEN 1 AND 60`),
  ],
);

/**
 * 'Recibir recordatorios': a visitor's address for one memorial's dates. It receives nothing until the
 * confirmation link is opened (`confirmed_at`, double opt-in); the link's token is stored only as its SHA-256.
 * `unsubscribe_token` goes into every reminder (link and List-Unsubscribe header), so it is kept as it is: it
 * can only remove this row, which whoever reads the table could do anyway. Unsubscribing deletes the row.
 */
export const reminderSubscriptions = sqliteTable(
  'reminder_subscriptions',
  {
    id: uuidPk(),
    ...eitherMemorial(),
    /** Lower-cased and trimmed, so one address subscribes once per memorial however it is typed. */
    email: text('email').notNull(),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: text('confirm_expires_at'),
    confirmedAt: text('confirmed_at'),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    // SQLite treats NULLs as distinct: each index binds the rows of its own kind of memorial only.
    uniqueIndex('reminder_subscriptions_memorial_email_unique').on(t.memorialProfileId, t.email),
    uniqueIndex('reminder_subscriptions_family_email_unique').on(t.familyProfileId, t.email),
    index('reminder_subscriptions_pending_idx').on(t.confirmedAt, t.createdAt),
    check('reminder_subscriptions_one_memorial_check', exactlyOne(t.memorialProfileId, t.familyProfileId)),
  ],
);

/**
 * The sent-log of the daily job (worker/remembrance/daily-mail.ts): one row per e-mail it may send, under a
 * key naming the recipient, the memorial and the date, so the same message is never sent twice, however often
 * the job runs. A row is claimed ('sending') before the provider is called and becomes 'sent' or 'failed'; a
 * run claims only new keys and failed ones, so a run that died mid-send never repeats what it may have sent.
 */
export const remembranceDeliveries = sqliteTable(
  'remembrance_deliveries',
  {
    key: text('key').primaryKey(),
    kind: text('kind').$type<DeliveryKind>().notNull(),
    status: text('status').$type<DeliveryStatus>().notNull(),
    attempts: integer('attempts').notNull().default(1),
    /** The Colombian date the message is about (the remembrance date, or the digest's day). */
    occasionDate: text('occasion_date').notNull(),
    subscriptionId: text('subscription_id').references(() => reminderSubscriptions.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    claimedAt: text('claimed_at').notNull(),
    sentAt: text('sent_at'),
    error: text('error'),
  },
  (t) => [
    index('remembrance_deliveries_claimed_idx').on(t.claimedAt),
    check('remembrance_deliveries_kind_check', sql`${t.kind} IN (${sqlIn(DELIVERY_KINDS)})`),
    check('remembrance_deliveries_status_check', sql`${t.status} IN (${sqlIn(DELIVERY_STATUSES)})`),
  ],
);
