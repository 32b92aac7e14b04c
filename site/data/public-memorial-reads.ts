/**
 * Every read of /memorial/{slug} in two D1 calls (docs/performance.md: a cache-miss render under the Workers Free plan's 10 ms
 * of CPU). Each call to the D1 binding costs the Worker's isolate CPU of its own (the request to D1, its tracing span,
 * the JSON of the answer) whatever it holds, and production D1 counts calls too, so the page's eleven statements in
 * three rounds became two batches:
 *
 * 1. by the page's address: the published memorial, its visible resting place, its remembrance choices and its
 *    coming gatherings (these three name the memorial by a subquery on the slug, so they need not wait for its id),
 *    the number of active quotes and the footer's setting;
 * 2. by what the first found: the day's quote and the media rows of the page's photos and video (their renditions
 *    and the video's poster).
 *
 * The answers are the services' own (the same statements and row-to-answer functions as the API's, split so that
 * a page can batch them). Server-only.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaObjects } from '../../db/schema';
import { keyFromMediaUrl } from '../../worker/media';
import { unique } from '../../worker/media/records';
import {
  publicGatheringsFrom,
  publicGatheringsQuery,
  gatheringsOfMemorials,
  type PublicGatherings,
} from '../../worker/services/gatherings';
import {
  publishedMemorialBySlugQuery,
  publishedMemorialIdBySlug,
  toPublicIndividualMemorialDto,
  type PublicIndividualMemorialDto,
} from '../../worker/services/individual-memorials';
import { activeQuoteCountQuery, dailyQuoteFrom, dailyQuoteQuery } from '../../worker/services/quotes';
import {
  choicesFrom,
  fromMemorial,
  memorialSettingsQuery,
  publicRemembranceOf,
  type PublicRemembrance,
} from '../../worker/services/remembrance';
import { currentPlacesOfMemorialsQuery, placesOfMemorialsFrom } from '../../worker/services/resting-place-rows';
import { siteSettingFrom, siteSettingQuery } from '../../worker/services/settings';
import { assertOpen, gateOf, type AccessPasses } from '../../worker/services/visibility';
import { pageImagesFrom, type PageImage } from './page-images';
import { pageCommonsFrom, type PageCommons } from './public-page-commons';
import { videoPostersFrom } from './video-posters';

/** The public page shows the first 6 gallery photos (product §2.9). */
export const PUBLIC_GALLERY_LIMIT = 6;

export type PublicMemorialReads = {
  commons: PageCommons;
  /** With its visible resting place; the hidden dates are null. */
  profile: PublicIndividualMemorialDto;
  /** The first PUBLIC_GALLERY_LIMIT photos of the gallery. */
  gallery: string[];
  remembrance: PublicRemembrance;
  gatherings: PublicGatherings;
  /** Every photo of the page, as `loadPageImages` resolves them. */
  image: (url: string) => PageImage;
  /** The poster of the page's video, as `loadVideoPosters` resolves it. */
  poster: (url: string) => string | undefined;
};

/** A page's media keys (its photos and video: at most ten, far below D1's 100 bound parameters). */
const keysOf = (urls: readonly (string | null | undefined)[]): string[] =>
  unique(urls.map((url) => (url ? keyFromMediaUrl(url) : null)).filter((key): key is string => key !== null));

/**
 * The memorial page's data for `today` (Colombia), or null for a missing or unpublished memorial; a private one
 * without the visitor's pass throws PrivateMemorialError before anything of it is used.
 */
export async function readPublicMemorial(
  db: Db,
  slug: string,
  today: string,
  passes: AccessPasses | undefined,
  now: number = Date.now(),
): Promise<PublicMemorialReads | null> {
  const memorialId = publishedMemorialIdBySlug(db, slug);
  const [memorials, places, remembranceRows, gatheringRows, quoteCount, footerRows, legalRows] = await db.batch([
    publishedMemorialBySlugQuery(db, slug),
    currentPlacesOfMemorialsQuery(db, memorialId, 'public'),
    memorialSettingsQuery(db, memorialId),
    publicGatheringsQuery(db, gatheringsOfMemorials(memorialId), now),
    activeQuoteCountQuery(db),
    siteSettingQuery(db, 'footer_info'),
    siteSettingQuery(db, 'legal_entity'),
  ]);
  const row = memorials[0];
  if (!row) return null;
  await assertOpen({ db, passes }, gateOf('memorial', row));

  const profile: PublicIndividualMemorialDto = {
    ...toPublicIndividualMemorialDto(row),
    resting_place: placesOfMemorialsFrom(places, 'public').get(row.id) ?? null,
  };
  const gallery = profile.gallery_images.slice(0, PUBLIC_GALLERY_LIMIT);
  const photoKeys = keysOf([profile.profile_image_url, ...gallery, profile.video_thumbnail_url, profile.resting_place?.photo_url]);
  const videoKeys = keysOf([profile.memorial_video_url]);
  const [quoteRows, originals, variants] = await db.batch([
    dailyQuoteQuery(db, today, quoteCount[0]?.n ?? 0),
    db.select().from(mediaObjects).where(inArray(mediaObjects.key, photoKeys)),
    // The photos' renditions and the video's poster: both are rows whose variant_of is the key they belong to.
    db
      .select()
      .from(mediaObjects)
      .where(inArray(mediaObjects.variantOf, unique([...photoKeys, ...videoKeys]))),
  ]);

  return {
    commons: pageCommonsFrom(
      dailyQuoteFrom(today, quoteRows[0]),
      siteSettingFrom('footer_info', footerRows[0]?.value),
      siteSettingFrom('legal_entity', legalRows[0]?.value),
    ),
    profile,
    gallery,
    remembrance: publicRemembranceOf(fromMemorial(row, 'public'), choicesFrom(remembranceRows[0]), today),
    gatherings: publicGatheringsFrom(gatheringRows, now),
    image: pageImagesFrom(originals, variants),
    poster: videoPostersFrom(variants),
  };
}
