import { sql } from 'drizzle-orm';
import { check, index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { isoNow, sqlIn, uuidPk } from './columns';
import { PRIVACY_CONSENT_PURPOSES, type PrivacyConsentPurpose } from './enums';
import { memories } from './memories';
import { plaques } from './plaques';
import { reminderSubscriptions } from './remembrance';
import { users } from './users';

/**
 * Proof of each authorisation to process personal data (Decreto 1377 de 2013, compiled in Decreto 1074 de 2015:
 * the responsible party keeps proof of it). Written in the same batch as the account, memory or delivery address
 * it authorises. When what it points at is deleted the row stays, unlinked (set null) and without its address,
 * as anonymous proof that the authorisation was given under that policy version on that date.
 */
export const privacyConsents = sqliteTable(
  'privacy_consents',
  {
    id: uuidPk(),
    purpose: text('purpose').$type<PrivacyConsentPurpose>().notNull(),
    /** The policy the person accepted (POLICY_VERSION when the request was made). */
    policyVersion: text('policy_version').notNull(),
    acceptedAt: text('accepted_at').notNull().default(isoNow),
    /** The client address the authorisation came from: part of the proof, blanked when the account goes. */
    ipAddress: text('ip_address'),
    /** The account that gave it ('registro', 'entrega_placa'); a visitor leaving a memory has none. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    memoryId: text('memory_id').references(() => memories.id, { onDelete: 'set null' }),
    plaqueId: text('plaque_id').references(() => plaques.id, { onDelete: 'set null' }),
    /** 'recordatorios': the reminder subscription it authorised (unlinked, its address blanked, on unsubscribing). */
    reminderSubscriptionId: text('reminder_subscription_id').references(() => reminderSubscriptions.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('privacy_consents_user_idx').on(t.userId),
    index('privacy_consents_memory_idx').on(t.memoryId),
    index('privacy_consents_plaque_idx').on(t.plaqueId),
    index('privacy_consents_reminder_idx').on(t.reminderSubscriptionId),
    check('privacy_consents_purpose_check', sql`${t.purpose} IN (${sqlIn(PRIVACY_CONSENT_PURPOSES)})`),
  ],
);
