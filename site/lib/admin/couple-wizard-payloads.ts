/**
 * What the couple wizard sends (product §3.3, §3.7): the create body, the gallery, songs and videos bodies,
 * and the edit body with the whole lists. Pure; the API parses them with its own schemas.
 */
import type { z } from 'zod';
import type { coupleMemorialSchema, coupleMemorialUpdateSchema } from '../../../worker/schemas/couples';
import type { CoupleDraft, MediaItem, PersonKey, PersonListKey, SongDraft } from './couple-wizard';

/** What the create call and the edit call take (the API's own schemas, before parsing). */
export type CoupleCreateBody = z.input<typeof coupleMemorialSchema>;
export type CoupleUpdateBody = z.input<typeof coupleMemorialUpdateSchema>;

const orNull = (value: string) => value.trim() || null;

/** One person's fields under their prefix; typed as both people's because callers always spread both. */
function personFields<F>(draft: CoupleDraft<F>, key: PersonKey) {
  const person = draft[key];
  return {
    [`${key}_name`]: person.name.trim(),
    [`${key}_alias`]: orNull(person.alias),
    [`${key}_birth_date`]: person.birth_date,
    [`${key}_comidas_favoritas`]: person.comidas_favoritas,
    [`${key}_series_peliculas`]: person.series_peliculas,
    [`${key}_suegros`]: person.suegros,
    [`${key}_cunados`]: person.cunados,
  } as Record<`${PersonKey}_${'name' | 'birth_date'}`, string> &
    Record<`${PersonKey}_alias`, string | null> &
    Record<`${PersonKey}_${PersonListKey}`, string[]>;
}

/** The couple's own fields as both calls take them, with the main image's stored URL. */
function coupleFields<F>(draft: CoupleDraft<F>, profileImageUrl: string) {
  return {
    couple_name: draft.couple_name.trim(),
    description: draft.description.trim(),
    profile_image_url: profileImageUrl,
    ...personFields(draft, 'person1'),
    ...personFields(draft, 'person2'),
    relationship_start_date: orNull(draft.relationship_start_date),
    anniversary_date: orNull(draft.anniversary_date),
    common_interests: draft.common_interests,
    pets: orNull(draft.pets),
    short_term_goals: orNull(draft.short_term_goals),
    medium_term_goals: orNull(draft.medium_term_goals),
    long_term_goals: orNull(draft.long_term_goals),
    template_id: draft.template_id,
    user_id: draft.owner?.id ?? null,
  };
}

/**
 * POST /admin/couple-profiles: always unpublished. product §3.4's sequence publishes only once the gallery,
 * songs and videos are in, so no visitor ever sees a half-made page.
 */
export function createBody<F>(draft: CoupleDraft<F>, profileImageUrl: string): CoupleCreateBody {
  return { ...coupleFields(draft, profileImageUrl), is_published: false };
}

export const photosBody = <F>(items: readonly MediaItem<F>[], urls: readonly string[]) =>
  items.map((item, index) => ({ file_url: urls[index] ?? '', title: orNull(item.title) }));

export const videosBody = <F>(items: readonly MediaItem<F>[], urls: readonly string[]) =>
  items.map((item, index) => ({ file_url: urls[index] ?? '', title: orNull(item.title) }));

export const songsBody = (songs: readonly SongDraft[]) =>
  songs.map((song) => ({ title: song.title.trim(), youtube_url: song.youtube_url.trim() }));

/** Where every medium of the draft is stored once the new files are uploaded, in the draft's order. */
export type StoredMedia = { image: string; photos: string[]; videos: string[] };

/** PUT /admin/couple-profiles/{id}: every field and the whole lists, which replace the stored ones. */
export function updateBody<F>(draft: CoupleDraft<F>, stored: StoredMedia): CoupleUpdateBody {
  return {
    ...coupleFields(draft, stored.image),
    is_published: draft.is_published,
    photos: photosBody(draft.photos, stored.photos),
    songs: songsBody(draft.songs),
    videos: videosBody(draft.videos, stored.videos),
  };
}
