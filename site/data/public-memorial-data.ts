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
import { PUBLIC_GALLERY_LIMIT, readPublicMemorial, type PublicMemorialReads } from './public-memorial-reads';
import { log } from '../../worker/log';
import { pageDb } from './site-data';
import { backdropFor, INDIVIDUAL_FALLBACK, type Backdrop } from '../lib/public/template-backdrops';
import { parseSong, type SongLink } from '../../worker/schemas/youtube';
import { PrivateMemorialError, type AccessPasses } from '../../worker/services/visibility';
import type { RestingPlaceDto } from '../../worker/services/resting-place-rows';

export { PUBLIC_GALLERY_LIMIT };

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
  /** The coming gatherings (docs/features/gatherings.md), today's for the banner, and when the kept page must be rendered again. */
  gatherings: PublicGatherings;
  /** 'Dónde descansa' (docs/features/resting-places.md): the visible place and its photo; null when none is given or it is kept to the family. */
  restingPlace: { place: RestingPlaceDto; photo: PageImage | null } | null;
};

/**
 * `today` is the Colombian calendar date the birthday message is computed for (YYYY-MM-DD). The reads are two D1
 * batches (./public-memorial-reads.ts); should a batch fail (a statement the engine refuses fails all of its batch),
 * the page is read again part by part, as before the batches, where the day's quote and the footer each have their
 * own fallback and only the memorial's own reads can fail the page.
 */
export async function loadPublicMemorial(slug: string, today: string, passes?: AccessPasses): Promise<PublicMemorial | null> {
  const db = pageDb();
  if (!slug) return null;
  let reads: PublicMemorialReads | null;
  try {
    reads = await readPublicMemorial(db, slug, today, passes);
  } catch (error) {
    if (error instanceof PrivateMemorialError) throw error;
    log.warn('public_memorial_batch_failed', { slug }, error);
    reads = await readPublicMemorialInParts(db, slug, today, passes);
  }
  return reads && publicMemorialFrom(reads, today);
}

/** The page from its reads: pure. */
function publicMemorialFrom(reads: PublicMemorialReads, today: string): PublicMemorial {
  const { profile, image, poster } = reads;
  const video = profile.memorial_video_url;
  const place = profile.resting_place;
  return {
    ...reads.commons,
    profile,
    portrait: profile.profile_image_url ? image(profile.profile_image_url) : null,
    gallery: reads.gallery.map(image),
    // The memorial's own thumbnail; else the poster its upload made (both are one file for new videos).
    videoPoster: profile.video_thumbnail_url ? image(profile.video_thumbnail_url).src : ((video && poster(video)) ?? null),
    song: parseSong(profile.favorite_music),
    birthday: profile.birth_date ? birthdayMessage(profile.profile_name, profile.birth_date, today) : null,
    stats: profile.birth_date && profile.death_date ? lifeStats(profile.birth_date, profile.death_date) : [],
    backdrop: backdropFor(profile.template_id, INDIVIDUAL_FALLBACK),
    remembrance: withDates(reads.remembrance),
    gatherings: reads.gatherings,
    restingPlace: place ? { place, photo: place.photo_url ? image(place.photo_url) : null } : null,
  };
}

/** Null for a missing memorial; a private one without its code throws PrivateMemorialError (the page's code form). */
async function findProfile(db: Db, slug: string, passes: AccessPasses | undefined): Promise<PublicIndividualMemorialDto | null> {
  try {
    return await getPublicIndividualMemorial({ db, passes }, slug);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/** The same reads one service at a time (three rounds of queries): the fallback of a failed batch. */
async function readPublicMemorialInParts(
  db: Db,
  slug: string,
  today: string,
  passes: AccessPasses | undefined,
): Promise<PublicMemorialReads | null> {
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
  const photos = [profile.profile_image_url, ...gallery, profile.video_thumbnail_url, place?.photo_url].filter((url): url is string =>
    Boolean(url),
  );
  const [image, poster, commons, remembrance, gatherings] = await Promise.all([
    loadPageImages(db, photos),
    loadVideoPosters(db, [profile.memorial_video_url]),
    commonsPromise,
    remembrancePromise,
    publicGatherings({ db }, { kind: 'memorial', id: profile.id }),
  ]);
  if (!remembrance) return null; // Unpublished between the two reads.
  return { commons, profile, gallery, remembrance, gatherings, image, poster };
}
