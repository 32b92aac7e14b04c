/**
 * What /preview/{slug} shows: the owner's memorial or family memorial (draft or published) and, for each photo,
 * the phone-sized rendition the wizard uploaded beside it. Server-only (reads D1 through pageDb).
 */
import { parseSong, youtubeSearchUrl } from '../../worker/schemas/youtube';
import { AppError } from '../../worker/errors';
import { keyFromMediaUrl, mediaUrl, variantsFor } from '../../worker/media';
import { getOwnFamilyBySlug, type FamilyMemorialDto } from '../../worker/services/family-memorials';
import { getOwnIndividualMemorialBySlug, type IndividualMemorialDto } from '../../worker/services/individual-memorials';
import { isFamilySlug } from '../../worker/services/slugs';
import { pageDb } from './site-data';

type Small = {
  /** The smaller copy of a photo for `src`, or the photo itself when it has none. */
  small: (url: string) => string;
};

export type PreviewData = ({ kind: 'individual'; profile: IndividualMemorialDto } | { kind: 'family'; family: FamilyMemorialDto }) & Small;

/** Null when the memorial does not exist or is someone else's: the page answers 404 either way. */
async function ownOrNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

async function smallPhotos(photos: (string | null)[]): Promise<Small['small']> {
  const keys = photos.map((url) => (url ? keyFromMediaUrl(url) : null)).filter((key): key is string => key !== null);
  const variants = await variantsFor(pageDb(), keys);
  return (url) => {
    const key = keyFromMediaUrl(url);
    const variant = key ? variants.get(key) : undefined;
    return variant ? mediaUrl(variant) : url;
  };
}

/** A family's address starts with 'familia-' (product §2.2), which no person's memorial is given. */
export async function loadOwnPreview(userId: string, slug: string): Promise<PreviewData | null> {
  const db = pageDb();
  if (isFamilySlug(slug)) {
    const family = await ownOrNull(() => getOwnFamilyBySlug({ db }, { id: userId }, slug));
    if (!family) return null;
    const photos = [...family.family_members.map((member) => member.profile_image_url), ...family.gallery_images];
    return { kind: 'family', family, small: await smallPhotos(photos) };
  }
  const profile = await ownOrNull(() => getOwnIndividualMemorialBySlug({ db }, { id: userId }, slug));
  if (!profile) return null;
  return { kind: 'individual', profile, small: await smallPhotos([profile.profile_image_url, ...profile.gallery_images]) };
}

/**
 * Where the preview's song link goes: the same reading as the public song card (site/lib/youtube.ts), so
 * the owner sees what visitors will get — a video, a search, or the invalid link itself.
 */
export function musicLink(music: string): string {
  const song = parseSong(music);
  if (!song) return youtubeSearchUrl(music);
  return song.kind === 'video' ? song.watchUrl : song.kind === 'search' ? song.searchUrl : song.url;
}
