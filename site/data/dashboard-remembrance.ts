/**
 * The remembrance part of each dashboard card (docs/features/remembrance.md), read for all of the owner's memorials at once: the
 * next dates in the owner's view (hidden dates included: it is their family), the candles lit and the confirmed
 * reminder subscribers. Three grouped queries however many memorials the owner has; the dates themselves are the
 * pure rules of worker/remembrance. Server-only.
 */
import { and, count, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candles, reminderSubscriptions, remembranceSettings } from '../../db/schema';
import type { Relationship } from '../../db/schema/enums';
import { nextRemembranceDates, type RememberedPerson, type RemembranceSubject } from '../../worker/remembrance/rules';
import { choicesFrom } from '../../worker/services/remembrance';
import type { FamilyMemorialDto } from '../../worker/services/family-memorials';
import type { IndividualMemorialDto } from '../../worker/services/individual-memorials';
import { wallKey } from '../lib/dashboard/memories-manager';
import { UPCOMING_READ, type CardDate, type CardRemembrance } from '../lib/dashboard/remembrance-owner';
import { loadCardContracts } from './dashboard-contracts';

/** The card keeps only what it prints (the props travel in the page's HTML). */
const cardDate = ({ date, kind, person_name, novenario_day, years }: CardDate): CardDate => ({
  date,
  kind,
  person_name,
  novenario_day,
  years,
});

function personSubject(profile: IndividualMemorialDto): RemembranceSubject {
  const person: RememberedPerson = {
    memberId: null,
    name: profile.profile_name,
    birthDate: profile.birth_date,
    deathDate: profile.death_date,
    relationship: null,
  };
  return { target: { kind: 'memorial', id: profile.id }, people: [person] };
}

function familySubject(family: FamilyMemorialDto): RemembranceSubject {
  const people: RememberedPerson[] = family.family_members.map((member) => ({
    memberId: member.id,
    name: member.name,
    birthDate: member.birth_date,
    deathDate: member.death_date,
    relationship: member.relationship as Relationship,
  }));
  return { target: { kind: 'family', id: family.id }, people };
}

/** Counts by memorial, keyed like the memories' ('memorial:{id}' / 'family:{id}'). */
function countsByKey(rows: { memorial: string | null; family: string | null; n: number }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.memorial) counts.set(wallKey({ kind: 'memorial', id: row.memorial }), row.n);
    else if (row.family) counts.set(wallKey({ kind: 'family', id: row.family }), row.n);
  }
  return counts;
}

/**
 * Each memorial's remembrance, keyed 'memorial:{id}' / 'family:{id}'. `today` is the Colombian date: the card's
 * first date may be today's.
 */
export async function loadCardRemembrance(
  db: Db,
  profiles: readonly IndividualMemorialDto[],
  families: readonly FamilyMemorialDto[],
  today: string,
): Promise<Map<string, CardRemembrance>> {
  const profileIds = profiles.map((profile) => profile.id);
  const familyIds = families.map((family) => family.id);
  const result = new Map<string, CardRemembrance>();
  if (profileIds.length === 0 && familyIds.length === 0) return result;

  const mine = <T extends typeof candles | typeof reminderSubscriptions | typeof remembranceSettings>(table: T) =>
    or(
      profileIds.length > 0 ? inArray(table.memorialProfileId, profileIds) : undefined,
      familyIds.length > 0 ? inArray(table.familyProfileId, familyIds) : undefined,
    );
  const [settingsRows, candleRows, subscriberRows, contracts] = await Promise.all([
    db.select().from(remembranceSettings).where(mine(remembranceSettings)),
    db
      .select({ memorial: candles.memorialProfileId, family: candles.familyProfileId, n: count() })
      .from(candles)
      .where(mine(candles))
      .groupBy(candles.memorialProfileId, candles.familyProfileId),
    db
      .select({ memorial: reminderSubscriptions.memorialProfileId, family: reminderSubscriptions.familyProfileId, n: count() })
      .from(reminderSubscriptions)
      .where(and(mine(reminderSubscriptions), isNotNull(reminderSubscriptions.confirmedAt)))
      .groupBy(reminderSubscriptions.memorialProfileId, reminderSubscriptions.familyProfileId),
    loadCardContracts(db, profiles, families, today),
  ]);
  const candleCounts = countsByKey(candleRows);
  const subscriberCounts = countsByKey(subscriberRows);

  const subjects = [...profiles.map(personSubject), ...families.map(familySubject)];
  for (const subject of subjects) {
    const { kind, id } = subject.target;
    const row = settingsRows.find((settings) => (kind === 'memorial' ? settings.memorialProfileId : settings.familyProfileId) === id);
    const key = wallKey({ kind, id });
    result.set(key, {
      today,
      upcoming: nextRemembranceDates(subject, choicesFrom(row), today, UPCOMING_READ).map(cardDate),
      candles: candleCounts.get(key) ?? 0,
      subscribers: subscriberCounts.get(key) ?? 0,
      ...(contracts.has(key) ? { contracts: contracts.get(key) } : {}),
    });
  }
  return result;
}
