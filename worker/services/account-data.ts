import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import {
  candles,
  familyProfiles,
  mailOutbox,
  mediaObjects,
  memorialProfiles,
  memories,
  orders as ordersTable,
  paymentEvents,
  reminderSubscriptions,
  remembranceSettings,
  sessions,
} from '../../db/schema';
import { mediaUrl } from '../media/keys';
import { POLICY_VERSION } from '../schemas/privacy-texts';
import { invitationsOfAccount, type AccountInvitations } from './account-invitations';
import { listOwnCouples, type CoupleMemorialDto } from './couple-memorials';
import { listOwnFamilies, type FamilyMemorialDto } from './family-memorials';
import { toMemoryDto, type MemoryDto } from './memories';
import { listUserOrders, type OrderDto } from './orders';
import { listOwnPlaques, type PlaqueDto } from './plaques';
import { listUserConsents, type ConsentDto } from './privacy-consents';
import { maskEmail } from './reminders';
import { choicesFrom } from './remembrance';
import { listOwnIndividualMemorials, type IndividualMemorialDto } from './individual-memorials';
import { getSiteSettings } from './settings';
import { normalizeEmail, type UserRow } from './users';

/**
 * 'Mis datos' → 'Descargar mis datos' (Ley 1581 de 2012, art. 8 a: the right to know the data held about oneself).
 * Everything this product keeps about one account, read only through that account's id: their account, orders
 * with the transfer data they sent, memorials with the memories visitors left on them, plaques with where to
 * send them, the couple pages assigned to them, their authorisations, sessions, uploads and the e-mails sent to
 * them. Never a password or token hash, and never another person's account.
 */
export type AccountExport = {
  format: 'recuerdos-eternos-mis-datos';
  format_version: 1;
  exported_at: string;
  policy_version: string;
  /** Who is responsible for the data (the footer's company and contact). */
  responsible: { company_name: string; email: string; phone: string; address: string };
  account: {
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    role: string;
    email_verified: boolean;
    is_active: boolean;
    has_password: boolean;
    created_at: string;
    updated_at: string;
  };
  orders: OrderDto[];
  /**
   * What the online payment gateway (Wompi) told us about their orders, summarised: the raw payload is the gateway's
   * technical document (signature, checksums, its own ids) and may name whoever paid, who is not always the account's
   * owner; the summary says every fact this product acts on.
   */
  payment_events: {
    order_id: string | null;
    gateway: string;
    reference: string | null;
    transaction_id: string | null;
    status: string | null;
    amount_in_cents: number | null;
    currency: string | null;
    outcome: string;
    received_at: string;
  }[];
  memorials: (IndividualMemorialDto & { memories: MemoryDto[] })[];
  family_memorials: (FamilyMemorialDto & { memories: MemoryDto[] })[];
  plaques: PlaqueDto[];
  couple_pages: CoupleMemorialDto[];
  privacy_consents: ConsentDto[];
  sessions: { created_at: string; expires_at: string; user_agent: string | null; ip_address: string | null }[];
  uploads: { url: string; kind: string; content_type: string; size: number; created_at: string }[];
  emails: { subject: string; status: string; created_at: string; sent_at: string | null }[];
  /** The remembrance dates each memorial keeps, and the owner's reminders and digest (docs/features/personal-data.md). */
  remembrance_settings: {
    memorial_profile_id: string | null;
    family_profile_id: string | null;
    kinds: Record<string, boolean>;
    owner_reminders: boolean;
    candle_digest: boolean;
  }[];
  /** The candles lit on their memorials, with the names visitors left for the family. */
  candles: {
    memorial_profile_id: string | null;
    family_profile_id: string | null;
    name: string | null;
    lit_on: string;
    created_at: string;
  }[];
  /** Who receives their memorials' reminders, masked as the dashboard shows them: the addresses are the visitors'. */
  reminder_subscribers: { memorial_profile_id: string | null; family_profile_id: string | null; email: string; confirmed_at: string }[];
  /**
   * Their own reminder subscriptions, to anyone's memorials: subscriptions are kept by e-mail address, not by
   * account, so every one under the account's address, confirmed or still waiting for its link.
   */
  reminder_subscriptions: {
    memorial_profile_id: string | null;
    family_profile_id: string | null;
    memorial_name: string | null;
    email: string;
    status: 'confirmed' | 'pending';
    created_at: string;
    confirmed_at: string | null;
  }[];
  /** 'Familia que ayuda': the invitations they sent (with each address) and those to their address, never a token. */
  invitations: AccountInvitations;
};

/**
 * Every memory left on the account's walls: public, waiting for approval or private (the owner sees them all).
 * Subqueries rather than lists of ids: D1 binds at most 100 parameters per statement.
 */
async function memoriesOnWallsOf(db: Db, userId: string): Promise<MemoryDto[]> {
  const rows = await db
    .select()
    .from(memories)
    .where(
      or(
        inArray(
          memories.memorialProfileId,
          db.select({ id: memorialProfiles.id }).from(memorialProfiles).where(eq(memorialProfiles.userId, userId)),
        ),
        inArray(
          memories.familyProfileId,
          db.select({ id: familyProfiles.id }).from(familyProfiles).where(eq(familyProfiles.userId, userId)),
        ),
      ),
    )
    .orderBy(desc(memories.createdAt), desc(memories.id));
  return rows.map(toMemoryDto);
}

export async function exportAccountData(deps: { db: Db; appUrl: string }, user: UserRow): Promise<AccountExport> {
  const { db } = deps;
  const [settings, orders, individuals, families, plaques, couples, consents, sessionRows, uploads, emails] = await Promise.all([
    getSiteSettings({ db }),
    listUserOrders({ db }, user),
    listOwnIndividualMemorials({ db }, user),
    listOwnFamilies({ db }, user),
    listOwnPlaques(deps, user),
    listOwnCouples({ db }, user),
    listUserConsents(db, user.id),
    db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        userAgent: sessions.userAgent,
        ipAddress: sessions.ipAddress,
      })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(desc(sessions.createdAt)),
    db
      .select({
        key: mediaObjects.key,
        kind: mediaObjects.kind,
        contentType: mediaObjects.contentType,
        size: mediaObjects.size,
        createdAt: mediaObjects.createdAt,
      })
      .from(mediaObjects)
      .where(and(eq(mediaObjects.ownerId, user.id), isNull(mediaObjects.variantOf)))
      .orderBy(asc(mediaObjects.createdAt)),
    // What was sent, not the bodies: they carry one-time links that must not sit in a downloaded file.
    db
      .select({ subject: mailOutbox.subject, status: mailOutbox.status, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.toEmail}) = ${user.email.toLowerCase()}`)
      .orderBy(desc(mailOutbox.createdAt)),
  ]);
  const received = await memoriesOnWallsOf(db, user.id);
  const events = await paymentEventsOf(db, user.id);
  const remembrance = await remembranceOf(db, user.id);
  const subscriptions = await ownSubscriptions(db, user.email);
  const invitations = await invitationsOfAccount(db, user);
  const { footer_info: footer } = settings;

  return {
    format: 'recuerdos-eternos-mis-datos',
    format_version: 1,
    exported_at: new Date().toISOString(),
    policy_version: POLICY_VERSION,
    responsible: { company_name: footer.company_name, email: footer.email, phone: footer.phone, address: footer.address },
    account: {
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      role: user.role,
      email_verified: user.emailVerified,
      is_active: user.isActive,
      has_password: user.passwordHash !== null,
      created_at: user.createdAt,
      updated_at: user.updatedAt,
    },
    orders,
    payment_events: events,
    memorials: individuals.map((memorial) => ({ ...memorial, memories: received.filter((m) => m.memorial_profile_id === memorial.id) })),
    family_memorials: families.map((family) => ({ ...family, memories: received.filter((m) => m.family_profile_id === family.id) })),
    plaques,
    couple_pages: couples,
    privacy_consents: consents,
    sessions: sessionRows.map((row) => ({
      created_at: row.createdAt,
      expires_at: row.expiresAt,
      user_agent: row.userAgent,
      ip_address: row.ipAddress,
    })),
    uploads: uploads.map((row) => ({
      url: mediaUrl(row.key),
      kind: row.kind,
      content_type: row.contentType,
      size: row.size,
      created_at: row.createdAt,
    })),
    emails: emails.map((row) => ({ subject: row.subject, status: row.status, created_at: row.createdAt, sent_at: row.sentAt })),
    ...remembrance,
    reminder_subscriptions: subscriptions,
    invitations,
  };
}

/** The gateway's events about the account's orders, newest first (a subquery: D1 binds at most 100 parameters). */
async function paymentEventsOf(db: Db, userId: string): Promise<AccountExport['payment_events']> {
  const rows = await db
    .select()
    .from(paymentEvents)
    .where(inArray(paymentEvents.orderId, db.select({ id: ordersTable.id }).from(ordersTable).where(eq(ordersTable.userId, userId))))
    .orderBy(desc(paymentEvents.receivedAt), desc(paymentEvents.id));
  return rows.map((row) => ({
    order_id: row.orderId,
    gateway: row.gateway,
    reference: row.reference,
    transaction_id: row.transactionId,
    status: row.transactionStatus,
    amount_in_cents: row.amountInCents,
    currency: row.currency,
    outcome: row.outcome,
    received_at: row.receivedAt,
  }));
}

/** The reminder subscriptions under `email` (stored lower-cased and trimmed), with the memorial's name. */
async function ownSubscriptions(db: Db, email: string): Promise<AccountExport['reminder_subscriptions']> {
  const rows = await db
    .select({
      memorialProfileId: reminderSubscriptions.memorialProfileId,
      familyProfileId: reminderSubscriptions.familyProfileId,
      memorialName: sql<string | null>`coalesce(${memorialProfiles.profileName}, ${familyProfiles.familyName})`,
      email: reminderSubscriptions.email,
      createdAt: reminderSubscriptions.createdAt,
      confirmedAt: reminderSubscriptions.confirmedAt,
    })
    .from(reminderSubscriptions)
    .leftJoin(memorialProfiles, eq(memorialProfiles.id, reminderSubscriptions.memorialProfileId))
    .leftJoin(familyProfiles, eq(familyProfiles.id, reminderSubscriptions.familyProfileId))
    .where(eq(reminderSubscriptions.email, normalizeEmail(email)))
    .orderBy(desc(reminderSubscriptions.createdAt));
  return rows.map((row) => ({
    memorial_profile_id: row.memorialProfileId,
    family_profile_id: row.familyProfileId,
    memorial_name: row.memorialName,
    email: row.email,
    status: row.confirmedAt ? ('confirmed' as const) : ('pending' as const),
    created_at: row.createdAt,
    confirmed_at: row.confirmedAt,
  }));
}

/** The remembrance side of the account's memorials: their choices, the candles lit and the confirmed subscribers. */
async function remembranceOf(
  db: Db,
  userId: string,
): Promise<Pick<AccountExport, 'remembrance_settings' | 'candles' | 'reminder_subscribers'>> {
  const theirs = (memorialColumn: AnySQLiteColumn, familyColumn: AnySQLiteColumn) =>
    or(
      inArray(memorialColumn, db.select({ id: memorialProfiles.id }).from(memorialProfiles).where(eq(memorialProfiles.userId, userId))),
      inArray(familyColumn, db.select({ id: familyProfiles.id }).from(familyProfiles).where(eq(familyProfiles.userId, userId))),
    );
  const [settings, lit, subscribers] = await Promise.all([
    db.select().from(remembranceSettings).where(theirs(remembranceSettings.memorialProfileId, remembranceSettings.familyProfileId)),
    db.select().from(candles).where(theirs(candles.memorialProfileId, candles.familyProfileId)).orderBy(desc(candles.createdAt)),
    db
      .select()
      .from(reminderSubscriptions)
      .where(
        and(
          theirs(reminderSubscriptions.memorialProfileId, reminderSubscriptions.familyProfileId),
          sql`${reminderSubscriptions.confirmedAt} IS NOT NULL`,
        ),
      ),
  ]);
  return {
    remembrance_settings: settings.map((row) => ({
      memorial_profile_id: row.memorialProfileId,
      family_profile_id: row.familyProfileId,
      kinds: choicesFrom(row),
      owner_reminders: row.ownerReminders,
      candle_digest: row.candleDigest,
    })),
    candles: lit.map((row) => ({
      memorial_profile_id: row.memorialProfileId,
      family_profile_id: row.familyProfileId,
      name: row.name,
      lit_on: row.litOn,
      created_at: row.createdAt,
    })),
    reminder_subscribers: subscribers.map((row) => ({
      memorial_profile_id: row.memorialProfileId,
      family_profile_id: row.familyProfileId,
      email: maskEmail(row.email),
      confirmed_at: row.confirmedAt ?? row.createdAt,
    })),
  };
}

/** 'mis-datos-recuerdos-eternos-2026-11-25.json': the company's name and the day, in Colombia. */
export function exportFileName(companyName: string, day: string): string {
  const slug = companyName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `mis-datos${slug ? `-${slug}` : ''}-${day}.json`;
}
