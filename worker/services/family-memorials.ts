import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyMembers, familyProfiles } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../errors';
import {
  checkLifeDates,
  MEMORIAL_MESSAGES as M,
  type FamilyMemberInput,
  type FamilyMemorialInput,
  type FamilyMemorialUpdate,
  type OrderedMemberInput,
} from '../schemas/memorials';
import { isUniqueViolation } from './db-errors';
import { memorialChanged, type Live } from '../realtime/live';
import type { PublicPages } from '../edge-cache/purge';
import { familyPagePath, familyPaths } from '../edge-cache/public-paths';
import { withExampleLanding } from '../edge-cache/settings-pages';
import { removeUnused, type MediaPort } from './media-port';
import { auditForeignEdit, type Actor, type DbDeps } from './individual-memorials';
import { claimableOrders } from './quotas';
import { familySlugBase, firstFreeSlug, slugOrNumbered } from './slugs';
import { todayInColombia } from './time';
import { assertOpen, gateOf, newMemorialVisibility, type VisitorDeps } from './visibility';
import type { Visibility } from '../../db/schema/enums';
import {
  auditManagedChange,
  mediaOwnerFor,
  requireMemorialRole,
  roleCovers,
  roleOn,
  type MemorialAccess,
  type MemorialRole,
} from './memorial-access';
import { memberPlaceWrites } from './resting-place-writes';
import { currentPlacesOfMembers, type PlaceAudience, type RestingPlaceDto } from './resting-place-rows';

type FamilyRow = typeof familyProfiles.$inferSelect;
type MemberRow = typeof familyMembers.$inferSelect;

export type FamilyMemberDto = {
  id: string;
  name: string;
  birth_date: string;
  death_date: string;
  profile_image_url: string;
  relationship: string;
  memorial_video_url: string | null;
  display_order: number;
  /** Where the member rests (docs/features/resting-places.md); for visitors only a visible place, else null. */
  resting_place: RestingPlaceDto | null;
};

/** A family memorial as the API returns it (product §2.3). */
export type FamilyMemorialDto = {
  id: string;
  slug: string;
  /** The plaque's permanent code (`/q/{code}`); the API adds `short_url`. */
  short_code: string | null;
  family_name: string;
  description: string;
  template_id: string;
  visit_count: number;
  memorial_video_url: string | null;
  gallery_images: string[];
  favorite_music: string | null;
  family_members: FamilyMemberDto[];
  is_published: boolean;
  /** 'Quién puede verlo' (worker/services/visibility.ts). */
  visibility: Visibility;
  created_at: string;
  updated_at: string;
};

export const MAX_MEMBERS = 3;
export const PHOTOS_PER_MEMBER = 6;

/** A member row's own fields by their API names: the answer's member and an edit's starting point both carry them. */
const memberFields = (row: MemberRow) => ({
  id: row.id,
  name: row.name,
  birth_date: row.birthDate,
  death_date: row.deathDate,
  profile_image_url: row.profileImageUrl,
  relationship: row.relationship,
  memorial_video_url: row.memorialVideoUrl,
});

const toMemberDto = (row: MemberRow, place: RestingPlaceDto | null): FamilyMemberDto => ({
  ...memberFields(row),
  display_order: row.displayOrder,
  resting_place: place,
});

const toFamilyDto = (
  row: FamilyRow,
  members: MemberRow[],
  places: ReadonlyMap<string, RestingPlaceDto> = new Map(),
): FamilyMemorialDto => ({
  id: row.id,
  slug: row.slug,
  short_code: row.shortCode,
  family_name: row.familyName,
  description: row.description,
  template_id: row.templateId,
  visit_count: row.visitCount,
  memorial_video_url: row.memorialVideoUrl,
  gallery_images: row.galleryImages,
  favorite_music: row.favoriteMusic,
  family_members: members.map((member) => toMemberDto(member, places.get(member.id) ?? null)),
  is_published: row.isPublished,
  visibility: row.visibility,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

export type FamilyDeps = { db: Db; media: MediaPort; live: Live; pages: PublicPages };

function assertMemberDates(member: Pick<FamilyMemberInput, 'birth_date' | 'death_date'>): void {
  const problem = checkLifeDates(member.birth_date, member.death_date, todayInColombia());
  if (problem) throw badRequest(problem);
}

function assertGallerySize(photos: number, members: number): void {
  const limit = members * PHOTOS_PER_MEMBER;
  if (photos > limit) throw badRequest(M.familyGalleryFull(limit));
}

type MemberMedia = { profile_image_url: string; memorial_video_url?: string | null };

const memberMedia = (m: MemberMedia) => [m.profile_image_url, m.memorial_video_url].filter((url): url is string => Boolean(url));

/** Every media URL a family shows: its gallery and video, and each member's portrait and video. */
function familyMedia(row: Pick<FamilyRow, 'galleryImages' | 'memorialVideoUrl'>, members: readonly MemberMedia[]): string[] {
  return [...row.galleryImages, row.memorialVideoUrl, ...members.flatMap(memberMedia)].filter((url): url is string => Boolean(url));
}

async function membersOf(db: Db, familyIds: string[]): Promise<MemberRow[]> {
  if (familyIds.length === 0) return [];
  return db
    .select()
    .from(familyMembers)
    .where(inArray(familyMembers.familyProfileId, familyIds))
    .orderBy(asc(familyMembers.displayOrder), asc(familyMembers.createdAt));
}

/** The families with their members in order, each with where they rest (for visitors, only the visible places). */
export async function withMembers(db: Db, rows: FamilyRow[], audience: PlaceAudience = 'owner'): Promise<FamilyMemorialDto[]> {
  const members = await membersOf(
    db,
    rows.map((row) => row.id),
  );
  const places = await currentPlacesOfMembers(
    db,
    members.map((member) => member.id),
    audience,
  );
  return rows.map((row) =>
    toFamilyDto(
      row,
      members.filter((m) => m.familyProfileId === row.id),
      places,
    ),
  );
}

/** A family by id whatever its owner: only for code that already decided who may see it (a creation's answer). */
async function familyRowById(db: Db, id: string): Promise<FamilyRow> {
  const [row] = await db.select().from(familyProfiles).where(eq(familyProfiles.id, id)).limit(1);
  if (!row) throw notFound(M.familyNotFound);
  return row;
}

/**
 * The family `actor` may act on as `need` (memorial-access.ts: the owner, a manager of that role or more, or an
 * administrator for an editor's or moderator's act), with the access the check found. A stranger's is the same 404
 * as a missing one.
 */
export async function accessFamily(
  deps: DbDeps,
  actor: Actor,
  id: string,
  need: MemorialRole = 'editor',
): Promise<{ row: FamilyRow; access: MemorialAccess }> {
  const row = await familyRowById(deps.db, id);
  const access = await requireMemorialRole(deps, actor, { kind: 'family', id, ownerId: row.userId }, need);
  return { row, access };
}

/** The family `actor` may act on as `need` (an editor's by default): see accessFamily. */
export async function manageableFamily(deps: DbDeps, actor: Actor, id: string, need: MemorialRole = 'editor'): Promise<FamilyRow> {
  return (await accessFamily(deps, actor, id, need)).row;
}

async function familyDto(db: Db, row: FamilyRow): Promise<FamilyMemorialDto> {
  const [dto] = await withMembers(db, [row]);
  if (!dto) throw notFound(M.familyNotFound);
  return dto;
}

export async function getFamily(deps: DbDeps, actor: Actor, id: string): Promise<FamilyMemorialDto> {
  return familyDto(deps.db, await manageableFamily(deps, actor, id));
}

/** The family by its address, published or not (the preview): the owner's or an editor's; anyone else's is a plain 404. */
export async function getOwnFamilyBySlug(deps: DbDeps, actor: Pick<Actor, 'id'>, slug: string): Promise<FamilyMemorialDto> {
  const [row] = await deps.db.select().from(familyProfiles).where(eq(familyProfiles.slug, slug)).limit(1);
  const role = row ? await roleOn(deps.db, actor, { kind: 'family', id: row.id, ownerId: row.userId }) : null;
  if (!row || !role || !roleCovers(role, 'editor')) throw notFound(M.familyNotFound);
  return familyDto(deps.db, row);
}

export async function listOwnFamilies(deps: DbDeps, actor: Pick<Actor, 'id'>): Promise<FamilyMemorialDto[]> {
  const rows = await deps.db
    .select()
    .from(familyProfiles)
    .where(eq(familyProfiles.userId, actor.id))
    .orderBy(desc(familyProfiles.createdAt));
  return withMembers(deps.db, rows);
}

/** A published family; a private one only to a visitor who gave its code (403 PrivateMemorialError otherwise). */
export async function getPublicFamily(deps: VisitorDeps, slug: string): Promise<FamilyMemorialDto> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(familyProfiles)
    .where(and(eq(familyProfiles.slug, slug), eq(familyProfiles.isPublished, true)))
    .limit(1);
  if (!row) throw notFound(M.familyNotFound);
  await assertOpen(deps, gateOf('family', row));
  const [dto] = await withMembers(db, [row], 'public');
  return dto ?? toFamilyDto(row, []);
}

async function freeFamilySlug(db: Db, name: string): Promise<string> {
  const base = familySlugBase(name);
  const taken = await db.select({ slug: familyProfiles.slug }).from(familyProfiles).where(slugOrNumbered(familyProfiles.slug, base));
  return firstFreeSlug(
    base,
    taken.map((row) => row.slug),
  );
}

/**
 * Creates a published family memorial with its members in one batch, consuming one paid family order
 * (unique per family memorial, so a race cannot spend one quota twice).
 */
export async function createFamily(deps: FamilyDeps, actor: Pick<Actor, 'id'>, input: FamilyMemorialInput): Promise<FamilyMemorialDto> {
  const { db } = deps;
  const userId = actor.id;
  const members = orderedMembers(input.members);
  members.forEach(assertMemberDates);
  assertGallerySize(input.gallery_images.length, members.length);
  const memberIds = members.map(() => crypto.randomUUID());
  // Who may see it (the wizard's last step), checked like PUT …/visibility; the code may not be only the family's names and years.
  const seenBy = await newMemorialVisibility(
    {
      names: ['Familia', input.family_name, ...members.map((member) => member.name)],
      dates: members.flatMap((member) => [member.birth_date, member.death_date]),
    },
    input,
  );
  const places = await memberPlaceWrites(
    db,
    members.map((member, index) => ({ memberId: memberIds[index]!, member })),
  );
  await deps.media.assertOwned(userId, [
    ...input.gallery_images,
    ...(input.memorial_video_url ? [input.memorial_video_url] : []),
    ...members.flatMap(memberMedia),
    ...places.newPhotos,
  ]);

  for (let attempt = 0; attempt < 3; attempt++) {
    const { ids, refusal } = await claimableOrders(db, userId, 'family');
    const orderId = ids[0];
    if (!orderId) throw new AppError(403, refusal);
    const id = crypto.randomUUID();
    try {
      await db.batch([
        db.insert(familyProfiles).values({
          id,
          userId,
          orderId,
          slug: await freeFamilySlug(db, input.family_name),
          familyName: input.family_name,
          description: input.description,
          templateId: input.template_id,
          favoriteMusic: input.favorite_music ?? null,
          memorialVideoUrl: input.memorial_video_url ?? null,
          galleryImages: input.gallery_images,
          ...seenBy,
          isPublished: true,
        }),
        db.insert(familyMembers).values(members.map((member, index) => ({ ...memberValues(id, member, index), id: memberIds[index] }))),
        ...places.statements(db),
      ]);
      await memorialChanged(deps.live, userId);
      const created = await familyDto(db, await familyRowById(db, id));
      await deps.pages.purge(await withExampleLanding(db, 'family', created.slug, familyPaths(created.slug)));
      return created;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError(409, M.noQuota);
}

function memberValues(familyProfileId: string, member: FamilyMemberInput, displayOrder: number) {
  return {
    familyProfileId,
    name: member.name,
    birthDate: member.birth_date,
    deathDate: member.death_date,
    profileImageUrl: member.profile_image_url,
    relationship: member.relationship,
    memorialVideoUrl: member.memorial_video_url ?? null,
    displayOrder,
  };
}

const memberInput = (row: MemberRow): FamilyMemberInput => memberFields(row);

/**
 * The members in the order they are to be shown. Without `display_order` the list's own order is the order;
 * with it, every entry must carry one and the places must be 0…n-1, each once (a 400 otherwise), and the list is
 * put in that order. A member's photo and video travel with its entry, so they move with it.
 */
export function orderedMembers<T extends OrderedMemberInput>(members: readonly T[]): T[] {
  const placed = members.filter((member) => member.display_order !== undefined);
  if (placed.length === 0) return [...members];
  const places = placed.map((member) => member.display_order!).sort((a, b) => a - b);
  if (placed.length !== members.length || places.some((place, index) => place !== index)) throw badRequest(M.memberOrderInvalid);
  return [...members].sort((a, b) => a.display_order! - b.display_order!);
}

/**
 * Checks the members an edit asks for against the saved ones: each `id` must be one of this family's
 * members (once), and a member without an id is a new one.
 */
function assertPlannedMembers(saved: readonly MemberRow[], wanted: readonly FamilyMemberInput[]): void {
  const ids = new Set(saved.map((member) => member.id));
  const seen = new Set<string>();
  for (const member of wanted) {
    if (member.id === undefined) continue;
    if (!ids.has(member.id) || seen.has(member.id)) throw notFound(M.memberNotFound);
    seen.add(member.id);
  }
  wanted.forEach(assertMemberDates);
}

/**
 * Edits a family memorial in one atomic batch: its own fields and, when `members` is sent, the whole list in
 * its new order (an entry with an id edits that member, one without adds a member, a saved member left out
 * is removed). Either everything is saved or nothing is. Media no longer shown is deleted after the write.
 */
export async function updateFamily(deps: FamilyDeps, actor: Actor, id: string, input: FamilyMemorialUpdate): Promise<FamilyMemorialDto> {
  const { db } = deps;
  const { row: current, access } = await accessFamily(deps, actor, id, 'editor');
  const saved = await membersOf(db, [id]);
  const wanted = input.members && orderedMembers(input.members);
  if (wanted) assertPlannedMembers(saved, wanted);
  const members = wanted ?? saved.map(memberInput);
  const next = {
    familyName: input.family_name ?? current.familyName,
    description: input.description ?? current.description,
    templateId: input.template_id ?? current.templateId,
    favoriteMusic: input.favorite_music === undefined ? current.favoriteMusic : input.favorite_music,
    memorialVideoUrl: (input.memorial_video_url === undefined ? current.memorialVideoUrl : input.memorial_video_url) ?? null,
    galleryImages: input.gallery_images ?? current.galleryImages,
  };
  assertGallerySize(next.galleryImages.length, members.length);
  const memberIds = members.map((member) => member.id ?? crypto.randomUUID());
  const places = await memberPlaceWrites(
    db,
    members.map((member, index) => ({ memberId: memberIds[index]!, member })),
  );
  const before = new Set(familyMedia(current, saved.map(memberInput)));
  const after = familyMedia(next, members);
  await deps.media.assertOwned(mediaOwnerFor(access, actor), [...after.filter((url) => !before.has(url)), ...places.newPhotos]);

  const kept = new Set(members.map((member) => member.id).filter(Boolean));
  const removed = saved.filter((member) => !kept.has(member.id));
  await db.batch([
    db
      .update(familyProfiles)
      .set({ ...next, updatedAt: new Date().toISOString() })
      .where(eq(familyProfiles.id, id)),
    // Removals first, so a family of three may swap one member for a new one in the same edit.
    ...removed.map((member) => db.delete(familyMembers).where(eq(familyMembers.id, member.id))),
    ...members.map((member, index) =>
      member.id
        ? db
            .update(familyMembers)
            .set(memberValues(id, member, index))
            .where(and(eq(familyMembers.id, member.id), eq(familyMembers.familyProfileId, id)))
        : db.insert(familyMembers).values({ ...memberValues(id, member, index), id: memberIds[index] }),
    ),
    ...places.statements(db),
    ...auditForeignEdit(db, actor, current.userId, 'family_profile', id),
  ]);
  const shown = new Set(after);
  await removeUnused(
    deps.media,
    [...before].filter((url) => !shown.has(url)),
  );
  await places.removeReplaced(deps.media);
  await memorialChanged(deps.live, current.userId);
  // The slug never changes; the wall shows the family's name, so both addresses are purged.
  await deps.pages.purge(familyPaths(current.slug));
  return getFamily(deps, actor, id);
}

/**
 * Deletes an own family memorial with its members and memories (cascade), then its files. The pages' purge is
 * in the delete's own batch, so nothing failing afterwards (R2) leaves the family's page at the edge.
 */
export async function deleteFamily(deps: FamilyDeps, actor: Actor, id: string): Promise<void> {
  const { db } = deps;
  const userId = actor.id;
  // The owner's alone: a manager is told so (403), anyone else (an administrator too) gets the 404.
  const { row: current } = await accessFamily(deps, actor, id, 'owner');
  const members = await membersOf(db, [id]);
  const purge = deps.pages.batched(db, await withExampleLanding(db, 'family', current.slug, familyPaths(current.slug)));
  const [, bumped] = await db.batch([
    db.delete(familyProfiles).where(and(eq(familyProfiles.id, id), eq(familyProfiles.userId, userId))),
    purge.statement,
  ]);
  await purge.settle(bumped);
  await removeUnused(deps.media, familyMedia(current, members.map(memberInput)));
  await memorialChanged(deps.live, userId);
}

/**
 * Adds a member in one statement that only inserts while fewer than three exist, so two concurrent
 * additions cannot make a fourth.
 */
export async function addMember(deps: FamilyDeps, actor: Actor, familyId: string, input: FamilyMemberInput): Promise<FamilyMemorialDto> {
  const { db } = deps;
  const { row: family, access } = await accessFamily(deps, actor, familyId, 'editor');
  assertMemberDates(input);
  const values = memberValues(familyId, input, 0);
  const id = crypto.randomUUID();
  const places = await memberPlaceWrites(db, [{ memberId: id, member: input }]);
  await deps.media.assertOwned(mediaOwnerFor(access, actor), [...memberMedia(input), ...places.newPhotos]);
  const inserted = await db.all<{ id: string }>(sql`
    INSERT INTO ${familyMembers} (id, family_profile_id, name, birth_date, death_date, profile_image_url, relationship, memorial_video_url, display_order)
    SELECT ${id}, ${familyId}, ${values.name}, ${values.birthDate}, ${values.deathDate}, ${values.profileImageUrl},
           ${values.relationship}, ${values.memorialVideoUrl}, coalesce(max(display_order) + 1, 0)
    FROM ${familyMembers} WHERE family_profile_id = ${familyId}
    HAVING count(*) < ${MAX_MEMBERS}
    RETURNING id`);
  if (inserted.length === 0) throw conflict(M.membersCount);
  // The guarded insert is a raw statement, which drizzle's D1 batch cannot bind, so the member's place and a manager's
  // audit row follow it in a batch of their own; should that batch fail, the member goes too (nothing half-added).
  const after = [...places.statements(db), ...auditManagedChange(db, actor, access, 'family_member_added', { member_id: id })];
  if (after.length > 0) {
    try {
      await db.batch(after as [(typeof after)[number], ...typeof after]);
    } catch (error) {
      await db.delete(familyMembers).where(eq(familyMembers.id, id));
      throw error;
    }
  }
  await memberChanged(deps, family);
  return getFamily(deps, actor, familyId);
}

/** After a member changes: the owner's open dashboard (its card lists the members) and the family's page. */
async function memberChanged(deps: FamilyDeps, family: FamilyRow): Promise<void> {
  await deps.db.update(familyProfiles).set({ updatedAt: new Date().toISOString() }).where(eq(familyProfiles.id, family.id));
  await memorialChanged(deps.live, family.userId);
  // Members show on the family's page only; its wall shows the family's name.
  await deps.pages.purge([familyPagePath(family.slug)]);
}

/** Edits one member in place (its place in the list stays); files it no longer shows are deleted. */
export async function updateMember(
  deps: FamilyDeps,
  actor: Actor,
  familyId: string,
  memberId: string,
  input: FamilyMemberInput,
): Promise<FamilyMemorialDto> {
  const { db } = deps;
  const { row: family, access } = await accessFamily(deps, actor, familyId, 'editor');
  const [member] = await db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.id, memberId), eq(familyMembers.familyProfileId, familyId)))
    .limit(1);
  if (!member) throw notFound(M.memberNotFound);
  assertMemberDates(input);
  const before = memberMedia(memberInput(member));
  const after = memberMedia(input);
  const places = await memberPlaceWrites(db, [{ memberId, member: input }]);
  await deps.media.assertOwned(mediaOwnerFor(access, actor), [...after.filter((url) => !before.includes(url)), ...places.newPhotos]);
  await db.batch([
    db
      .update(familyMembers)
      .set(memberValues(familyId, input, member.displayOrder))
      .where(eq(familyMembers.id, memberId)),
    ...places.statements(db),
    ...auditForeignEdit(db, actor, family.userId, 'family_profile', familyId),
  ]);
  await removeUnused(
    deps.media,
    before.filter((url) => !after.includes(url)),
  );
  await places.removeReplaced(deps.media);
  await memberChanged(deps, family);
  return getFamily(deps, actor, familyId);
}

export async function removeMember(deps: FamilyDeps, actor: Actor, familyId: string, memberId: string): Promise<FamilyMemorialDto> {
  const { db } = deps;
  const { row: family, access } = await accessFamily(deps, actor, familyId, 'editor');
  const members = await membersOf(db, [familyId]);
  const member = members.find((m) => m.id === memberId);
  if (!member) throw notFound(M.memberNotFound);
  if (members.length <= 1) throw badRequest(M.lastMember);
  // The gallery may hold up to six photos per member: fewer members, a smaller allowance.
  assertGallerySize(family.galleryImages.length, members.length - 1);
  await db.batch([
    db.delete(familyMembers).where(and(eq(familyMembers.id, memberId), eq(familyMembers.familyProfileId, familyId))),
    ...auditManagedChange(db, actor, access, 'family_member_removed', { member_id: memberId }),
  ]);
  await removeUnused(deps.media, memberMedia(memberInput(member)));
  await memberChanged(deps, family);
  return getFamily(deps, actor, familyId);
}
