import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupleGalleryPhotos, coupleProfiles, coupleSongs, coupleVideos, users } from '../../db/schema';
import type { MediaKind } from '../../db/schema/enums';
import { badRequest, conflict } from '../errors';
import type { Live } from '../realtime/live';
import { couplePaths } from '../edge-cache/public-paths';
import type { PublicPages } from '../edge-cache/purge';
import {
  COUPLE_LIMITS as L,
  COUPLE_MESSAGES as M,
  type CoupleGalleryInput,
  type CoupleMemorialInput,
  type CoupleMemorialUpdate,
  type CoupleSongsInput,
  type CoupleVideosInput,
} from '../schemas/couples';
import { auditInsert } from './audit';
import { coupleMedia, getAdminCouple, getCoupleChildren, getCoupleRow, type CoupleMemorialDto } from './couple-memorials';
import { isUniqueViolation } from './db-errors';
import { removeUnused, type MediaPort } from './media-port';
import { firstFreeSlug, slugify, slugOrNumbered } from './slugs';
import { todayInColombia } from './time';
import type { UserRow } from './users';
import { zodiacSign } from '../schemas/zodiac';

/** What the back-office's couple writes need: storage, open pages to tell. The administrator comes as `actor`. */
export type AdminCoupleDeps = { db: Db; media: MediaPort; live: Live; pages: PublicPages; ipAddress?: string | null };

const IMAGE_KINDS: readonly MediaKind[] = ['profile', 'gallery', 'couple'];
const VIDEO_KINDS: readonly MediaKind[] = ['video'];

type Person = 'person1' | 'person2';
type PersonFields = Pick<CoupleMemorialUpdate, `${Person}_birth_date`>;

/** Birth dates in the future are refused (a couple page is for living people, so no other bound applies). */
function assertBirthDates(input: PersonFields): void {
  const today = todayInColombia();
  for (const date of [input.person1_birth_date, input.person2_birth_date]) {
    if (date && date > today) throw badRequest(M.birthFuture);
  }
}

async function assertOwnerExists(db: Db, userId: string | null | undefined): Promise<void> {
  if (!userId) return;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!owner) throw badRequest(M.invalidOwner);
}

async function freeCoupleSlug(db: Db, name: string): Promise<string> {
  const base = slugify(name);
  const taken = await db.select({ slug: coupleProfiles.slug }).from(coupleProfiles).where(slugOrNumbered(coupleProfiles.slug, base));
  return firstFreeSlug(
    base,
    taken.map((row) => row.slug),
  );
}

/** The row's columns from the couple's fields; only the ones present (an edit sends a subset). */
function columnsOf(input: CoupleMemorialUpdate) {
  const set = <T>(value: T | undefined) => value;
  return {
    coupleName: set(input.couple_name),
    description: set(input.description),
    profileImageUrl: set(input.profile_image_url),
    person1Name: set(input.person1_name),
    person1Alias: set(input.person1_alias),
    person1BirthDate: set(input.person1_birth_date),
    person1ZodiacSign: input.person1_birth_date === undefined ? undefined : zodiacSign(input.person1_birth_date),
    person1ComidasFavoritas: set(input.person1_comidas_favoritas),
    person1SeriesPeliculas: set(input.person1_series_peliculas),
    person1Suegros: set(input.person1_suegros),
    person1Cunados: set(input.person1_cunados),
    person2Name: set(input.person2_name),
    person2Alias: set(input.person2_alias),
    person2BirthDate: set(input.person2_birth_date),
    person2ZodiacSign: input.person2_birth_date === undefined ? undefined : zodiacSign(input.person2_birth_date),
    person2ComidasFavoritas: set(input.person2_comidas_favoritas),
    person2SeriesPeliculas: set(input.person2_series_peliculas),
    person2Suegros: set(input.person2_suegros),
    person2Cunados: set(input.person2_cunados),
    relationshipStartDate: set(input.relationship_start_date),
    anniversaryDate: set(input.anniversary_date),
    commonInterests: set(input.common_interests),
    pets: set(input.pets),
    shortTermGoals: set(input.short_term_goals),
    mediumTermGoals: set(input.medium_term_goals),
    longTermGoals: set(input.long_term_goals),
    templateId: set(input.template_id),
    isPublished: set(input.is_published),
    userId: set(input.user_id),
  };
}

type CoupleColumns = ReturnType<typeof columnsOf>;

/** The back-office and the dashboards of the customers whose pages changed hear about it. */
async function coupleChanged(live: Live, ...owners: (string | null | undefined)[]): Promise<void> {
  const customers = [...new Set(owners.filter((id): id is string => Boolean(id)))];
  await Promise.all([live.admins('memorials'), ...customers.map((id) => live.customer(id, 'memorials'))]);
}

/**
 * Step 'profile' of the creation sequence of product §3.4: the couple's own fields, with the main image
 * the administrator has just uploaded. The slug comes from the couple's name and never changes afterwards,
 * because it is printed on a plaque.
 */
export async function createCouple(
  deps: AdminCoupleDeps,
  actor: Pick<UserRow, 'id'>,
  input: CoupleMemorialInput,
): Promise<CoupleMemorialDto> {
  const { db } = deps;
  assertBirthDates(input);
  await assertOwnerExists(db, input.user_id);
  await deps.media.assertOwned(actor.id, [input.profile_image_url], IMAGE_KINDS);
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = crypto.randomUUID();
    const slug = await freeCoupleSlug(db, input.couple_name);
    try {
      await db.batch([
        db.insert(coupleProfiles).values({
          // Every field is present on create (the schema fills the defaults).
          ...(columnsOf(input) as { [K in keyof CoupleColumns]-?: Exclude<CoupleColumns[K], undefined> }),
          id,
          slug,
          createdBy: actor.id,
          userId: input.user_id ?? null,
        }),
        auditInsert(db, {
          actorId: actor.id,
          action: 'couple.create',
          entityType: 'couple_profile',
          entityId: id,
          details: { slug, user_id: input.user_id ?? null, is_published: input.is_published },
          ipAddress: deps.ipAddress,
        }),
      ]);
      await coupleChanged(deps.live, input.user_id);
      // Its address may have answered 404 a moment ago (never kept) or belonged to a deleted couple.
      await deps.pages.purge(couplePaths(slug));
      return getAdminCouple({ db }, id);
    } catch (error) {
      // Two couples with the same name at once: the unique slug refuses the second; it takes the next one.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw conflict(M.createFailed('El nombre ya está en uso'));
}

type ChildTable = typeof coupleGalleryPhotos | typeof coupleSongs | typeof coupleVideos;

/**
 * One of a couple's lists as the back-office appends to it: its table, the two columns a new row fills from an
 * item's url and title (in that order), how many rows it may hold and what a full list says, and the kinds of media
 * its items must be (the administrator's own uploads; none for songs, which are YouTube links).
 */
type CoupleList = { table: ChildTable; columns: SQL; limit: number; full: string; mediaKinds: readonly MediaKind[] | null };

const coupleList = (table: ChildTable, columns: SQL, limit: number, full: string, mediaKinds: CoupleList['mediaKinds']): CoupleList => ({
  table,
  columns,
  limit,
  full,
  mediaKinds,
});

const GALLERY = coupleList(coupleGalleryPhotos, sql`photo_url, photo_title`, L.gallery, M.galleryFull, IMAGE_KINDS);
const SONGS = coupleList(coupleSongs, sql`youtube_url, song_title`, L.songs, M.songsFull, null);
const VIDEOS = coupleList(coupleVideos, sql`video_url, video_filename`, L.videos, M.videosFull, VIDEO_KINDS);

type ListItem = { url: string; title: string | null };

/**
 * Appends rows to one of a couple's lists in a single statement that inserts all of them or none: it counts
 * what is there and refuses when the new ones would pass the limit, so two requests at once cannot make an
 * eleventh photo. Each new row goes after the last one.
 */
async function appendChildren(db: Db, list: CoupleList, coupleId: string, items: ListItem[]): Promise<void> {
  if (items.length === 0) return;
  const rows = JSON.stringify(items.map((item) => ({ ...item, id: crypto.randomUUID() })));
  const inserted = await db.all<{ id: string }>(sql`
    INSERT INTO ${list.table} (id, couple_profile_id, ${list.columns}, display_order)
    SELECT json_extract(item.value, '$.id'), ${coupleId}, json_extract(item.value, '$.url'), json_extract(item.value, '$.title'),
           existing.top + 1 + item.key
    FROM json_each(${rows}) AS item,
         (SELECT count(*) AS n, coalesce(max(display_order), -1) AS top FROM ${list.table} WHERE couple_profile_id = ${coupleId}) AS existing
    WHERE existing.n + ${items.length} <= ${list.limit}
    RETURNING id`);
  if (inserted.length !== items.length) throw conflict(list.full);
}

/** The items after the ones there; the owner's dashboard hears of it and the page is purged. */
async function appendToCouple(
  deps: AdminCoupleDeps,
  actor: Pick<UserRow, 'id'>,
  id: string,
  list: CoupleList,
  items: ListItem[],
): Promise<CoupleMemorialDto> {
  const row = await getCoupleRow(deps.db, id);
  if (list.mediaKinds) {
    await deps.media.assertOwned(
      actor.id,
      items.map((item) => item.url),
      list.mediaKinds,
    );
  }
  await appendChildren(deps.db, list, id, items);
  await coupleChanged(deps.live, row.userId);
  await deps.pages.purge(couplePaths(row.slug));
  return getAdminCouple(deps, id);
}

const galleryItems = (photos: CoupleGalleryInput) => photos.map((p) => ({ url: p.file_url, title: p.title }));
const songItems = (songs: CoupleSongsInput) => songs.map((s) => ({ url: s.youtube_url, title: s.title }));
const videoItems = (videos: CoupleVideosInput) => videos.map((v) => ({ url: v.file_url, title: v.title }));

type Appender<Input> = (deps: AdminCoupleDeps, actor: Pick<UserRow, 'id'>, id: string, input: Input) => Promise<CoupleMemorialDto>;

/** POST /admin/couple-profiles/{id}/gallery: photos the administrator uploaded, after the ones there. */
export const addCouplePhotos: Appender<CoupleGalleryInput> = (deps, actor, id, photos) =>
  appendToCouple(deps, actor, id, GALLERY, galleryItems(photos));

export const addCoupleSongs: Appender<CoupleSongsInput> = (deps, actor, id, songs) =>
  appendToCouple(deps, actor, id, SONGS, songItems(songs));

export const addCoupleVideos: Appender<CoupleVideosInput> = (deps, actor, id, videos) =>
  appendToCouple(deps, actor, id, VIDEOS, videoItems(videos));

/** Rows that replace a whole list, in the order given. */
function replacement<T extends ChildTable>(db: Db, table: T, coupleId: string, rows: Record<string, unknown>[]) {
  const ordered = rows.map((row, displayOrder) => ({ ...row, coupleProfileId: coupleId, displayOrder }));
  return [
    db.delete(table).where(eq(table.coupleProfileId, coupleId)),
    ...(ordered.length ? [db.insert(table).values(ordered as never)] : []),
  ];
}

/**
 * The wizard's Edit: the couple's fields and, when sent, whole new lists, all in one atomic batch. Media the
 * page no longer shows is deleted afterwards; new media must be the editing administrator's own uploads.
 */
export async function updateCouple(
  deps: AdminCoupleDeps,
  actor: Pick<UserRow, 'id'>,
  id: string,
  input: CoupleMemorialUpdate,
): Promise<CoupleMemorialDto> {
  const { db } = deps;
  const current = await getCoupleRow(db, id);
  const children = await getCoupleChildren(db, id);
  assertBirthDates(input);
  if (input.user_id !== undefined) await assertOwnerExists(db, input.user_id);

  const before = new Set(coupleMedia(current, children));
  const isNew = (url: string) => !before.has(url);
  const newImages = [input.profile_image_url ?? '', ...(input.photos ?? []).map((p) => p.file_url)].filter((url) => url && isNew(url));
  const newVideos = (input.videos ?? []).map((v) => v.file_url).filter(isNew);
  await deps.media.assertOwned(actor.id, newImages, IMAGE_KINDS);
  await deps.media.assertOwned(actor.id, newVideos, VIDEO_KINDS);

  const { photos, songs, videos, ...fields } = input;
  const changes = Object.fromEntries(Object.entries(columnsOf(fields)).filter(([, value]) => value !== undefined));
  // Publishing, unpublishing and every edit show on its one page (the slug never changes). The purge is in the
  // write's batch: an unpublished page must leave the edge even when deleting old files fails afterwards.
  const purge = deps.pages.batched(db, couplePaths(current.slug));
  const [bumped] = await db.batch([
    purge.statement,
    db
      .update(coupleProfiles)
      .set({ ...changes, updatedAt: new Date().toISOString() })
      .where(eq(coupleProfiles.id, id)),
    ...(photos
      ? replacement(
          db,
          coupleGalleryPhotos,
          id,
          photos.map((p) => ({ photoUrl: p.file_url, photoTitle: p.title })),
        )
      : []),
    ...(songs
      ? replacement(
          db,
          coupleSongs,
          id,
          songs.map((s) => ({ songTitle: s.title, youtubeUrl: s.youtube_url })),
        )
      : []),
    ...(videos
      ? replacement(
          db,
          coupleVideos,
          id,
          videos.map((v) => ({ videoUrl: v.file_url, videoFilename: v.title })),
        )
      : []),
    auditInsert(db, {
      actorId: actor.id,
      action: 'couple.update',
      entityType: 'couple_profile',
      entityId: id,
      details: { changed: Object.keys(input) },
      ipAddress: deps.ipAddress,
    }),
  ]);

  await purge.settle(bumped);
  const after = await getCoupleChildren(db, id);
  const kept = new Set(coupleMedia({ profileImageUrl: input.profile_image_url ?? current.profileImageUrl }, after));
  await removeUnused(
    deps.media,
    [...before].filter((url) => !kept.has(url)),
  );
  await coupleChanged(deps.live, current.userId, input.user_id);
  return getAdminCouple({ db }, id);
}

/**
 * Deletes the couple (its lists go with it, by cascade) and then every file it showed. The page's purge is in
 * the delete's own batch, so nothing failing afterwards (R2) leaves the page at the edge.
 */
export async function deleteCouple(deps: AdminCoupleDeps, actor: Pick<UserRow, 'id'>, id: string): Promise<void> {
  const { db } = deps;
  const current = await getCoupleRow(db, id);
  const children = await getCoupleChildren(db, id);
  const purge = deps.pages.batched(db, couplePaths(current.slug));
  const [bumped] = await db.batch([
    purge.statement,
    db.delete(coupleProfiles).where(eq(coupleProfiles.id, id)),
    auditInsert(db, {
      actorId: actor.id,
      action: 'couple.delete',
      entityType: 'couple_profile',
      entityId: id,
      details: { slug: current.slug, couple_name: current.coupleName },
      ipAddress: deps.ipAddress,
    }),
  ]);
  await purge.settle(bumped);
  await removeUnused(deps.media, coupleMedia(current, children));
  await coupleChanged(deps.live, current.userId);
}
