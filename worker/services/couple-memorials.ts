import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupleGalleryPhotos, coupleProfiles, coupleSongs, coupleVideos, users } from '../../db/schema';
import { notFound } from '../errors';
import { COUPLE_MESSAGES as M } from '../schemas/couple-texts';
import { fullName, type UserRow } from './users';

type CoupleRow = typeof coupleProfiles.$inferSelect;
type PhotoRow = typeof coupleGalleryPhotos.$inferSelect;
type SongRow = typeof coupleSongs.$inferSelect;
type VideoRow = typeof coupleVideos.$inferSelect;

export type CouplePhotoDto = { id: string; photo_url: string; photo_title: string | null; display_order: number };
export type CoupleSongDto = { id: string; song_title: string; youtube_url: string; display_order: number };
export type CoupleVideoDto = { id: string; video_url: string; video_filename: string | null; display_order: number };
export type CoupleOwnerDto = { id: string; email: string; name: string };

/** A couple memorial as the API returns it (product §3.3): the row's fields, its children, and its owner. */
export type CoupleMemorialDto = {
  id: string;
  slug: string;
  /** The plaque's permanent code (`/q/{code}`); the API adds `short_url`. */
  short_code: string | null;
  couple_name: string;
  description: string;
  profile_image_url: string;
  person1_name: string;
  person1_alias: string | null;
  person1_birth_date: string;
  person1_zodiac_sign: string | null;
  person1_comidas_favoritas: string[];
  person1_series_peliculas: string[];
  person1_suegros: string[];
  person1_cunados: string[];
  person2_name: string;
  person2_alias: string | null;
  person2_birth_date: string;
  person2_zodiac_sign: string | null;
  person2_comidas_favoritas: string[];
  person2_series_peliculas: string[];
  person2_suegros: string[];
  person2_cunados: string[];
  relationship_start_date: string | null;
  anniversary_date: string | null;
  common_interests: string[];
  pets: string | null;
  short_term_goals: string | null;
  medium_term_goals: string | null;
  long_term_goals: string | null;
  template_id: string;
  is_published: boolean;
  visit_count: number;
  user_id: string | null;
  /** Only in the back-office's answers: who the page belongs to. */
  owner?: CoupleOwnerDto | null;
  created_at: string;
  updated_at: string;
  gallery_photos: CouplePhotoDto[];
  favorite_songs: CoupleSongDto[];
  special_videos: CoupleVideoDto[];
};

type Children = { photos: PhotoRow[]; songs: SongRow[]; videos: VideoRow[] };

export function toCoupleDto(row: CoupleRow, children: Children): CoupleMemorialDto {
  return {
    id: row.id,
    slug: row.slug,
    short_code: row.shortCode,
    couple_name: row.coupleName,
    description: row.description,
    profile_image_url: row.profileImageUrl,
    person1_name: row.person1Name,
    person1_alias: row.person1Alias,
    person1_birth_date: row.person1BirthDate,
    person1_zodiac_sign: row.person1ZodiacSign,
    person1_comidas_favoritas: row.person1ComidasFavoritas,
    person1_series_peliculas: row.person1SeriesPeliculas,
    person1_suegros: row.person1Suegros,
    person1_cunados: row.person1Cunados,
    person2_name: row.person2Name,
    person2_alias: row.person2Alias,
    person2_birth_date: row.person2BirthDate,
    person2_zodiac_sign: row.person2ZodiacSign,
    person2_comidas_favoritas: row.person2ComidasFavoritas,
    person2_series_peliculas: row.person2SeriesPeliculas,
    person2_suegros: row.person2Suegros,
    person2_cunados: row.person2Cunados,
    relationship_start_date: row.relationshipStartDate,
    anniversary_date: row.anniversaryDate,
    common_interests: row.commonInterests,
    pets: row.pets,
    short_term_goals: row.shortTermGoals,
    medium_term_goals: row.mediumTermGoals,
    long_term_goals: row.longTermGoals,
    template_id: row.templateId,
    is_published: row.isPublished,
    visit_count: row.visitCount,
    user_id: row.userId,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    gallery_photos: children.photos.map((p) => ({
      id: p.id,
      photo_url: p.photoUrl,
      photo_title: p.photoTitle,
      display_order: p.displayOrder,
    })),
    favorite_songs: children.songs.map((s) => ({
      id: s.id,
      song_title: s.songTitle,
      youtube_url: s.youtubeUrl,
      display_order: s.displayOrder,
    })),
    special_videos: children.videos.map((v) => ({
      id: v.id,
      video_url: v.videoUrl,
      video_filename: v.videoFilename,
      display_order: v.displayOrder,
    })),
  };
}

/** Gallery, songs and videos of the given couples, each in display order. */
async function childrenOf(db: Db, ids: string[]): Promise<Children> {
  if (ids.length === 0) return { photos: [], songs: [], videos: [] };
  const [photos, songs, videos] = await Promise.all([
    db
      .select()
      .from(coupleGalleryPhotos)
      .where(inArray(coupleGalleryPhotos.coupleProfileId, ids))
      .orderBy(asc(coupleGalleryPhotos.displayOrder)),
    db.select().from(coupleSongs).where(inArray(coupleSongs.coupleProfileId, ids)).orderBy(asc(coupleSongs.displayOrder)),
    db.select().from(coupleVideos).where(inArray(coupleVideos.coupleProfileId, ids)).orderBy(asc(coupleVideos.displayOrder)),
  ]);
  return { photos, songs, videos };
}

function childrenFor(all: Children, id: string): Children {
  return {
    photos: all.photos.filter((p) => p.coupleProfileId === id),
    songs: all.songs.filter((s) => s.coupleProfileId === id),
    videos: all.videos.filter((v) => v.coupleProfileId === id),
  };
}

/** Every /media URL a couple shows: what goes when it is deleted. */
export function coupleMedia(row: Pick<CoupleRow, 'profileImageUrl'>, children: Pick<Children, 'photos' | 'videos'>): string[] {
  return [row.profileImageUrl, ...children.photos.map((p) => p.photoUrl), ...children.videos.map((v) => v.videoUrl)];
}

export async function getCoupleRow(db: Db, id: string): Promise<CoupleRow> {
  const [row] = await db.select().from(coupleProfiles).where(eq(coupleProfiles.id, id)).limit(1);
  if (!row) throw notFound(M.notFound);
  return row;
}

export async function getCoupleChildren(db: Db, id: string): Promise<Children> {
  return childrenOf(db, [id]);
}

const ownerSelection = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName };

async function ownersOf(db: Db, rows: CoupleRow[]): Promise<Map<string, CoupleOwnerDto>> {
  const ids = [...new Set(rows.map((row) => row.userId).filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map();
  const owners = await db.select(ownerSelection).from(users).where(inArray(users.id, ids));
  return new Map(owners.map((o) => [o.id, { id: o.id, email: o.email, name: fullName(o) }]));
}

/** The back-office's view: every couple, newest first, with children and owner (docs/product: GET /admin/couple-profiles). */
export async function listAdminCouples(deps: { db: Db }): Promise<CoupleMemorialDto[]> {
  const { db } = deps;
  const rows = await db.select().from(coupleProfiles).orderBy(desc(coupleProfiles.createdAt), desc(coupleProfiles.id));
  const [children, owners] = await Promise.all([
    childrenOf(
      db,
      rows.map((row) => row.id),
    ),
    ownersOf(db, rows),
  ]);
  return rows.map((row) => ({
    ...toCoupleDto(row, childrenFor(children, row.id)),
    owner: row.userId ? (owners.get(row.userId) ?? null) : null,
  }));
}

export async function getAdminCouple(deps: { db: Db }, id: string): Promise<CoupleMemorialDto> {
  const { db } = deps;
  const row = await getCoupleRow(db, id);
  const [children, owners] = await Promise.all([childrenOf(db, [id]), ownersOf(db, [row])]);
  return { ...toCoupleDto(row, children), owner: row.userId ? (owners.get(row.userId) ?? null) : null };
}

/** A couple page as anyone may read it: who it belongs to is the back-office's and the owner's business. */
export type PublicCoupleDto = Omit<CoupleMemorialDto, 'user_id' | 'owner'>;

/** The public page's read (product §3.7): a published couple by slug, with its children in display order. */
export async function getPublicCouple(deps: { db: Db }, slug: string): Promise<PublicCoupleDto> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(coupleProfiles)
    .where(and(eq(coupleProfiles.slug, slug), eq(coupleProfiles.isPublished, true)))
    .limit(1);
  if (!row) throw notFound(M.notFound);
  const { user_id: _owner, ...answer } = toCoupleDto(row, await childrenOf(db, [row.id]));
  return answer;
}

/** A customer's couple pages, for their dashboard (made for them by an administrator; they cannot edit them). */
export async function listOwnCouples(deps: { db: Db }, actor: Pick<UserRow, 'id'>): Promise<CoupleMemorialDto[]> {
  const { db } = deps;
  const rows = await db.select().from(coupleProfiles).where(eq(coupleProfiles.userId, actor.id)).orderBy(desc(coupleProfiles.createdAt));
  const children = await childrenOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCoupleDto(row, childrenFor(children, row.id)));
}
