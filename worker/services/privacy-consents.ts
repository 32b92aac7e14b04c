import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { privacyConsents } from '../../db/schema';
import type { PrivacyConsentPurpose } from '../../db/schema/enums';
import { POLICY_VERSION } from '../schemas/privacy-texts';

/** One authorisation: what for, from which address, and what it belongs to. */
export type ConsentEntry = {
  purpose: PrivacyConsentPurpose;
  ipAddress: string | null;
  userId?: string | null;
  memoryId?: string | null;
  plaqueId?: string | null;
  reminderSubscriptionId?: string | null;
};

/** A stored authorisation as 'Mis datos' hands it over. */
export type ConsentDto = {
  purpose: PrivacyConsentPurpose;
  policy_version: string;
  accepted_at: string;
  ip_address: string | null;
  plaque_id: string | null;
};

/**
 * The consent row as a statement, for the batch that writes what it authorises: the record and its proof are
 * stored together or not at all. The version is the server's, the one the pages show.
 */
export function consentInsert(db: Db, entry: ConsentEntry) {
  return db.insert(privacyConsents).values({
    purpose: entry.purpose,
    policyVersion: POLICY_VERSION,
    acceptedAt: new Date().toISOString(),
    ipAddress: entry.ipAddress,
    userId: entry.userId ?? null,
    memoryId: entry.memoryId ?? null,
    plaqueId: entry.plaqueId ?? null,
    reminderSubscriptionId: entry.reminderSubscriptionId ?? null,
  });
}

/**
 * The consent row of a guarded change, for the same batch: written only when `changed` (a `SELECT 1 …` matching
 * what the change wrote) finds a row, so a refused update leaves no proof of an authorisation that was not used.
 */
export function consentInsertWhen(db: Db, entry: ConsentEntry, changed: SQL) {
  // The columns follow privacy_consents' order: id, purpose, version, accepted_at, ip, user, memory, plaque, reminder.
  return db.insert(privacyConsents).select(sql`
    SELECT ${crypto.randomUUID()}, ${entry.purpose}, ${POLICY_VERSION}, ${new Date().toISOString()}, ${entry.ipAddress},
      ${entry.userId ?? null}, ${entry.memoryId ?? null}, ${entry.plaqueId ?? null}, ${entry.reminderSubscriptionId ?? null}
    WHERE EXISTS (${changed})`);
}

/** Forgets an account's consents, for a sign-up undone before it existed (its e-mail could not be sent). */
export function deleteConsentsOf(db: Db, userId: string) {
  return db.delete(privacyConsents).where(eq(privacyConsents.userId, userId));
}

export async function listUserConsents(db: Db, userId: string): Promise<ConsentDto[]> {
  const rows = await db.select().from(privacyConsents).where(eq(privacyConsents.userId, userId)).orderBy(desc(privacyConsents.acceptedAt));
  return rows.map((row) => ({
    purpose: row.purpose,
    policy_version: row.policyVersion,
    accepted_at: row.acceptedAt,
    ip_address: row.ipAddress,
    plaque_id: row.plaqueId,
  }));
}
