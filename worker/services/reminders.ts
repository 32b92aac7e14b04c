import { and, count, desc, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { memorialPhrase } from '../schemas/family-name';
import type { Db } from '../../db/client';
import { privacyConsents, reminderSubscriptions, remembranceSettings } from '../../db/schema';
import { reminderConfirmationMessage } from '../mail/remembrance-templates';
import type { Mailer } from '../mail/types';
import { badRequest, notFound, tooManyRequests } from '../errors';
import { log } from '../log';
import { POLICY_VERSION } from '../schemas/privacy-texts';
import { CONFIRMATION_DAYS, REMEMBRANCE_MESSAGES as M, REMEMBRANCE_PAGE_SIZE, type ReminderInput } from '../schemas/remembrance';
import { paginate, type Pagination } from './pagination';
import { hitRateLimit } from './rate-limit';
import {
  findRemembranceMemorial,
  managedMemorial,
  pagePathOf,
  publishedMemorial,
  readChoices,
  targetOf,
  type RemembranceTarget,
} from './remembrance';
import { dayAfter, nextRemembranceDates } from '../remembrance/rules';
import { DAY, HOUR, todayInColombia } from './time';
import { generateToken, hashToken } from './tokens';
import type { UserRow } from './users';
import { assertTargetOpen, type AccessPasses } from './visibility';

/** Enough coming dates for the confirmation's few lines once the novenario's first eight days are left out. */
const CONFIRMATION_UPCOMING = 16;

/**
 * `defer` hands the confirmation e-mail to the Worker's `waitUntil`, so the answer never waits for the mail
 * provider (whose delay would tell a new or pending address from a confirmed one); without it (tests, scripts)
 * the e-mail is awaited.
 */
export type ReminderDeps = {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  ipAddress: string;
  defer?: (task: Promise<void>) => void;
  passes?: AccessPasses;
};

/** A subscriber as the owner sees them: the address masked (see maskEmail), and since when. */
export type SubscriberDto = { id: string; email: string; confirmed_at: string };

/**
 * One address asks for at most 10 subscriptions an hour (a family at a grave shares a network), and one mailbox
 * gets at most 3 confirmation requests a day, so nobody can make the product mail a stranger repeatedly.
 */
const PER_CLIENT = { limit: 10, windowMs: HOUR };
const PER_EMAIL = { limit: 3, windowMs: DAY };

/**
 * The mailbox an address delivers to, for the per-address cap: lower-cased, without a `+tag` (every provider
 * that supports sub-addressing drops it), and for Gmail without the dots Gmail ignores, googlemail.com being
 * gmail.com. So name+1@, name+2@ and n.a.m.e@gmail.com share one cap. Only the cap: the subscription keeps the
 * address as it was typed (lower-cased).
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

export const confirmationPath = (token: string) => `/recordatorios/confirmar?token=${token}`;
export const unsubscribePagePath = (token: string) => `/recordatorios/baja?token=${token}`;
/** RFC 8058's one-click address (List-Unsubscribe): a POST unsubscribes without a session or a page. */
export const oneClickPath = (token: string) => `/api/reminders/unsubscribe?token=${token}`;

const onMemorial = (target: RemembranceTarget): SQL =>
  target.kind === 'memorial'
    ? eq(reminderSubscriptions.memorialProfileId, target.id)
    : eq(reminderSubscriptions.familyProfileId, target.id);

/**
 * 'Recibir recordatorios' (POST /api/reminders, 202 whatever the address's state, so nobody can learn whether an
 * address is subscribed). A confirmed address gets nothing new; a pending or new one gets a fresh confirmation
 * link (single use, stored as its SHA-256, 7 days) and its authorisation is stored with it (purpose
 * 'recordatorios'). Nothing else is ever sent to an address that did not open that link (double opt-in).
 *
 * The work is the same whatever the address's state, so the answer's timing tells nothing either: the same token
 * drawn and hashed, the same statements (one upsert that leaves a confirmed row alone, and the authorisation
 * written only where that upsert wrote the new hash, in one batch), and the e-mail handed to `defer` (after the
 * answer) or, for a confirmed address, an empty task handed over the same way.
 */
export async function requestReminders(deps: ReminderDeps, input: ReminderInput, now: number = Date.now()): Promise<void> {
  const { db, ipAddress: client } = deps;
  const allowed = await Promise.all([
    hitRateLimit(db, `reminder:client:${client}`, PER_CLIENT, now),
    hitRateLimit(db, `reminder:email:${mailboxOf(input.email)}`, PER_EMAIL, now),
  ]);
  if (allowed.includes(false)) throw tooManyRequests(M.tooManyReminderRequests);
  const target = targetOf(input);
  const memorial = await publishedMemorial(db, target);
  // A private memorial's reminders are for who gave its code (the e-mail names the person).
  await assertTargetOpen(deps, target);
  // Read whatever the address's state (the same statements every time): the confirmation names the coming dates.
  const choices = await readChoices(db, target);

  const token = generateToken();
  const tokenHash = hashToken(token);
  const nowIso = new Date(now).toISOString();
  const confirm = { confirmTokenHash: tokenHash, confirmExpiresAt: new Date(now + CONFIRMATION_DAYS * DAY).toISOString() };
  const [written] = await db.batch([
    db
      .insert(reminderSubscriptions)
      .values({
        id: crypto.randomUUID(),
        memorialProfileId: target.kind === 'memorial' ? target.id : null,
        familyProfileId: target.kind === 'family' ? target.id : null,
        email: input.email,
        unsubscribeToken: generateToken(),
        createdAt: nowIso,
        ...confirm,
      })
      .onConflictDoUpdate({
        target:
          target.kind === 'memorial'
            ? [reminderSubscriptions.memorialProfileId, reminderSubscriptions.email]
            : [reminderSubscriptions.familyProfileId, reminderSubscriptions.email],
        set: confirm,
        // A confirmed address keeps its row as it is: no new link, no new authorisation.
        setWhere: isNull(reminderSubscriptions.confirmedAt),
      })
      .returning({ id: reminderSubscriptions.id }),
    // The columns follow privacy_consents' order: id, purpose, version, accepted_at, ip, user, memory, plaque, reminder.
    db.insert(privacyConsents).select(sql`
      SELECT ${crypto.randomUUID()}, 'recordatorios', ${POLICY_VERSION}, ${nowIso}, ${client}, NULL, NULL, NULL, ${reminderSubscriptions.id}
      FROM ${reminderSubscriptions} WHERE ${reminderSubscriptions.confirmTokenHash} = ${tokenHash}`),
  ]);
  const pageUrl = `${deps.appUrl}${pagePathOf(memorial)}`;
  const mail =
    written.length > 0
      ? deps.mailer
          .send(
            reminderConfirmationMessage({
              to: input.email,
              memorialName: memorialPhrase(memorial.target.kind, memorial.name),
              link: `${deps.appUrl}${confirmationPath(token)}`,
              pageUrl,
              // The dates actually coming, in the memorial's public view.
              upcoming: nextRemembranceDates(memorial.subject, choices, dayAfter(todayInColombia(now)), CONFIRMATION_UPCOMING),
            }),
          )
          .catch((error: unknown) => log.error('reminder_mail_failed', error))
      : Promise.resolve();
  if (deps.defer) deps.defer(mail);
  else await mail;
}

/**
 * `already_confirmed`: the link had confirmed the subscription before (opened again, it says so instead of failing).
 * `memorial_kind` lets a text put a family's name after 'a' with its article ('recordar a la familia Gómez').
 */
export type ConfirmedReminder = {
  memorial_name: string;
  memorial_kind: 'memorial' | 'family';
  page_path: string;
  already_confirmed: boolean;
};

async function confirmedAnswer(
  db: Db,
  row: typeof reminderSubscriptions.$inferSelect,
  alreadyConfirmed: boolean,
): Promise<ConfirmedReminder> {
  const memorial = await findRemembranceMemorial(
    db,
    targetOf({ memorial_profile_id: row.memorialProfileId, family_profile_id: row.familyProfileId }),
    'public',
  );
  return {
    memorial_name: memorial?.name ?? '',
    memorial_kind: memorial?.target.kind ?? 'memorial',
    page_path: memorial ? pagePathOf(memorial) : '/',
    already_confirmed: alreadyConfirmed,
  };
}

/**
 * Opens the confirmation link: one guarded UPDATE confirms (once, before it expires). The hash stays on the
 * confirmed row, so the same link opened again finds it and answers that the subscription is already confirmed
 * (200, nothing written); a re-subscription never touches a confirmed row, so the hash cannot be reused for another.
 * 400 for any other link (unknown, expired, replaced by a newer one, or of a subscriber who left).
 */
export async function confirmReminders(deps: { db: Db }, token: string, now: number = Date.now()): Promise<ConfirmedReminder> {
  const { db } = deps;
  const nowIso = new Date(now).toISOString();
  const tokenHash = hashToken(token);
  const [row] = await db
    .update(reminderSubscriptions)
    .set({ confirmedAt: nowIso, confirmExpiresAt: null })
    .where(
      and(
        eq(reminderSubscriptions.confirmTokenHash, tokenHash),
        isNull(reminderSubscriptions.confirmedAt),
        gt(reminderSubscriptions.confirmExpiresAt, nowIso),
      ),
    )
    .returning();
  if (row) return confirmedAnswer(db, row, false);
  const confirmed = await confirmedByLink(db, tokenHash);
  if (confirmed) return confirmedAnswer(db, confirmed, true);
  throw badRequest(M.confirmLinkInvalid);
}

const confirmedByLink = async (db: Db, tokenHash: string) =>
  (
    await db
      .select()
      .from(reminderSubscriptions)
      .where(and(eq(reminderSubscriptions.confirmTokenHash, tokenHash), isNotNull(reminderSubscriptions.confirmedAt)))
      .limit(1)
  )[0];

/**
 * What a confirmation link is, read without writing (the page shows it before its button): waiting for the
 * button, already confirmed (with the memorial), or no longer any use.
 */
export async function reminderLinkState(
  deps: { db: Db },
  token: string,
  now: number = Date.now(),
): Promise<{ state: 'pending' } | { state: 'confirmed'; confirmed: ConfirmedReminder } | { state: 'invalid' }> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(reminderSubscriptions)
    .where(eq(reminderSubscriptions.confirmTokenHash, hashToken(token)))
    .limit(1);
  if (row?.confirmedAt) return { state: 'confirmed', confirmed: await confirmedAnswer(db, row, true) };
  if (row?.confirmExpiresAt && row.confirmExpiresAt > new Date(now).toISOString()) return { state: 'pending' };
  return { state: 'invalid' };
}

/** Deletes subscriptions matched by `where`, their authorisations kept as anonymous proof (address blanked). */
function removeSubscriptions(db: Db, where: SQL) {
  const ids = db.select({ id: reminderSubscriptions.id }).from(reminderSubscriptions).where(where);
  return [
    db.update(privacyConsents).set({ ipAddress: null }).where(inArray(privacyConsents.reminderSubscriptionId, ids)),
    db.delete(reminderSubscriptions).where(where).returning({ id: reminderSubscriptions.id }),
  ] as const;
}

export type Unsubscribed = 'subscriber' | 'owner' | 'none';

/**
 * The unsubscribe link (the page's button and RFC 8058's one-click POST): a subscriber's row is deleted with its
 * address (what they gave is gone); the owner's token turns the owner's reminders off for that memorial. A token
 * already used finds nothing, which is the same outcome: no more reminders.
 */
export async function unsubscribeReminders(deps: { db: Db }, token: string): Promise<Unsubscribed> {
  const { db } = deps;
  const [, removed] = await db.batch(removeSubscriptions(db, eq(reminderSubscriptions.unsubscribeToken, token)));
  if (removed.length > 0) return 'subscriber';
  const [owner] = await db
    .update(remembranceSettings)
    .set({ ownerReminders: false, updatedAt: new Date().toISOString() })
    .where(eq(remembranceSettings.ownerUnsubscribeToken, token))
    .returning({ id: remembranceSettings.id });
  return owner ? 'owner' : 'none';
}

/**
 * 'ma***@gmail.com'. The owner sees subscribers masked: enough to recognise a relative and remove an address,
 * without handing the family the e-mail addresses visitors gave this product (Ley 1581: they authorised
 * reminders, not disclosure; the product, not the family, writes to them).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 2 ? 2 : 1)}***${email.slice(at)}`;
}

/** The owner's list: confirmed subscribers only (a pending address never agreed to anything), newest first. */
export async function listSubscribers(
  deps: { db: Db },
  actor: UserRow,
  target: RemembranceTarget,
  page: number,
): Promise<{ data: SubscriberDto[]; pagination: Pagination }> {
  const { db } = deps;
  // The subscribers' (masked) addresses are third parties' data: the owner's to see, and support's.
  await managedMemorial(db, actor, target, 'owner', { admin: true });
  const where = and(onMemorial(target), isNotNull(reminderSubscriptions.confirmedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reminderSubscriptions)
      .where(where)
      .orderBy(desc(reminderSubscriptions.confirmedAt), desc(reminderSubscriptions.id))
      .limit(REMEMBRANCE_PAGE_SIZE)
      .offset((page - 1) * REMEMBRANCE_PAGE_SIZE),
    db.select({ n: count() }).from(reminderSubscriptions).where(where),
  ]);
  return {
    data: rows.map((row) => ({ id: row.id, email: maskEmail(row.email), confirmed_at: row.confirmedAt ?? row.createdAt })),
    pagination: paginate(page, REMEMBRANCE_PAGE_SIZE, total?.n ?? 0),
  };
}

/** The owner removes a subscriber: the same as the subscriber unsubscribing. 404 for anyone else's. */
export async function removeSubscriber(deps: { db: Db }, actor: UserRow, id: string): Promise<void> {
  const { db } = deps;
  const [row] = await db.select().from(reminderSubscriptions).where(eq(reminderSubscriptions.id, id)).limit(1);
  if (!row) throw notFound(M.subscriberNotFound);
  try {
    await managedMemorial(
      db,
      actor,
      targetOf({ memorial_profile_id: row.memorialProfileId, family_profile_id: row.familyProfileId }),
      'owner',
      { admin: true },
    );
  } catch {
    throw notFound(M.subscriberNotFound);
  }
  await db.batch(removeSubscriptions(db, eq(reminderSubscriptions.id, id)));
}
