import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memorialProfiles } from '../../db/schema';
import type { IndividualTemplate } from '../../db/schema/enums';
import { AppError, badRequest, notFound } from '../errors';
import { checkLifeDates, MEMORIAL_MESSAGES as M, type IndividualMemorialInput, type IndividualMemorialUpdate } from '../schemas/memorials';
import { isUniqueViolation } from './db-errors';
import { memorialChanged, type Live } from '../realtime/live';
import type { PublicPages } from '../edge-cache/purge';
import { memorialPaths } from '../edge-cache/public-paths';
import { withExampleLanding } from '../edge-cache/settings-pages';
import { removeUnused, type MediaPort } from './media-port';
import { auditInsert } from './audit';
import { claimableOrders } from './quotas';
import { firstFreeSlug, individualSlugBase, slugOrNumbered } from './slugs';
import { todayInColombia } from './time';
import type { UserRow } from './users';
import { assertOpen, gateOf, newMemorialVisibility, type VisitorDeps } from './visibility';
import type { Visibility } from '../../db/schema/enums';
import { mediaOwnerFor, requireMemorialRole, roleCovers, roleOn, type MemorialAccess, type MemorialRole } from './memorial-access';
import { currentPlacesOfMemorials, type PlaceAudience, type RestingPlaceDto } from './resting-place-rows';
import { memorialPlaceWrites } from './resting-place-writes';

/** Who edits: the owner, or an administrator correcting a family's memorial for them. */
export type Actor = Pick<UserRow, 'id' | 'role'>;

/** What a service that only reads or writes the database needs: the request's deps fit it whole. */
export type DbDeps = { db: Db };

export type IndividualMemorialRow = typeof memorialProfiles.$inferSelect;

/** An individual memorial as the API returns it (product §2.3). */
export type IndividualMemorialDto = {
  id: string;
  slug: string;
  /** The plaque's permanent code (`/q/{code}`); the API adds `short_url`. */
  short_code: string | null;
  profile_type: string;
  profile_name: string;
  birth_date: string;
  death_date: string;
  description: string;
  profile_image_url: string | null;
  gallery_images: string[];
  memorial_video_url: string | null;
  video_thumbnail_url: string | null;
  favorite_music: string | null;
  template_id: string;
  visit_count: number;
  is_published: boolean;
  show_birth_date: boolean;
  show_death_date: boolean;
  /** 'Quién puede verlo' (worker/services/visibility.ts); the access code itself never leaves the server. */
  visibility: Visibility;
  created_at: string;
  updated_at: string;
};

export function toIndividualMemorialDto(row: IndividualMemorialRow): IndividualMemorialDto {
  return {
    id: row.id,
    slug: row.slug,
    short_code: row.shortCode,
    profile_type: row.profileType,
    profile_name: row.profileName,
    birth_date: row.birthDate,
    death_date: row.deathDate,
    description: row.description,
    profile_image_url: row.profileImageUrl,
    gallery_images: row.galleryImages,
    memorial_video_url: row.memorialVideoUrl,
    video_thumbnail_url: row.videoThumbnailUrl,
    favorite_music: row.favoriteMusic,
    template_id: row.templateId,
    visit_count: row.visitCount,
    is_published: row.isPublished,
    show_birth_date: row.showBirthDate,
    show_death_date: row.showDeathDate,
    visibility: row.visibility,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/**
 * A memorial as anyone may read it (the public API and page): a date the family chose to hide is null, not
 * merely flagged, so no visitor, script or crawler can read it.
 */
export type PublicIndividualMemorialDto = Omit<IndividualMemorialDto, 'birth_date' | 'death_date'> & {
  birth_date: string | null;
  death_date: string | null;
  /** Where the person rests, only when the family made it visible (docs/features/resting-places.md). */
  resting_place: RestingPlaceDto | null;
};

/** One memorial as its owner reads and edits it (`GET|PUT /api/profiles/{id}`): with where the person rests, hidden or not. */
export type ManagedIndividualMemorialDto = IndividualMemorialDto & { resting_place: RestingPlaceDto | null };

async function withRestingPlace<T extends { id: string }>(
  db: Db,
  dto: T,
  audience: PlaceAudience,
): Promise<T & { resting_place: RestingPlaceDto | null }> {
  const places = await currentPlacesOfMemorials(db, [dto.id], audience);
  return { ...dto, resting_place: places.get(dto.id) ?? null };
}

/** The memorial `actor` may manage, as the API answers it, with its resting place. */
export async function getManagedIndividualMemorial(deps: DbDeps, actor: Actor, id: string): Promise<ManagedIndividualMemorialDto> {
  return withRestingPlace(deps.db, toIndividualMemorialDto(await manageableIndividualMemorial(deps, actor, id)), 'owner');
}

export function toPublicIndividualMemorialDto(row: IndividualMemorialRow): Omit<PublicIndividualMemorialDto, 'resting_place'> {
  const dto = toIndividualMemorialDto(row);
  return { ...dto, birth_date: row.showBirthDate ? dto.birth_date : null, death_date: row.showDeathDate ? dto.death_date : null };
}

export type MemorialDeps = { db: Db; media: MediaPort; live: Live; pages: PublicPages };

/** Every media URL a memorial holds, for ownership checks and clean-up. */
export function individualMemorialMedia(
  row: Pick<IndividualMemorialRow, 'profileImageUrl' | 'galleryImages' | 'memorialVideoUrl' | 'videoThumbnailUrl'>,
): string[] {
  return [row.profileImageUrl, ...row.galleryImages, row.memorialVideoUrl, row.videoThumbnailUrl].filter((url): url is string =>
    Boolean(url),
  );
}

function assertDates(input: { birth_date: string; death_date: string }): void {
  const problem = checkLifeDates(input.birth_date, input.death_date, todayInColombia());
  if (problem) throw badRequest(problem);
}

/**
 * The memorial `actor` may act on as `need` (memorial-access.ts: the owner, a manager of that role or more, or an
 * administrator for an editor's or moderator's act), with the access the check found. A stranger's is the same 404
 * as a missing one.
 */
export async function accessIndividualMemorial(
  deps: DbDeps,
  actor: Actor,
  id: string,
  need: MemorialRole = 'editor',
): Promise<{ row: IndividualMemorialRow; access: MemorialAccess }> {
  const [row] = await deps.db.select().from(memorialProfiles).where(eq(memorialProfiles.id, id)).limit(1);
  if (!row) throw notFound(M.notFound);
  const access = await requireMemorialRole(deps, actor, { kind: 'memorial', id, ownerId: row.userId }, need);
  return { row, access };
}

/** The memorial `actor` may act on as `need` (an editor's by default): see accessIndividualMemorial. */
export async function manageableIndividualMemorial(
  deps: DbDeps,
  actor: Actor,
  id: string,
  need: MemorialRole = 'editor',
): Promise<IndividualMemorialRow> {
  return (await accessIndividualMemorial(deps, actor, id, need)).row;
}

/**
 * The audit row of an edit by anyone but the owner (an administrator correcting it, or a manager: who made it is
 * the row's actor), for the batch that makes the edit. The owner's own edits are theirs to make.
 */
export function auditForeignEdit(
  db: Db,
  actor: Actor,
  ownerId: string,
  entityType: 'memorial_profile' | 'family_profile',
  entityId: string,
) {
  return actor.id === ownerId
    ? []
    : [auditInsert(db, { actorId: actor.id, action: `${entityType}_updated`, entityType, entityId, details: { owner_id: ownerId } })];
}

export async function listOwnIndividualMemorials(deps: DbDeps, actor: Pick<Actor, 'id'>): Promise<IndividualMemorialDto[]> {
  const rows = await deps.db
    .select()
    .from(memorialProfiles)
    .where(eq(memorialProfiles.userId, actor.id))
    .orderBy(desc(memorialProfiles.createdAt));
  return rows.map(toIndividualMemorialDto);
}

/** The preview by address, published or not: the owner's, or an editor's of it; anyone else's is a plain 404. */
export async function getOwnIndividualMemorialBySlug(deps: DbDeps, actor: Pick<Actor, 'id'>, slug: string): Promise<IndividualMemorialDto> {
  const [row] = await deps.db.select().from(memorialProfiles).where(eq(memorialProfiles.slug, slug)).limit(1);
  const role = row ? await roleOn(deps.db, actor, { kind: 'memorial', id: row.id, ownerId: row.userId }) : null;
  if (!row || !role || !roleCovers(role, 'editor')) throw notFound(M.notFound);
  return toIndividualMemorialDto(row);
}

/**
 * Only published memorials are public (product §2.4), without the dates the family hid; a private one only
 * to a visitor who gave its code (403 PrivateMemorialError otherwise).
 */
export async function getPublicIndividualMemorial(deps: VisitorDeps, slug: string): Promise<PublicIndividualMemorialDto> {
  const { db } = deps;
  const [row] = await publishedMemorialBySlugQuery(db, slug);
  if (!row) throw notFound(M.notFound);
  await assertOpen(deps, gateOf('memorial', row));
  return withRestingPlace(db, toPublicIndividualMemorialDto(row), 'public');
}

const publishedWithSlug = (slug: string) => and(eq(memorialProfiles.slug, slug), eq(memorialProfiles.isPublished, true));

/** The published memorial of a page's address (a list of at most one row), for a page's batch. */
export const publishedMemorialBySlugQuery = (db: Db, slug: string) =>
  db.select().from(memorialProfiles).where(publishedWithSlug(slug)).limit(1);

/**
 * The id of the published memorial of a page's address, as a subquery: the page's other reads name the memorial by
 * it, so they go in one batch with the memorial itself instead of waiting for its id.
 */
export const publishedMemorialIdBySlug = (db: Db, slug: string) =>
  db.select({ id: memorialProfiles.id }).from(memorialProfiles).where(publishedWithSlug(slug));

async function freeSlug(db: Db, name: string): Promise<string> {
  const base = individualSlugBase(name);
  const taken = await db.select({ slug: memorialProfiles.slug }).from(memorialProfiles).where(slugOrNumbered(memorialProfiles.slug, base));
  return firstFreeSlug(
    base,
    taken.map((row) => row.slug),
  );
}

/**
 * Creates a published memorial consuming one paid individual order. The order id is unique on
 * memorial_profiles, so two simultaneous creates can never spend one quota: the loser tries the next
 * free order, or gets docs/product's refusal when none is left.
 */
export async function createIndividualMemorial(
  deps: MemorialDeps,
  actor: Pick<Actor, 'id'>,
  input: IndividualMemorialInput,
): Promise<IndividualMemorialDto> {
  const { db } = deps;
  const userId = actor.id;
  assertDates(input);
  await deps.media.assertOwned(userId, individualMemorialMedia(toMediaFields(input)));
  // Who may see it (the wizard's last step), checked like PUT …/visibility before anything is written.
  const seenBy = await newMemorialVisibility({ names: [input.profile_name], dates: [input.birth_date, input.death_date] }, input);

  for (let attempt = 0; attempt < 3; attempt++) {
    const { ids, refusal } = await claimableOrders(db, userId, 'individual');
    const orderId = ids[0];
    if (!orderId) throw new AppError(403, refusal);
    try {
      const [row] = await db
        .insert(memorialProfiles)
        .values({
          userId,
          orderId,
          slug: await freeSlug(db, input.profile_name),
          ...toContentFields(input),
          ...toMediaFields(input),
          showBirthDate: input.show_birth_date ?? true,
          showDeathDate: input.show_death_date ?? true,
          ...seenBy,
          isPublished: true,
        })
        .returning();
      if (row) {
        await memorialChanged(deps.live, userId);
        await deps.pages.purge(await withExampleLanding(db, 'individual', row.slug, memorialPaths(row.slug)));
        return toIndividualMemorialDto(row);
      }
    } catch (error) {
      // Lost a race for the order or the slug: look again with fresh data.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError(409, M.noQuota);
}

/** The memorial's words and choices as columns: a new memorial's and an edit's alike. */
function toContentFields(
  input: Pick<IndividualMemorialInput, 'profile_name' | 'birth_date' | 'death_date' | 'description' | 'template_id' | 'favorite_music'>,
) {
  return {
    profileName: input.profile_name,
    birthDate: input.birth_date,
    deathDate: input.death_date,
    description: input.description,
    templateId: input.template_id as IndividualTemplate,
    favoriteMusic: input.favorite_music ?? null,
  };
}

function toMediaFields(
  input: Pick<IndividualMemorialInput, 'profile_image_url' | 'gallery_images' | 'memorial_video_url' | 'video_thumbnail_url'>,
) {
  return {
    profileImageUrl: input.profile_image_url ?? null,
    galleryImages: input.gallery_images,
    memorialVideoUrl: input.memorial_video_url ?? null,
    videoThumbnailUrl: input.video_thumbnail_url ?? null,
  };
}

/**
 * Edits a memorial (the owner's, or any for an administrator); media no longer referenced is deleted from
 * storage after the row is saved. New files must be the editor's own uploads.
 */
export async function updateIndividualMemorial(
  deps: MemorialDeps,
  actor: Actor,
  id: string,
  input: IndividualMemorialUpdate,
): Promise<ManagedIndividualMemorialDto> {
  const { db } = deps;
  const { row: current, access } = await accessIndividualMemorial(deps, actor, id, 'editor');
  assertDates(input);
  const media = toMediaFields(input);
  const before = new Set(individualMemorialMedia(current));
  const place = await memorialPlaceWrites(db, id, input.death_date, input.resting_place);
  await deps.media.assertOwned(mediaOwnerFor(access, actor), [
    ...individualMemorialMedia(media).filter((url) => !before.has(url)),
    ...place.newPhotos,
  ]);

  const [[row]] = await db.batch([
    db
      .update(memorialProfiles)
      .set({
        ...toContentFields(input),
        ...media,
        showBirthDate: input.show_birth_date ?? current.showBirthDate,
        showDeathDate: input.show_death_date ?? current.showDeathDate,
        updatedAt: new Date().toISOString(),
      })
      .where(eq(memorialProfiles.id, id))
      .returning(),
    ...place.statements(db),
    ...auditForeignEdit(db, actor, current.userId, 'memorial_profile', id),
  ]);
  if (!row) throw notFound(M.notFound);
  const kept = new Set(individualMemorialMedia(row));
  await removeUnused(
    deps.media,
    [...before].filter((url) => !kept.has(url)),
  );
  await place.removeReplaced(deps.media);
  await memorialChanged(deps.live, current.userId);
  // An edit changes neither the slug nor whether the page is published: the landing's examples stay as they are.
  await deps.pages.purge(memorialPaths(row.slug));
  return withRestingPlace(db, toIndividualMemorialDto(row), 'owner');
}

/**
 * Deletes an own memorial, its memories (cascade) and its media; its order's quota becomes free again. The
 * page's purge is in the delete's own batch, so nothing failing afterwards (R2) leaves the page at the edge.
 */
export async function deleteIndividualMemorial(deps: MemorialDeps, actor: Actor, id: string): Promise<void> {
  const { db } = deps;
  const userId = actor.id;
  // The owner's alone: a manager is told so (403), anyone else (an administrator too) gets the 404.
  const { row: current } = await accessIndividualMemorial(deps, actor, id, 'owner');
  const purge = deps.pages.batched(db, await withExampleLanding(db, 'individual', current.slug, memorialPaths(current.slug)));
  const [, bumped] = await db.batch([
    db.delete(memorialProfiles).where(and(eq(memorialProfiles.id, id), eq(memorialProfiles.userId, userId))),
    purge.statement,
  ]);
  await purge.settle(bumped);
  await removeUnused(deps.media, individualMemorialMedia(current));
  await memorialChanged(deps.live, userId);
}
