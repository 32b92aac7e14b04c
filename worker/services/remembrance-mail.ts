import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { familyPhrase, memorialPhrase } from '../schemas/family-name';
import { log } from '../log';
import type { Db } from '../../db/client';
import {
  candles,
  familyMembers,
  familyProfiles,
  memorialProfiles,
  reminderSubscriptions,
  remembranceDeliveries,
  remembranceSettings,
  users,
} from '../../db/schema';
import type { DeliveryKind } from '../../db/schema/enums';
import { candleDigestMessage, remembranceReminderMessage, type DigestMemorial, type ReminderNotice } from '../mail/remembrance-templates';
import type { Mailer, MailMessage } from '../mail/types';
import { addDays, formatDay, parseDay } from '../remembrance/day-math';
import { remembranceDatesBetween, type RemembranceDate, type RemembranceSubject, type RemembranceTarget } from '../remembrance/rules';
import { choicesFrom, fromFamily, fromMemorial, pagePathOf, type RemembranceMemorial } from './remembrance';
import { oneClickPath, unsubscribePagePath } from './reminders';
import { generateToken } from './tokens';
import { loggedText } from '../log-error';
import { planGatheringReminders } from './gathering-mail';
import { planContractReminders } from './contract-mail';

export type RemembranceMailDeps = { db: Db; mailer: Mailer; appUrl: string };

/** What one run did, logged as one `remembrance_mail` line. */
export type RemembranceMailReport = {
  date: string;
  reminders_sent: number;
  digests_sent: number;
  failed: number;
  /** Messages already sent, in flight, or failed too often: left alone. */
  skipped: number;
  /** Messages past this run's budget: the next run (the same day's second trigger) takes them. */
  deferred: number;
};

/**
 * At most this many sends per run: each is one call to the provider plus a few D1 writes, and a run must stay
 * well inside a Worker invocation's limits. The rest wait for the next run of the same day (a second Cron
 * Trigger), which skips what is already sent.
 */
export const SENDS_PER_RUN = 100;
/** A failed send is tried again by the next runs, three times in all: then an address that bounces rests. */
export const MAX_ATTEMPTS = 3;
/** Reminded three days ahead of these (time to arrange a mass); the rest only on the day. */
const AHEAD_KINDS = new Set(['cabo_de_ano', 'fieles_difuntos']);
const AHEAD_DAYS = 3;
/** D1 binds at most 100 parameters per statement. */
const CHUNK = 90;

type Recipient = {
  key: string;
  email: string;
  name: string | null;
  unsubscribeToken: string;
  kind: 'owner' | 'subscriber';
  subscriptionId: string | null;
  userId: string | null;
};

/** One e-mail the job may send, under the sent-log key that makes it once-only. */
export type Planned = {
  key: string;
  kind: DeliveryKind;
  occasionDate: string;
  subscriptionId: string | null;
  userId: string | null;
  message: () => Promise<MailMessage>;
};

type MemorialForMail = {
  target: RemembranceTarget;
  slug: string;
  name: string;
  ownerId: string;
  /** The owner's view (every date) and the public one (without what the family hid): subscribers get the latter. */
  ownerSubject: RemembranceSubject;
  publicSubject: RemembranceSubject;
};

/** A memorial with both views of its dates: everything for its owner, and what visitors may see for subscribers. */
const forMail = (owner: RemembranceMemorial, visitors: RemembranceMemorial): MemorialForMail => ({
  target: owner.target,
  slug: owner.slug,
  name: owner.name,
  ownerId: owner.ownerId,
  ownerSubject: owner.subject,
  publicSubject: visitors.subject,
});

async function publishedMemorials(db: Db): Promise<MemorialForMail[]> {
  const [individuals, families] = await Promise.all([
    db.select().from(memorialProfiles).where(eq(memorialProfiles.isPublished, true)),
    db.select().from(familyProfiles).where(eq(familyProfiles.isPublished, true)),
  ]);
  const members = families.length
    ? await db
        .select()
        .from(familyMembers)
        .where(
          inArray(
            familyMembers.familyProfileId,
            db.select({ id: familyProfiles.id }).from(familyProfiles).where(eq(familyProfiles.isPublished, true)),
          ),
        )
        .orderBy(asc(familyMembers.displayOrder), asc(familyMembers.createdAt))
    : [];
  return [
    ...individuals.map((row) => forMail(fromMemorial(row, 'owner'), fromMemorial(row, 'public'))),
    ...families.map((row) => {
      const family = fromFamily(
        row,
        members.filter((member) => member.familyProfileId === row.id),
      );
      return forMail(family, family);
    }),
  ];
}

/**
 * The dates a reminder goes out for on `date`: every kept date of that day (of the novenario only its last day,
 * not nine e-mails in a row), and the cabo de año and 2 November three days ahead.
 */
export function dueDates(
  subject: RemembranceSubject,
  choices: ReturnType<typeof choicesFrom>,
  date: string,
): { notice: ReminderNotice; day: string; dates: RemembranceDate[] }[] {
  const today = remembranceDatesBetween(subject, choices, date, date).filter(
    (entry) => entry.kind !== 'novenario' || entry.novenario_day === 9,
  );
  const aheadDay = formatDay(addDays(parseDay(date)!, AHEAD_DAYS));
  const ahead = remembranceDatesBetween(subject, choices, aheadDay, aheadDay).filter((entry) => AHEAD_KINDS.has(entry.kind));
  return [
    ...(today.length ? [{ notice: 'today' as const, day: date, dates: today }] : []),
    ...(ahead.length ? [{ notice: 'ahead' as const, day: aheadDay, dates: ahead }] : []),
  ];
}

/** The owner's one-click token for one memorial, drawn the first time a reminder goes to them. */
async function ownerToken(db: Db, target: RemembranceTarget): Promise<string> {
  const [row] = await db
    .insert(remembranceSettings)
    .values({
      memorialProfileId: target.kind === 'memorial' ? target.id : null,
      familyProfileId: target.kind === 'family' ? target.id : null,
      ownerUnsubscribeToken: generateToken(),
    })
    .onConflictDoUpdate({
      target: target.kind === 'memorial' ? remembranceSettings.memorialProfileId : remembranceSettings.familyProfileId,
      set: { ownerUnsubscribeToken: sql`coalesce(${remembranceSettings.ownerUnsubscribeToken}, excluded.owner_unsubscribe_token)` },
    })
    .returning({ token: remembranceSettings.ownerUnsubscribeToken });
  if (!row?.token) throw new Error('owner unsubscribe token not stored');
  return row.token;
}

const onTarget = (target: RemembranceTarget) =>
  target.kind === 'memorial'
    ? eq(reminderSubscriptions.memorialProfileId, target.id)
    : eq(reminderSubscriptions.familyProfileId, target.id);

async function planReminders(deps: RemembranceMailDeps, date: string): Promise<Planned[]> {
  const { db } = deps;
  const [memorials, settings] = await Promise.all([publishedMemorials(db), db.select().from(remembranceSettings)]);
  const settingsOf = (target: RemembranceTarget) =>
    settings.find((row) => (target.kind === 'memorial' ? row.memorialProfileId : row.familyProfileId) === target.id);
  const planned: Planned[] = [];
  for (const memorial of memorials) {
    const row = settingsOf(memorial.target);
    const choices = choicesFrom(row);
    const forOwner = row?.ownerReminders === false ? [] : dueDates(memorial.ownerSubject, choices, date);
    const forSubscribers = dueDates(memorial.publicSubject, choices, date);
    if (forOwner.length === 0 && forSubscribers.length === 0) continue;

    const recipients: { recipient: Recipient; due: typeof forOwner }[] = [];
    if (forOwner.length) {
      const [owner] = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(and(eq(users.id, memorial.ownerId), eq(users.isActive, true), eq(users.emailVerified, true)))
        .limit(1);
      if (owner) {
        const token = await ownerToken(db, memorial.target);
        recipients.push({
          recipient: {
            key: `owner:${owner.id}`,
            email: owner.email,
            name: owner.firstName || null,
            unsubscribeToken: token,
            kind: 'owner',
            subscriptionId: null,
            userId: owner.id,
          },
          due: forOwner,
        });
      }
    }
    if (forSubscribers.length) {
      const subscribers = await db
        .select()
        .from(reminderSubscriptions)
        .where(and(onTarget(memorial.target), isNotNull(reminderSubscriptions.confirmedAt)));
      for (const subscriber of subscribers) {
        recipients.push({
          recipient: {
            key: `sub:${subscriber.id}`,
            email: subscriber.email,
            name: null,
            unsubscribeToken: subscriber.unsubscribeToken,
            kind: 'subscriber',
            subscriptionId: subscriber.id,
            userId: null,
          },
          due: forSubscribers,
        });
      }
    }
    const pageUrl = `${deps.appUrl}${pagePathOf(memorial)}`;
    for (const { recipient, due } of recipients) {
      for (const { notice, day, dates } of due) {
        planned.push({
          key: `reminder:${recipient.key}:${memorial.target.kind}:${memorial.target.id}:${day}:${notice}`,
          kind: 'reminder',
          occasionDate: day,
          subscriptionId: recipient.subscriptionId,
          userId: recipient.userId,
          message: async () =>
            remembranceReminderMessage({
              to: recipient.email,
              name: recipient.name,
              memorialName: memorialPhrase(memorial.target.kind, memorial.name),
              individual: memorial.target.kind === 'memorial',
              dates,
              notice,
              pageUrl,
              unsubscribePageUrl: `${deps.appUrl}${unsubscribePagePath(recipient.unsubscribeToken)}`,
              oneClickUrl: `${deps.appUrl}${oneClickPath(recipient.unsubscribeToken)}`,
              recipient: recipient.kind,
            }),
        });
      }
    }
  }
  return planned;
}

/**
 * The candles' digest on `date`: for each owner, the candles lit the day before on their memorials whose
 * digest is on. One e-mail per owner per day, whatever the number of candles or memorials.
 */
async function planDigests(deps: RemembranceMailDeps, date: string): Promise<Planned[]> {
  const { db } = deps;
  const yesterday = formatDay(addDays(parseDay(date)!, -1));
  const rows = await db
    .select({
      name: candles.name,
      memorialId: candles.memorialProfileId,
      familyId: candles.familyProfileId,
      memorialName: sql<string>`coalesce(${memorialProfiles.profileName}, ${familyProfiles.familyName})`,
      ownerId: sql<string>`coalesce(${memorialProfiles.userId}, ${familyProfiles.userId})`,
      digest: remembranceSettings.candleDigest,
    })
    .from(candles)
    .leftJoin(memorialProfiles, eq(memorialProfiles.id, candles.memorialProfileId))
    .leftJoin(familyProfiles, eq(familyProfiles.id, candles.familyProfileId))
    .leftJoin(
      remembranceSettings,
      or(
        eq(remembranceSettings.memorialProfileId, candles.memorialProfileId),
        eq(remembranceSettings.familyProfileId, candles.familyProfileId),
      ),
    )
    .where(eq(candles.litOn, yesterday))
    .orderBy(asc(candles.createdAt));
  const byOwner = new Map<string, Map<string, DigestMemorial>>();
  for (const row of rows) {
    if (row.digest === false) continue;
    const memorials = byOwner.get(row.ownerId) ?? new Map<string, DigestMemorial>();
    const id = row.memorialId ?? row.familyId ?? '';
    const entry = memorials.get(id) ?? { name: row.memorialId ? row.memorialName : familyPhrase(row.memorialName), names: [] };
    entry.names.push(row.name);
    memorials.set(id, entry);
    byOwner.set(row.ownerId, memorials);
  }
  if (byOwner.size === 0) return [];
  const ownerIds = [...byOwner.keys()];
  const owners: { id: string; email: string; firstName: string }[] = [];
  for (let i = 0; i < ownerIds.length; i += CHUNK) {
    owners.push(
      ...(await db
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(and(inArray(users.id, ownerIds.slice(i, i + CHUNK)), eq(users.isActive, true), eq(users.emailVerified, true)))),
    );
  }
  return owners.map((owner) => ({
    key: `candle_digest:${owner.id}:${yesterday}`,
    kind: 'candle_digest' as const,
    occasionDate: yesterday,
    subscriptionId: null,
    userId: owner.id,
    message: async () =>
      candleDigestMessage({
        to: owner.email,
        name: owner.firstName || null,
        day: yesterday,
        memorials: [...(byOwner.get(owner.id)?.values() ?? [])],
        dashboardUrl: `${deps.appUrl}/dashboard`,
      }),
  }));
}

/** The keys the sent-log already settles: sent, in flight (a run that died mid-send), or failed too often. */
async function settledKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const settled = new Set<string>();
  for (let i = 0; i < keys.length; i += CHUNK) {
    const rows = await db
      .select({ key: remembranceDeliveries.key, status: remembranceDeliveries.status, attempts: remembranceDeliveries.attempts })
      .from(remembranceDeliveries)
      .where(inArray(remembranceDeliveries.key, keys.slice(i, i + CHUNK)));
    for (const row of rows) if (row.status !== 'failed' || row.attempts >= MAX_ATTEMPTS) settled.add(row.key);
  }
  return settled;
}

/**
 * Claims one message in the sent-log before it is sent: a new key, or a failed one with attempts left, becomes
 * 'sending' in one upsert; anything else (sent, or 'sending' from a run that died in the middle of this very
 * send, which may or may not have reached the provider) is not claimed. Two runs at once cannot both claim it.
 */
async function claim(db: Db, item: Planned, now: string): Promise<boolean> {
  const rows = await db
    .insert(remembranceDeliveries)
    .values({
      key: item.key,
      kind: item.kind,
      status: 'sending',
      attempts: 1,
      occasionDate: item.occasionDate,
      subscriptionId: item.subscriptionId,
      userId: item.userId,
      claimedAt: now,
    })
    .onConflictDoUpdate({
      target: remembranceDeliveries.key,
      set: { status: 'sending', attempts: sql`${remembranceDeliveries.attempts} + 1`, claimedAt: now, error: null },
      setWhere: sql`${remembranceDeliveries.status} = 'failed' AND ${remembranceDeliveries.attempts} < ${MAX_ATTEMPTS}`,
    })
    .returning({ key: remembranceDeliveries.key });
  return rows.length > 0;
}

/**
 * The daily remembrance mail for one Colombian `date`: the reminders of that day's dates (and three days before
 * the cabo de año and 2 November) to the owner and every confirmed subscriber, the subscribers' notice of the
 * next day's gatherings (./gathering-mail.ts), and the owners' candles digest.
 *
 * Once only, through the sent-log (remembrance_deliveries, keyed by recipient, memorial, date and notice): each
 * message is claimed ('sending') before the provider is called and marked 'sent' or 'failed' after. Run twice,
 * the second run finds it sent. If a run dies halfway, what it sent is marked and what it never reached is
 * unclaimed, so the next run sends exactly the rest; the one message in flight at the moment of the crash stays
 * 'sending' and is never retried, because nobody can know whether the provider took it: a crash loses at most
 * that one message and never doubles one. A send that failed (the provider refused or did not answer) is tried
 * again by the next run, up to MAX_ATTEMPTS in all. At most SENDS_PER_RUN sends per run; the rest are deferred.
 */
export async function runRemembranceMail(
  deps: RemembranceMailDeps,
  date: string,
  limit: number = SENDS_PER_RUN,
): Promise<RemembranceMailReport> {
  const planned: Planned[] = [
    ...(await planReminders(deps, date)),
    ...(await planGatheringReminders(deps, date)),
    ...(await planDigests(deps, date)),
    // A bóveda's contract ending (docs/features/resting-places.md): to the owner, three months before and on the day.
    ...(await planContractReminders(deps, date, (target) => ownerToken(deps.db, target))),
  ];
  const settled = await settledKeys(
    deps.db,
    planned.map((item) => item.key),
  );
  const report: RemembranceMailReport = { date, reminders_sent: 0, digests_sent: 0, failed: 0, skipped: 0, deferred: 0 };
  let attempts = 0;
  for (const item of planned) {
    if (settled.has(item.key)) {
      report.skipped += 1;
      continue;
    }
    if (attempts >= limit) {
      report.deferred += 1;
      continue;
    }
    if (!(await claim(deps.db, item, new Date().toISOString()))) {
      report.skipped += 1;
      continue;
    }
    attempts += 1;
    try {
      await deps.mailer.send(await item.message());
      await deps.db
        .update(remembranceDeliveries)
        .set({ status: 'sent', sentAt: new Date().toISOString(), error: null })
        .where(eq(remembranceDeliveries.key, item.key));
      if (item.kind === 'reminder') report.reminders_sent += 1;
      else report.digests_sent += 1;
    } catch (error) {
      report.failed += 1;
      await deps.db
        .update(remembranceDeliveries)
        .set({ status: 'failed', error: loggedText(error).slice(0, 500) })
        .where(eq(remembranceDeliveries.key, item.key));
    }
  }
  log.info('remembrance_mail', report);
  return report;
}
