/**
 * A memorial's edit that carries `resting_place` (docs/features/resting-places.md): `PUT /api/profiles/{id}` for the person, the family's
 * member list (`POST`/`PUT /api/family-profiles/{id}`, `…/members`, `…/members/{memberId}`) for each member. The
 * memorial services call these after their own ownership check; the place's statements go into the memorial's
 * own batch, so the edit and the place are saved together or not at all.
 */
import { inArray, isNull, and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { restingPlaces } from '../../db/schema';
import type { RestingPlaceInput } from '../schemas/resting-places';
import { removeUnused, type MediaPort } from './media-port';
import { assertPlaceDates, setPlaceStatements, type PlaceHolder } from './resting-place-rows';

type Entry = { holder: PlaceHolder; place: RestingPlaceInput | null };

export type PlaceWrites = {
  /** Photos the new places show that none of these holders' places showed before: the editor must own them. */
  newPhotos: string[];
  /** The statements for the edit's batch. */
  statements(db: Db): ReturnType<typeof setPlaceStatements>;
  /** After the batch: the photos of the replaced places that no place shows any more leave storage. */
  removeReplaced(media: MediaPort): Promise<void>;
};

const holderIds = (entries: readonly Entry[], kind: PlaceHolder['kind']) =>
  entries.flatMap(({ holder }) =>
    holder.kind === 'memorial' && kind === 'memorial'
      ? [holder.memorialId]
      : holder.kind === 'member' && kind === 'member'
        ? [holder.memberId]
        : [],
  );

async function planWrites(db: Db, entries: readonly Entry[]): Promise<PlaceWrites> {
  const memorialIds = holderIds(entries, 'memorial');
  const memberIds = holderIds(entries, 'member');
  const rows =
    entries.length === 0
      ? []
      : await db
          .select({ photo: restingPlaces.photoUrl, current: isNull(restingPlaces.endedOn) })
          .from(restingPlaces)
          .where(
            memorialIds.length > 0
              ? inArray(restingPlaces.memorialProfileId, memorialIds)
              : inArray(restingPlaces.familyMemberId, memberIds),
          );
  const known = new Set(rows.map((row) => row.photo).filter((url): url is string => Boolean(url)));
  const replaced = rows.filter((row) => Boolean(row.current) && row.photo).map((row) => row.photo as string);
  const newPhotos = entries.map(({ place }) => place?.photo_url).filter((url): url is string => Boolean(url) && !known.has(url as string));
  return {
    newPhotos: [...new Set(newPhotos)],
    statements: (on) =>
      entries.flatMap(({ holder, place }) => setPlaceStatements(on, holder, place)) as ReturnType<typeof setPlaceStatements>,
    removeReplaced: async (media) => {
      const candidates = [...new Set(replaced)];
      if (candidates.length === 0) return;
      const still = await db
        .select({ photo: restingPlaces.photoUrl })
        .from(restingPlaces)
        .where(and(inArray(restingPlaces.photoUrl, candidates)));
      const shown = new Set(still.map((row) => row.photo));
      await removeUnused(
        media,
        candidates.filter((url) => !shown.has(url)),
      );
    },
  };
}

/**
 * The members' places an edit sets (`resting_place` an object), removes (null) or leaves (absent). Each place's
 * `since` must be on or after that member's death and not in the future (a 400 otherwise).
 */
export async function memberPlaceWrites(
  db: Db,
  members: readonly { memberId: string; member: { death_date: string; resting_place?: RestingPlaceInput | null } }[],
): Promise<PlaceWrites> {
  const entries: Entry[] = [];
  for (const { memberId, member } of members) {
    if (member.resting_place === undefined) continue;
    if (member.resting_place) assertPlaceDates(member.resting_place, member.death_date);
    entries.push({ holder: { kind: 'member', memberId }, place: member.resting_place });
  }
  return planWrites(db, entries);
}

/** The person's place an individual memorial's edit sets, removes or leaves; `deathDate` is the edit's. */
export async function memorialPlaceWrites(
  db: Db,
  memorialId: string,
  deathDate: string,
  place: RestingPlaceInput | null | undefined,
): Promise<PlaceWrites> {
  if (place === undefined) return planWrites(db, []);
  if (place) assertPlaceDates(place, deathDate);
  return planWrites(db, [{ holder: { kind: 'memorial', memorialId }, place }]);
}
