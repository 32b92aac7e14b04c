/**
 * 'Dónde descansa' (docs/features/resting-places.md), the building blocks the memorial services share: rows to answers, the reads of the
 * current places in bulk, the statements that set or remove the current place inside a write's own batch, and
 * the date rules that need the memorial. No ownership here: the services check it first
 * (./resting-places.ts for the place's own routes, ./individual-memorials.ts and ./family-memorials.ts for the
 * memorial's PUT).
 */
import { and, desc, eq, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { restingPlaces } from '../../db/schema';
import { badRequest } from '../errors';
import { RESTING_PLACE_MESSAGES as M, type RestingPlaceInput } from '../schemas/resting-places';
import { contractEnd } from '../resting-places/places';
import { todayInColombia } from './time';

type PlaceRow = typeof restingPlaces.$inferSelect;

/** Whose place it is: an individual memorial's person, or one family member. */
export type PlaceHolder = { kind: 'memorial'; memorialId: string } | { kind: 'member'; memberId: string };

/** Who reads: the family (every field, hidden places too) or a visitor (visible places only, without the contract). */
export type PlaceAudience = 'owner' | 'public';

/**
 * A resting place as the API answers it. For visitors (`PlaceAudience` 'public') only a `visible` place is
 * given at all, and the family's own details (`contract_years`, `contract_ends_on`) are null, not merely
 * flagged, as a hidden date is.
 */
export type RestingPlaceDto = {
  id: string;
  kind: PlaceRow['kind'];
  cemetery: string | null;
  city: string | null;
  section: string | null;
  number: string | null;
  latitude: number | null;
  longitude: number | null;
  outside_colombia: boolean;
  directions: string | null;
  photo_url: string | null;
  since: string | null;
  contract_years: number | null;
  /** The day a bóveda's contract ends (`since` + `contract_years`); null without both. */
  contract_ends_on: string | null;
  visible: boolean;
  /** The day the remains left this place (a traslado); null for the current place. */
  moved_on: string | null;
};

export function toRestingPlaceDto(row: PlaceRow, audience: PlaceAudience = 'owner'): RestingPlaceDto {
  const owner = audience === 'owner';
  return {
    id: row.id,
    kind: row.kind,
    cemetery: row.cemetery,
    city: row.city,
    section: row.section,
    number: row.number,
    latitude: row.latitude,
    longitude: row.longitude,
    outside_colombia: row.outsideColombia,
    directions: row.directions,
    photo_url: row.photoUrl,
    since: row.since,
    contract_years: owner ? row.contractYears : null,
    contract_ends_on: owner && row.since && row.contractYears ? contractEnd(row.since, row.contractYears) : null,
    visible: row.visible,
    moved_on: row.endedOn,
  };
}

const holderColumn = (holder: PlaceHolder) =>
  holder.kind === 'memorial' ? eq(restingPlaces.memorialProfileId, holder.memorialId) : eq(restingPlaces.familyMemberId, holder.memberId);

const holderValues = (holder: PlaceHolder) =>
  holder.kind === 'memorial'
    ? { memorialProfileId: holder.memorialId, familyMemberId: null }
    : { memorialProfileId: null, familyMemberId: holder.memberId };

const forAudience = (audience: PlaceAudience) => (audience === 'public' ? [eq(restingPlaces.visible, true)] : []);

/** The current place of each of these memorials (by memorial id). */
export async function currentPlacesOfMemorials(
  db: Db,
  memorialIds: readonly string[],
  audience: PlaceAudience,
): Promise<Map<string, RestingPlaceDto>> {
  if (memorialIds.length === 0) return new Map();
  return placesOfMemorialsFrom(await currentPlacesOfMemorialsQuery(db, [...memorialIds], audience), audience);
}

/** The statement of `currentPlacesOfMemorials`, for the memorials `ids` names (a list, or a subquery), for a page's batch. */
export const currentPlacesOfMemorialsQuery = (db: Db, ids: readonly string[] | SQLWrapper, audience: PlaceAudience) =>
  db
    .select()
    .from(restingPlaces)
    .where(and(inArray(restingPlaces.memorialProfileId, ids), isNull(restingPlaces.endedOn), ...forAudience(audience)));

/** The current place of each memorial (by memorial id), from the rows `currentPlacesOfMemorialsQuery` found. */
export function placesOfMemorialsFrom(rows: readonly PlaceRow[], audience: PlaceAudience): Map<string, RestingPlaceDto> {
  const found = new Map<string, RestingPlaceDto>();
  for (const row of rows) if (row.memorialProfileId) found.set(row.memorialProfileId, toRestingPlaceDto(row, audience));
  return found;
}

/**
 * The current place of each of these family members (by member id). A family has at most three members, and the
 * lists that call this read a person's families or one family: far below D1's 100 bound parameters.
 */
export async function currentPlacesOfMembers(
  db: Db,
  memberIds: readonly string[],
  audience: PlaceAudience,
): Promise<Map<string, RestingPlaceDto>> {
  const found = new Map<string, RestingPlaceDto>();
  if (memberIds.length === 0) return found;
  const rows = await db
    .select()
    .from(restingPlaces)
    .where(and(inArray(restingPlaces.familyMemberId, [...memberIds]), isNull(restingPlaces.endedOn), ...forAudience(audience)));
  for (const row of rows) if (row.familyMemberId) found.set(row.familyMemberId, toRestingPlaceDto(row, audience));
  return found;
}

/** Every place of one holder, newest first: the current one, then those it was moved from, latest move first. */
export async function placeHistory(db: Db, holder: PlaceHolder): Promise<RestingPlaceDto[]> {
  const rows = await db
    .select()
    .from(restingPlaces)
    .where(holderColumn(holder))
    .orderBy(sql`${restingPlaces.endedOn} IS NOT NULL`, desc(restingPlaces.endedOn), desc(restingPlaces.createdAt));
  return rows.map((row) => toRestingPlaceDto(row));
}

export async function currentPlaceRow(db: Db, holder: PlaceHolder): Promise<PlaceRow | null> {
  const [row] = await db
    .select()
    .from(restingPlaces)
    .where(and(holderColumn(holder), isNull(restingPlaces.endedOn)))
    .limit(1);
  return row ?? null;
}

/** Every photo of one holder's places, current and past: what a write must not delete. */
export async function placePhotos(db: Db, holder: PlaceHolder): Promise<string[]> {
  const rows = await db.select({ photo: restingPlaces.photoUrl }).from(restingPlaces).where(holderColumn(holder));
  return rows.map((row) => row.photo).filter((url): url is string => Boolean(url));
}

/**
 * The rules that need the person: `since` is a day on or after the death and not in the future (Colombian
 * dates). `deathDate` is null when unknown.
 */
export function assertPlaceDates(
  place: Pick<RestingPlaceInput, 'since'>,
  deathDate: string | null,
  today: string = todayInColombia(),
): void {
  if (!place.since) return;
  if (place.since > today) throw badRequest(M.dateFuture);
  if (deathDate && place.since < deathDate) throw badRequest(M.dateBeforeDeath);
}

export function placeValues(holder: PlaceHolder, place: RestingPlaceInput) {
  return {
    ...holderValues(holder),
    kind: place.kind,
    cemetery: place.cemetery,
    city: place.city,
    section: place.section,
    number: place.number,
    latitude: place.latitude,
    longitude: place.longitude,
    outsideColombia: place.outside_colombia,
    directions: place.directions,
    photoUrl: place.photo_url,
    since: place.since,
    contractYears: place.contract_years,
    visible: place.visible,
  };
}

/**
 * The statements that make `place` the holder's current place (a correction: no move, no history row) or, with
 * null, remove the current place; for the write's own batch, so the place lands with the memorial's edit or not at
 * all. The history (places moved from) stays.
 */
export function setPlaceStatements(db: Db, holder: PlaceHolder, place: RestingPlaceInput | null) {
  const removeCurrent = db.delete(restingPlaces).where(and(holderColumn(holder), isNull(restingPlaces.endedOn)));
  return place ? [removeCurrent, db.insert(restingPlaces).values(placeValues(holder, place))] : [removeCurrent];
}

/** A move in two statements for one batch: the current place is closed on `movedOn`, and `place` becomes current from that day. */
export function movePlaceStatements(db: Db, holder: PlaceHolder, movedOn: string, place: RestingPlaceInput) {
  return [
    db
      .update(restingPlaces)
      .set({ endedOn: movedOn, updatedAt: new Date().toISOString() })
      .where(and(holderColumn(holder), isNull(restingPlaces.endedOn))),
    db.insert(restingPlaces).values({ ...placeValues(holder, place), since: movedOn }),
  ] as const;
}
