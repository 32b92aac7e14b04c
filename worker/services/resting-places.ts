/**
 * 'Dónde descansa' (docs/features/resting-places.md): the place's own routes, for an individual memorial's person and for each family
 * member. `PUT …/resting-place` corrects the current place (or removes it), `POST …/resting-place/move` records a
 * traslado (the current place is closed on `moved_on` and kept in the history; the new one is current from that
 * day) and `GET …/resting-places` lists them all, newest first. The plaque's short link is the memorial's and
 * never changes. Who may: `placeAccess`, the one check every route here goes through.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyMembers } from '../../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { MEMORIAL_MESSAGES } from '../schemas/memorials';
import { RESTING_PLACE_MESSAGES as M, type RestingPlaceInput, type RestingPlaceMove } from '../schemas/resting-places';
import type { PublicPages } from '../edge-cache/purge';
import { familyPagePath, memorialPaths } from '../edge-cache/public-paths';
import { memorialChanged, type Live } from '../realtime/live';
import { withKeptPoint } from '../resting-places/moves';
import type { MediaPort } from './media-port';
import { auditForeignEdit, manageableIndividualMemorial, type Actor, type DbDeps } from './individual-memorials';
import { manageableFamily } from './family-memorials';
import { isAdmin } from './users';
import {
  assertPlaceDates,
  currentPlaceRow,
  movePlaceStatements,
  placeHistory,
  toRestingPlaceDto,
  type PlaceHolder,
  type RestingPlaceDto,
} from './resting-place-rows';
import { memberPlaceWrites, memorialPlaceWrites } from './resting-place-writes';
import { todayInColombia } from './time';

export type RestingPlaceDeps = { db: Db; media: MediaPort; live: Live; pages: PublicPages };

/** Whose place a route names: an individual memorial, or one member of a family memorial. */
export type PlaceTarget = { kind: 'memorial'; id: string } | { kind: 'member'; familyId: string; memberId: string };

/** What a write needs to know about the place's memorial once access is granted. */
type PlaceAccess = {
  holder: PlaceHolder;
  ownerId: string;
  deathDate: string;
  /** The public page that shows the place. */
  pages: string[];
  audit: { entityType: 'memorial_profile' | 'family_profile'; entityId: string };
};

/**
 * Who may read and change a resting place: whoever may edit its memorial (the owner, an editor the owner invited,
 * or an administrator correcting it for a family), through the memorial's own check (memorial-access.ts). Anyone else, like an unknown memorial or a
 * member of another family, gets the same 404 ('Memorial no encontrado', 'Memorial familiar no encontrado',
 * 'Miembro no encontrado').
 */
export async function placeAccess(deps: DbDeps, actor: Actor, target: PlaceTarget): Promise<PlaceAccess> {
  if (target.kind === 'memorial') {
    const memorial = await manageableIndividualMemorial(deps, actor, target.id);
    return {
      holder: { kind: 'memorial', memorialId: memorial.id },
      ownerId: memorial.userId,
      deathDate: memorial.deathDate,
      // The wall does not show the place: the memorial's page alone changes.
      pages: memorialPaths(memorial.slug).slice(0, 1),
      audit: { entityType: 'memorial_profile', entityId: memorial.id },
    };
  }
  const family = await manageableFamily(deps, actor, target.familyId);
  const [member] = await deps.db
    .select({ id: familyMembers.id, deathDate: familyMembers.deathDate })
    .from(familyMembers)
    .where(and(eq(familyMembers.id, target.memberId), eq(familyMembers.familyProfileId, family.id)))
    .limit(1);
  if (!member) throw notFound(MEMORIAL_MESSAGES.memberNotFound);
  return {
    holder: { kind: 'member', memberId: member.id },
    ownerId: family.userId,
    deathDate: member.deathDate,
    pages: [familyPagePath(family.slug)],
    audit: { entityType: 'family_profile', entityId: family.id },
  };
}

/** Whose upload a place's photo must be: a manager's uploads are stored as the owner's; an administrator's are their own. */
const photoOwner = (actor: Actor, access: PlaceAccess): string =>
  actor.id !== access.ownerId && isAdmin(actor) ? actor.id : access.ownerId;

async function afterWrite(deps: RestingPlaceDeps, access: PlaceAccess): Promise<void> {
  await memorialChanged(deps.live, access.ownerId);
  await deps.pages.purge(access.pages);
}

/** Every place of the person, newest first (the current one has `moved_on` null): what the family sees. */
export async function listRestingPlaces(deps: DbDeps, actor: Actor, target: PlaceTarget): Promise<RestingPlaceDto[]> {
  const access = await placeAccess(deps, actor, target);
  return placeHistory(deps.db, access.holder);
}

/**
 * Sets the current place (a correction, not a move: no history row) or, with null, removes it. The photo must be
 * the editor's own upload; the one it replaces leaves storage when no place of the history shows it.
 */
export async function setRestingPlace(
  deps: RestingPlaceDeps,
  actor: Actor,
  target: PlaceTarget,
  place: RestingPlaceInput | null,
): Promise<RestingPlaceDto | null> {
  const { db } = deps;
  const access = await placeAccess(deps, actor, target);
  const writes =
    access.holder.kind === 'memorial'
      ? await memorialPlaceWrites(db, access.holder.memorialId, access.deathDate, place)
      : await memberPlaceWrites(db, [{ memberId: access.holder.memberId, member: { death_date: access.deathDate, resting_place: place } }]);
  await deps.media.assertOwned(photoOwner(actor, access), writes.newPhotos);
  const [first, ...rest] = writes.statements(db);
  // `writes` always holds this holder's statements (a delete, and an insert for a place).
  if (first)
    await db.batch([first, ...rest, ...auditForeignEdit(db, actor, access.ownerId, access.audit.entityType, access.audit.entityId)]);
  await writes.removeReplaced(deps.media);
  await afterWrite(deps, access);
  const current = await currentPlaceRow(db, access.holder);
  return current ? toRestingPlaceDto(current) : null;
}

/**
 * A traslado: the current place is kept in the history, closed on `moved_on`, and the new place is current from
 * that day, in one batch. `moved_on` is not in the future, not before the death nor before the day the person
 * came to the current place; a person with no place yet has nothing to move (409). A new place in the same
 * cemetery that gives no point keeps the current point and photo (`withKeptPoint`), copied into its row.
 */
export async function moveRestingPlace(
  deps: RestingPlaceDeps,
  actor: Actor,
  target: PlaceTarget,
  input: RestingPlaceMove,
): Promise<RestingPlaceDto[]> {
  const { db } = deps;
  const access = await placeAccess(deps, actor, target);
  const current = await currentPlaceRow(db, access.holder);
  if (!current) throw conflict(M.nothingToMove);
  const today = todayInColombia();
  if (input.moved_on > today) throw badRequest(M.movedOnFuture);
  if (input.moved_on < access.deathDate) throw badRequest(M.movedOnBeforeDeath);
  if (current.since && input.moved_on < current.since) throw badRequest(M.movedOnBeforeSince);
  assertPlaceDates(input.resting_place, access.deathDate, today);
  // In the same cemetery without a point of its own, the new place keeps the current point and photo, so the
  // public page keeps 'Cómo llegar' (docs/features/resting-places.md).
  const place = withKeptPoint(toRestingPlaceDto(current), input.resting_place);
  const photo = place.photo_url;
  const history = await placeHistory(db, access.holder);
  if (photo && !history.some((shown) => shown.photo_url === photo)) await deps.media.assertOwned(photoOwner(actor, access), [photo]);
  const [close, open] = movePlaceStatements(db, access.holder, input.moved_on, place);
  await db.batch([close, open, ...auditForeignEdit(db, actor, access.ownerId, access.audit.entityType, access.audit.entityId)]);
  await afterWrite(deps, access);
  return placeHistory(db, access.holder);
}
