/**
 * Everything /pareja/{slug} renders, read from D1 with the API's own service (no HTTP round trip).
 * Server-only. Null means "answer 404": the couple is missing or unpublished.
 */
import type { Db } from '../../db/client';
import { AppError } from '../../worker/errors';
import { parseSong, type SongLink } from '../../worker/schemas/youtube';
import { getPublicCouple, type PublicCoupleDto } from '../../worker/services/couple-memorials';
import { zodiacSign } from '../../worker/schemas/zodiac';
import { isBirthday } from '../lib/public/birthday';
import { GOAL_HORIZONS } from '../lib/public/couple-page';
import { ageOn, loveTimeText } from '../lib/public/couple-time';
import { backdropFor, COUPLE_FALLBACK, type Backdrop } from '../lib/public/template-backdrops';
import { loadPageImages, type PageImage } from './page-images';
import { loadVideoPosters } from './video-posters';
import { loadPageCommons, type PageCommons } from './public-page-commons';
import { pageDb } from './site-data';

export type CouplePerson = {
  /** 'person1' or 'person2': keys the birthday marker's "celebrated today" mark. */
  key: string;
  name: string;
  alias: string | null;
  birthDate: string;
  age: number | null;
  zodiacSign: string | null;
  /** On the server's Colombian date; the page's script checks again with the visitor's clock. */
  birthdayToday: boolean;
  foods: string[];
  series: string[];
  suegros: string[];
  cunados: string[];
};

export type CoupleDates = {
  anniversary: string | null;
  togetherSince: string | null;
  /** '5 años y 3 meses de amor', counted from the start of the relationship (or the anniversary without one). */
  loveText: string | null;
};

export type CoupleSong = { id: string; title: string; link: SongLink };
export type CoupleVideo = { id: string; url: string; title: string | null; poster?: string };
export type CoupleGoal = { label: string; text: string };

export type PublicCouple = Omit<PageCommons, 'quote'> & {
  couple: PublicCoupleDto;
  portrait: PageImage;
  people: [CouplePerson, CouplePerson];
  dates: CoupleDates;
  gallery: PageImage[];
  videos: CoupleVideo[];
  goals: CoupleGoal[];
  songs: CoupleSong[];
  backdrop: Backdrop;
};

async function findCouple(db: Db, slug: string): Promise<PublicCoupleDto | null> {
  if (!slug) return null;
  try {
    return await getPublicCouple({ db }, slug);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

function person(couple: PublicCoupleDto, key: 'person1' | 'person2', today: string): CouplePerson {
  const birthDate = couple[`${key}_birth_date`];
  return {
    key,
    name: couple[`${key}_name`],
    alias: couple[`${key}_alias`],
    birthDate,
    age: ageOn(birthDate, today),
    // Stored when the couple is saved; worked out here for a row that somehow lacks it.
    zodiacSign: couple[`${key}_zodiac_sign`] ?? zodiacSign(birthDate),
    birthdayToday: isBirthday(birthDate, today),
    foods: couple[`${key}_comidas_favoritas`],
    series: couple[`${key}_series_peliculas`],
    suegros: couple[`${key}_suegros`],
    cunados: couple[`${key}_cunados`],
  };
}

function datesOf(couple: PublicCoupleDto, today: string): CoupleDates {
  const since = couple.relationship_start_date ?? couple.anniversary_date;
  return {
    anniversary: couple.anniversary_date,
    togetherSince: couple.relationship_start_date,
    loveText: since ? loveTimeText(since, today) : null,
  };
}

/** `today` is the Colombian calendar date ages, birthdays and the time together are counted for. */
export async function loadPublicCouple(slug: string, today: string): Promise<PublicCouple | null> {
  const db = pageDb();
  // Two rounds of queries at most: the footer's settings run alongside the couple and then its photos.
  const commonsPromise = loadPageCommons(db, today);
  const couple = await findCouple(db, slug);
  if (!couple) return null;

  const photos = [couple.profile_image_url, ...couple.gallery_photos.map((photo) => photo.photo_url)];
  const [image, poster, { chatHref, companyName, seller }] = await Promise.all([
    loadPageImages(db, photos),
    loadVideoPosters(
      db,
      couple.special_videos.map((video) => video.video_url),
    ),
    commonsPromise,
  ]);

  return {
    chatHref,
    companyName,
    seller,
    couple,
    portrait: image(couple.profile_image_url),
    people: [person(couple, 'person1', today), person(couple, 'person2', today)],
    dates: datesOf(couple, today),
    gallery: couple.gallery_photos.map((photo) => image(photo.photo_url)),
    videos: couple.special_videos.map((video) => ({
      id: video.id,
      url: video.video_url,
      title: video.video_filename,
      poster: poster(video.video_url),
    })),
    goals: GOAL_HORIZONS.flatMap(({ key, label }) => {
      const text = couple[key]?.trim();
      return text ? [{ label, text }] : [];
    }),
    songs: couple.favorite_songs.flatMap((song) => {
      const link = parseSong(song.youtube_url);
      return link ? [{ id: song.id, title: song.song_title, link }] : [];
    }),
    backdrop: backdropFor(couple.template_id, COUPLE_FALLBACK),
  };
}
