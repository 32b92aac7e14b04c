import { and, asc, eq, gte, inArray, isNotNull, lt, or } from 'drizzle-orm';
import { familyProfiles, gatherings, memorialProfiles, reminderSubscriptions } from '../../db/schema';
import { gatheringReminderMessage } from '../mail/gathering-templates';
import { addDays, formatDay, parseDay } from '../remembrance/day-math';
import type { RemembranceTarget } from '../remembrance/rules';
import { memorialPhrase } from '../schemas/family-name';
import type { GatheringDto } from '../schemas/gatherings';
import { gatheringDto, targetOfGathering } from './gatherings';
import { pagePathOf } from './remembrance';
import type { Planned, RemembranceMailDeps } from './remembrance-mail';
import { oneClickPath, unsubscribePagePath } from './reminders';

/** D1 binds at most 100 parameters per statement. */
const CHUNK = 90;

/** The first instant (UTC ISO) of a Colombian date: its midnight in Bogotá, 05:00 UTC. */
const colombiaMidnight = (day: string): string => `${day}T05:00:00.000Z`;

/**
 * The day-before notices of gatherings (docs/features/gatherings.md) for the run of Colombian `date`: every gathering of a
 * published memorial that starts on the next Colombian day, one e-mail per confirmed reminder subscriber and
 * memorial naming all of that day's gatherings, under a sent-log key of its own (the remembrance mail's
 * claim-and-mark makes it once-only). The owner, who announced them, gets none.
 */
export async function planGatheringReminders(deps: RemembranceMailDeps, date: string): Promise<Planned[]> {
  const { db } = deps;
  const tomorrow = formatDay(addDays(parseDay(date)!, 1));
  const after = formatDay(addDays(parseDay(date)!, 2));
  const rows = await db
    .select({
      gathering: gatherings,
      memorialSlug: memorialProfiles.slug,
      memorialName: memorialProfiles.profileName,
      familySlug: familyProfiles.slug,
      familyName: familyProfiles.familyName,
    })
    .from(gatherings)
    .leftJoin(memorialProfiles, and(eq(memorialProfiles.id, gatherings.memorialProfileId), eq(memorialProfiles.isPublished, true)))
    .leftJoin(familyProfiles, and(eq(familyProfiles.id, gatherings.familyProfileId), eq(familyProfiles.isPublished, true)))
    .where(
      and(
        gte(gatherings.startsAt, colombiaMidnight(tomorrow)),
        lt(gatherings.startsAt, colombiaMidnight(after)),
        or(isNotNull(memorialProfiles.id), isNotNull(familyProfiles.id)),
      ),
    )
    .orderBy(asc(gatherings.startsAt));
  if (rows.length === 0) return [];

  type Memorial = { target: RemembranceTarget; slug: string; name: string; gatherings: GatheringDto[] };
  const byMemorial = new Map<string, Memorial>();
  for (const row of rows) {
    const target = targetOfGathering(row.gathering);
    const key = `${target.kind}:${target.id}`;
    const memorial = byMemorial.get(key) ?? {
      target,
      slug: (target.kind === 'memorial' ? row.memorialSlug : row.familySlug) ?? '',
      name: (target.kind === 'memorial' ? row.memorialName : row.familyName) ?? '',
      gatherings: [],
    };
    memorial.gatherings.push(gatheringDto(row.gathering));
    byMemorial.set(key, memorial);
  }

  const memorials = [...byMemorial.values()];
  const ids = (kind: RemembranceTarget['kind']) =>
    memorials.filter((memorial) => memorial.target.kind === kind).map((memorial) => memorial.target.id);
  const subscribers: (typeof reminderSubscriptions.$inferSelect)[] = [];
  for (const [column, list] of [
    [reminderSubscriptions.memorialProfileId, ids('memorial')],
    [reminderSubscriptions.familyProfileId, ids('family')],
  ] as const) {
    for (let i = 0; i < list.length; i += CHUNK) {
      subscribers.push(
        ...(await db
          .select()
          .from(reminderSubscriptions)
          .where(and(inArray(column, list.slice(i, i + CHUNK)), isNotNull(reminderSubscriptions.confirmedAt)))),
      );
    }
  }

  const planned: Planned[] = [];
  for (const subscriber of subscribers) {
    const key = subscriber.memorialProfileId ? `memorial:${subscriber.memorialProfileId}` : `family:${subscriber.familyProfileId ?? ''}`;
    const memorial = byMemorial.get(key);
    if (!memorial) continue;
    planned.push({
      key: `gathering:sub:${subscriber.id}:${key}:${tomorrow}`,
      kind: 'reminder',
      occasionDate: tomorrow,
      subscriptionId: subscriber.id,
      userId: null,
      message: async () =>
        gatheringReminderMessage({
          to: subscriber.email,
          memorialName: memorialPhrase(memorial.target.kind, memorial.name),
          gatherings: memorial.gatherings,
          pageUrl: `${deps.appUrl}${pagePathOf(memorial)}`,
          unsubscribePageUrl: `${deps.appUrl}${unsubscribePagePath(subscriber.unsubscribeToken)}`,
          oneClickUrl: `${deps.appUrl}${oneClickPath(subscriber.unsubscribeToken)}`,
        }),
    });
  }
  return planned;
}
