/**
 * Everything /familia/{slug} renders, read from D1 with the API's services. Server-only. Null means
 * "answer 404" (missing or unpublished).
 */
import type { Db } from '../../db/client';
import { AppError } from '../../worker/errors';
import { getPublicFamily, type FamilyMemberDto, type FamilyMemorialDto } from '../../worker/services/family-memorials';
import { publicRemembrance, type PublicRemembrance } from '../../worker/services/remembrance';
import { publicGatherings, type PublicGatherings } from '../../worker/services/gatherings';
import { withDates } from '../lib/public/remembrance-page';
import { loadPageImages, type PageImage } from './page-images';
import { loadVideoPosters } from './video-posters';
import { loadPageCommons, type PageCommons } from './public-page-commons';
import { pageDb } from './site-data';
import { backdropFor, FAMILY_FALLBACK, type Backdrop } from '../lib/public/template-backdrops';
import { parseSong, type SongLink } from '../../worker/schemas/youtube';
import type { AccessPasses } from '../../worker/services/visibility';
import type { RestingPlaceDto } from '../../worker/services/resting-place-rows';

/** product §2.9: up to 6 portraits take turns in the highlight. */
export const FAMILY_PORTRAIT_LIMIT = 6;

export type PublicFamilyMember = FamilyMemberDto & { portrait: PageImage };

export type PublicFamily = PageCommons & {
  family: FamilyMemorialDto;
  members: PublicFamilyMember[];
  gallery: PageImage[];
  /** The members' own memorial videos, for the 'Videos conmemorativos' carousel, with their poster frames. */
  memberVideos: { name: string; url: string; poster?: string }[];
  /** The family video's poster frame, when its upload made one. */
  videoPoster: string | undefined;
  song: SongLink | null;
  backdrop: Backdrop;
  /** Today's banner, the next dates and the calendar's path; null for a family with no dates at all. */
  remembrance: PublicRemembrance | null;
  /** The coming gatherings (docs/features/gatherings.md), today's for the banner, and when the kept page must be rendered again. */
  gatherings: PublicGatherings;
  /** 'Dónde descansan' (docs/features/resting-places.md): each member's visible place with its photo, in the members' order. */
  restingPlaces: { name: string; place: RestingPlaceDto; photo: PageImage | null }[];
};

/** Null for a missing family; a private one without its code throws PrivateMemorialError (the page's code form). */
async function findFamily(db: Db, slug: string, passes: AccessPasses | undefined): Promise<FamilyMemorialDto | null> {
  if (!slug) return null;
  try {
    return await getPublicFamily({ db, passes }, slug);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

export async function loadPublicFamily(slug: string, today: string, passes?: AccessPasses): Promise<PublicFamily | null> {
  const db = pageDb();
  // The quote, settings and remembrance dates run alongside the family and then its photos.
  const commonsPromise = loadPageCommons(db, today);
  const remembrancePromise = publicRemembrance({ db }, 'family', slug, today);
  const family = await findFamily(db, slug, passes).catch(async (error: unknown) => {
    await remembrancePromise.catch(() => null);
    throw error;
  });
  if (!family) {
    await remembrancePromise.catch(() => null);
    return null;
  }

  const placePhotos = family.family_members.map((member) => member.resting_place?.photo_url).filter((url): url is string => Boolean(url));
  const photos = [...family.family_members.map((member) => member.profile_image_url), ...family.gallery_images, ...placePhotos];
  const videos = [...family.family_members.map((member) => member.memorial_video_url), family.memorial_video_url];
  const [image, poster, commons, remembrance, gatherings] = await Promise.all([
    loadPageImages(db, photos),
    loadVideoPosters(db, videos),
    commonsPromise,
    remembrancePromise,
    publicGatherings({ db }, { kind: 'family', id: family.id }),
  ]);

  return {
    ...commons,
    family,
    members: family.family_members.map((member) => ({ ...member, portrait: image(member.profile_image_url) })),
    gallery: family.gallery_images.map(image),
    memberVideos: family.family_members
      .filter((member) => Boolean(member.memorial_video_url))
      .map((member) => ({ name: member.name, url: member.memorial_video_url ?? '', poster: poster(member.memorial_video_url ?? '') })),
    videoPoster: family.memorial_video_url ? poster(family.memorial_video_url) : undefined,
    song: parseSong(family.favorite_music),
    backdrop: backdropFor(family.template_id, FAMILY_FALLBACK),
    remembrance: withDates(remembrance),
    gatherings,
    restingPlaces: family.family_members.flatMap((member) =>
      member.resting_place
        ? [
            {
              name: member.name,
              place: member.resting_place,
              photo: member.resting_place.photo_url ? image(member.resting_place.photo_url) : null,
            },
          ]
        : [],
    ),
  };
}
