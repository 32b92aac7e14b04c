/**
 * The bóveda contracts the dashboard's cards remind the owner of (docs/features/resting-places.md): a current place of kind 'boveda'
 * with its term, shown from three months before it ends until the day. A family's members already carry their
 * places; the individual memorials' are read in one query. Server-only.
 */
import type { Db } from '../../db/client';
import { contractShownOn } from '../../worker/resting-places/places';
import type { FamilyMemorialDto } from '../../worker/services/family-memorials';
import type { IndividualMemorialDto } from '../../worker/services/individual-memorials';
import { currentPlacesOfMemorials, type RestingPlaceDto } from '../../worker/services/resting-place-rows';
import { wallKey } from '../lib/dashboard/memories-manager';
import type { CardContract } from '../lib/dashboard/remembrance-owner';

const dueContract = (place: RestingPlaceDto | null | undefined, name: string, today: string): CardContract[] =>
  place?.kind === 'boveda' && place.contract_ends_on && contractShownOn(place.contract_ends_on, today)
    ? [{ person_name: name, ends_on: place.contract_ends_on }]
    : [];

/** The contracts to show on each card, keyed 'memorial:{id}' / 'family:{id}' (only cards that have one). */
export async function loadCardContracts(
  db: Db,
  profiles: readonly IndividualMemorialDto[],
  families: readonly FamilyMemorialDto[],
  today: string,
): Promise<Map<string, CardContract[]>> {
  const result = new Map<string, CardContract[]>();
  const places = await currentPlacesOfMemorials(
    db,
    profiles.map((profile) => profile.id),
    'owner',
  );
  for (const profile of profiles) {
    const due = dueContract(places.get(profile.id), profile.profile_name, today);
    if (due.length) result.set(wallKey({ kind: 'memorial', id: profile.id }), due);
  }
  for (const family of families) {
    const due = family.family_members.flatMap((member) => dueContract(member.resting_place, member.name, today));
    if (due.length) result.set(wallKey({ kind: 'family', id: family.id }), due);
  }
  return result;
}
