/**
 * Everything /memorial/{slug} renders, read straight from D1 with the API's own services (no HTTP round
 * trip). Server-only. Null means "answer 404": the memorial is missing, unpublished or has no slug.
 */
import type { Db } from '../../db/client';
import { AppError } from '../../worker/errors';
import { getPublicIndividualMemorial, type PublicIndividualMemorialDto } from '../../worker/services/individual-memorials';
import { publicRemembrance, type PublicRemembrance } from '../../worker/services/remembrance';
import { publicGatherings, type PublicGatherings } from '../../worker/services/gatherings';
import { birthdayMessage, type BirthdayMessage } from '../lib/public/birthday';
import { withDates } from '../lib/public/remembrance-page';
import { lifeStats, type LifeStat } from '../lib/public/life-stats';
import { loadPageImages, type PageImage } from './page-images';
import { loadVideoPosters } from './video-posters';
import { loadPageCommons, type PageCommons } from './public-page-commons';
import { pageDb } from './site-data';
import { backdropFor, INDIVIDUAL_FALLBACK, type Backdrop } from '../lib/public/template-backdrops';
import { parseSong, type SongLink } from '../../worker/schemas/youtube';
import type { AccessPasses } from '../../worker/services/visibility';
import type { RestingPlaceDto } from '../../worker/services/resting-place-rows';

/** The public page shows the first 6 gallery photos (product §2.9). */
export const PUBLIC_GALLERY_LIMIT = 6;

export type PublicMemorial = PageCommons & {
  /** The hidden dates are null (services/individual-memorials.ts). */
  profile: PublicIndividualMemorialDto;
  portrait: PageImage | null;
  gallery: PageImage[];
  videoPoster: string | null;
  song: SongLink | null;
  /** Null when the birth date is hidden or the birthday is more than a week away. */
  birthday: BirthdayMessage | null;
  /** Empty unless both dates are shown: the figures would reveal a hidden date. */
  stats: LifeStat[];
  backdrop: Backdrop;
  /** Today's banner, the next dates and the calendar's path; null for a page with no dates at all. */
  remembrance: PublicRemembrance | null;
  /** The coming gatherings (issue 33), today's for the banner, and when the kept page must be rendered again. */
  gatherings: PublicGatherings;
  /** 'Dónde descansa' (issue 33): the visible place and its photo; null when none is given or it is kept to the family. */
  restingPlace: { place: RestingPlaceDto; photo: PageImage | null } | null;
};

/** Null for a missing memorial; a private one without its code throws PrivateMemorialError (the page's code form). */
async function findProfile(db: Db, slug: string, passes: AccessPasses | undefined): Promise<PublicIndividualMemorialDto | null> {
  if (!slug) return null;
  try {
    return await getPublicIndividualMemorial({ db, passes }, slug);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/** `today` is the Colombian calendar date the birthday message is computed for (YYYY-MM-DD). */
export async function loadPublicMemorial(slug: string, today: string, passes?: AccessPasses): Promise<PublicMemorial | null> {
  const db = pageDb();
  // Two rounds of queries at most: the quote, settings and remembrance dates run alongside the memorial and then its photos.
  const commonsPromise = loadPageCommons(db, today);
  const remembrancePromise = publicRemembrance({ db }, 'memorial', slug, today);
  const profile = await findProfile(db, slug, passes).catch(async (error: unknown) => {
    await remembrancePromise.catch(() => null);
    throw error;
  });
  if (!profile) {
    await remembrancePromise.catch(() => null);
    return null;
  }

  const gallery = profile.gallery_images.slice(0, PUBLIC_GALLERY_LIMIT);
  const place = profile.resting_place;
  const photos = [profile.profile_image_url, ...gallery, profile.video_thumbnail_url, place?.photo_url].filter((url): url is string => Boolean(url));
  const [image, poster, commons, remembrance, gatherings] = await Promise.all([
    loadPageImages(db, photos),
    loadVideoPosters(db, [profile.memorial_video_url]),
    commonsPromise,
    remembrancePromise,
    publicGatherings({ db }, { kind: 'memorial', id: profile.id }),
  ]);
  const video = profile.memorial_video_url;

  return {
    ...commons,
    profile,
    portrait: profile.profile_image_url ? image(profile.profile_image_url) : null,
    gallery: gallery.map(image),
    // The memorial's own thumbnail; else the poster its upload made (both are one file for new videos).
    videoPoster: profile.video_thumbnail_url ? image(profile.video_thumbnail_url).src : ((video && poster(video)) ?? null),
    song: parseSong(profile.favorite_music),
    birthday: profile.birth_date ? birthdayMessage(profile.profile_name, profile.birth_date, today) : null,
    stats: profile.birth_date && profile.death_date ? lifeStats(profile.birth_date, profile.death_date) : [],
    backdrop: backdropFor(profile.template_id, INDIVIDUAL_FALLBACK),
    remembrance: withDates(remembrance),
    gatherings,
    restingPlace: place ? { place, photo: place.photo_url ? image(place.photo_url) : null } : null,
  };
}
